// Counts typed in the dialogs or on item sheets that drive a loop (a damage copy per multiplier, a
// die per dice count) are bounded by the engine, with a clear RuleError, before anything is rolled.
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import { RuleError } from "../../../src/engine/core/errors";
import {
  MAX_DAMAGE_MULTIPLIER,
  checkDamageMultiplier,
  rollDamage,
} from "../../../src/engine/time-count/damage";
import { damageFormula } from "../../../src/engine/time-count/damage-formula";
import { MAX_DICE, parseDiceTerm, rollDiceTerm } from "../../../src/engine/time-count/dice-terms";

const dagger = { weapon: [{ count: 1, faces: 4 }], attribute: 2, power: 0 };

function ruleKey(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    if (e instanceof RuleError) return e.key;
    throw e;
  }
  return "";
}

describe("damage multiplier bounds (seed: Multiplying Damage, e.g. Backstab)", () => {
  // "roll the damage with all modifiers multiple times and total the results": a small whole number.
  it("accepts whole multipliers from 1 to the bound, each copy rolled again", () => {
    expect(MAX_DAMAGE_MULTIPLIER).toBe(10);
    expect(checkDamageMultiplier(1)).toBe(1);
    expect(checkDamageMultiplier(10)).toBe(10);
    const dice = Array.from({ length: 10 }, () => 1);
    expect(rollDamage(dagger, { multiplier: 10 }, scriptedDice(dice)).parts).toHaveLength(10);
    expect(damageFormula(dagger, { multiplier: 3 })).toBe("1d4 + 2 + 1d4 + 2 + 1d4 + 2");
  });

  it("refuses 1e9 (the QA freeze), 11, 0, negatives and fractions with InvalidMultiplier, rolling nothing", () => {
    for (const multiplier of [1e9, MAX_DAMAGE_MULTIPLIER + 1, 0, -2, 1.5, Number.NaN]) {
      let rolled = 0;
      const die = (faces: number) => {
        rolled += 1;
        return faces;
      };
      expect(ruleKey(() => checkDamageMultiplier(multiplier))).toBe(
        "TEMPO.TimeCount.Error.InvalidMultiplier",
      );
      expect(ruleKey(() => damageFormula(dagger, { multiplier }))).toBe(
        "TEMPO.TimeCount.Error.InvalidMultiplier",
      );
      expect(ruleKey(() => rollDamage(dagger, { multiplier }, die))).toBe(
        "TEMPO.TimeCount.Error.InvalidMultiplier",
      );
      expect(rolled).toBe(0);
    }
  });

  it("carries the bound and the value typed in the error's data", () => {
    try {
      checkDamageMultiplier(1e9);
    } catch (e) {
      expect((e as RuleError).data).toEqual({ multiplier: 1e9, max: MAX_DAMAGE_MULTIPLIER });
    }
    expect.assertions(1);
  });
});

describe("dice count bounds (weapon damage, extra dice, spell and healing dice)", () => {
  it("parses and rolls up to the bound of dice in one term", () => {
    expect(MAX_DICE).toBe(100);
    expect(parseDiceTerm("100d6")).toEqual({ count: 100, faces: 6, bonus: 0 });
    expect(rollDiceTerm(parseDiceTerm("3d6"), scriptedDice([1, 2, 3]))).toBe(6);
  });

  it("refuses a term of more dice with TooManyDice, at parse time and when rolled or written out", () => {
    expect(ruleKey(() => parseDiceTerm("999999999d6"))).toBe("TEMPO.TimeCount.Error.TooManyDice");
    expect(ruleKey(() => parseDiceTerm("101d4+1"))).toBe("TEMPO.TimeCount.Error.TooManyDice");
    const huge = { count: 1e9, faces: 6 };
    expect(ruleKey(() => rollDiceTerm(huge, () => 1))).toBe("TEMPO.TimeCount.Error.TooManyDice");
    expect(ruleKey(() => damageFormula({ ...dagger, extraDice: [huge] }))).toBe(
      "TEMPO.TimeCount.Error.TooManyDice",
    );
    expect(ruleKey(() => damageFormula({ ...dagger, weapon: [huge] }))).toBe(
      "TEMPO.TimeCount.Error.TooManyDice",
    );
  });
});
