import { describe, expect, it } from "vitest";
import {
  NO_MARKS,
  assertGrappleChoice,
  openOffer,
  withGrappleResult,
  withOfferTaken,
  assertDefenseChoice,
  automaticCardTest,
  cardRoles,
  cardStage,
  cardTest,
  defenseOptions,
  hasPendingChoice,
  diceView,
  foesAmong,
  maneuverFollowUp,
  maneuverMarks,
  maneuverWorked,
  newContest,
  pendingCondition,
  rolledDamage,
  sideOf,
  strikeFeint,
  winnerAndLoser,
  withDamage,
  withDamageApplied,
  withDefense,
  withFeint,
  withManeuver,
  type Contest,
} from "../../../src/engine/combat-roll/index";
import { keyOf } from "../rule-error-key";

const attack = (over: Partial<Contest> = {}): Contest =>
  newContest("attack", {
    combatId: "c1",
    attacker: "Actor.ari",
    target: "Actor.bandit",
    attackerName: "Ari",
    targetName: "Bandit",
    options: ["block", "dodge", "parry", "none"],
    damageType: "slashing",
    ...over,
  });

/** A rolled test: skill 12, one d20 unless dice say otherwise. */
const rolled = (dice: number[], boonBane = 0) =>
  cardTest("fighting-style", "1d20", dice, { skill: 12, boonBane });

describe("a test on the card", () => {
  it("keeps the lowest d20 with a boon and counts Successes from the margin (roll under 12)", () => {
    const test = rolled([15, 2], 1);
    expect(test).toMatchObject({ dice: [15, 2], kept: 2, target: 12, passed: true, successes: 3 });
    expect(diceView(test)).toEqual([
      { value: 15, kept: false },
      { value: 2, kept: true },
    ]);
  });

  it("a test the rules decide has no dice to show", () => {
    const none = automaticCardTest("none", false);
    expect(none).toMatchObject({ automatic: true, passed: false, successes: 0 });
    expect(diceView(none)).toEqual([]);
  });
});

describe("Step II and III on the card", () => {
  it("the defence is chosen once, among the options the card offered", () => {
    expect(assertDefenseChoice(attack(), "dodge")).toBe("dodge");
    expect(keyOf(() => assertDefenseChoice(attack(), "withstand"))).toBe(
      "TEMPO.CombatRoll.Error.DefenseNotAllowed",
    );
    expect(keyOf(() => assertDefenseChoice(attack({ defense: "dodge" }), "dodge"))).toBe(
      "TEMPO.CombatRoll.Error.AlreadyDone",
    );
  });

  it("Attack vs Block: both pass, the block holds whatever the Successes, and keeps the shield's BR", () => {
    const card = withDefense(attack(), {
      kind: "block",
      attackTest: rolled([1]),
      defenseTest: rolled([11]),
      defenseMods: [],
      blockRating: 6,
    });
    expect(card).toMatchObject({ defense: "block", outcome: "blocked", blockRating: 6 });
    expect(cardStage(card)).toMatchObject({ waiting: false, canRollDamage: true, chooseManeuver: false });
  });

  it("Attack vs Dodge: more Successes hit; a BR is kept only for a Block", () => {
    const card = withDefense(attack(), {
      kind: "dodge",
      attackTest: rolled([1]),
      defenseTest: rolled([11]),
      defenseMods: [],
      blockRating: 6,
    });
    expect(card).toMatchObject({ outcome: "hit", blockRating: 0 });
  });

  it("one fails, the other passes: a critical win for the defender, who alone may choose a maneuver", () => {
    const card = withDefense(attack(), {
      kind: "parry",
      attackTest: rolled([18]),
      defenseTest: rolled([4]),
      defenseMods: [],
      blockRating: 0,
    });
    expect(card.outcome).toBe("defender-critical");
    expect(cardStage(card)).toMatchObject({ canRollDamage: false, chooseManeuver: true });
    expect(winnerAndLoser(card)).toEqual({
      winner: "Actor.bandit",
      loser: "Actor.ari",
      winnerName: "Bandit",
    });
    expect(cardRoles(card).winner).toEqual(["Actor.bandit"]);
  });
});

