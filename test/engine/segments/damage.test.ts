import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import { RuleError } from "../../../src/engine/core/errors";
import { rollDamage } from "../../../src/engine/segments/index";
import { actor, lance, longSword, shortBow, spear } from "./fixtures";

const strong = actor({ strengthDamage: 2 });

describe("damage", () => {
  it("melee adds Strength damage and the weapon's bonus", () => {
    const r = rollDamage(
      {
        attacker: strong,
        form: "melee",
        weapon: { ...longSword, damageBonus: 1 },
      },
      scriptedDice([5]),
    );
    expect(r).toEqual({
      dice: [5],
      base: 5,
      modifiers: [
        { key: "TEMPO.Segments.Modifier.StrengthDamage", value: 2 },
        { key: "TEMPO.Segments.Modifier.WeaponDamageBonus", value: 1 },
      ],
      total: 8,
    });
  });

  it("missiles get no Strength damage", () => {
    expect(rollDamage({ attacker: strong, form: "missile", weapon: shortBow }, scriptedDice([4])).total).toBe(
      4,
    );
  });

  it("unarmed: 1d2 (+ Strength, a melee attack)", () => {
    // "normally inflicts 1d2 points of damage"
    expect(rollDamage({ attacker: actor(), form: "unarmed" }, scriptedDice([2])).total).toBe(2);
    expect(rollDamage({ attacker: strong, form: "unarmed" }, scriptedDice([1])).total).toBe(3);
  });

  it("grapple and overbear: 1d2-1, no Strength", () => {
    // "typically inflicts between 0 and 1 point of damage (equivalent to 1d2-1)"
    expect(rollDamage({ attacker: strong, form: "grapple" }, scriptedDice([1])).total).toBe(0);
    expect(rollDamage({ attacker: strong, form: "grapple" }, scriptedDice([2])).total).toBe(1);
    expect(rollDamage({ attacker: strong, form: "overbear" }, scriptedDice([2])).total).toBe(1);
  });

  it("a weapon set against a charge doubles the weapon damage only", () => {
    // "If an opponent charges, the set weapon deals double damage."
    const r = rollDamage(
      {
        attacker: strong,
        form: "melee",
        weapon: spear,
        doubling: "set-vs-charge",
      },
      scriptedDice([4]),
    );
    expect(r.base).toBe(8);
    expect(r.total).toBe(10);
    expect(() =>
      rollDamage(
        {
          attacker: strong,
          form: "melee",
          weapon: longSword,
          doubling: "set-vs-charge",
        },
        scriptedDice([4]),
      ),
    ).toThrow(RuleError);
  });

  it("a mounted lance charge doubles the weapon damage, not Strength or magic", () => {
    // "only the weapon damage is doubled; additional bonuses from strength, magic, etc., are not doubled"
    const magicLance = { ...lance, damageBonus: 1 };
    const r = rollDamage(
      {
        attacker: strong,
        form: "melee",
        weapon: magicLance,
        doubling: "mounted-lance-charge",
      },
      scriptedDice([6]),
    );
    expect(r.base).toBe(14); // (6 + 1) x 2
    expect(r.total).toBe(17); // + Str 2 + magic 1
    expect(() =>
      rollDamage(
        {
          attacker: strong,
          form: "melee",
          weapon: spear,
          doubling: "mounted-lance-charge",
        },
        scriptedDice([6]),
      ),
    ).toThrow(RuleError);
  });

  it("never goes below 0", () => {
    expect(
      rollDamage({ attacker: actor({ strengthDamage: -3 }), form: "unarmed" }, scriptedDice([1])).total,
    ).toBe(0);
  });
});
