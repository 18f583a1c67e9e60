import type { StatBlockLine } from "../definition";
import { DIE_STATS, type DieStat } from "./fields";
import { dieOf, dsItem, dsStats, equippedOf } from "./stats";

const isDieStat = (key: string): key is DieStat => (DIE_STATS as readonly string[]).includes(key);

/**
 * A Die-Step monster's entry (issue 31), in seed 002's words: the seven dice (ATT, DEF, REF, PRE, FOR, STR,
 * INT), HP and MP, AP per turn, a minor unnamed foe or a giant, and each attack (the die it rolls against the
 * target's passive die). The attack buttons are the combat block's, below it.
 */
export function dieStepStatBlock(actor: Actor.Implementation): StatBlockLine[] {
  const s = dsStats(actor);
  const t = (key: string) => game.i18n.localize(key);
  const attacks = [...equippedOf(actor, "weapon"), ...equippedOf(actor, "spell")].map((item) => {
    const w = dsItem(item);
    const roll = isDieStat(w.roll) ? `${t(`TEMPO.DieStep.Stat.${w.roll}`)} ${dieOf(actor, w.roll)}` : w.roll;
    const against = isDieStat(w.defense) ? t(`TEMPO.DieStep.Stat.${w.defense}`) : w.defense;
    return game.i18n.format("TEMPO.DieStep.StatBlock.attack", { name: item.name ?? "", roll, against });
  });
  const flags = [
    s.minion ? t("TEMPO.DieStep.Stat.minion") : "",
    s.giant ? t("TEMPO.DieStep.Stat.giant") : "",
  ];
  const lines: StatBlockLine[] = [
    ...DIE_STATS.map((key) => ({ label: `TEMPO.DieStep.Stat.${key}`, value: s[key] })),
    { label: "TEMPO.DieStep.Stat.hp", value: `${s.hp.value} / ${s.hp.max}` },
    { label: "TEMPO.DieStep.Stat.mp", value: `${s.mp.value} / ${s.mp.max}` },
    { label: "TEMPO.DieStep.Stat.ap", value: s.ap },
    { label: "TEMPO.DieStep.Sheet.Attacks", value: attacks.join("; ") || "—" },
  ];
  const kind = flags.filter(Boolean).join(", ");
  return kind ? [...lines, { label: "TEMPO.DieStep.StatBlock.kind", value: kind }] : lines;
}
