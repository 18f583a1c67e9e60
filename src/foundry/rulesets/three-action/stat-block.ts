import { threeAction } from "../../../engine/index";
import type { StatBlockLine } from "../definition";
import { taStats, weaponStats } from "./stats";

/**
 * A Three-Action monster's entry (issue 31): the engine's lines from its statistics and its weapons. The
 * attacks' buttons are the combat block's, below it.
 */
export function threeActionStatBlock(actor: Actor.Implementation): StatBlockLine[] {
  const weapons = actor.items
    .filter((i) => i.type === "weapon")
    .map((i) => ({ ...weaponStats(i), name: i.name ?? "" }));
  return threeAction.statBlockLines(taStats(actor), weapons, game.i18n);
}
