import { listed, signed, type StatBlockLine, type StatBlockWords } from "../core/stat-block";
import { DEFENSES, type Defense } from "./defenses";
import { defenseLabel, type DefenseNow } from "./scores";

/** What a Time Count entry reads of an actor's statistics. */
export interface TcStatBlockStats {
  hp: { value: number; max: number };
  threshold: { value: number; max: number };
  accuracy: number;
  power: number;
  movementFeet: number;
  size: string;
  damageReduction: number;
}

/** A weapon as the entry prints it: damage dice, Speed Factor class, damage type (none for some). */
export interface TcStatBlockWeapon {
  name: string;
  damage: string;
  speedClass: string;
  damageType: string;
}

/** A defence as an attack meets it now: one number, or the melee and the ranged one when they differ. */
export function defenseText(d: DefenseNow, words: StatBlockWords): string {
  if (d.melee === d.ranged) return String(d.melee);
  return words.format("TEMPO.TimeCount.Sheet.DefenseSplit", {
    melee: String(d.melee),
    ranged: String(d.ranged),
  });
}

/** The five defences as an attack meets them now, one line each (the stat block's and the sheet header's). */
export function defenseLines(
  now: Readonly<Record<Defense, DefenseNow>>,
  words: StatBlockWords,
): StatBlockLine[] {
  return DEFENSES.map((key) => ({ label: defenseLabel(key), value: defenseText(now[key], words) }));
}

/** The defences whose value now differs from the stored one (the Statistics tab shows those beside it). */
export function changedDefenses(
  now: Readonly<Record<Defense, DefenseNow>>,
  stored: Readonly<Record<Defense, number>>,
  words: StatBlockWords,
): Partial<Record<Defense, string>> {
  return Object.fromEntries(
    DEFENSES.flatMap((key) => {
      const text = defenseText(now[key], words);
      return text === String(stored[key]) ? [] : [[key, text]];
    }),
  );
}

const capitalized = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1);

/**
 * A Time Count monster's entry (issue 31), in seed 004's words: hit points and the Threshold of Pain, the
 * five defences as an attack meets them now, Accuracy and Power, Speed, Size, damage reduction, and each
 * attack (damage dice, Speed Factor class, damage type).
 */
export function statBlockLines(
  s: TcStatBlockStats,
  now: Readonly<Record<Defense, DefenseNow>>,
  weapons: readonly TcStatBlockWeapon[],
  words: StatBlockWords,
): StatBlockLine[] {
  const t = (key: string) => words.localize(key);
  const attacks = weapons.map((w) => {
    const detail = [t(`TEMPO.TimeCount.SpeedClass.${capitalized(w.speedClass)}`)];
    if (w.damageType) detail.push(t(`TEMPO.TimeCount.DamageType.${w.damageType}`).toLowerCase());
    return `${w.name} ${w.damage || "—"} (${detail.join(", ")})`;
  });
  return [
    { label: "TEMPO.TimeCount.Stat.hp", value: `${s.hp.value} / ${s.hp.max}` },
    { label: "TEMPO.TimeCount.Stat.threshold", value: `${s.threshold.value} / ${s.threshold.max}` },
    ...defenseLines(now, words),
    { label: "TEMPO.TimeCount.Stat.accuracy", value: signed(s.accuracy) },
    { label: "TEMPO.TimeCount.Stat.power", value: signed(s.power) },
    { label: "TEMPO.TimeCount.Stat.movementFeet", value: s.movementFeet },
    { label: "TEMPO.TimeCount.Stat.size", value: t(`TEMPO.TimeCount.SizeName.${s.size}`) },
    { label: "TEMPO.TimeCount.Stat.damageReduction", value: s.damageReduction },
    { label: "TEMPO.TimeCount.Sheet.Weapons", value: listed(attacks) },
  ];
}
