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
