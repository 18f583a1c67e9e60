import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../src/engine/core/dice";
import { RuleError } from "../../src/engine/core/errors";
import { dieStep, turns } from "../../src/engine/index";
import { keyOf } from "./rule-error-key";

const { DIE_STEP_TURNS: DS, actDieStep, checkDieStepAction, owedAp, nextTurnAp } = dieStep;

/** Hero (REF 6, 3 AP) acts before the orc (REF 3, 4 AP). */
const fight = () =>
  turns.startCombat(
    DS,
    [
      { id: "hero", initiative: 6, baseAp: 3 },
      { id: "orc", initiative: 3, baseAp: 4 },
    ],
    scriptedDice([]),
  );

describe("DIE_STEP_TURNS categories", () => {
  it("major 2 AP, minor 1 AP, free 0", () => {
    let s = fight();
    s = actDieStep(s, "hero", { category: "major", attack: true });
    expect(s.combatants.hero!.ap).toBe(1);
    s = actDieStep(s, "hero", { category: "free" });
    s = actDieStep(s, "hero", { category: "minor" });
    expect(s.combatants.hero!.ap).toBe(0);
    expect(keyOf(() => actDieStep(s, "hero", { category: "minor" }))).toBe("TEMPO.Turns.Error.NotEnoughAp");
  });

  it("an exclusive action takes the whole turn: only as the first action", () => {
    let s = fight();
    s = actDieStep(s, "hero", { category: "exclusive" });
    expect(s.combatants.hero!.ap).toBe(0);
    let t = fight();
    t = actDieStep(t, "hero", { category: "minor" });
    expect(keyOf(() => actDieStep(t, "hero", { category: "exclusive" }))).toBe(
      "TEMPO.DieStep.Error.ExclusiveNotFirst",
    );
    expect(checkDieStepAction(t, "hero", { category: "exclusive" })).toBeInstanceOf(RuleError);
  });

  it("major and minor only on one's own turn", () => {
    expect(keyOf(() => actDieStep(fight(), "orc", { category: "major" }))).toBe(
      "TEMPO.Turns.Error.NotYourTurn",
    );
  });
});

describe("a stunned turn", () => {
  it("starts with no AP, the debt still repaid, and the next turn is whole again", () => {
    let s = fight();
    s = actDieStep(s, "orc", { category: "interrupt" });
    s = turns.endTurn(s, DS, "hero");
    s = dieStep.stunnedTurn(s, "orc");
    expect(s.combatants.orc).toMatchObject({ ap: 0, debt: 0 });
    expect(keyOf(() => actDieStep(s, "orc", { category: "minor" }))).toBeDefined();
    s = turns.endTurn(s, DS, "orc");
    s = turns.endTurn(s, DS, "hero");
    expect(s.combatants.orc).toMatchObject({ ap: 4, debt: 0 });
  });
});

