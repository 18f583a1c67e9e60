import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import { RuleError } from "../../../src/engine/core/errors";
import { rollSpeedFactor, staticSpeedFactor } from "../../../src/engine/time-count/speed";
import {
  checkTwoWeaponAttack,
  twoWeaponAttackModifier,
  twoWeaponSpeedSteps,
  twoWeaponTurnSpeedFactor,
} from "../../../src/engine/time-count/two-weapons";

describe("Two-Weapon Combat", () => {
  // "You may attack with both weapons simultaneously at a -6 to hit with each, provided that both
  // attacks are against the same target. Roll both speed factors and take the worse result."
  it("both together: -6 each, the same target, the worse of both rolled SFs", () => {
    expect(twoWeaponAttackModifier("together")).toBe(-6);
    expect(twoWeaponSpeedSteps("together")).toBe(0);
    // dagger Fast 1d6+3 [5] = 8, short sword Standard 1d6+6 [1] = 7: the worse is 8
    const dagger = rollSpeedFactor("fast", scriptedDice([5]));
    const sword = rollSpeedFactor("standard", scriptedDice([1]));
    expect(twoWeaponTurnSpeedFactor("together", [dagger, sword])).toBe(8);
    expect(() =>
      checkTwoWeaponAttack({ mode: "together", weaponId: "a", secondWeaponId: "b", targetIds: ["t", "t"] }),
    ).not.toThrow();
    expect(() =>
      checkTwoWeaponAttack({ mode: "together", weaponId: "a", secondWeaponId: "b", targetIds: ["t", "u"] }),
    ).toThrow(RuleError);
    expect(() => checkTwoWeaponAttack({ mode: "together", weaponId: "a", secondWeaponId: "a" })).toThrow(
      RuleError,
    );
    expect(() => checkTwoWeaponAttack({ mode: "together", weaponId: "a" })).toThrow(RuleError);
  });

  // "If your previous attack was with the other weapon, then you may choose to take a -4 penalty to hit
  // and make your attack one speed class faster than normal."
  it("alternating: -4 and one speed class faster, only after an attack with the other weapon", () => {
    expect(twoWeaponAttackModifier("alternating")).toBe(-4);
    expect(twoWeaponSpeedSteps("alternating")).toBe(-1);
    // a long sword (Standard, static 9) alternating is Fast: static 6
    expect(staticSpeedFactor("standard", twoWeaponSpeedSteps("alternating"))).toBe(6);
    expect(twoWeaponTurnSpeedFactor("alternating", [6])).toBe(6);
    expect(() =>
      checkTwoWeaponAttack({ mode: "alternating", weaponId: "a", previousWeaponId: "b" }),
    ).not.toThrow();
    expect(() => checkTwoWeaponAttack({ mode: "alternating", weaponId: "a", previousWeaponId: "a" })).toThrow(
      RuleError,
    );
    expect(() =>
      checkTwoWeaponAttack({ mode: "alternating", weaponId: "a", previousWeaponId: null }),
    ).toThrow(RuleError);
  });

  it("a single weapon changes nothing", () => {
    expect(twoWeaponAttackModifier("none")).toBe(0);
    expect(twoWeaponSpeedSteps("none")).toBe(0);
    expect(twoWeaponTurnSpeedFactor("none", [9])).toBe(9);
    expect(() => checkTwoWeaponAttack({ mode: "none", weaponId: "a" })).not.toThrow();
  });
});
