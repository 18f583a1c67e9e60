import type { StatBlockLine } from "../definition";
import { taStats, weaponStats } from "./stats";

/**
 * A Three-Action monster's entry (issue 31), in the words of seed 001: Level, HP, Physical and Mental
 * Defense, Speed, STR / DEX / ESS, Energy, Size, and each attack (damage dice, kind and weight, the Defense
 * it targets). The attacks' buttons are the combat block's, below it.
 */
export function threeActionStatBlock(actor: Actor.Implementation): StatBlockLine[] {
  const s = taStats(actor);
  const t = (key: string) => game.i18n.localize(key);
  const attacks = actor.items
    .filter((i) => i.type === "weapon")
    .map((i) => {
      const w = weaponStats(i);
      const kind = `${t(`TEMPO.ThreeAction.Kind.${w.kind}`)}, ${t(`TEMPO.ThreeAction.Weight.${w.weight}`)}`;
      const defense = t(`TEMPO.ThreeAction.Stat.${w.defense}Defense`);
      return game.i18n.format("TEMPO.ThreeAction.StatBlock.attack", {
        name: i.name ?? "",
        damage: w.damage || "—",
        kind,
        defense,
      });
    });
  const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
  return [
    { label: "TEMPO.ThreeAction.Stat.level", value: s.level },
    { label: "TEMPO.ThreeAction.Stat.hp", value: `${s.hp.value} / ${s.hp.max}` },
    { label: "TEMPO.ThreeAction.Stat.physicalDefense", value: s.physicalDefense },
    { label: "TEMPO.ThreeAction.Stat.mentalDefense", value: s.mentalDefense },
    { label: "TEMPO.ThreeAction.Stat.speed", value: s.speed },
    { label: "TEMPO.ThreeAction.Stat.str", value: signed(s.str) },
    { label: "TEMPO.ThreeAction.Stat.dex", value: signed(s.dex) },
    { label: "TEMPO.ThreeAction.Stat.ess", value: signed(s.ess) },
    { label: "TEMPO.ThreeAction.Stat.energy", value: s.energy },
    { label: "TEMPO.ThreeAction.Stat.size", value: s.size },
    { label: "TEMPO.ThreeAction.Sheet.Attacks", value: attacks.join("; ") || "—" },
  ];
}
