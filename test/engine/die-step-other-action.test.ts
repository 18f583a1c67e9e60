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