describe("damage on the card", () => {
  const blocked = () =>
    withDefense(attack(), {
      kind: "block",
      attackTest: rolled([1]),
      defenseTest: rolled([11]),
      defenseMods: [],
      blockRating: 6,
    });

  it("a Bone Shield's BR 6 reduces a blocked physical hit by 6 on top of the AR", () => {
    const card = withDamage(blocked(), { formula: "2d6", amount: 12 }, { armorRating: 2 });
    expect(card.damage).toMatchObject({ rolled: true, roll: 12, armor: 2, block: 6, taken: 4 });
    expect(keyOf(() => withDamage(card, { formula: "2d6", amount: 12 }, { armorRating: 2 }))).toBe(
      "TEMPO.Error.NothingToApply",
    );
  });

  it("Precision maximizes the damage die and keeps the roll's flat part, a negative one too", () => {
    const d8 = [{ faces: 8, count: 1, results: [{ result: 3 }] }];
    expect(rolledDamage(d8, 2, true)).toBe(7); // 1d8-1 rolled 3: the die at 8, less 1
    expect(rolledDamage(d8, 5, true)).toBe(10); // 1d8+2
    expect(rolledDamage(d8, 2, false)).toBe(2);
    const discarded = [{ faces: 6, count: 2, results: [{ result: 1, active: false }, { result: 4 }] }];
    expect(rolledDamage(discarded, 4, true)).toBe(12); // 2d6kh rolled 4: both dice at 6
    expect(rolledDamage(d8, -3, false)).toBe(0);
  });

  it("is applied once, from Health clamped to the pool", () => {
    const card = withDamage(blocked(), { formula: "2d6", amount: 12 }, { armorRating: 2 });
    const { card: applied, health } = withDamageApplied(card, { value: 9, max: 10 });
    expect(health).toBe(5);
    expect(applied).toMatchObject({ applied: true, healthAfter: 5 });
    expect(cardStage(applied).canApply).toBe(false);
    expect(keyOf(() => withDamageApplied(applied, { value: 5, max: 10 }))).toBe("TEMPO.Error.AlreadyApplied");
    expect(withDamageApplied(card, { value: 14, max: 10 }).health).toBe(6);
  });
});

describe("the critical winner's maneuver", () => {
  const critical = () =>
    withDefense(attack({ options: ["dodge", "none"] }), {
      kind: "none",
      attackTest: rolled([5]),
      defenseTest: automaticCardTest("none", false),
      defenseMods: [],
      blockRating: 0,
    });

  it("Trip works when the target fails its Acrobatics test: the loser becomes Prone, once", () => {
    const followUp = maneuverFollowUp("trip", { winnerSize: 2, loserSize: 2 });
    const card = withManeuver(critical(), {
      id: "trip",
      followUp,
      skill: "acrobatics",
      test: rolled([17]),
      item: null,
    });
    expect(card.maneuver).toMatchObject({ id: "trip", by: "target", succeeded: true, applied: false });
    expect(pendingCondition(card)).toBe("prone");
    expect(cardStage(card)).toMatchObject({ chooseManeuver: false, canApplyCondition: true });
    expect(pendingCondition({ ...card, maneuver: { ...card.maneuver, applied: true } })).toBeNull();
  });

  it("Feint works when the winner passes Deception; a target's passed test stops the others", () => {
    expect(maneuverWorked("winner", true)).toBe(true);
    expect(maneuverWorked("winner", false)).toBe(false);
    expect(maneuverWorked("target", true)).toBe(false);
    expect(maneuverWorked(null, false)).toBe(true); // Brace, Precision: no test
  });

  it("Push leaves no condition, only the move back", () => {
    const followUp = maneuverFollowUp("push", { winnerSize: 2, loserSize: 2 });
    const card = withManeuver(critical(), {
      id: "push",
      followUp,
      skill: "athletics",
      test: rolled([20]),
      item: null,
    });
    expect(pendingCondition(card)).toBeNull();
    expect(cardStage(card).pushedBack).toBe(true);
  });

  it("a worked Brace or Feint is remembered; a failed one, or another maneuver, leaves no mark", () => {
    expect(
      maneuverMarks(NO_MARKS, { id: "brace", succeeded: true, winner: "a", loser: "b" })?.braced,
    ).toEqual(["a"]);
    expect(
      maneuverMarks(NO_MARKS, { id: "feint", succeeded: true, winner: "a", loser: "b" })?.feints,
    ).toEqual(["a>b"]);
    expect(maneuverMarks(NO_MARKS, { id: "feint", succeeded: false, winner: "a", loser: "b" })).toBeNull();
    expect(maneuverMarks(NO_MARKS, { id: "trip", succeeded: true, winner: "a", loser: "b" })).toBeNull();
  });

  it("a Feint's boon goes to the next Strike against its target only; any attack spends it", () => {
    const marks = withFeint(NO_MARKS, "a", "b");
    expect(strikeFeint(marks, { attacker: "a", target: "b", attackKind: "strike" })).toEqual({
      feint: true,
      marks: { ...NO_MARKS, feints: [] },
    });
    expect(strikeFeint(marks, { attacker: "a", target: "c", attackKind: "strike" }).feint).toBe(false);
    expect(strikeFeint(marks, { attacker: "a", target: "b", attackKind: "spell" }).feint).toBe(false);
  });
});

