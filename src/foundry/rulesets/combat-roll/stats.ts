import { combatRoll } from "../../../engine/index";
import type {
  Conditions,
  DamageModifiers,
  Defender,
  FightingStyle,
  GearInUse,
  SheetSkills,
  StyleCheck,
} from "../../../engine/combat-roll/index";
import { hasCondition } from "../../conditions/index";
import { actorSystem, itemSystem } from "../../data/access";

/** An actor's Combat Roll block. */
export function crStats(actor: Actor.Implementation) {
  return actorSystem(actor).stats.combatRoll;
}

/** An item's Combat Roll block. */
export function crItem(item: Item.Implementation) {
  return itemSystem(item).stats.combatRoll;
}

/**
 * The actor's conditions as the engine reads them: Dazed, Prone, Pushed and Grappled are status effects
 * (`hasCondition`, so a token HUD toggle counts); Disarmed is the list of dropped items.
 */
export function conditionsOf(actor: Actor.Implementation): Conditions {
  return {
    dazed: hasCondition(actor, "dazed"),
    prone: hasCondition(actor, "prone"),
    pushed: hasCondition(actor, "pushed"),
    grappled: hasCondition(actor, "grappled"),
    dropped: [...crStats(actor).dropped],
  };
}

/** Equipped and in hand: a Disarm makes an item drop to the floor until it is picked up. */
function held(actor: Actor.Implementation, item: Item.Implementation): boolean {
  const system = itemSystem(item);
  const equipped = "equipped" in system ? system.equipped : true;
  return equipped && !crStats(actor).dropped.includes(item.id ?? "");
}

export function equippedOf(actor: Actor.Implementation, type: string): Item.Implementation[] {
  return actor.items.filter((item) => item.type === type && held(actor, item));
}

/** The weapons and shields the actor holds (a Disarm may take one). */
export function heldItems(actor: Actor.Implementation): Item.Implementation[] {
  return [...equippedOf(actor, "weapon"), ...equippedOf(actor, "shield")];
}

/** Whether the actor holds a melee weapon (an opportunity attack is a melee Strike). */
export function meleeWeapon(actor: Actor.Implementation): Item.Implementation | null {
  return (
    equippedOf(actor, "weapon").find((w) => {
      const system = itemSystem(w);
      return !("ranged" in system && system.ranged);
    }) ?? null
  );
}

/** An item's name in Fighting Style gear lists: its own `gear` entry, else the engine's default. */
export function gearName(item: Item.Implementation): string {
  const s = crItem(item);
  if (s.gear.trim() !== "") return s.gear.trim().toLowerCase();
  const type = item.type === "shield" || item.type === "armor" ? item.type : "weapon";
  return combatRoll.defaultGearName({ type, name: item.name ?? "", armorLevel: s.armorLevel });
}

/** The armour the actor wears (unarmored items left out: they need no training). */
export function wornArmor(actor: Actor.Implementation): Item.Implementation[] {
  return equippedOf(actor, "armor").filter((a) => crItem(a).armorLevel !== "unarmored");
}

/**
 * The gear in use: held weapons and shields (and the one struck with: a weapon, or a gear name such as
 * "unarmed fighting"), worn armour.
 */
export function gearInUse(actor: Actor.Implementation, using?: Item.Implementation | string): GearInUse {
  const weapons = heldItems(actor).map(gearName);
  if (typeof using === "string") weapons.push(using);
  else if (using && using.type === "weapon" && !heldItems(actor).includes(using))
    weapons.push(gearName(using));
  return { weapons, armor: wornArmor(actor).map(gearName) };
}

/** The actor's Fighting Styles as the engine takes them (each with its own value, or null). */
export function stylesOf(actor: Actor.Implementation): FightingStyle[] {
  return crStats(actor).fightingStyles.map((s) => ({
    name: s.name,
    gear: [...s.gear],
    value: s.value ?? null,
  }));
}

/**
 * The actor's Fighting Styles against its gear (engine `checkGear`): the style giving the best test,
 * its own value or the sheet's shared Fighting Style value.
 */
export function styleCheck(actor: Actor.Implementation, using?: Item.Implementation | string): StyleCheck {
  return combatRoll.checkGear(stylesOf(actor), gearInUse(actor, using), crStats(actor).fightingStyle);
}

/** The gear an attack card's Strike was made with: its weapon, or "unarmed fighting"; none for a spell. */
export function cardGear(
  attacker: Actor.Implementation,
  card: { item: string; attackKind: string },
): Item.Implementation | string | undefined {
  if (card.attackKind !== "strike") return undefined;
  if (card.item === "") return combatRoll.UNARMED_GEAR;
  return attacker.items.find((i) => i.uuid === card.item);
}

/**
 * The sheet numbers the engine's tests read. Fighting Style is the value of the style that applies to
 * the gear in use (`using`: the weapon or gear name struck with), else the sheet's shared value.
 */
export function sheetSkills(actor: Actor.Implementation, using?: Item.Implementation | string): SheetSkills {
  const s = crStats(actor);
  return combatRoll.sheetSkillsOf(s, styleCheck(actor, using).value ?? s.fightingStyle);
}

/** The Block Rating of the best equipped shield, or null without a shield. */
export function shieldBlockRating(actor: Actor.Implementation): number | null {
  const shields = equippedOf(actor, "shield");
  if (shields.length === 0) return null;
  return Math.max(...shields.map((shield) => crItem(shield).blockRating));
}

/** An armour item's AR (engine `itemArmorRating`: stated, else the armour table, else 0). */
export function itemArmor(item: Item.Implementation): { physical: number; magic: number } {
  return combatRoll.itemArmorRating(crItem(item));
}

function nonZero(record: Record<string, number>): DamageModifiers {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(record)) if (value > 0) out[key] = value;
  return out as DamageModifiers;
}

/** The actor's AR sources: the sheet's own ("sheet"), then each equipped armour (its item id). */
export function armorSources(
  actor: Actor.Implementation,
): { key: string; name: string; physical: number; magic: number }[] {
  const s = crStats(actor);
  return [
    { key: "sheet", name: "", physical: s.armorRating, magic: s.magicArmorRating },
    ...equippedOf(actor, "armor").map((item) => ({
      key: item.id ?? "",
      name: item.name ?? "",
      ...itemArmor(item),
    })),
  ];
}

/**
 * The defender as the engine's `mitigate` needs it. "You can't benefit from multiple armor ratings at
 * once": the source the owner chose on the sheet (`armorSource`) applies, with its magic AR; without a
 * choice, or when the chosen armour is no longer worn, the best (the engine's `chooseArmor`).
 */
export function defenderOf(actor: Actor.Implementation): Defender {
  const s = crStats(actor);
  const sources = armorSources(actor);
  const index = sources.findIndex((a) => a.key === s.armorSource);
  const chosen = combatRoll.chooseArmor(sources, index < 0 ? undefined : index);
  return {
    armorRating: chosen.physical,
    magicArmorRating: chosen.magic,
    resistances: nonZero(s.resistances),
    vulnerabilities: nonZero(s.vulnerabilities),
  };
}

/** Whether the actor wields a shield or a heavy weapon (Bash). */
export function hasShieldOrHeavy(actor: Actor.Implementation): boolean {
  return shieldBlockRating(actor) !== null || equippedOf(actor, "weapon").some((w) => crItem(w).heavy);
}
