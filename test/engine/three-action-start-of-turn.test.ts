import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../src/engine/core/dice";
import { RuleError } from "../../src/engine/core/errors";
import { threeAction as ta } from "../../src/engine/index";

function key(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return e.key;
    throw e;
  }
  return "no error";
}
const up = { hp: 10, maxHp: 20, conditions: [] as string[], bleedPenalty: 0 };
const d2d6 = { count: 2, faces: 6, flat: 0 };

describe("damage: incapacitation and death", () => {
  it("damage above 0 HP only lowers HP", () => {
    expect(ta.applyDamage(up, 4).vitals).toEqual({ ...up, hp: 6 });
  });
  it("at 0 HP: Incapacitated, Prone, Bleeding with penalty 0", () => {
    const r = ta.applyDamage(up, 10);
    expect(r.vitals.hp).toBe(0);
    expect([...r.vitals.conditions].sort()).toEqual(["bleeding", "incapacitated", "prone"]);
    expect(r.vitals.bleedPenalty).toBe(0);
    expect(r.log.map((l) => l.key)).toEqual(["Damage", "Incapacitated"]);
  });
  it("dead at a negative HP equal to max HP", () => {
    expect(ta.applyDamage(up, 29).vitals.conditions).not.toContain("dead");
    const r = ta.applyDamage(up, 30);
    expect(r.vitals.conditions).toContain("dead");
    expect(r.vitals.conditions).not.toContain("bleeding");
  });
  it("a Bleeding creature's penalty rises by 1 per instance of damage", () => {
    const bleeding = {
      hp: -2,
      maxHp: 20,
      conditions: ["bleeding", "incapacitated", "prone"],
      bleedPenalty: 1,
    };
    expect(ta.applyDamage(bleeding, 3).vitals).toMatchObject({ hp: -5, bleedPenalty: 2 });
  });
  it("healing lowers the penalty by 1 and ends Incapacitated above 0 HP", () => {
    const bleeding = {
      hp: -2,
      maxHp: 20,
      conditions: ["bleeding", "incapacitated", "prone"],
      bleedPenalty: 2,
    };
    const r = ta.applyHealing(bleeding, 5).vitals;
    expect(r).toMatchObject({ hp: 3, bleedPenalty: 1 });
    expect([...r.conditions].sort()).toEqual(["bleeding", "prone"]);
    expect(ta.applyHealing(up, 50).vitals.hp).toBe(20);
  });
  it("a Medicine success ends Bleeding and resets the penalty", () => {
    const r = ta.medicineSuccess({ ...up, conditions: ["bleeding"], bleedPenalty: 3 }).vitals;
    expect(r).toMatchObject({ conditions: [], bleedPenalty: 0 });
  });
  it("refuses HP above max and fractional damage", () => {
    expect(key(() => ta.applyDamage({ ...up, hp: 21 }, 1))).toBe(ta.TA_ERR.MaxHp);
    expect(key(() => ta.applyDamage(up, 1.5))).toBe(ta.TA_ERR.NotInteger);
  });
});

describe("startOfTurn: bleeding first", () => {
  const bleeding = {
    hp: -3,
    maxHp: 20,
    conditions: ["bleeding", "incapacitated", "prone"],
    bleedPenalty: 2,
    poisons: [],
  };
  it("rolls d20 minus the penalty on the Bleed Table, then 2d6 bleed damage raising the penalty", () => {
    // d20 14 − 2 = 12: nothing; then 2d6 = 3 + 4.
    const r = ta.startOfTurn(bleeding, scriptedDice([14, 3, 4]));
    expect(r.bleed).toEqual({ d20: 14, total: 12, outcome: "none" });
    expect(r.vitals).toMatchObject({ hp: -10, bleedPenalty: 3 });
  });
  it("Deteriorate raises the penalty by 1 before the bleed damage raises it again", () => {
    const r = ta.startOfTurn(bleeding, scriptedDice([10, 1, 1]));
    expect(r.bleed?.outcome).toBe("deteriorate");
    expect(r.vitals.bleedPenalty).toBe(4);
  });
  it("Stabilize ends Bleeding, resets the penalty, no bleed damage", () => {
    const r = ta.startOfTurn(bleeding, scriptedDice([18]));
    expect(r.bleed?.outcome).toBe("stabilize");
    expect(r.vitals).toMatchObject({ hp: -3, bleedPenalty: 0 });
    expect(r.vitals.conditions).not.toContain("bleeding");
  });
  it("Unconscious: falls Unconscious and Prone, then bleeds", () => {
    const r = ta.startOfTurn({ ...bleeding, hp: 0 }, scriptedDice([2, 1, 1]));
    expect(r.bleed?.outcome).toBe("unconscious");
    expect(r.vitals.conditions).toContain("unconscious");
    expect(r.vitals.hp).toBe(-2);
  });
  it("Death below 0 HP: dead, nothing else happens", () => {
    const r = ta.startOfTurn(
      { ...bleeding, conditions: [...bleeding.conditions, "on-fire"] },
      scriptedDice([2]),
    );
    expect(r.bleed).toEqual({ d20: 2, total: 0, outcome: "death" });
    expect(r.vitals.conditions).toContain("dead");
    expect(r.vitals.hp).toBe(-3);
  });
  it("bleed damage that reaches −max HP kills and stops the turn start", () => {
    const r = ta.startOfTurn(
      { ...bleeding, hp: -15, conditions: [...bleeding.conditions, "on-fire"] },
      scriptedDice([12, 3, 3]),
    );
    expect(r.vitals.conditions).toContain("dead");
    expect(r.vitals.hp).toBe(-21);
  });
});

