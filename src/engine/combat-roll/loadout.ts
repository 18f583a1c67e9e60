// What a character carries, as the rules read it: which items are in hand (equipped and not dropped by
// a Disarm), the gear in use for the Fighting Style check, the shield's Block Rating, and the one Armor
// Rating that applies ("you can't benefit from multiple armor ratings at once").
import { chooseArmor, itemArmorRating, type ArmorItem, type ArmorSource } from "./armor";
import { damageGroup, isDamageType, type Defender, type DamageModifiers } from "./damage";
import {
  checkGear,
  defaultGearName,
  type FightingStyle,
  type GearInUse,
  type StyleCheck,
} from "./fighting-style";

/** One item of the character's, with the statistics the loadout rules read. */
export interface LoadoutItem extends ArmorItem {
  id: string;
  /** Foundry's item type: "weapon", "shield" and "armor" are gear; others (spells) are not. */
  type: string;
  name: string;
  /** Equipped (items without the choice, such as spells, count as equipped). */
  equipped: boolean;
  ranged: boolean;
  heavy: boolean;
  blockRating: number;
  /** Its own name in Fighting Style gear lists (blank: the engine's default name). */
  gear: string;
}

/** The character's items and the sheet values the loadout rules read. */
export interface Loadout {
  items: readonly LoadoutItem[];
  /** Items a Disarm made it drop (ids): not held until picked up. */
  dropped: readonly string[];
  styles: readonly FightingStyle[];
  /** The sheet's shared Fighting Style value (a style without its own value uses it). */
  fightingStyle: number;
  /** The AR source the owner chose ("sheet", an armour's id, or blank for the best). */
  armorSource: string;
  /** The sheet's own AR (worn or natural, entered by hand). */
  armorRating: number;
  magicArmorRating: number;
  resistances: Readonly<Record<string, number>>;
  vulnerabilities: Readonly<Record<string, number>>;
}

/** The items of `type` in hand: equipped, and not dropped by a Disarm. */
export function heldOfType(loadout: Loadout, type: string): LoadoutItem[] {
  return loadout.items.filter((i) => i.type === type && i.equipped && !loadout.dropped.includes(i.id));
}

/** The weapons and shields in hand (what a Disarm may take). */
export function heldGear(loadout: Loadout): LoadoutItem[] {
  return [...heldOfType(loadout, "weapon"), ...heldOfType(loadout, "shield")];
}

/** The first melee weapon in hand, or null (an opportunity attack is a melee Strike). */
export function meleeWeaponOf(loadout: Loadout): LoadoutItem | null {
  return heldOfType(loadout, "weapon").find((w) => !w.ranged) ?? null;
}

/** An item's name in Fighting Style gear lists: its own `gear` entry, else the default name. */
export function gearNameOf(item: LoadoutItem): string {
  if (item.gear.trim() !== "") return item.gear.trim().toLowerCase();
  const type = item.type === "shield" || item.type === "armor" ? item.type : "weapon";
  const armorLevel = item.armorLevel as "unarmored" | "partial" | "full";
  return defaultGearName({ type, name: item.name, armorLevel });
}

/** The armour worn (equipped; unarmoured items need no training and are left out). */
export function wornArmor(loadout: Loadout): LoadoutItem[] {
  return heldOfType(loadout, "armor").filter((a) => a.armorLevel !== "unarmored");
}

/**
 * The gear in use: the weapons and shields in hand, the one struck with (an item, or a gear name such as
 * "unarmed fighting"), the armour worn.
 */
export function gearInUse(loadout: Loadout, using?: LoadoutItem | string): GearInUse {
  const inHand = heldGear(loadout);
  const weapons = inHand.map(gearNameOf);
  if (typeof using === "string") weapons.push(using);
  else if (using?.type === "weapon" && !inHand.some((i) => i.id === using.id))
    weapons.push(gearNameOf(using));
  return { weapons, armor: wornArmor(loadout).map(gearNameOf) };
}

/** The Fighting Styles against the gear in use (`checkGear`): the best style, or the shared value. */
export function loadoutStyleCheck(loadout: Loadout, using?: LoadoutItem | string): StyleCheck {
  return checkGear(loadout.styles, gearInUse(loadout, using), loadout.fightingStyle);
}

/** The ids of the items in hand or worn whose gear no style covers (the sheet marks them untrained). */
export function untrainedItemIds(loadout: Loadout): string[] {
  const check = loadoutStyleCheck(loadout);
  const untrained = new Set([...check.untrainedWeapons, ...check.untrainedArmor]);
  return [...heldGear(loadout), ...wornArmor(loadout)]
    .filter((i) => untrained.has(gearNameOf(i)))
    .map((i) => i.id);
}

/** The Block Rating of the best shield in hand, or null without one. */
export function shieldBlockRating(loadout: Loadout): number | null {
  const shields = heldOfType(loadout, "shield");
  return shields.length === 0 ? null : Math.max(...shields.map((s) => s.blockRating));
}

/** Whether a shield or a heavy weapon is in hand (Bash). */
export function hasShieldOrHeavy(loadout: Loadout): boolean {
  return shieldBlockRating(loadout) !== null || heldOfType(loadout, "weapon").some((w) => w.heavy);
}

/** One source of AR: the sheet's own ("sheet") or an equipped armour (its id, its name). */
export interface NamedArmorSource extends ArmorSource {
  key: string;
  name: string;
}

/** Every AR source: the sheet's own first, then each equipped armour with its AR (`itemArmorRating`). */
export function armorSources(loadout: Loadout): NamedArmorSource[] {
  const sheet = { key: "sheet", name: "", physical: loadout.armorRating, magic: loadout.magicArmorRating };
  const worn = heldOfType(loadout, "armor").map((a) => ({ key: a.id, name: a.name, ...itemArmorRating(a) }));
  return [sheet, ...worn];
}

function positive(record: Readonly<Record<string, number>>): DamageModifiers {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v > 0)) as DamageModifiers;
}

/**
 * The defender as `mitigate` reads it: the AR source the owner chose, with its magic AR; without a choice,
 * or when the chosen armour is no longer worn, the best against `damageType` (`chooseArmor`: the physical
 * best when no type is given, as the sheet's summary reads it); resistances and vulnerabilities.
 */
export function defenderOf(loadout: Loadout, damageType?: string): Defender {
  const sources = armorSources(loadout);
  const index = sources.findIndex((a) => a.key === loadout.armorSource);
  const group = damageType && isDamageType(damageType) ? damageGroup(damageType) : null;
  const chosen = chooseArmor(
    sources,
    index < 0 ? undefined : index,
    group === "magic" ? "magic" : "physical",
  );
  return {
    armorRating: chosen.physical,
    magicArmorRating: chosen.magic,
    resistances: positive(loadout.resistances),
    vulnerabilities: positive(loadout.vulnerabilities),
  };
}