describe("interrupts are paid from the NEXT turn's AP", () => {
  it("the orc parries before its turn: its turn this round starts with one AP fewer", () => {
    let s = fight();
    s = actDieStep(s, "orc", { category: "interrupt" });
    expect(owedAp(s, "orc")).toBe(1);
    expect(nextTurnAp(s, "orc")).toBe(3);
    s = turns.endTurn(s, DS, "hero");
    expect(s.active).toBe("orc");
    expect(s.combatants.orc).toMatchObject({ ap: 3, debt: 0 });
  });

  it("across rounds: the hero blocks after its turn, and its NEXT round starts short", () => {
    let s = fight();
    s = turns.endTurn(s, DS, "hero");
    s = actDieStep(s, "hero", { category: "interrupt" });
    s = actDieStep(s, "hero", { category: "interrupt" });
    expect(owedAp(s, "hero")).toBe(2);
    expect(s.combatants.hero!.ap).toBe(3); // this round's leftover is not touched
    s = turns.endTurn(s, DS, "orc");
    expect(s.round).toBe(2);
    expect(s.active).toBe("hero");
    expect(s.combatants.hero).toMatchObject({ ap: 1, debt: 0 });
  });

  it("no interrupt beyond the next turn's budget (the card's 'no AP left next turn')", () => {
    let s = fight();
    s = turns.endTurn(s, DS, "hero");
    for (let i = 0; i < 3; i++) s = actDieStep(s, "hero", { category: "interrupt" });
    expect(nextTurnAp(s, "hero")).toBe(0);
    expect(dieStep.canInterrupt(s, "hero")).toBe(false);
    expect(dieStep.canInterrupt(s, "orc")).toBe(true);
    expect(keyOf(() => actDieStep(s, "hero", { category: "interrupt" }))).toBe(
      "TEMPO.Turns.Error.NotEnoughNextAp",
    );
    s = turns.endTurn(s, DS, "orc");
    expect(s.combatants.hero!.ap).toBe(0);
  });

  it("badly wounded halves the budget the debt is taken from", () => {
    let s = fight();
    s = turns.setBudgetModifiers(s, DS, "orc", dieStep.apModifiers({ badlyWounded: true }));
    expect(nextTurnAp(s, "orc")).toBe(2);
    s = actDieStep(s, "orc", { category: "interrupt" });
    s = turns.endTurn(s, DS, "hero");
    expect(s.combatants.orc!.ap).toBe(1);
  });

  it("an interrupt on one's own turn is paid from the current AP (Interpretation)", () => {
    let s = fight();
    s = actDieStep(s, "hero", { category: "interrupt" });
    expect(s.combatants.hero).toMatchObject({ ap: 2, debt: 0 });
  });

  it("the pure debt rule", () => {
    expect(dieStep.borrow(0, 3)).toBe(1);
    expect(dieStep.borrow(3, 3)).toBeNull();
    expect(dieStep.turnStartAp(3, 2)).toBe(1);
    expect(dieStep.turnStartAp(2, 3)).toBe(0);
  });
});

describe("turn order, mounts, surprise", () => {
  it("turn order is a REF roll, disadvantaged when surprised", () => {
    expect(dieStep.initiativeRoll("d8", false)).toEqual({ formula: "1d8", mode: "normal" });
    expect(dieStep.initiativeRoll("d8", true)).toEqual({ formula: "2d8kl", mode: "disadvantage" });
  });

  it("surprised: the passive defences of round 1 are disadvantaged, not those of round 2 (issue 30)", () => {
    let s = turns.startCombat(
      DS,
      [
        { id: "a", initiative: 2, surprised: true },
        { id: "b", initiative: 1 },
      ],
      scriptedDice([]),
    );
    const passive = (state: typeof s, id: string) =>
      dieStep.defenseRoll({
        kind: "passive",
        attack: "melee",
        self: { surprised: dieStep.surprisedNow(state, id) },
        dice: { passive: "d6", def: "d6", att: "d6", ref: "d6" },
      });
    expect([dieStep.surprisedNow(s, "a"), dieStep.surprisedNow(s, "b")]).toEqual([true, false]);
    expect(passive(s, "a")).toMatchObject({ mode: "disadvantage", reasons: [{ id: "surprised" }] });
    expect(passive(s, "b").mode).toBe("normal");
    // its own turn over, still round 1: still surprised
    s = turns.endTurn(s, DS, "a");
    expect(dieStep.surprisedNow(s, "a")).toBe(true);
    s = turns.newRound(s, DS);
    expect(dieStep.surprisedNow(s, "a")).toBe(false);
    expect(passive(s, "a").mode).toBe("normal");
    expect(dieStep.surprisedNow(null, "a")).toBe(false);
  });

  it("the surprised still take their turns", () => {
    const s = turns.startCombat(DS, [{ id: "a", initiative: 2, surprised: true }], scriptedDice([]));
    expect(actDieStep(s, "a", { category: "minor" }).combatants.a!.ap).toBe(2);
  });

  it("rider and mount: the higher initiative and AP; extra mount AP only move", () => {
    expect(dieStep.mountedPair({ initiative: 4, ap: 2 }, { initiative: 6, ap: 4 })).toEqual({
      initiative: 6,
      ap: 4,
      movementOnly: 2,
      noMovement: 0,
    });
    expect(dieStep.mountedPair({ initiative: 4, ap: 3 }, { initiative: 1, ap: 2 })).toMatchObject({
      ap: 3,
      noMovement: 1,
    });
  });

  it("mounting is minor, exclusive for an unskilled rider; blocks, parries, dodges are interrupts", () => {
    expect(dieStep.mountCategory(false)).toBe("minor");
    expect(dieStep.mountCategory(true)).toBe("exclusive");
    expect(dieStep.DIE_STEP_ACTIONS.parry).toBe("interrupt");
    expect(dieStep.DIE_STEP_ACTIONS["opportunity-attack"]).toBe("interrupt");
    expect(dieStep.DIE_STEP_ACTIONS.attack).toBe("major");
  });
});

