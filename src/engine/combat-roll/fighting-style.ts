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
  /**
   * The style's own skill value ("tracking their progression ... separately"); null or absent: the
   * character's one Fighting Style value serves it.
   */
  value?: number | null;
}

/** "Using a weapon with which you are untrained in imposes a -2 penalty to all Fighting Style tests." */
const UNTRAINED_WEAPON_PENALTY = 2;

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

/**
 * A style's own value as typed in its dialog: blank = none (the character's shared Fighting Style value
 * serves it), else a whole number of 0 or more.
 */
export function parseStyleValue(text: string): number | null {
  const t = text.trim();
  if (t === "") return null;
  const value = Number(t);
  ensure(Number.isInteger(value) && value >= 0, CR_ERR.StyleValue, { value: t });
  return value;
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
  /** That style's own value (null: the character's shared Fighting Style value applies). */
  value: number | null;
  untrainedWeapons: string[];
  untrainedArmor: string[];
  /** For the test modifiers (`attackAdjustment`, `defenseAdjustment`). */
  weapon: boolean;
  armor: boolean;
}

/**
 * Checks the gear in use against the character's Fighting Styles. With several styles, the one that
 * gives the best Fighting Style test applies: no untrained armour (a bane) before untrained armour, then
 * the highest value after the untrained weapon's −2 (a style's own value, else `shared`, the character's
 * one Fighting Style value), then the fewest untrained items, then the first listed. A character without
 * any recorded style is not checked (NPC stat blocks list no styles).
 */
export function checkGear(styles: readonly FightingStyle[], gear: GearInUse, shared = 0): StyleCheck {
  const none: StyleCheck = {
    style: null,
    value: null,
    untrainedWeapons: [],
    untrainedArmor: [],
    weapon: false,
    armor: false,
  };
  let best: { check: StyleCheck; rank: readonly number[] } | null = null;
  for (const style of styles) {
    const untrainedWeapons = [...new Set(gear.weapons.map(normalize))].filter((w) => !isTrained(style, w));
    const untrainedArmor = [...new Set(gear.armor.map(normalize))].filter((a) => !isTrained(style, a));
    const value = style.value ?? null;
    const check: StyleCheck = {
      style: style.name,
      value,
      untrainedWeapons,
      untrainedArmor,
      weapon: untrainedWeapons.length > 0,
      armor: untrainedArmor.length > 0,
    };
    // Lower is better, compared in order.
    const effective = (value ?? shared) - (check.weapon ? UNTRAINED_WEAPON_PENALTY : 0);
    const rank = [Number(check.armor), -effective, untrainedWeapons.length + untrainedArmor.length];
    if (best === null || isBetter(rank, best.rank)) best = { check, rank };
  }
  return best?.check ?? none;
}

function isBetter(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

export const EXAMPLE_STYLES: readonly FightingStyle[] = [
  { name: "Baldrian Noble", gear: ["rapier", "dagger", "whip", "arbolest", "hand crossbow"] },
  { name: "Classical Knight", gear: [FULL_ARMOR, "shield", "longsword", "lance", "flail"] },
  { name: "Elven Ashlander", gear: [PARTIAL_ARMOR, "twinblade", "shortsword", "javelin", "bola"] },
  { name: "Forest Bandit", gear: [PARTIAL_ARMOR, "dagger", "shortbow", "unarmed fighting", "club"] },
  { name: "Nordling Hunter", gear: [PARTIAL_ARMOR, "hatchet", "spear", "longbow", "net"] },
  { name: "Sahani Rider", gear: [PARTIAL_ARMOR, "shield", "glaive", "shortsword", "spear"] },
];