describe("foes", () => {
  it("friendly against hostile; neutral is nobody's foe; the defeated are left out", () => {
    expect([sideOf(1), sideOf(0), sideOf(-1), sideOf(-2)]).toEqual([1, 0, -1, -1]);
    const others = [
      { id: "me", side: 1, defeated: false },
      { id: "ally", side: 1, defeated: false },
      { id: "orc", side: -1, defeated: false },
      { id: "dead orc", side: -1, defeated: true },
      { id: "cat", side: 0, defeated: false },
    ];
    expect(foesAmong({ id: "me", side: 1 }, others)).toEqual(["orc"]);
    expect(foesAmong({ id: "orc", side: -1 }, others)).toEqual(["me", "ally"]);
    expect(foesAmong({ id: "cat", side: 0 }, others)).toEqual([]);
  });
});

describe("what the card still waits for", () => {
  it("a target that cannot react now is offered only not to defend", () => {
    const ctx = { attackKind: "strike" as const, range: "melee" as const, hasShield: true };
    expect(defenseOptions(ctx)).toEqual(["block", "dodge", "parry", "none"]);
    expect(defenseOptions({ ...ctx, canReact: false })).toEqual(["none"]);
  });

  it("an untaken offer and an unchosen maneuver are pending choices; a chosen one is not", () => {
    const offer = newContest("opportunity", {
      combatId: "c1",
      attacker: "",
      target: "Actor.ari",
      attackerName: "",
      targetName: "Ari",
      offers: [{ actor: "Actor.orc", combatantId: "orc", name: "Orc", taken: false }],
    });
    expect(hasPendingChoice(offer)).toBe(true);
    expect(hasPendingChoice({ ...offer, offers: [{ ...offer.offers[0]!, taken: true }] })).toBe(false);
    const won = attack({ defense: "none", outcome: "attacker-critical" });
    expect(hasPendingChoice(won)).toBe(true);
    expect(hasPendingChoice({ ...won, maneuver: { ...won.maneuver, id: "brace" } })).toBe(false);
    expect(hasPendingChoice(attack({ defense: "dodge", outcome: "hit" }))).toBe(false);
  });
});

describe("grapple and opportunity cards", () => {
  const grapple = () =>
    newContest("grapple", {
      combatId: "c1",
      attacker: "Actor.ari",
      target: "Actor.orc",
      attackerName: "Ari",
      targetName: "Orc",
    });

  it("Athletics vs the defender's choice: the hold takes only when the grappler wins; chosen once", () => {
    expect(assertGrappleChoice(grapple(), "acrobatics")).toBe("acrobatics");
    expect(keyOf(() => assertGrappleChoice(grapple(), "stealth"))).toBe(
      "TEMPO.CombatRoll.Error.GrappleDefense",
    );
    const won = withGrappleResult(grapple(), {
      skill: "athletics",
      attackTest: rolled([2]),
      defenseTest: rolled([9]),
    });
    expect(won).toMatchObject({ defense: "athletics", outcome: "attacker", applied: true });
    // both pass with equal Successes: the tie goes to the defender, no hold
    const tie = withGrappleResult(grapple(), {
      skill: "athletics",
      attackTest: rolled([9]),
      defenseTest: rolled([10]),
    });
    expect(tie).toMatchObject({ outcome: "defender", applied: false });
    expect(keyOf(() => assertGrappleChoice(won, "athletics"))).toBe("TEMPO.CombatRoll.Error.AlreadyDone");
  });

  it("an offer is taken once, by the foe it was made to", () => {
    const card = newContest("opportunity", {
      combatId: "c1",
      attacker: "",
      target: "Actor.ari",
      attackerName: "",
      targetName: "Ari",
      offers: [
        { actor: "Actor.orc", combatantId: "orc", name: "Orc", taken: false },
        { actor: "Actor.wolf", combatantId: "wolf", name: "Wolf", taken: false },
      ],
    });
    expect(openOffer(card, "orc").name).toBe("Orc");
    const after = withOfferTaken(card, "orc");
    expect(after.offers.map((o) => o.taken)).toEqual([true, false]);
    expect(keyOf(() => openOffer(after, "orc"))).toBe("TEMPO.CombatRoll.Error.AlreadyDone");
    expect(keyOf(() => openOffer(after, "bear"))).toBe("TEMPO.CombatRoll.Error.AlreadyDone");
  });
});
