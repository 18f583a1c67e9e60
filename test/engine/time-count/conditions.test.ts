import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import { paralysisEffect, petrificationEffect } from "../../../src/engine/time-count/afflictions";
import {
  NO_IMPAIRMENTS,
  addImpairment,
  impairmentPenalties,
  recoverImpairments,
  totalImpairments,
} from "../../../src/engine/time-count/impairments";
import { STANCE_TABLE, stanceModifiers } from "../../../src/engine/time-count/stances";

describe("Table: Impairments (optional rule)", () => {
  it("bludgeoning: -1 Fortitude -1 Accuracy; piercing: -1 Willpower -1 Power; slashing: -1 Agility +1 weapon SF", () => {
    expect(impairmentPenalties({ bludgeoning: 1, piercing: 0, slashing: 0 })).toMatchObject({
      fortitude: -1,
      accuracy: -1,
      willpower: 0,
      power: 0,
      agility: 0,
      weaponSpeedFactor: 0,
    });
    expect(impairmentPenalties({ bludgeoning: 0, piercing: 2, slashing: 0 })).toMatchObject({
      willpower: -2,
      power: -2,
    });
    expect(impairmentPenalties({ bludgeoning: 0, piercing: 0, slashing: 3 })).toMatchObject({
      agility: -3,
      weaponSpeedFactor: 3,
    });
  });

  it("adds impairments and recovers the worst each night (two with bed rest, ties by die)", () => {
    const i = addImpairment(addImpairment(NO_IMPAIRMENTS, "slashing", 2), "piercing");
    expect(totalImpairments(i)).toBe(3);
    expect(recoverImpairments(i, false, scriptedDice([]))).toEqual({
      bludgeoning: 0,
      piercing: 1,
      slashing: 1,
    });
    // Bed rest: slashing 2 -> 1, then piercing and slashing tie at 1: the d2 picks the 2nd (slashing).
    expect(recoverImpairments(i, true, scriptedDice([2]))).toEqual({
      bludgeoning: 0,
      piercing: 1,
      slashing: 0,
    });
    expect(recoverImpairments(NO_IMPAIRMENTS, true, scriptedDice([]))).toEqual(NO_IMPAIRMENTS);
  });
});

describe("Paralysis table", () => {
  // ½ × Vigor: +1 SC, -1 hit, -1 damage, -1 Cel ... 2½ × Vigor: +5 ... 3 × Vigor: Immobile
  it.each([
    [4, 0],
    [5, 1],
    [10, 2],
    [15, 3],
    [20, 4],
    [25, 5],
  ])("%i paralysis damage against Vigor 10 is level %i", (damage, level) => {
    const e = paralysisEffect(damage, 10);
    expect(e).toMatchObject({ level, speedClassSteps: level, immobile: false });
    // Penalties are the level as a negative number (and a true 0, never -0, below half the Vigor).
    for (const penalty of [e.attack, e.damage, e.celerity]) expect(Object.is(penalty, 0 - level)).toBe(true);
  });
  it("is immobile at three times the Vigor", () => {
    expect(paralysisEffect(30, 10).immobile).toBe(true);
    expect(paralysisEffect(29, 10).immobile).toBe(false);
  });
});

describe("Petrification", () => {
  it("per point -1 hit, +1 SF, -1 Celerity, +1 Vigor; -1/4 speed per 2 points; petrified at 10", () => {
    expect(petrificationEffect(3, 20)).toEqual({
      attack: -3,
      speedFactor: 3,
      celerity: -3,
      vigor: 3,
      movementFeet: 15,
      petrified: false,
    });
    expect(petrificationEffect(4, 20).movementFeet).toBe(10);
    expect(petrificationEffect(8, 20).movementFeet).toBe(0);
    expect(petrificationEffect(10, 20).petrified).toBe(true);
  });
});

describe("Combat Stances", () => {
  it("shifts at the listed speeds", () => {
    expect(Object.values(STANCE_TABLE).map((s) => [s.key, s.shift, s.leave])).toEqual([
      ["cautious", "swift", "free"],
      ["crouch", "rapid", "rapid"],
      ["parrying", "fast", "free"],
      ["poised", "swift", "free"],
      ["prone", "rapid", "swift"],
      ["spellcasting", "free", "free"],
    ]);
  });

  it("gives benefits and drawbacks; while shifting only the drawbacks", () => {
    expect(stanceModifiers("cautious")).toMatchObject({
      primaryDefense: 2,
      attack: -2,
    });
    expect(stanceModifiers("cautious", { transitioning: true })).toMatchObject({
      primaryDefense: 0,
      attack: -2,
    });
    expect(stanceModifiers("crouch")).toMatchObject({
      defenseVsRanged: 2,
      defenseVsMelee: -2,
      meleeAttack: -2,
    });
    expect(stanceModifiers("prone")).toMatchObject({
      defenseVsRanged: 4,
      defenseVsMelee: -4,
      meleeAttack: -4,
    });
    expect(stanceModifiers("prone", { transitioning: true }).defenseVsRanged).toBe(0);
    expect(stanceModifiers("poised").immobile).toBe(true);
    expect(stanceModifiers("spellcasting")).toMatchObject({
      usesPassiveDefense: true,
      halfSpeed: true,
    });
    expect(() => stanceModifiers("dancing" as "prone")).toThrow(/UnknownStance/);
  });

  // "Your Primary defense increases by half your attack bonus ... If you have a shield equipped, the
  // shield bonus is doubled. Parrying always increases your Primary defense by at least 2."
  it("parrying adds half the attack bonus plus the shield bonus again, at least 2", () => {
    expect(stanceModifiers("parrying", { attackBonus: 7 }).primaryDefense).toBe(3);
    expect(stanceModifiers("parrying", { attackBonus: 6, shieldBonus: 2 }).primaryDefense).toBe(5);
    expect(stanceModifiers("parrying", { attackBonus: 1 })).toMatchObject({
      primaryDefense: 2,
      canAttack: false,
      halfSpeed: true,
    });
  });
});
