import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import { RuleError } from "../../../src/engine/core/errors";
import { rollDamage } from "../../../src/engine/time-count/damage";
import { applyHit } from "../../../src/engine/time-count/health";
import { speedFactor } from "../../../src/engine/time-count/speed";
import { keyOf } from "../rule-error-key";
import {
  UNARMED_SPEED_CLASS,
  checkManeuverHands,
  handsFree,
  unarmedDamageSpec,
  unarmedSizeClass,
  unarmedStrike,
} from "../../../src/engine/time-count/unarmed";

const base = { size: "medium", withoutHands: false, mode: "none", appendagesFree: 2 } as const;
const scores = { strength: 1, dexterity: 3, intelligence: 0 };

describe("Unarmed Combat", () => {
  // "Fighting unarmed normally deals only 1d3 damage (1d2 for small creatures, 1d4 for large)"
  it("deals 1d3, 1d2 Small and smaller, 1d4 Large and larger, nonlethal", () => {
    expect(unarmedStrike(base).damage).toEqual({ count: 1, faces: 3, bonus: 0 });
    expect(unarmedStrike({ ...base, size: "small" }).damage.faces).toBe(2);
    expect(unarmedStrike({ ...base, size: "tiny" }).damage.faces).toBe(2);
    expect(unarmedStrike({ ...base, size: "large" }).damage.faces).toBe(4);
    expect(unarmedStrike({ ...base, size: "colossal" }).damage.faces).toBe(4);
    expect(unarmedSizeClass("fine")).toBe("small");
    expect(unarmedStrike(base).nonlethal).toBe(true);
  });

  // "although normal bonuses still apply" / "Unarmed attacks use whichever modifier is better."
  it("adds the better of Strength and Dexterity and Power; a critical maximizes the die", () => {
    const spec = unarmedDamageSpec(unarmedStrike(base), scores, 2, 1);
    // 1d3 [2] + Dex 3 + Power 2 + 1 = 8
    expect(rollDamage(spec, {}, scriptedDice([2])).total).toBe(8);
    // critical: 3 + 3 + 2 + 1 = 9
    expect(rollDamage(spec, { critical: true }, scriptedDice([])).total).toBe(9);
  });

  // "This damage is nonlethal." Nonlethal: "It can only cause fatigue, even if the damage exceeds your ToP."
  it("only adds fatigue even past the ToP, and still lowers the ToP", () => {
    const hit = applyHit({ hp: 20, fatigue: 0, threshold: 3 }, 7, {
      nonlethal: unarmedStrike(base).nonlethal,
    });
    expect(hit.hp).toBe(20);
    expect(hit.fatigue).toBe(7);
    expect(hit.threshold).toBe(2);
  });

  // "with your feet, knees, elbows, etc. instead of your hands ... imposes a -4 penalty"
  it("takes -4 without hands", () => {
    expect(unarmedStrike(base).attackModifiers.withoutHands).toBe(0);
    expect(unarmedStrike({ ...base, withoutHands: true }).attackModifiers.withoutHands).toBe(-4);
  });

  // "You may attack twice when unarmed as if attacking with two light weapons, provided that you have
  // at least two appendages free."
  it("attacks twice as with two weapons: together -6 each (two rolls), alternating -4 one class faster", () => {
    const together = unarmedStrike({ ...base, mode: "together" });
    expect(together.attacks).toBe(2);
    expect(together.attackModifiers.twoAttacks).toBe(-6);
    const alternating = unarmedStrike({ ...base, mode: "alternating", previousWasUnarmed: true });
    expect(alternating.attacks).toBe(1);
    expect(alternating.attackModifiers.twoAttacks).toBe(-4);
    // Interpretation: Fast like the light dagger (static 6); alternating one class faster: Swift (4)
    expect(UNARMED_SPEED_CLASS).toBe("fast");
    expect(speedFactor({ speedClass: alternating.speedClass, mode: "static" }, scriptedDice([]))).toBe(6);
    expect(
      speedFactor({ speedClass: alternating.speedClass, steps: -1, mode: "static" }, scriptedDice([])),
    ).toBe(4);
  });

  it("refuses two attacks with fewer than two appendages free, and a strike with none", () => {
    expect(() => unarmedStrike({ ...base, mode: "together", appendagesFree: 1 })).toThrow(RuleError);
    expect(() => unarmedStrike({ ...base, appendagesFree: 0 })).toThrow(RuleError);
    expect(unarmedStrike({ ...base, appendagesFree: 1 }).attacks).toBe(1);
  });

  it("refuses alternating unless the previous attack was an unarmed strike (the other appendage)", () => {
    expect(() => unarmedStrike({ ...base, mode: "alternating", previousWasUnarmed: false })).toThrow(
      RuleError,
    );
    expect(() => unarmedStrike({ ...base, mode: "alternating", previousWasUnarmed: null })).toThrow(
      RuleError,
    );
  });
});

// Issue 30: which actions need a hand, known before any dialog. Unarmed Combat: a strike "with your feet,
// knees, elbows" needs no hand (−4); Grab: "Cannot be wielding a two-handed weapon or tower shield" (a grab
// takes hold with a hand); Trip and Tackle name no hand (a sweep of the leg, the body): allowed.
describe("hands for unarmed strikes and special combat actions", () => {
  it("counts the hands a loadout leaves free: one per weapon, both for a two-handed one", () => {
    expect(handsFree([])).toBe(2);
    expect(handsFree([{ twoHanded: false }])).toBe(1);
    expect(handsFree([{ twoHanded: false }, { twoHanded: false }])).toBe(0);
    expect(handsFree([{ twoHanded: true }])).toBe(0);
  });

  it("a grab needs a free hand and no two-handed weapon; trip, tackle and the others need none", () => {
    const full = [{ twoHanded: false }, { twoHanded: false }];
    expect(keyOf(() => checkManeuverHands("grab", full))).toBe("TEMPO.TimeCount.Error.ManeuverNeedsHand");
    expect(keyOf(() => checkManeuverHands("grab", [{ twoHanded: true }]))).toBe(
      "TEMPO.TimeCount.Error.GrabTwoHanded",
    );
    expect(keyOf(() => checkManeuverHands("grab", [{ twoHanded: false }]))).toBe("no error");
    for (const key of ["trip", "tackle", "bullRush", "disarm"])
      expect(keyOf(() => checkManeuverHands(key, full))).toBe("no error");
  });
});
