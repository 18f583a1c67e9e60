import { listed, signed, type StatBlockLine, type StatBlockWords } from "../core/stat-block";

/** What a Three-Action entry reads of an actor's statistics. */
export interface TaStatBlockStats {
  level: number;
  hp: { value: number; max: number };
  physicalDefense: number;
  mentalDefense: number;
  speed: number;
  str: number;
  dex: number;
  ess: number;
  energy: number;
  size: number;
}

/** A weapon as the entry prints it: damage dice, kind and weight, and the Defense it targets. */
export interface TaStatBlockWeapon {
  name: string;
  damage: string;
  kind: string;
  weight: string;
  defense: string;
}

/**
 * A Three-Action monster's entry (issue 31), in the words of seed 001: Level, HP, Physical and Mental
 * Defense, Speed, STR / DEX / ESS, Energy, Size, and each attack (damage dice, kind and weight, the Defense
 * it targets).
 */
export function statBlockLines(
  s: TaStatBlockStats,
  weapons: readonly TaStatBlockWeapon[],
  words: StatBlockWords,
): StatBlockLine[] {
  const t = (key: string) => words.localize(key);
  const attacks = weapons.map((w) =>
    words.format("TEMPO.ThreeAction.StatBlock.attack", {
      name: w.name,
      damage: w.damage || "—",
      kind: `${t(`TEMPO.ThreeAction.Kind.${w.kind}`)}, ${t(`TEMPO.ThreeAction.Weight.${w.weight}`)}`,
      defense: t(`TEMPO.ThreeAction.Stat.${w.defense}Defense`),
    }),
  );
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
    { label: "TEMPO.ThreeAction.Sheet.Attacks", value: listed(attacks) },
  ];
}
