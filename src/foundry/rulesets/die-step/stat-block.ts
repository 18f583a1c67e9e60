import { dieStep } from "../../../engine/index";
import type { StatBlockLine } from "../definition";
import { dsItem, dsStats, equippedOf } from "./stats";

/**
 * A Die-Step monster's entry (issue 31): the engine's lines from its statistics and its equipped weapons and
 * spells. The attack buttons are the combat block's, below it.
 */
export function dieStepStatBlock(actor: Actor.Implementation): StatBlockLine[] {
  const attacks = [...equippedOf(actor, "weapon"), ...equippedOf(actor, "spell")].map((item) => {
    const { roll, defense } = dsItem(item);
    return { name: item.name ?? "", roll, defense };
  });
  return dieStep.statBlockLines(dsStats(actor), attacks, game.i18n);
}
