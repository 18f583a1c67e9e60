import { ensure } from "../core/errors";
import { CR_ERR } from "./errors";
import { nonNegativeInt } from "./validate";

export const PHYSICAL_TYPES = ["crushing", "piercing", "slashing"] as const;
export const MAGICAL_TYPES = ["fire", "frost", "shock"] as const;
export const OTHER_TYPES = ["acid", "force", "necrotic", "radiant", "poison", "psychic"] as const;
export const DAMAGE_TYPES = [...PHYSICAL_TYPES, ...MAGICAL_TYPES, ...OTHER_TYPES] as const;

export type DamageType = (typeof DAMAGE_TYPES)[number];
export type DamageGroup = "physical" | "magic";
export type ResistanceKey = DamageType | DamageGroup;
/** "x Resistance (y)" records: damage type or group -> value. */
export type DamageModifiers = Partial<Record<ResistanceKey, number>>;

export function isDamageType(value: string): value is DamageType {
  return (DAMAGE_TYPES as readonly string[]).includes(value);
}

/** The group of a type ("physical", "magic"), or null for the seed's "Other Damage Types". */
export function damageGroup(type: DamageType): DamageGroup | null {
  if ((PHYSICAL_TYPES as readonly string[]).includes(type)) return "physical";
  if ((MAGICAL_TYPES as readonly string[]).includes(type)) return "magic";
  return null;
}

/** The one value that applies: the highest among the type's own entry and its group's entry. */
function strongest(records: DamageModifiers | undefined, type: DamageType, label: string): number {
  if (!records) return 0;
  for (const [key, value] of Object.entries(records)) {
    ensure(isDamageType(key) || key === "physical" || key === "magic", CR_ERR.UnknownResistanceKey, {
      key,
    });
    nonNegativeInt(value ?? 0, `${label}.${key}`);
  }
  const group = damageGroup(type);
  return Math.max(records[type] ?? 0, group ? (records[group] ?? 0) : 0);
}

export interface Defender {
  /** Armor Rating of the ONE armour in use; reduces physical damage. */
  armorRating: number;
  /** Rare materials' protection against magical damage (fire, frost, shock); default 0. */
  magicArmorRating?: number;
  /** The attack was blocked (outcome "blocked"). */
  blocked?: boolean;
  /** The blocking shield's Block Rating. */
  blockRating?: number;
  resistances?: DamageModifiers;
  vulnerabilities?: DamageModifiers;
}

/** Half the Block Rating, rounded up: a shield's protection against magical damage. */
export function magicBlock(blockRating: number): number {
  return Math.ceil(nonNegativeInt(blockRating, "blockRating") / 2);
}

/** The breakdown of `mitigate`, for chat cards. */
export interface Mitigation {
  taken: number;
  armor: number;
  block: number;
  resistance: number;
  vulnerability: number;
}

/**
 * Damage taken after armour, a successful block, resistance and vulnerability:
 * max(0, amount - armour - block - resistance + vulnerability).
 * Physical damage: AR, plus BR when blocked. Magical damage (fire, frost, shock): the armour's magic
 * rating (rare materials), plus half the BR rounded up when blocked. Other types: no armour or shield.
 */
export function mitigation(hit: { amount: number; type: DamageType }, d: Defender): Mitigation {
  const amount = nonNegativeInt(hit.amount, "amount");
  ensure(isDamageType(hit.type), CR_ERR.UnknownDamageType, { type: String(hit.type) });
  const ar = nonNegativeInt(d.armorRating, "armorRating");
  const mar = nonNegativeInt(d.magicArmorRating ?? 0, "magicArmorRating");
  const br = nonNegativeInt(d.blockRating ?? 0, "blockRating");
  const group = damageGroup(hit.type);
  const armor = group === "physical" ? ar : group === "magic" ? mar : 0;
  const block = !d.blocked ? 0 : group === "physical" ? br : group === "magic" ? magicBlock(br) : 0;
  const resistance = strongest(d.resistances, hit.type, "resistances");
  const vulnerability = strongest(d.vulnerabilities, hit.type, "vulnerabilities");
  const taken = Math.max(0, amount - armor - block - resistance + vulnerability);
  return { taken, armor, block, resistance, vulnerability };
}

/** Damage taken (never below 0). */
export function mitigate(hit: { amount: number; type: DamageType }, d: Defender): number {
  return mitigation(hit, d).taken;
}

export interface Health {
  value: number;
  max: number;
}

/** Applies damage to the Health Pool; at 0 the character is knocked unconscious. */
export function applyDamage(health: Health, taken: number): Health & { unconscious: boolean } {
  const max = nonNegativeInt(health.max, "max");
  const current = nonNegativeInt(health.value, "value");
  ensure(current <= max, CR_ERR.HealthMax, { value: current, max });
  const value = Math.max(0, current - nonNegativeInt(taken, "taken"));
  return { value, max, unconscious: value === 0 };
}

/** Restores health up to the pool's maximum. */
export function heal(health: Health, amount: number): Health {
  const max = nonNegativeInt(health.max, "max");
  return {
    value: Math.min(max, nonNegativeInt(health.value, "value") + nonNegativeInt(amount, "amount")),
    max,
  };
}

/**
 * Health set by hand (a sheet field, the token bar, a macro, a GM's ruling): the Health Pool holds 0 to
 * its maximum, so a value outside is brought within it (a typo of -5 is 0, 99 is the maximum); at 0 the
 * character is knocked unconscious ("how many points of damage you can take before being knocked
 * unconscious"), above 0 it is not.
 */
export function healthSet(health: Health, to: number): Health & { unconscious: boolean } {
  const max = nonNegativeInt(health.max, "max");
  ensure(Number.isInteger(to), CR_ERR.HealthNotInteger, { value: to });
  const value = Math.max(0, Math.min(max, to));
  return { value, max, unconscious: value === 0 };
}
