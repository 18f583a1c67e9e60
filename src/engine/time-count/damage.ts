import type { RollDie } from "../core/dice";
import { ensure } from "../core/errors";
import { maxDiceTerm, rollDiceTerm, type DiceTerm } from "./dice-terms";

export type DamageType = "bludgeoning" | "piercing" | "slashing";

/** Which attribute a weapon category adds to damage (seed "Strength and Dexterity Bonuses"). */
export type DamageAttribute = "strength" | "dexterity" | "better" | "intelligence";

export const WEAPON_CATEGORY_ATTRIBUTE: Readonly<Record<string, DamageAttribute>> = {
  axes: "strength",
  gauntletsAndClaws: "strength",
  hammersFlailsAndPicks: "strength",
  heavySwords: "strength",
  javelins: "strength",
  lightSwords: "strength",
  macesAndClubs: "strength",
  polearms: "strength",
  tools: "strength",
  disksAndBoomerangs: "dexterity",
  bows: "dexterity",
  chainsAndRopes: "dexterity",
  crossbows: "dexterity",
  daggers: "dexterity",
  staffs: "dexterity",
  unarmed: "better",
};

/**
 * The attribute bonus a weapon adds: Strength or Dexterity by category; unarmed uses the better;
 * bows add a Strength penalty as well (composite bows also a Strength bonus).
 */
export function damageAttributeBonus(
  attribute: DamageAttribute,
  scores: { strength: number; dexterity: number; intelligence: number },
  bow: "none" | "normal" | "composite" = "none",
): number {
  let base: number;
  if (attribute === "strength") base = scores.strength;
  else if (attribute === "dexterity") base = scores.dexterity;
  else if (attribute === "intelligence") base = scores.intelligence;
  else base = Math.max(scores.strength, scores.dexterity);
  if (bow === "normal") base += Math.min(0, scores.strength);
  if (bow === "composite") base += scores.strength;
  return base;
}

export interface DamageSpec {
  /** The base weapon's (or spell's) dice: maximized on a critical, multiplied by damage multipliers. */
  readonly weapon: readonly DiceTerm[];
  /** Strength / Dexterity / Intelligence bonus (critical hits raise it to at least +1). */
  readonly attribute: number;
  /** Power: applies to all attacks, including spells. */
  readonly power: number;
  /** Skills and miscellaneous damage modifiers (multiplied with the weapon). */
  readonly modifiers?: number;
  /** Extra dice beyond the base weapon (magic weapons, skills): never maximized, never multiplied. */
  readonly extraDice?: readonly DiceTerm[];
}

export interface DamageOptions {
  readonly critical?: boolean;
  /** Backstab and the like: roll the weapon damage with all modifiers this many times. */
  readonly multiplier?: number;
  /** Quick strike: "The target takes half damage" (rounded down, still at least 1). */
  readonly half?: boolean;
}

/**
 * The largest damage multiplier accepted. The seed's multipliers come from skills such as Backstab
 * ("roll the damage with all modifiers multiple times"): a small whole number; ten is far above any of
 * them and keeps the copies (each rolled again) bounded.
 */
export const MAX_DAMAGE_MULTIPLIER = 10;

/** Refuses a multiplier that is not a whole number from 1 to `MAX_DAMAGE_MULTIPLIER`. */
export function checkDamageMultiplier(multiplier: number): number {
  ensure(
    Number.isInteger(multiplier) && multiplier >= 1 && multiplier <= MAX_DAMAGE_MULTIPLIER,
    "TEMPO.TimeCount.Error.InvalidMultiplier",
    { multiplier, max: MAX_DAMAGE_MULTIPLIER },
  );
  return multiplier;
}

export interface DamageRoll {
  /** Damage dealt by the hit, at least 1 (damage reduction comes later). */
  readonly total: number;
  /** Each multiplied copy of weapon + modifiers, before extra dice. */
  readonly parts: readonly number[];
  readonly extra: number;
}

/**
 * Damage of a hit. A critical counts the weapon dice at their maximum and the attribute as at least
 * +1; extra dice are rolled normally. A multiplier rolls weapon + modifiers again for each copy
 * (never rolling once and multiplying); extra dice are added once. Any hit deals at least 1.
 */
export function rollDamage(spec: DamageSpec, options: DamageOptions, rollDie: RollDie): DamageRoll {
  const multiplier = checkDamageMultiplier(options.multiplier ?? 1);
  const critical = options.critical === true;
  const attribute = critical ? Math.max(1, spec.attribute) : spec.attribute;
  const parts: number[] = [];
  for (let i = 0; i < multiplier; i++) {
    let part = attribute + spec.power + (spec.modifiers ?? 0);
    for (const term of spec.weapon) part += critical ? maxDiceTerm(term) : rollDiceTerm(term, rollDie);
    parts.push(part);
  }
  let extra = 0;
  for (const term of spec.extraDice ?? []) extra += rollDiceTerm(term, rollDie);
  let total = parts.reduce((a, b) => a + b, 0) + extra;
  if (options.half) total = Math.floor(total / 2);
  return { total: Math.max(1, total), parts, extra };
}

/** "Only a defender's damage reduction can lower the damage dealt to 0." */
export function applyDamageReduction(damage: number, reduction: number): number {
  return Math.max(0, damage - Math.max(0, reduction));
}

/** Unarmed damage by size: 1d3 (1d2 Small and smaller, 1d4 Large and larger); nonlethal. */
export function unarmedDamage(sizeClass: "small" | "medium" | "large"): DiceTerm {
  const faces = sizeClass === "small" ? 2 : sizeClass === "large" ? 4 : 3;
  return { count: 1, faces, bonus: 0 };
}

export interface FumbleOutcome {
  /** The fumble ends the turn; the next turn comes this many TC later. */
  readonly speedFactor: number;
  readonly extraDie: number;
  /** "He is unsteady until he acts again." */
  readonly unsteady: true;
  /** A weapon loses 1 Durability Point (and may break). */
  readonly durabilityLoss: number;
}

/** Critical fumble: ends the turn, adds 1d6 to the weapon's SF, unsteady, weapon -1 Durability. */
export function fumble(weaponSpeedFactor: number, rollDie: RollDie, withWeapon = true): FumbleOutcome {
  const extraDie = rollDie(6);
  return {
    speedFactor: weaponSpeedFactor + extraDie,
    extraDie,
    unsteady: true,
    durabilityLoss: withWeapon ? 1 : 0,
  };
}
