import { segments } from "../../../engine/index";
import { weaponSystem } from "../../data/access";
import { acMode } from "./settings";
import { acSummary, sgItem, sgStats, weaponsOf } from "./stats";
import { routineWeapons } from "./routine-flow";
import type { StatBlockLine } from "../definition";

/** A weapon's plain damage data: its dice, its bonus, and whether it is a missile weapon. */
function damageOf(item: Item.Implementation) {
  const { damage, ranged } = weaponSystem(item);
  return { damage, ranged, damageBonus: sgItem(item).damageBonus };
}

/**
 * A Segmented Rounds monster's entry (issue 31): the engine's lines from its statistics, the armour class
 * and attack pair of the world's convention (as the sheet header and the attacks read them), its routine
 * and its weapons.
 */
export function segmentsStatBlock(actor: Actor.Implementation): StatBlockLine[] {
  const routine = routineWeapons(actor).map((w) => ({ weapon: damageOf(w.item), attacks: w.attacks }));
  const weapons = weaponsOf(actor).map(damageOf);
  return segments.statBlockLines(sgStats(actor), acSummary(actor, acMode()), routine, weapons);
}