describe("startOfTurn: fire, poison, falling", () => {
  it("On fire: 2d6 fire damage", () => {
    const r = ta.startOfTurn({ ...up, conditions: ["on-fire"], poisons: [] }, scriptedDice([5, 2]));
    expect(r.vitals.hp).toBe(3);
    expect(r.log[0]).toEqual({ key: "Damage", data: { amount: 7, hp: 3, source: "fire" } });
  });
  it("Poisoned: only the highest level deals damage; every duration counts down separately", () => {
    const poisons = [
      { level: 1, rounds: 3, damage: { count: 1, faces: 4, flat: 0 } },
      { level: 2, rounds: 1, damage: d2d6 },
    ];
    const r = ta.startOfTurn({ ...up, conditions: ["poisoned"], poisons }, scriptedDice([6, 6]));
    expect(r.vitals.hp).toBe(-2);
    expect(r.poisons).toEqual([{ level: 1, rounds: 2, damage: { count: 1, faces: 4, flat: 0 } }]);
    expect(r.vitals.conditions).toContain("poisoned");
    const next = ta.startOfTurn({ ...up, conditions: ["poisoned"], poisons: r.poisons }, scriptedDice([3]));
    expect(next.vitals.hp).toBe(7);
  });
  it("the last poison running out ends Poisoned", () => {
    const poisons = [{ level: 1, rounds: 1, damage: { count: 0, faces: 6, flat: 2 } }];
    const r = ta.startOfTurn({ ...up, conditions: ["poisoned"], poisons }, scriptedDice([]));
    expect(r.vitals).toMatchObject({ hp: 8, conditions: [] });
    expect(r.poisons).toEqual([]);
  });
  it("bleeding comes before fire (dice order: d20, bleed 2d6, fire 2d6)", () => {
    const v = { hp: -1, maxHp: 20, conditions: ["bleeding", "on-fire"], bleedPenalty: 0, poisons: [] };
    const r = ta.startOfTurn(v, scriptedDice([12, 1, 1, 6, 6]));
    expect(r.log.map((l) => l.data.source ?? l.key)).toEqual([
      "Bleed.none",
      "bleed",
      "BleedPenalty",
      "fire",
      "BleedPenalty",
    ]);
    expect(r.vitals).toMatchObject({ hp: -15, bleedPenalty: 2 });
  });
  it("falling on: 100 ft per turn start", () => {
    const r = ta.startOfTurn({ ...up, poisons: [], fallingFeet: 250 }, scriptedDice([]));
    expect(r).toMatchObject({ fellFeet: 100, fallingFeet: 150 });
  });
  it("the dead have no turn start", () => {
    const r = ta.startOfTurn({ ...up, conditions: ["dead", "on-fire"], poisons: [] }, scriptedDice([]));
    expect(r.vitals.hp).toBe(10);
  });
});

describe("suffocation counts the rounds", () => {
  it("holds STR rounds, drops to 0 HP, then dies at the end of the next turn", () => {
    let b = { held: 0, dropped: false };
    const steps = [];
    for (let i = 0; i < 4; i++) {
      const r = ta.breathStep(b, 2, false);
      steps.push([r.dropToZero, r.dies]);
      b = r.breath;
    }
    expect(steps).toEqual([
      [false, false],
      [true, false],
      [false, true],
      [false, true],
    ]);
  });
  it("a breath resets the count", () => {
    expect(ta.breathStep({ held: 1, dropped: false }, 2, true).breath).toEqual({ held: 0, dropped: false });
  });
  it("dropping to 0 HP makes the creature Incapacitated, Prone and Bleeding", () => {
    const r = ta.dropToZero(up).vitals;
    expect(r.hp).toBe(0);
    expect([...r.conditions].sort()).toEqual(["bleeding", "incapacitated", "prone"]);
  });
});
