import { ensure } from "../core/errors";
import { CR_ERR } from "./errors";
import { nonNegativeInt } from "./validate";

export const ARMOR_LEVELS = ["unarmored", "partial", "full"] as const;
export type ArmorLevel = (typeof ARMOR_LEVELS)[number];

/** One armour material's Armor Rating per armour level (the seed's "Armor" chapter fills the rest). */
export interface ArmorMaterial {
  partial?: number;
  full?: number;
  /** Rare materials: protection against magical damage (fire, frost, shock). */
  magic?: { partial?: number; full?: number };
}

/**
 * The armour table as far as the seed gives it: "a full suit of Iron Armor has an AR of 5".
 * Other materials and the partial levels are data (compendium items) the shell passes in.
 */
export const ARMOR_TABLE: Readonly<Record<string, ArmorMaterial>> = {
  iron: { full: 5 },
};

/** Armor Rating from armour level and material; unarmored is always 0. */
export function armorRating(
  level: ArmorLevel,
  material: string,
  table: Readonly<Record<string, ArmorMaterial>> = ARMOR_TABLE,
): { physical: number; magic: number } {
  ensure((ARMOR_LEVELS as readonly string[]).includes(level), CR_ERR.UnknownArmorLevel, { level });
  if (level === "unarmored") return { physical: 0, magic: 0 };
  const entry = table[material];
  const physical = entry?.[level];
  ensure(entry !== undefined && physical !== undefined, CR_ERR.UnknownArmor, { level, material });
  return {
    physical: nonNegativeInt(physical, "armorRating"),
    magic: nonNegativeInt(entry.magic?.[level] ?? 0, "magicArmorRating"),
  };
}

/** What an armour item says of itself: its level, stated ratings (0: not stated) and material. */
export interface ArmorItem {
  armorLevel: string;
  armorRating: number;
  magicArmorRating: number;
  material: string;
}

/**
 * An armour item's AR: nothing when unarmoured; its stated rating when it has one (with its magic AR);
 * else the armour table's for its level and material (full Iron = 5); else 0, keeping a stated magic AR.
 */
export function itemArmorRating(item: ArmorItem): ArmorSource {
  if (item.armorLevel === "unarmored") return { physical: 0, magic: 0 };
  if (item.armorRating > 0) return { physical: item.armorRating, magic: item.magicArmorRating };
  const level = item.armorLevel === "full" ? "full" : "partial";
  const material = item.material.trim().toLowerCase();
  if (ARMOR_TABLE[material]?.[level] === undefined) return { physical: 0, magic: item.magicArmorRating };
  return armorRating(level, material);
}

/**
 * "If you have multiple sources of AR, you choose which one to use": the player's choice when
 * given (an index into `ratings`), otherwise the highest.
 */
export function chooseArmorRating(ratings: readonly number[], chosen?: number): number {
  if (ratings.length === 0) return 0;
  ratings.forEach((r, i) => nonNegativeInt(r, `ratings[${i}]`));
  if (chosen === undefined) return Math.max(...ratings);
  const value = ratings[chosen];
  ensure(value !== undefined, CR_ERR.NoArmorChoice, { chosen });
  return value;
}

/** One source of Armor Rating: its physical AR and the magic AR that comes with it (rare materials). */
export interface ArmorSource {
  physical: number;
  magic: number;
}

/**
 * "If you have multiple sources of AR, you choose which one to use. You can't benefit from multiple armor
 * ratings at once": the chosen source (an index) applies whole, its magic AR with it; without a choice,
 * the highest physical AR, and of equal ones the highest magic AR (issue 14: the magic AR of the source
 * chosen was lost when an earlier source had the same physical AR). `against`: the group of the damage
 * dealt; against magical damage the best is the highest magic AR (issue 30: iron was chosen against fire).
 */
export function chooseArmor(
  sources: readonly ArmorSource[],
  chosen?: number,
  against: "physical" | "magic" = "physical",
): ArmorSource {
  if (sources.length === 0) return { physical: 0, magic: 0 };
  sources.forEach((a, i) => {
    nonNegativeInt(a.physical, `sources[${i}].physical`);
    nonNegativeInt(a.magic, `sources[${i}].magic`);
  });
  if (chosen !== undefined) {
    const source = sources[chosen];
    ensure(source !== undefined, CR_ERR.NoArmorChoice, { chosen });
    return { ...source };
  }
  // the best against the damage dealt (issue 30): magic AR first against fire, frost and shock
  const [first, second] =
    against === "magic" ? (["magic", "physical"] as const) : (["physical", "magic"] as const);
  const best = sources.reduce((a, b) =>
    b[first] > a[first] || (b[first] === a[first] && b[second] > a[second]) ? b : a,
  );
  return { ...best };
}

/** Shields in the seed: the Bone Shield (BR 6). */
export const SHIELD_TABLE: Readonly<Record<string, { blockRating: number }>> = {
  bone: { blockRating: 6 },
};
