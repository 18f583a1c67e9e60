import { listed, type StatBlockLine, type StatBlockWords } from "../core/stat-block";
import { assertDie } from "./dice";

/** The seven dice of a Die-Step character, in seed 002's order. */
export const DIE_STATS = ["att", "def", "ref", "pre", "for", "str", "int"] as const;
export type DieStat = (typeof DIE_STATS)[number];

export const isDieStat = (key: string): key is DieStat => (DIE_STATS as readonly string[]).includes(key);

/** What a Die-Step entry reads of an actor's statistics. */
export type DsStatBlockStats = Record<DieStat, string> & {
  hp: { value: number; max: number };
  mp: { value: number; max: number };
  ap: number;
  minion: boolean;
  giant: boolean;
};

/** An attack (a weapon or a spell) as the entry prints it: the stat whose die it rolls, the one it meets. */
export interface DsStatBlockAttack {
  name: string;
  roll: string;
  defense: string;
}

/**
 * A Die-Step monster's entry (issue 31), in seed 002's words: the seven dice (ATT, DEF, REF, PRE, FOR, STR,
 * INT), HP and MP, AP per turn, each attack (the die it rolls against the target's passive die), and a minor
 * unnamed foe or a giant.
 */
export function statBlockLines(
  s: DsStatBlockStats,
  attacks: readonly DsStatBlockAttack[],
  words: StatBlockWords,
): StatBlockLine[] {
  const stat = (key: DieStat) => words.localize(`TEMPO.DieStep.Stat.${key}`);
  const printed = attacks.map((a) =>
    words.format("TEMPO.DieStep.StatBlock.attack", {
      name: a.name,
      roll: isDieStat(a.roll) ? `${stat(a.roll)} ${assertDie(s[a.roll])}` : a.roll,
      against: isDieStat(a.defense) ? stat(a.defense) : a.defense,
    }),
  );
  const kind = [
    s.minion ? words.localize("TEMPO.DieStep.Stat.minion") : "",
    s.giant ? words.localize("TEMPO.DieStep.Stat.giant") : "",
  ]
    .filter(Boolean)
    .join(", ");
  const lines: StatBlockLine[] = [
    ...DIE_STATS.map((key) => ({ label: `TEMPO.DieStep.Stat.${key}`, value: s[key] })),
    { label: "TEMPO.DieStep.Stat.hp", value: `${s.hp.value} / ${s.hp.max}` },
    { label: "TEMPO.DieStep.Stat.mp", value: `${s.mp.value} / ${s.mp.max}` },
    { label: "TEMPO.DieStep.Stat.ap", value: s.ap },
    { label: "TEMPO.DieStep.Sheet.Attacks", value: listed(printed) },
  ];
  return kind ? [...lines, { label: "TEMPO.DieStep.StatBlock.kind", value: kind }] : lines;
}
