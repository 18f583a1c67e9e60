// Actions the seed names without a cost (Interpretation 38): the taker says what and which action;
// "Taking an exclusive action ... or any situation stated in a particular rule, will provoke".
import { describe, expect, it } from "vitest";
import { dieStep } from "../../src/engine/index";
import { keyOf } from "./rule-error-key";

const plan = (category: string, ruleSays = false, what = "drinks a potion") =>
  dieStep.planOtherAction({ what, category, ruleSays });

describe("an action of one's own (seed 002)", () => {
  it("a major, minor or free action provokes nothing by itself", () => {
    for (const category of ["major", "minor", "free"])
      expect(plan(category)).toEqual({ what: "drinks a potion", category, triggers: [] });
  });

  it("an exclusive action provokes; so does one a particular rule says provokes", () => {
    expect(plan("exclusive").triggers).toEqual(["exclusive-action"]);
    expect(plan("minor", true).triggers).toEqual(["rule"]);
    expect(plan("exclusive", true).triggers).toEqual(["exclusive-action", "rule"]);
  });

  it("needs a description of at most 80 characters (trimmed) and an action one takes on one's own", () => {
    expect(plan("major", false, "  searches the body  ").what).toBe("searches the body");
    expect(keyOf(() => plan("major", false, "   "))).toBe("TEMPO.DieStep.Error.OtherActionText");
    expect(keyOf(() => plan("major", false, "x".repeat(81)))).toBe("TEMPO.DieStep.Error.OtherActionText");
    expect(plan("major", false, "x".repeat(80)).what).toHaveLength(80);
    // an interrupt answers someone else's action (a defence, an opportunity attack): not chosen here
    expect(keyOf(() => plan("interrupt"))).toBe("TEMPO.DieStep.Error.UnknownCategory");
    expect(keyOf(() => plan("epic"))).toBe("TEMPO.DieStep.Error.UnknownCategory");
  });
});

describe("magical healing as the healer's action (issue 30, Interpretation 46)", () => {
  it("in a fight: the action chosen (major by default), an exclusive one provoking; no ritual", () => {
    const heal = (over: Partial<Parameters<typeof dieStep.planHealing>[0]>) =>
      dieStep.planHealing({ category: "major", ritual: false, amount: 3, inFight: true, ...over });
    expect(heal({})).toEqual({ category: "major", triggers: [] });
    expect(heal({ category: "minor" }).category).toBe("minor");
    expect(heal({ category: "exclusive" }).triggers).toEqual(["exclusive-action"]);
    expect(() => heal({ category: "free" })).toThrow("TEMPO.DieStep.Error.UnknownCategory");
    expect(() => heal({ ritual: true })).toThrow("TEMPO.DieStep.Error.RitualInFight");
    for (const amount of [0, -2, 1.5, Number.NaN])
      expect(() => heal({ amount })).toThrow("TEMPO.DieStep.Error.HealAmount");
  });

  it("outside a fight: no action spent; a ritual restores every HP whatever the amount", () => {
    const out = { category: "major", ritual: false, amount: 2, inFight: false };
    expect(dieStep.planHealing(out)).toEqual({ category: null, triggers: [] });
    expect(dieStep.planHealing({ ...out, ritual: true, amount: Number.NaN }).category).toBeNull();
    expect(() => dieStep.planHealing({ ...out, amount: 0 })).toThrow("TEMPO.DieStep.Error.HealAmount");
  });
});
