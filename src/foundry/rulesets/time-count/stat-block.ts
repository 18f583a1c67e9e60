import { timeCount } from "../../../engine/index";
import type { StatBlockLine } from "../definition";
import { defensesNowOf } from "./defense";
import { defenseText, tcStats, tcWeapon } from "./stats";

const capitalized = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1);
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/**
 * A Time Count monster's entry (issue 31), in seed 004's words: hit points and the Threshold of Pain, the
 * five defences as an attack meets them now, Accuracy and Power, Speed, Size, damage reduction, and each
 * attack (damage dice, Speed Factor class, damage type). The attack buttons are the combat block's, below.
 */
export function timeCountStatBlock(actor: Actor.Implementation): StatBlockLine[] {
  const s = tcStats(actor);
  const t = (key: string) => game.i18n.localize(key);
  const now = defensesNowOf(actor);
  const attacks = actor.items
    .filter((i) => i.type === "weapon")
    .map((i) => {
      const { weapon, stats } = tcWeapon(i);
      const detail = [t(`TEMPO.TimeCount.SpeedClass.${capitalized(stats.speedClass)}`)];
      if (stats.damageType) detail.push(t(`TEMPO.TimeCount.DamageType.${stats.damageType}`).toLowerCase());
      return `${i.name ?? ""} ${weapon.damage || "—"} (${detail.join(", ")})`;
    });
  return [
    { label: "TEMPO.TimeCount.Stat.hp", value: `${s.hp.value} / ${s.hp.max}` },
    { label: "TEMPO.TimeCount.Stat.threshold", value: `${s.threshold.value} / ${s.threshold.max}` },
    ...timeCount.DEFENSES.map((key) => ({
      label: timeCount.defenseLabel(key),
      value: defenseText(now[key]),
    })),
    { label: "TEMPO.TimeCount.Stat.accuracy", value: signed(s.accuracy) },
    { label: "TEMPO.TimeCount.Stat.power", value: signed(s.power) },
    { label: "TEMPO.TimeCount.Stat.movementFeet", value: s.movementFeet },
    { label: "TEMPO.TimeCount.Stat.size", value: t(`TEMPO.TimeCount.SizeName.${s.size}`) },
    { label: "TEMPO.TimeCount.Stat.damageReduction", value: s.damageReduction },
    { label: "TEMPO.TimeCount.Sheet.Weapons", value: attacks.join("; ") || "—" },
  ];
}
