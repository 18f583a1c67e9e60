import { describe, expect, it } from "vitest";
import {
  ACTION_TESTS,
  EXAMPLE_STYLES,
  NOT_HELD,
  actionTest,
  assertEscapeSkill,
  assertHolds,
  attackModifiers,
  checkGear,
  contestWinner,
  escapes,
  grapplerOf,
  heldBy,
  plainSkillValue,
  rollTest,
  skillValue,
  surpriseContest,
  surprisedObserver,
  turnAction,
  unarmedStrike,
  type SheetSkills,
} from "../../../src/engine/combat-roll/index";
import { scriptedDice } from "../../../src/engine/core/dice";
import { COMBAT_ROLL_TURNS, act, startCombat } from "../../../src/engine/turns/index";
import { keyOf } from "../rule-error-key";

const pass = (successes: number) => ({ passed: true, successes });
const fail = { passed: false, successes: 0 };

const sheet: SheetSkills = {
  strength: 2,
  agility: 4,
  fightingStyle: 6,
  dodge: 9,
  focus: 7,
  sorcery: 0,
  athletics: 8,
  acrobatics: 5,
  sleightOfHand: 10,
  deception: 6,
  stealth: 12,
  observation: 9,
};

describe("Unarmed Strike", () => {
  it("is a melee Fighting Style test with the better of STR and AGI, crushing damage, 1d3 by default", () => {
    const u = unarmedStrike();
    expect([u.attackKind, u.range, u.damageType, u.damageFormula]).toEqual([
      "strike",
      "melee",
      "crushing",
      "1d3",
    ]);
    expect(skillValue(sheet, u.test)).toBe(10);
    expect(unarmedStrike("  1d6+1 ").damageFormula).toBe("1d6+1");
  });

  it("'unarmed fighting' is gear: the Forest Bandit is trained, the Baldrian Noble takes −2 (untrained weapon)", () => {
    const bandit = EXAMPLE_STYLES.find((s) => s.name === "Forest Bandit")!;
    const noble = EXAMPLE_STYLES.find((s) => s.name === "Baldrian Noble")!;
    const gear = { weapons: [unarmedStrike().gear], armor: [] };
    expect(checkGear([bandit], gear).weapon).toBe(false);
    const untrained = checkGear([noble], gear);
    expect(untrained.untrainedWeapons).toEqual(["unarmed fighting"]);
    expect(attackModifiers({ attackKind: "strike", range: "melee", untrained })).toEqual([
      { source: "untrained-weapon", modifier: -2, boonBane: 0, autoFail: false },
    ]);
  });

  it("is a Strike for the turn engine: 1 AP and one of the two attacks of the round", () => {
    let s = startCombat(COMBAT_ROLL_TURNS, [{ id: "a", initiative: 5 }], scriptedDice([]));
    s = act(s, COMBAT_ROLL_TURNS, "a", turnAction("strike"));
    s = act(s, COMBAT_ROLL_TURNS, "a", turnAction("strike"));
    expect([s.combatants.a?.ap, s.combatants.a?.attacks]).toEqual([1, 2]);
    expect(keyOf(() => act(s, COMBAT_ROLL_TURNS, "a", turnAction("strike")))).toBe(
      "TEMPO.Turns.Error.AttackLimit",
    );
  });
});

describe("Grapple follow-through: letting go and escaping", () => {
  it("a won grapple records the grappler; only that grappler may let go", () => {
    const hold = heldBy("Actor.aldric");
    expect(hold).toEqual({ grappled: true, grappledBy: "Actor.aldric" });
    expect(() => assertHolds(hold, "Actor.aldric", { grappler: "Aldric", target: "Goblin" })).not.toThrow();
    expect(keyOf(() => assertHolds(hold, "Actor.ork", { grappler: "Ork", target: "Goblin" }))).toBe(
      "TEMPO.CombatRoll.Error.NotHolding",
    );
    expect(keyOf(() => assertHolds(NOT_HELD, "Actor.aldric", { grappler: "A", target: "G" }))).toBe(
      "TEMPO.CombatRoll.Error.NotHolding",
    );
  });

  it("an escape needs a grappled character whose grappler is known", () => {
    expect(grapplerOf(heldBy("Actor.ork"), "Aldric")).toBe("Actor.ork");
    expect(keyOf(() => grapplerOf(NOT_HELD, "Aldric"))).toBe("TEMPO.CombatRoll.Error.NotGrappled");
    expect(keyOf(() => grapplerOf({ grappled: true, grappledBy: "" }, "Aldric"))).toBe(
      "TEMPO.CombatRoll.Error.UnknownGrappler",
    );
  });

  it("the escaper chooses Athletics or Acrobatics (the Grapple's own skills), nothing else", () => {
    expect(assertEscapeSkill("acrobatics")).toBe("acrobatics");
    expect(keyOf(() => assertEscapeSkill("dodge"))).toBe("TEMPO.CombatRoll.Error.EscapeSkill");
  });

  it("the escaper breaks free only by winning the contest; a tie or both failing keep the hold", () => {
    expect(escapes(contestWinner(pass(2), pass(1)))).toBe(true);
    expect(escapes(contestWinner(pass(1), fail))).toBe(true);
    expect(escapes(contestWinner(pass(2), pass(2)))).toBe(false);
    expect(escapes(contestWinner(fail, fail))).toBe(false);
    expect(escapes(contestWinner(fail, pass(1)))).toBe(false);
  });

  it("escaping is a primary action (1 AP, own turn, no attack); letting go is the round's one free action", () => {
    const cfg = COMBAT_ROLL_TURNS;
    let s = startCombat(
      cfg,
      [
        { id: "a", initiative: 6 },
        { id: "b", initiative: 3 },
      ],
      scriptedDice([]),
    );
    expect(keyOf(() => act(s, cfg, "b", turnAction("escape")))).toBe("TEMPO.Turns.Error.NotYourTurn");
    s = act(s, cfg, "a", turnAction("escape"));
    expect([s.combatants.a?.ap, s.combatants.a?.attacks]).toEqual([2, 0]);
    s = act(s, cfg, "b", turnAction("release"));
    expect([s.combatants.b?.ap, s.combatants.b?.freeActions]).toEqual([3, 1]);
    expect(keyOf(() => act(s, cfg, "b", turnAction("release")))).toBe("TEMPO.Turns.Error.FreeActionUsed");
  });
});

