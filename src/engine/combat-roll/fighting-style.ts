import { ensure } from "../core/errors";
import { CR_ERR } from "./errors";

/** Gear picked for free when a Fighting Style is learnt. */
export const FREE_GEAR = 5;
/** A Fighting Style holds at most this many types of gear. */
export const MAX_GEAR = 10;
/** XP to add one weapon, armour or shield beyond the free picks. */
export const GEAR_XP = 25;

/** Armour levels as gear names; "unarmored" needs no training. */
export const PARTIAL_ARMOR = "partial armor";
export const FULL_ARMOR = "full armor";

export interface FightingStyle {
  name: string;
  /** Lower-case gear names: "longsword", "shield", "full armor", "unarmed fighting"... */
  gear: readonly string[];
}

function normalize(item: string): string {
  return item.trim().toLowerCase();
}

/** Validates a gear list (unique, 1..10 entries) and returns the XP it cost beyond the free picks. */
export function gearXpCost(gear: readonly string[]): number {
  ensure(gear.length > 0, CR_ERR.GearEmpty);
  ensure(gear.length <= MAX_GEAR, CR_ERR.GearLimit, { count: gear.length, max: MAX_GEAR });
  const seen = new Set<string>();
  for (const g of gear) {
    const key = normalize(g);
    ensure(!seen.has(key), CR_ERR.GearDuplicate, { item: g });
    seen.add(key);
  }
  return Math.max(0, gear.length - FREE_GEAR) * GEAR_XP;
}

/** XP to add one more piece of gear to a style (throws past the maximum of 10). */
export function addGearCost(style: FightingStyle, item: string): number {
  return gearXpCost([...style.gear, item]) - gearXpCost(style.gear);
}

/** Whether the style trains `item`. Unarmored needs no training. */
export function isTrained(style: FightingStyle, item: string): boolean {
  const key = normalize(item);
  if (key === "unarmored" || key === "no armor") return true;
  return style.gear.some((g) => normalize(g) === key);
}

/** Untrained flags for the test modifiers; undefined armour = unarmored. */
export function untrainedGear(
  style: FightingStyle,
  equipped: { weapons: readonly string[]; armor?: string },
): { weapon: boolean; armor: boolean } {
  return {
    weapon: equipped.weapons.some((w) => !isTrained(style, w)),
    armor: equipped.armor !== undefined && !isTrained(style, equipped.armor),
  };
}

/**
 * A gear list typed as text ("partial armor, dagger; shortbow"): split on commas, semicolons and line
 * breaks, trimmed, lower-cased, empty entries dropped, validated by `gearXpCost` (1..10, no duplicates).
 */
export function parseGear(text: string): string[] {
  const gear = text
    .split(/[,;\n]/)
    .map(normalize)
    .filter((g) => g !== "");
  gearXpCost(gear);
  return gear;
}

/** What an item counts as in a gear list when it names none itself. */
export function defaultGearName(item: {
  type: "weapon" | "shield" | "armor";
  name: string;
  armorLevel?: "unarmored" | "partial" | "full";
}): string {
  if (item.type === "shield") return "shield";
  if (item.type === "armor") {
    if (item.armorLevel === "full") return FULL_ARMOR;
    if (item.armorLevel === "partial") return PARTIAL_ARMOR;
    return "unarmored";
  }
  return normalize(item.name);
}

/** The gear a character wields and wears now (gear names). */
export interface GearInUse {
  /** Weapons and shields held. */
  weapons: readonly string[];
  /** Armour worn (none: unarmored). */
  armor: readonly string[];
}

/** Which of a character's Fighting Styles covers its gear best, and what stays untrained. */
export interface StyleCheck {
  /** The style used (null when the character records no style: nothing is checked). */
  style: string | null;
  untrainedWeapons: string[];
  untrainedArmor: string[];
  /** For the test modifiers (`attackAdjustment`, `defenseAdjustment`). */
  weapon: boolean;
  armor: boolean;
}

/**
 * Checks the gear in use against the character's Fighting Styles. With several styles, the one that
 * leaves the fewest penalties applies (an untrained weapon and untrained armour count one each, then
 * the fewest untrained items; the first listed on a tie). A character without any recorded style is
 * not checked (NPC stat blocks list no styles).
 */
export function checkGear(styles: readonly FightingStyle[], gear: GearInUse): StyleCheck {
  const none: StyleCheck = {
    style: null,
    untrainedWeapons: [],
    untrainedArmor: [],
    weapon: false,
    armor: false,
  };
  let best: { check: StyleCheck; score: number; count: number } | null = null;
  for (const style of styles) {
    const untrainedWeapons = [...new Set(gear.weapons.map(normalize))].filter((w) => !isTrained(style, w));
    const untrainedArmor = [...new Set(gear.armor.map(normalize))].filter((a) => !isTrained(style, a));
    const check: StyleCheck = {
      style: style.name,
      untrainedWeapons,
      untrainedArmor,
      weapon: untrainedWeapons.length > 0,
      armor: untrainedArmor.length > 0,
    };
    const score = Number(check.weapon) + Number(check.armor);
    const count = untrainedWeapons.length + untrainedArmor.length;
    if (best === null || score < best.score || (score === best.score && count < best.count))
      best = { check, score, count };
  }
  return best?.check ?? none;
}

/** The seed's example Fighting Styles. */
export const EXAMPLE_STYLES: readonly FightingStyle[] = [
  { name: "Baldrian Noble", gear: ["rapier", "dagger", "whip", "arbolest", "hand crossbow"] },
  { name: "Classical Knight", gear: [FULL_ARMOR, "shield", "longsword", "lance", "flail"] },
  { name: "Elven Ashlander", gear: [PARTIAL_ARMOR, "twinblade", "shortsword", "javelin", "bola"] },
  { name: "Forest Bandit", gear: [PARTIAL_ARMOR, "dagger", "shortbow", "unarmed fighting", "club"] },
  { name: "Nordling Hunter", gear: [PARTIAL_ARMOR, "hatchet", "spear", "longbow", "net"] },
  { name: "Sahani Rider", gear: [PARTIAL_ARMOR, "shield", "glaive", "shortsword", "spear"] },
];
