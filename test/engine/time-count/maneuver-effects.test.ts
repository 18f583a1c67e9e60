import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import { resolveAttack } from "../../../src/engine/time-count/attack";
import { damageFormula } from "../../../src/engine/time-count/damage-formula";
import { rollDamage } from "../../../src/engine/time-count/damage";
import {
  MANEUVER_AUTOMATION,
  isWeaponAttackStat,
  maneuverAttackBonus,
  maneuverDamage,
  maneuverOutcome,
} from "../../../src/engine/time-count/maneuver-effects";
import { MANEUVERS, maneuver } from "../../../src/engine/time-count/maneuvers";

const hit = (margin: number, natural = 10) => resolveAttack({ natural, total: 20 + margin, defense: 20 });
const scores = { accuracy: 4, strength: 3, dexterity: 5 };

describe("what a special combat action does", () => {
  it("has an automation entry for every maneuver, keyed by printed lines only", () => {
    expect(Object.keys(MANEUVER_AUTOMATION).sort()).toEqual(MANEUVERS.map((m) => m.key).sort());
    for (const m of MANEUVERS) {
      const auto = MANEUVER_AUTOMATION[m.key] ?? {};
      const printed = m.effects.map((e) => String(e.at));
      for (const at of Object.keys(auto.effects ?? {})) expect(printed, `${m.key} ${at}`).toContain(at);
      if (auto.hitAlt) expect(m.hitAlt, m.key).not.toBeNull();
    }
  });

  it("trip: 'The target is knocked prone'; Great Success (5) adds 'damage equal to your Strength'", () => {
    const trip = maneuver("trip");
    const plain = maneuverOutcome(trip, hit(2));
    expect(plain.conditions).toEqual(["prone"]);
    expect(plain.damage).toEqual([]);
    expect(plain.texts).toEqual([trip.hit]);
    const great = maneuverOutcome(trip, hit(5));
    expect(great.texts).toEqual([trip.hit, "TEMPO.TimeCount.Maneuver.Trip.Great5"]);
    const dmg = maneuverDamage(great.damage, { strength: 3, dexterity: 0, critical: false });
    expect(dmg && rollDamage(dmg.spec, dmg.options, scriptedDice([])).total).toBe(3);
    expect(maneuverOutcome(trip, hit(-1))).toEqual({ texts: [], damage: [], conditions: [] });
  });

  it("tackle: Strength damage and prone; Great Success (5): 1d6 additional damage", () => {
    const out = maneuverOutcome(maneuver("tackle"), hit(6));
    expect(out.conditions).toEqual(["prone"]);
    const dmg = maneuverDamage(out.damage, { strength: 3, dexterity: 0, critical: false });
    if (!dmg) throw new Error("tackle deals damage");
    expect(damageFormula(dmg.spec, dmg.options)).toBe("0 + 3 + 1d6");
    expect(rollDamage(dmg.spec, dmg.options, scriptedDice([4])).total).toBe(7);
  });

  it("throw: one roll against Vigor and Celerity; each hit adds its own line", () => {
    const m = maneuver("throw");
    const vigorOnly = maneuverOutcome(m, hit(0), hit(-3));
    expect(vigorOnly.conditions).toEqual([]);
    expect(vigorOnly.damage).toEqual([{ kind: "attribute", attribute: "strength" }]);
    const celerityOnly = maneuverOutcome(m, hit(-1), hit(2));
    expect(celerityOnly.texts).toEqual([m.hitAlt]);
    expect(celerityOnly.conditions).toEqual(["prone"]);
    expect(maneuverOutcome(m, hit(10), hit(1)).texts).toHaveLength(4);
  });

  it("escape grab's Great Success deals half the Dexterity, rounded down (at least 1)", () => {
    const out = maneuverOutcome(maneuver("escapeGrab"), hit(5));
    const dmg = maneuverDamage(out.damage, { strength: 0, dexterity: 5, critical: false });
    expect(dmg && rollDamage(dmg.spec, dmg.options, scriptedDice([])).total).toBe(2);
    const weak = maneuverDamage(out.damage, { strength: 0, dexterity: 1, critical: false });
    expect(weak && rollDamage(weak.spec, weak.options, scriptedDice([])).total).toBe(1);
  });

  it("quick strike halves the weapon's damage; its critical halves the critical damage", () => {
    const weapon = { weapon: [{ count: 1, faces: 8 }], attribute: 2, power: 1 };
    const out = maneuverOutcome(maneuver("quickStrike"), hit(1, 20));
    expect(out.texts).toContain("TEMPO.TimeCount.Maneuver.QuickStrike.Critical");
    const dmg = maneuverDamage(out.damage, { strength: 0, dexterity: 0, weapon, critical: true });
    if (!dmg) throw new Error("quick strike deals damage");
    expect(dmg.options).toMatchObject({ critical: true, half: true });
    // (8 + 2 + 1) / 2 = 5
    expect(rollDamage(dmg.spec, dmg.options, scriptedDice([])).total).toBe(5);
  });

  it("coup de grace: double the normal critical damage even without a natural 20", () => {
    const weapon = { weapon: [{ count: 1, faces: 6 }], attribute: 0, power: 1 };
    const out = maneuverOutcome(maneuver("coupDeGrace"), hit(3));
    const dmg = maneuverDamage(out.damage, { strength: 0, dexterity: 0, weapon, critical: false });
    if (!dmg) throw new Error("coup de grace deals damage");
    // each copy: 6 (max) + attribute at least 1 + Power 1 = 8, twice
    expect(rollDamage(dmg.spec, dmg.options, scriptedDice([])).total).toBe(16);
    expect(() => maneuverDamage(out.damage, { strength: 0, dexterity: 0, critical: false })).toThrow(
      "ManeuverNeedsWeapon",
    );
  });

  it("bull rush deals Strength damage only on a critical success; grab immobilizes", () => {
    expect(maneuverOutcome(maneuver("bullRush"), hit(9)).damage).toEqual([]);
    expect(maneuverOutcome(maneuver("bullRush"), hit(1, 20)).damage).toHaveLength(1);
    // the grab's immobility is its mark (isGrabbed), never a stored condition that outlives the release
    expect(maneuverOutcome(maneuver("grab"), hit(0)).conditions).toEqual([]);
    expect(maneuverDamage([], { strength: 3, dexterity: 3, critical: false })).toBeNull();
  });

  it("attack bonus: Weapon-4 is Accuracy - 4, Strength the Strength score, Acrobatics (Dex) the Dexterity", () => {
    const disarm = maneuver("disarm").attack;
    expect(maneuverAttackBonus(disarm.stat, disarm.modifier, scores)).toBe(0);
    const drag = maneuver("drag").attack;
    expect(maneuverAttackBonus(drag.stat, drag.modifier, scores)).toBe(1);
    const approach = maneuver("approach").attack;
    expect(maneuverAttackBonus(approach.stat, approach.modifier, scores)).toBe(5);
    expect(maneuverAttackBonus("athleticsStr", 0, scores)).toBe(3);
    const cdg = maneuver("coupDeGrace").attack;
    expect(maneuverAttackBonus(cdg.stat, cdg.modifier, scores)).toBe(14);
    expect(["weapon", "melee", "unarmed"].every((s) => isWeaponAttackStat(s as never))).toBe(true);
    expect(isWeaponAttackStat("strength")).toBe(false);
  });
});
