import { describe, expect, it } from "vitest";
import {
  automaticTest,
  evaluateTest,
  netBoonBane,
  rollTest,
  successesFor,
  testFormula,
} from "../../../src/engine/combat-roll/test-model";
import { scriptedDice } from "../../../src/engine/core/dice";
import { RuleError } from "../../../src/engine/core/errors";

describe("the test model (d20 roll-under, Successes per 5 of margin)", () => {
  it("passes when the d20 is at most skill + modifier", () => {
    expect(evaluateTest([12], { skill: 12 })).toEqual({ passed: true, successes: 1, kept: 12 });
    expect(evaluateTest([13], { skill: 12 })).toEqual({ passed: false, successes: 0, kept: 13 });
    // high cover: -5
    expect(evaluateTest([10], { skill: 12, modifier: -5 }).passed).toBe(false);
  });

  it("counts one more Success per full 5 points under the target", () => {
    expect(successesFor(8, 12)).toBe(1);
    expect(successesFor(7, 12)).toBe(2);
    expect(successesFor(2, 12)).toBe(3);
    expect(successesFor(1, 12)).toBe(3);
    expect(successesFor(13, 12)).toBe(0);
  });

  it("a boon keeps the lowest of extra d20s, a bane the highest; they cancel", () => {
    expect(testFormula(0)).toBe("1d20");
    expect(testFormula(1)).toBe("2d20kl");
    expect(testFormula(-2)).toBe("3d20kh");
    expect(netBoonBane(1, 1)).toBe(0);
    expect(evaluateTest([18, 4], { skill: 10, boonBane: 1 })).toMatchObject({ passed: true, kept: 4 });
    expect(evaluateTest([18, 4], { skill: 10, boonBane: -1 })).toMatchObject({ passed: false, kept: 18 });
  });

  it("refuses the wrong number of dice or impossible faces", () => {
    expect(() => evaluateTest([5], { skill: 10, boonBane: 1 })).toThrow(RuleError);
    expect(() => evaluateTest([21], { skill: 10 })).toThrow(/DieFace/);
  });

  it("rolls with injected dice", () => {
    const r = rollTest(scriptedDice([15, 3]), { skill: 11, modifier: 2, boonBane: 1 });
    expect(r).toEqual({ passed: true, successes: 3, kept: 3, dice: [15, 3] });
  });

  it("automatic results", () => {
    expect(automaticTest(true)).toEqual({ passed: true, successes: 1, automatic: true });
    expect(automaticTest(false).passed).toBe(false);
  });
});
