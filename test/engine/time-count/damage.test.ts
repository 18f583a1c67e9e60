import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import {
  WEAPON_CATEGORY_ATTRIBUTE,
  applyDamageReduction,
  damageAttributeBonus,
  fumble,
  rollDamage,
  unarmedDamage,
} from "../../../src/engine/time-count/damage";

const longsword = {
  weapon: [{ count: 1, faces: 8 }],
  attribute: 2,
  power: 1,
  modifiers: 0,
};

describe("damage", () => {
  it("rolls weapon dice plus attribute, Power and modifiers", () => {
    expect(rollDamage(longsword, {}, scriptedDice([5])).total).toBe(8);
  });

  // "any hit always deals at least 1 point of damage. Only a defender's damage reduction can lower the damage dealt to 0."
  it("deals at least 1 on a hit; only damage reduction reaches 0", () => {
    const weak = {
      weapon: [{ count: 1, faces: 4 }],
      attribute: -3,
      power: 0,
      modifiers: -1,
    };
    expect(rollDamage(weak, {}, scriptedDice([1])).total).toBe(1);
    expect(applyDamageReduction(1, 2)).toBe(0);
    expect(applyDamageReduction(7, 2)).toBe(5);
  });

  // "A critical hit deals damage as if you had rolled the highest possible amount on the weapon damage
  // roll, and adds your Strength, Dexterity, or Intelligence as appropriate, to a minimum of +1 ...
  // Extra damage dice added to the attack beyond the base weapon's damage ... are not maximized."
  it("critical: weapon dice at maximum, attribute at least +1, extra dice rolled", () => {
    expect(rollDamage(longsword, { critical: true }, scriptedDice([])).total).toBe(11);
    const clumsy = {
      ...longsword,
      attribute: -2,
      extraDice: [{ count: 1, faces: 6 }],
    };
    const r = rollDamage(clumsy, { critical: true }, scriptedDice([2]));
    expect(r).toEqual({ total: 8 + 1 + 1 + 2, parts: [10], extra: 2 });
  });

  // "roll the damage with all modifiers multiple times and total the results. Do not roll once and
  // multiply ... Additional damage dice from skills, abilities, or magical effects are never multiplied."
  it("multiplied damage rolls each copy separately; extra dice once", () => {
    const spec = { ...longsword, extraDice: [{ count: 1, faces: 6 }] };
    const r = rollDamage(spec, { multiplier: 2 }, scriptedDice([3, 7, 4]));
    expect(r.parts).toEqual([6, 10]);
    expect(r.extra).toBe(4);
    expect(r.total).toBe(20);
    expect(() => rollDamage(spec, { multiplier: 0 }, scriptedDice([]))).toThrow(/InvalidMultiplier/);
  });

  it("quick strike halves (rounded down, at least 1); coup de grace doubles the critical", () => {
    expect(rollDamage(longsword, { half: true }, scriptedDice([6])).total).toBe(4);
    expect(rollDamage(longsword, { half: true, critical: true }, scriptedDice([])).total).toBe(5);
    expect(rollDamage(longsword, { critical: true, multiplier: 2 }, scriptedDice([])).total).toBe(22);
  });

  it("picks Strength or Dexterity by weapon category", () => {
    const scores = { strength: 3, dexterity: 1, intelligence: 2 };
    expect(WEAPON_CATEGORY_ATTRIBUTE.axes).toBe("strength");
    expect(WEAPON_CATEGORY_ATTRIBUTE.daggers).toBe("dexterity");
    expect(damageAttributeBonus("strength", scores)).toBe(3);
    expect(damageAttributeBonus("better", { ...scores, dexterity: 4 })).toBe(4);
    expect(damageAttributeBonus("dexterity", { ...scores, strength: -1 }, "normal")).toBe(0);
    expect(damageAttributeBonus("dexterity", scores, "normal")).toBe(1);
    expect(damageAttributeBonus("dexterity", scores, "composite")).toBe(4);
  });

  it("unarmed damage is 1d3, 1d2 small, 1d4 large", () => {
    expect(unarmedDamage("medium").faces).toBe(3);
    expect(unarmedDamage("small").faces).toBe(2);
    expect(unarmedDamage("large").faces).toBe(4);
  });
});

describe("critical fumbles", () => {
  // "automatically ending his turn. He is unsteady until he acts again, and adds 1d6 to his weapon's SF
  // to determine when he recovers. A critical fumble with a weapon reduces the weapon's Durability Points by 1"
  it("adds 1d6 to the weapon SF, leaves the actor unsteady and costs 1 durability", () => {
    expect(fumble(9, scriptedDice([4]))).toEqual({
      speedFactor: 13,
      extraDie: 4,
      unsteady: true,
      durabilityLoss: 1,
    });
    expect(fumble(2, scriptedDice([1]), false).durabilityLoss).toBe(0);
  });
});