describe("mounted combat: rider and mount act as one (Interpretations 38-41)", () => {
  /** Grukk (REF 6), the warhorse (REF 5, 4 AP), Brenna (REF 4, `riderAp` AP). */
  const mountedFight = (riderAp = 3, mountAp = 4) =>
    turns.startCombat(
      DS,
      [
        { id: "orc", initiative: 6, baseAp: 3 },
        { id: "horse", initiative: 5, baseAp: mountAp },
        { id: "brenna", initiative: 4, baseAp: riderAp },
      ],
      scriptedDice([]),
    );
  /** Brenna's round-1 turn: the orc's and the horse's turns end first. */
  const brennasTurn = (riderAp = 3, mountAp = 4) => {
    let s = mountedFight(riderAp, mountAp);
    s = turns.endTurn(s, DS, "orc");
    s = turns.endTurn(s, DS, "horse");
    expect(s.active).toBe("brenna");
    return s;
  };
  const round2 = (s: ReturnType<typeof mountedFight>) =>
    turns.endTurn(turns.endTurn(s, DS, "brenna"), DS, "orc");

  it("mounting is Brenna's minor action; the pair then takes the higher initiative and the higher AP", () => {
    let s = dieStep.mountUp(brennasTurn(), "brenna", "horse", { unskilledRider: false });
    expect(s.combatants.brenna!.ap).toBe(2);
    expect(dieStep.mountOf(s, "brenna")).toBe("horse");
    expect(dieStep.riderOf(s, "horse")).toBe("brenna");
    // round 2: the pair acts at the horse's REF 5 (after the orc's 6), with the horse's 4 AP, 1 only to move
    s = turns.endTurn(s, DS, "brenna");
    expect(s.order).toEqual(["orc", "brenna", "horse"]);
    s = turns.endTurn(s, DS, "orc");
    expect(s.active).toBe("brenna");
    expect(s.combatants.brenna).toMatchObject({ ap: 4, movementOnly: 1 });
    // the horse gets no turn of its own
    s = turns.endTurn(s, DS, "brenna");
    expect([s.round, s.active]).toEqual([3, "orc"]);
    expect(turns.endTurn(s, DS, "orc").active).toBe("brenna");
  });

  it("the mount has more AP: the extra only move", () => {
    let s = round2(dieStep.mountUp(brennasTurn(2, 4), "brenna", "horse", { unskilledRider: false }));
    expect(s.combatants.brenna).toMatchObject({ ap: 4, movementOnly: 2 });
    s = actDieStep(s, "brenna", { category: "major", attack: true });
    expect(keyOf(() => actDieStep(s, "brenna", { category: "minor" }))).toBe(
      "TEMPO.Turns.Error.MovementOnlyAp",
    );
    expect(keyOf(() => actDieStep(s, "horse", { category: "major", attack: true }))).toBe(
      "TEMPO.Turns.Error.MovementOnlyAp",
    );
    s = actDieStep(s, "horse", { category: "minor", movement: true });
    s = actDieStep(s, "horse", { category: "minor", movement: true });
    expect(s.combatants.brenna!.ap).toBe(0);
  });

  it("the rider has more AP: the extra never move", () => {
    let s = round2(dieStep.mountUp(brennasTurn(4, 2), "brenna", "horse", { unskilledRider: false }));
    expect(s.combatants.brenna).toMatchObject({ ap: 4, noMovement: 2 });
    s = actDieStep(s, "horse", { category: "minor", movement: true });
    s = actDieStep(s, "horse", { category: "minor", movement: true });
    expect(keyOf(() => actDieStep(s, "horse", { category: "minor", movement: true }))).toBe(
      "TEMPO.Turns.Error.NoMovementAp",
    );
    s = actDieStep(s, "brenna", { category: "major", attack: true });
    expect(s.combatants.brenna!.ap).toBe(0);
  });

  it("the mount's dodge outside the pair's turn is owed by the pair's next turn", () => {
    let s = dieStep.mountUp(brennasTurn(3, 4), "brenna", "horse", { unskilledRider: false });
    s = turns.endTurn(s, DS, "brenna");
    expect(dieStep.canInterrupt(s, "horse")).toBe(true);
    s = actDieStep(s, "horse", { category: "interrupt" });
    expect([owedAp(s, "horse"), owedAp(s, "brenna"), nextTurnAp(s, "horse")]).toEqual([1, 1, 3]);
    s = turns.endTurn(s, DS, "orc");
    expect(s.combatants.brenna).toMatchObject({ ap: 3, movementOnly: 1, debt: 0 });
  });

  it("a mount's exclusive action is the pair's whole turn: only as its first action", () => {
    let s = round2(dieStep.mountUp(brennasTurn(), "brenna", "horse", { unskilledRider: false }));
    s = actDieStep(s, "brenna", { category: "minor" });
    expect(keyOf(() => actDieStep(s, "horse", { category: "exclusive", movement: true }))).toBe(
      "TEMPO.DieStep.Error.ExclusiveNotFirst",
    );
  });

  it("an unskilled rider mounts with an exclusive action; its own AP are halved while it rides", () => {
    let t = dieStep.mountUp(brennasTurn(), "brenna", "horse", { unskilledRider: false });
    t = actDieStep(t, "brenna", { category: "minor" });
    let s = dieStep.mountUp(brennasTurn(4, 3), "brenna", "horse", { unskilledRider: true });
    expect(s.combatants.brenna!.ap).toBe(0);
    expect(keyOf(() => dieStep.mountUp(t, "brenna", "orc", { unskilledRider: true }))).toBe(
      "TEMPO.Turns.Error.InPair",
    );
    s = round2(s);
    // Brenna's 4 AP halved to 2 against the horse's 3: the pair has 3, 1 of them only to move
    expect(s.combatants.brenna).toMatchObject({ ap: 3, movementOnly: 1 });
    s = dieStep.dismount(s, "brenna", { unskilledRider: true });
    expect(s.combatants.brenna!.ap).toBe(0);
    expect(s.combatants.brenna!.modifiers).toEqual([]);
  });

  it("dismounting: a minor action of the pair; the rider keeps its own AP left, the mount waits for the next round", () => {
    let s = round2(dieStep.mountUp(brennasTurn(3, 4), "brenna", "horse", { unskilledRider: false }));
    s = actDieStep(s, "horse", { category: "minor", movement: true });
    s = dieStep.dismount(s, "brenna", { unskilledRider: false });
    expect(dieStep.inPair(s, "horse")).toBe(false);
    // 4 AP (1 only to move): the horse's move took that one, the dismount one of Brenna's 3
    expect(s.combatants.brenna).toMatchObject({ ap: 2 });
    expect(s.order).toEqual(["orc", "horse", "brenna"]);
    s = turns.endTurn(s, DS, "brenna");
    expect([s.round, s.active]).toEqual([3, "orc"]);
    s = turns.endTurn(s, DS, "orc");
    expect(s.active).toBe("horse");
    expect(s.combatants.horse!.ap).toBe(4);
  });

  it("a stunned rider's turn is the pair's: no AP, none restricted", () => {
    const s = round2(dieStep.mountUp(brennasTurn(3, 4), "brenna", "horse", { unskilledRider: false }));
    expect(dieStep.stunnedTurn(s, "brenna").combatants.brenna).toMatchObject({ ap: 0, movementOnly: 0 });
  });

  it("a stunned mount's turn is the pair's: it brings no AP and does not move; the rider acts, never to move", () => {
    // the horse has more AP (4 against 3): the one only it brings is gone, Brenna's 3 may not move
    let s = dieStep.stunnedMountTurn(
      round2(dieStep.mountUp(brennasTurn(3, 4), "brenna", "horse", { unskilledRider: false })),
      "brenna",
    );
    expect(s.combatants.brenna).toMatchObject({ ap: 3, movementOnly: 0, noMovement: 3 });
    expect(keyOf(() => actDieStep(s, "horse", { category: "minor", movement: true }))).toBe(
      "TEMPO.Turns.Error.NoMovementAp",
    );
    s = actDieStep(s, "brenna", { category: "major", attack: true });
    expect(s.combatants.brenna!.ap).toBe(1);
    // Brenna has more (4 against 2): all 4 are hers, and none moves
    const more = round2(dieStep.mountUp(brennasTurn(4, 2), "brenna", "horse", { unskilledRider: false }));
    expect(dieStep.stunnedMountTurn(more, "brenna").combatants.brenna).toMatchObject({
      ap: 4,
      noMovement: 4,
    });
  });

  it("a stunned mount's pair still pays the dodge it owed: from the rider's AP", () => {
    let s = dieStep.mountUp(brennasTurn(3, 4), "brenna", "horse", { unskilledRider: false });
    s = turns.endTurn(s, DS, "brenna");
    s = actDieStep(s, "horse", { category: "interrupt" });
    s = turns.endTurn(s, DS, "orc");
    // the pair's 4 AP less the 1 owed: 3, of which 1 only moves; stunned, the horse's part is gone
    expect(s.combatants.brenna).toMatchObject({ ap: 3, movementOnly: 1 });
    expect(dieStep.stunnedMountTurn(s, "brenna").combatants.brenna).toMatchObject({ ap: 2, noMovement: 2 });
  });

  it("an unskilled rider's (dis)mounting is an exclusive action and provokes; a skilled one's or a free one does not", () => {
    const s = brennasTurn();
    const flags = { mounted: false, unskilledRider: false, cannotAct: false };
    expect(dieStep.mounting(s, "brenna", flags)).toMatchObject({
      category: "minor",
      mounts: ["orc", "horse"],
      mountTriggers: [],
      dismountTriggers: [],
    });
    const unskilled = dieStep.mounting(s, "brenna", { ...flags, unskilledRider: true });
    expect(unskilled).toMatchObject({ category: "exclusive", mountTriggers: ["exclusive-action"] });
    expect(unskilled.dismountTriggers).toEqual(["exclusive-action"]);
    // already in the saddle (mounting is free), falling off (dismounting is free): nothing to provoke
    const free = dieStep.mounting(s, "brenna", { mounted: true, unskilledRider: true, cannotAct: true });
    expect([free.mountTriggers, free.dismountTriggers]).toEqual([[], []]);
  });

  it("a rider already in the saddle or falling from it pays nothing", () => {
    let s = mountedFight();
    s = dieStep.mountUp(s, "brenna", "horse", { unskilledRider: false, free: true });
    expect(s.combatants.brenna!.ap).toBe(0);
    expect(s.active).toBe("orc");
    s = dieStep.dismount(s, "brenna", { unskilledRider: false, free: true });
    expect(dieStep.inPair(s, "brenna")).toBe(false);
  });
});
