import { combatRoll } from "../../../engine/index";
import type {
  Conditions,
  FightingStyle,
  Loadout,
  LoadoutItem,
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

/** An item as the loadout rules read it (spells and other items without the choice count as equipped). */
export function loadoutItem(item: Item.Implementation): LoadoutItem {
  const system = itemSystem(item);
  const s = crItem(item);
  return {
    ...{ id: item.id ?? "", type: item.type, name: item.name ?? "", gear: s.gear, heavy: s.heavy },
    equipped: "equipped" in system ? system.equipped : true,
    ranged: "ranged" in system && system.ranged,
    ...{ blockRating: s.blockRating, armorLevel: s.armorLevel, material: s.material },
    ...{ armorRating: s.armorRating, magicArmorRating: s.magicArmorRating },
  };
}

/** What the actor carries and the sheet values the engine's loadout rules read (engine `Loadout`). */
export function loadoutOf(actor: Actor.Implementation): Loadout {
  const s = crStats(actor);
  return {
    items: actor.items.map(loadoutItem),
    ...{ dropped: s.dropped, styles: stylesOf(actor), fightingStyle: s.fightingStyle },
    ...{ armorSource: s.armorSource, armorRating: s.armorRating, magicArmorRating: s.magicArmorRating },
    ...{ resistances: s.resistances, vulnerabilities: s.vulnerabilities },
  };
}

/** The actor's Fighting Styles as the engine takes them (each with its own value, or null). */
export function stylesOf(actor: Actor.Implementation): FightingStyle[] {
  return crStats(actor).fightingStyles.map((s) => ({
    name: s.name,
    gear: [...s.gear],
    value: s.value ?? null,
  }));
}

/** The gear struck with, as the loadout rules take it: an item's statistics, or a gear name. */
type Using = Item.Implementation | string | undefined;
const usingGear = (using: Using) => (typeof using === "object" ? loadoutItem(using) : using);

/** The actor's Fighting Styles against its gear (engine `loadoutStyleCheck`). */
export function styleCheck(actor: Actor.Implementation, using?: Using): StyleCheck {
  return combatRoll.loadoutStyleCheck(loadoutOf(actor), usingGear(using));
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
export function sheetSkills(actor: Actor.Implementation, using?: Using): SheetSkills {
  const s = crStats(actor);
  return combatRoll.sheetSkillsOf(s, styleCheck(actor, using).value ?? s.fightingStyle);
}
