import { describe, expect, it } from "vitest";
import { scriptedDice, seededDice } from "../../../src/engine/core/dice";
import { RuleError, ensure } from "../../../src/engine/core/errors";

describe("injected dice", () => {
  it("scriptedDice returns the scripted results in order and refuses extra or misfit dice", () => {
    const roll = scriptedDice([3, 6]);
    expect(roll(6)).toBe(3);
    expect(roll(6)).toBe(6);
    expect(() => roll(6)).toThrow(/no result left/);
    expect(() => scriptedDice([7])(6)).toThrow(/does not fit/);
  });

  it("seededDice is reproducible and stays within the die", () => {
    const a = seededDice(42);
    const b = seededDice(42);
    const seen = new Set<number>();
    for (let i = 0; i < 600; i++) {
      const x = a(6);
      expect(b(6)).toBe(x);
      expect(x).toBeGreaterThanOrEqual(1);
      expect(x).toBeLessThanOrEqual(6);
      seen.add(x);
    }
    expect(seen.size).toBe(6);
  });
});

describe("RuleError", () => {
  it("carries a localization key and its data", () => {
    expect(() => ensure(false, "TEMPO.Error.Test", { n: 1 })).toThrow(RuleError);
    try {
      ensure(false, "TEMPO.Error.Test", { n: 1 });
    } catch (err) {
      expect(err).toBeInstanceOf(RuleError);
      expect((err as RuleError).key).toBe("TEMPO.Error.Test");
      expect((err as RuleError).data).toEqual({ n: 1 });
    }
    expect(() => ensure(true, "TEMPO.Error.Test")).not.toThrow();
  });
});
