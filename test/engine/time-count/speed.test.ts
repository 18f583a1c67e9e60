import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import { RuleError } from "../../../src/engine/core/errors";
import {
  SPEED_CLASSES,
  combinedSpeedFactor,
  halfSpeedFactor,
  modifySpeedFactor,
  rollSpeedFactor,
  shiftSpeedClass,
  speedFactor,
  speedFactorFormula,
  staticSpeedFactor,
  twoWeaponSpeedFactor,
  type SpeedClass,
} from "../../../src/engine/time-count/speed";

// Table: Speed Classes — Speed | Random SF | Static SF
// Free 0 0 / Rapid 1d4 2 / Swift 1d4+2 4 / Fast 1d6+3 6 / Standard 1d6+6 9 / Slow 1d8+8 12 /
// Sluggish 1d10+10 15 / Lethargic 1d12+12 18 / Sedentary 1d12+16 22
const TABLE: readonly [SpeedClass, string, number][] = [
  ["free", "0", 0],
  ["rapid", "1d4", 2],
  ["swift", "1d4+2", 4],
  ["fast", "1d6+3", 6],
  ["standard", "1d6+6", 9],
  ["slow", "1d8+8", 12],
  ["sluggish", "1d10+10", 15],
  ["lethargic", "1d12+12", 18],
  ["sedentary", "1d12+16", 22],
];

describe("Table: Speed Classes", () => {
  it.each(TABLE)("%s has random SF %s and static SF %i", (cls, formula, sf) => {
    expect(speedFactorFormula(cls)).toBe(formula);
    expect(staticSpeedFactor(cls)).toBe(sf);
  });

  it("lists the nine classes fastest first", () => {
    expect(SPEED_CLASSES).toEqual(TABLE.map((r) => r[0]));
  });

  it("rolls the random SF with the injected die", () => {
    expect(rollSpeedFactor("fast", scriptedDice([4]))).toBe(7);
    expect(rollSpeedFactor("sedentary", scriptedDice([12]))).toBe(28);
    expect(rollSpeedFactor("free", scriptedDice([]))).toBe(0);
  });

  it("rejects an unknown class with a localized error", () => {
    try {
      staticSpeedFactor("blazing" as SpeedClass);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(RuleError);
      expect((e as RuleError).key).toBe("TEMPO.TimeCount.Error.UnknownSpeedClass");
    }
  });
});

describe("modifying speed classes", () => {
  it("slows a class by steps (positive = slower)", () => {
    expect(staticSpeedFactor("fast", 1)).toBe(9);
    expect(staticSpeedFactor("swift", 3)).toBe(12);
    expect(speedFactorFormula("standard", 2)).toBe("1d10+10");
  });

  // "Effects that modify speed class cannot improve the class beyond Rapid unless otherwise specified"
  it("never improves beyond Rapid unless allowed", () => {
    expect(staticSpeedFactor("swift", -1)).toBe(2);
    expect(staticSpeedFactor("swift", -3)).toBe(2);
    expect(staticSpeedFactor("rapid", -1)).toBe(2);
    expect(staticSpeedFactor("swift", -2, { allowFasterThanRapid: true })).toBe(0);
    expect(staticSpeedFactor("free", -1)).toBe(0);
  });

  // "if a speed class is slowed beyond sedentary, then just add another 4 points onto the SF for every additional step"
  it("adds 4 SF per step beyond Sedentary", () => {
    expect(staticSpeedFactor("sedentary", 1)).toBe(26);
    expect(staticSpeedFactor("lethargic", 3)).toBe(30);
    expect(speedFactorFormula("sedentary", 2)).toBe("1d12+24");
    expect(shiftSpeedClass("slow", 6)).toEqual({
      speedClass: "sedentary",
      stepsBeyondSedentary: 3,
    });
  });

  // "If modifiers of both types apply ... first apply the modifiers to the speed class and then to the speed factor."
  it("applies the class shift before the flat SF modifier, never below 1", () => {
    expect(
      speedFactor({ speedClass: "swift", steps: -1, modifier: -5, mode: "static" }, scriptedDice([])),
    ).toBe(1);
    expect(
      speedFactor({ speedClass: "fast", steps: 1, modifier: 2, mode: "random" }, scriptedDice([1])),
    ).toBe(9);
    expect(modifySpeedFactor(6, -3)).toBe(3);
    expect(modifySpeedFactor(2, -5)).toBe(1);
    expect(modifySpeedFactor(0, -1)).toBe(0);
  });

  it("adds footnote-2 actions to the main action, halves for feints, takes the worse of two weapons", () => {
    expect(combinedSpeedFactor(9, [1, 2])).toBe(12);
    expect(halfSpeedFactor(9)).toBe(4);
    expect(halfSpeedFactor(1)).toBe(1);
    expect(twoWeaponSpeedFactor(5, 8)).toBe(8);
  });
});
