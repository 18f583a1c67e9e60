import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import { RuleError } from "../../../src/engine/core/errors";
import { fumble } from "../../../src/engine/time-count/damage";
import { ensureWeaponUsable, isBroken, wearWeapon } from "../../../src/engine/time-count/durability";

describe("weapon Durability", () => {
  // "A critical fumble with a weapon reduces the weapon's Durability Points by 1, and may break it."
  it("a fumble takes 1 Durability Point; the one that takes the last breaks the weapon", () => {
    const loss = fumble(9, scriptedDice([4])).durabilityLoss;
    expect(wearWeapon(10, loss)).toEqual({ durability: 9, broke: false });
    expect(wearWeapon(1, loss)).toEqual({ durability: 0, broke: true });
    // already broken: no lower, no second break
    expect(wearWeapon(0, loss)).toEqual({ durability: 0, broke: false });
    // a fumble without a weapon wears nothing
    expect(wearWeapon(5, fumble(2, scriptedDice([1]), false).durabilityLoss)).toEqual({
      durability: 5,
      broke: false,
    });
  });

  it("a broken weapon (0 Durability Points) refuses attacks, by name", () => {
    expect(isBroken(0)).toBe(true);
    expect(isBroken(1)).toBe(false);
    expect(() => ensureWeaponUsable(1, "Long Sword")).not.toThrow();
    try {
      ensureWeaponUsable(0, "Long Sword");
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(RuleError);
      expect((e as RuleError).key).toBe("TEMPO.TimeCount.Error.WeaponBroken");
      expect((e as RuleError).data).toEqual({ name: "Long Sword" });
    }
  });
});
