import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/engine/core/errors";
import { concealmentPenalty, coverPenalty, twoWeaponPenalties } from "../../../src/engine/segments/index";

describe("cover and concealment tables", () => {
  it("cover: 25% -2, 50% -4, 75% -7, 90% -10", () => {
    expect([25, 50, 75, 90].map(coverPenalty)).toEqual([-2, -4, -7, -10]);
    expect(() => coverPenalty(60)).toThrow(RuleError);
    expect(() => coverPenalty(100)).toThrow(RuleError);
  });

  it("concealment: quarter -1, half -2, three-quarters -3, nine-tenths -4", () => {
    expect(["quarter", "half", "three-quarters", "nine-tenths"].map(concealmentPenalty)).toEqual([
      -1, -2, -3, -4,
    ]);
    expect(() => concealmentPenalty("full")).toThrow(RuleError);
  });
});

describe("two-weapon penalties", () => {
  it("primary -2, off hand -4 with no Dexterity bonus", () => {
    expect(twoWeaponPenalties(0)).toEqual({ primary: -2, offHand: -4 });
  });

  it("the Dexterity bonus offsets the penalties but never yields a bonus", () => {
    // "Penalties can offset bonuses, but this rule cannot ever yield a bonus to attacks."
    expect(twoWeaponPenalties(1)).toEqual({ primary: -1, offHand: -3 });
    expect(twoWeaponPenalties(2)).toEqual({ primary: 0, offHand: -2 });
    expect(twoWeaponPenalties(3)).toEqual({ primary: 0, offHand: -1 });
    expect(twoWeaponPenalties(5)).toEqual({ primary: 0, offHand: 0 });
  });

  it("a Dexterity penalty adds to both", () => {
    expect(twoWeaponPenalties(-1)).toEqual({ primary: -3, offHand: -5 });
    expect(() => twoWeaponPenalties(0.5)).toThrow(RuleError);
  });
});
