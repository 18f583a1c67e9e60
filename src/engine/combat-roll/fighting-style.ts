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

/** The seed's example Fighting Styles. */
export const EXAMPLE_STYLES: readonly FightingStyle[] = [
  { name: "Baldrian Noble", gear: ["rapier", "dagger", "whip", "arbolest", "hand crossbow"] },
  { name: "Classical Knight", gear: [FULL_ARMOR, "shield", "longsword", "lance", "flail"] },
  { name: "Elven Ashlander", gear: [PARTIAL_ARMOR, "twinblade", "shortsword", "javelin", "bola"] },
  { name: "Forest Bandit", gear: [PARTIAL_ARMOR, "dagger", "shortbow", "unarmed fighting", "club"] },
  { name: "Nordling Hunter", gear: [PARTIAL_ARMOR, "hatchet", "spear", "longbow", "net"] },
  { name: "Sahani Rider", gear: [PARTIAL_ARMOR, "shield", "glaive", "shortsword", "spear"] },
];
