import type { StatBlockLine } from "../core/stat-block";

/** What a Segmented Rounds entry reads of an actor's statistics. */
export interface SgStatBlockStats {
  movement: number | string;
  hitDice: number | string;
  hp: { value: number; max: number };
  attackRoutines: number;
  strengthDamage: number;
  surprisedOn: number;
  surprisesOn: number;
  morale: number;
  xp: number;
}

/** A weapon as its attack rolls damage: the dice, the weapon's bonus, and whether it is a missile weapon. */
export interface SgStatBlockWeapon {
  damage: string;
  damageBonus: number;
  ranged: boolean;
}

/** A weapon's damage as its attack rolls it: the dice, the weapon's bonus and, in melee, strength's. */
export function damageText(w: SgStatBlockWeapon, strengthDamage: number): string {
  const bonus = w.damageBonus + (w.ranged ? 0 : strengthDamage);
  const dice = w.damage || "—";
  return bonus === 0 ? dice : `${dice}${bonus > 0 ? "+" : ""}${bonus}`;
}

/**
 * A Segmented Rounds monster's entry (issue 31), in the classic order of such entries: armour class (the
 * world's convention, as the attacks read it: `ac` and `hit`, the sheet header's pair), movement, hit dice
 * and hit points, THAC0 or attack bonus, the number of attacks (a routine's strikes times its routines; one
 * weapon attack where it has no routine), the damage of each, the surprise ranges, morale and experience.
 */
export function statBlockLines(
  s: SgStatBlockStats,
  [ac, hit]: readonly (StatBlockLine | undefined)[],
  routine: readonly { weapon: SgStatBlockWeapon; attacks: number }[],
  weapons: readonly SgStatBlockWeapon[],
): StatBlockLine[] {
  const perRoutine = routine.length ? routine.reduce((n, w) => n + w.attacks, 0) : 1;
  const strikes = routine.length
    ? routine.flatMap((w) => Array<SgStatBlockWeapon>(w.attacks).fill(w.weapon))
    : weapons;
  const damage = strikes.map((w) => damageText(w, s.strengthDamage)).join(" / ");
  const range = (n: number) => (n ? `1–${n}` : "—");
  const lines: (StatBlockLine | undefined)[] = [
    ac,
    { label: "TEMPO.Segments.Stat.movement", value: s.movement },
    { label: "TEMPO.Segments.Stat.hitDice", value: s.hitDice },
    { label: "TEMPO.Segments.Stat.hp", value: `${s.hp.value} / ${s.hp.max}` },
    hit,
    { label: "TEMPO.Segments.StatBlock.attacks", value: perRoutine * s.attackRoutines },
    { label: "TEMPO.Segments.StatBlock.damage", value: damage || "—" },
    { label: "TEMPO.Segments.Stat.surprisedOn", value: range(s.surprisedOn) },
    { label: "TEMPO.Segments.Stat.surprisesOn", value: range(s.surprisesOn) },
    { label: "TEMPO.Segments.Stat.morale", value: s.morale || "—" },
    { label: "TEMPO.Segments.Stat.xp", value: s.xp },
  ];
  return lines.filter((l): l is StatBlockLine => l !== undefined);
}