describe("Surprise: Stealth vs Observation", () => {
  it("an observer who fails the contest against the sneaker is surprised; one who passes is not", () => {
    // "Observing characters are surprised if the fail the contest"
    const sneak = { id: "thief", test: pass(2) };
    expect(surprisedObserver([sneak], { id: "guard", test: fail })).toBe(true);
    expect(surprisedObserver([sneak], { id: "guard", test: pass(1) })).toBe(true);
    expect(surprisedObserver([sneak], { id: "guard", test: pass(2) })).toBe(false);
    expect(surprisedObserver([{ id: "thief", test: fail }], { id: "guard", test: fail })).toBe(false);
  });

  it("with several sneakers, spotting any one of them is enough", () => {
    const sneakers = [
      { id: "thief", test: pass(3) },
      { id: "ork", test: fail },
    ];
    expect(
      surpriseContest(sneakers, [
        { id: "guard", test: pass(1) },
        { id: "dog", test: fail },
      ]),
    ).toEqual([
      { id: "thief", surprised: false },
      { id: "ork", surprised: false },
      { id: "guard", surprised: false },
      { id: "dog", surprised: false },
    ]);
    // the thief alone: the dog, who failed, is surprised; the sneaker never is
    expect(surpriseContest([sneakers[0]!], [{ id: "dog", test: fail }])).toEqual([
      { id: "thief", surprised: false },
      { id: "dog", surprised: true },
    ]);
  });

  it("rolls with the shared test model: Stealth 12 rolling 2 (3 Successes) beats Observation 9 rolling 8 (1)", () => {
    const stealth = rollTest(scriptedDice([2]), { skill: plainSkillValue(sheet, "stealth") });
    const observation = rollTest(scriptedDice([8]), { skill: plainSkillValue(sheet, "observation") });
    expect([stealth.successes, observation.successes]).toEqual([3, 1]);
    expect(surpriseContest([{ id: "s", test: stealth }], [{ id: "o", test: observation }])).toEqual([
      { id: "s", surprised: false },
      { id: "o", surprised: true },
    ]);
  });

  it("needs a sneaking side and an observing side", () => {
    expect(keyOf(() => surpriseContest([], [{ id: "o", test: fail }]))).toBe(
      "TEMPO.CombatRoll.Error.NoSneakers",
    );
    expect(keyOf(() => surpriseContest([{ id: "s", test: fail }], []))).toBe(
      "TEMPO.CombatRoll.Error.NoObservers",
    );
  });
});

describe("Search and Sneak: skill tests with an AP cost", () => {
  it("Search makes an Observation test, Sneak a Stealth test; both are primary actions (1 AP, no attack)", () => {
    expect(actionTest("search")).toEqual({ action: "search", skill: "observation" });
    expect(actionTest("sneak")).toEqual({ action: "sneak", skill: "stealth" });
    for (const id of Object.keys(ACTION_TESTS))
      expect(turnAction(actionTest(id).action)).toEqual({ category: "primary", attack: false });
    expect(plainSkillValue(sheet, "observation")).toBe(9);
  });

  it("any other action is no skill test", () => {
    expect(keyOf(() => actionTest("dash"))).toBe("TEMPO.CombatRoll.Error.NotASkillTest");
    expect(keyOf(() => actionTest("toString"))).toBe("TEMPO.CombatRoll.Error.NotASkillTest");
  });
});
