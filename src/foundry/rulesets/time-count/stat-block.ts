import { timeCount } from "../../../engine/index";
import type { StatBlockLine } from "../definition";
import { defensesNowOf } from "./defense";
import { tcStats, tcWeapon } from "./stats";

/**
 * A Time Count monster's entry (issue 31): the engine's lines from its statistics, its five defences as an
 * attack meets them now and its weapons. The attack buttons are the combat block's, below it.
 */
export function timeCountStatBlock(actor: Actor.Implementation): StatBlockLine[] {
  const weapons = actor.items
    .filter((i) => i.type === "weapon")
    .map((i) => {
      const { weapon, stats } = tcWeapon(i);
      return {
        name: i.name ?? "",
        damage: weapon.damage,
        speedClass: stats.speedClass,
        damageType: stats.damageType,
      };
    });
  return timeCount.statBlockLines(tcStats(actor), defensesNowOf(actor), weapons, game.i18n);
}
