import { combatRoll } from "../../../engine/index";
import type { DamageModifiers, Defender, SheetSkills } from "../../../engine/combat-roll/index";
import { actorSystem, itemSystem } from "../../data/access";

/** An actor's Combat Roll block. */
export function crStats(actor: Actor.Implementation) {
  return actorSystem(actor).stats.combatRoll;
}

/** An item's Combat Roll block. */
export function crItem(item: Item.Implementation) {
  return itemSystem(item).stats.combatRoll;
}

function equipped(item: Item.Implementation): boolean {
  const system = itemSystem(item);
  return "equipped" in system ? system.equipped : true;
}

function equippedOf(actor: Actor.Implementation, type: string): Item.Implementation[] {
  return actor.items.filter((item) => item.type === type && equipped(item));
}

/** The sheet numbers the engine's tests read. */
export function sheetSkills(actor: Actor.Implementation): SheetSkills {
  const s = crStats(actor);
  return {
    strength: s.strength,
    agility: s.agility,
    fightingStyle: s.fightingStyle,
    dodge: s.dodge,
    focus: s.focus,
    sorcery: s.sorcery,
    athletics: s.athletics,
    acrobatics: s.acrobatics,
    sleightOfHand: s.sleightOfHand,
    deception: s.deception,
  };
}

/** The Block Rating of the best equipped shield, or null without a shield. */
export function shieldBlockRating(actor: Actor.Implementation): number | null {
  const shields = equippedOf(actor, "shield");
  if (shields.length === 0) return null;
  return Math.max(...shields.map((shield) => crItem(shield).blockRating));
}

/** An armour item's AR: its stated rating, else the engine's table (full Iron = 5), else 0. */
function itemArmor(item: Item.Implementation): { physical: number; magic: number } {
  const s = crItem(item);
  if (s.armorLevel === "unarmored") return { physical: 0, magic: 0 };
  if (s.armorRating > 0) return { physical: s.armorRating, magic: s.magicArmorRating };
  const level = s.armorLevel === "full" ? "full" : "partial";
  const material = s.material.trim().toLowerCase();
  if (combatRoll.ARMOR_TABLE[material]?.[level] === undefined)
    return { physical: 0, magic: s.magicArmorRating };
  return combatRoll.armorRating(level, material);
}

function nonZero(record: Record<string, number>): DamageModifiers {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(record)) if (value > 0) out[key] = value;
  return out as DamageModifiers;
}

/**
 * The defender as the engine's `mitigate` needs it. "You can't benefit from multiple armor ratings at
 * once": of the sheet's AR and each equipped armour, the highest applies (the engine's default choice).
 */
export function defenderOf(actor: Actor.Implementation): Defender {
  const s = crStats(actor);
  const armours = equippedOf(actor, "armor").map(itemArmor);
  const sources = [{ physical: s.armorRating, magic: s.magicArmorRating }, ...armours];
  const physical = combatRoll.chooseArmorRating(sources.map((a) => a.physical));
  const chosen = sources.find((a) => a.physical === physical) ?? sources[0]!;
  return {
    armorRating: physical,
    magicArmorRating: chosen.magic,
    resistances: nonZero(s.resistances),
    vulnerabilities: nonZero(s.vulnerabilities),
  };
}

/** Whether the actor wields a shield or a heavy weapon (Bash). */
export function hasShieldOrHeavy(actor: Actor.Implementation): boolean {
  return shieldBlockRating(actor) !== null || equippedOf(actor, "weapon").some((w) => crItem(w).heavy);
}

/** Whether the actor holds a two-handed weapon or a shield (Disarm's boon). */
export function holdsTwoHandedOrShield(actor: Actor.Implementation): boolean {
  return shieldBlockRating(actor) !== null || equippedOf(actor, "weapon").some((w) => crItem(w).twoHanded);
}
