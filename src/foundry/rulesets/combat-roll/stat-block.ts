import { combatRoll } from "../../../engine/index";
import type { StatBlockLine } from "../definition";
import { crItem, crStats, loadoutOf } from "./stats";
import { itemSystem } from "../../data/access";

/**
 * A Combat Roll monster's entry (issue 31): the engine's lines from its statistics, the armour that applies
 * now and its weapons. The Strike buttons are the combat block's, below it.
 */
export function combatRollStatBlock(actor: Actor.Implementation): StatBlockLine[] {
  const weapons = actor.items
    .filter((i) => i.type === "weapon")
    .map((i) => {
      const w = crItem(i);
      const system = itemSystem(i);
      const dice = ("damage" in system ? system.damage : "") || w.damage;
      return { name: i.name ?? "", dice, damageType: w.damageType, heavy: w.heavy };
    });
  const armor = combatRoll.defenderOf(loadoutOf(actor));
  return combatRoll.statBlockLines(crStats(actor), armor, weapons, game.i18n);
}
