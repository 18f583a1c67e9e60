import { weaponSystem } from "../../data/access";
import { acMode } from "./settings";
import { acSummary, sgItem, sgStats, weaponsOf } from "./stats";
import { routineWeapons } from "./routine-flow";
import type { StatBlockLine } from "../definition";

/** A weapon's damage as its attack rolls it: the dice, the weapon's bonus and, in melee, strength's. */
function damageOf(item: Item.Implementation, strengthDamage: number): string {
  const bonus = sgItem(item).damageBonus + (weaponSystem(item).ranged ? 0 : strengthDamage);
  const dice = weaponSystem(item).damage || "—";
  return bonus === 0 ? dice : `${dice}${bonus > 0 ? "+" : ""}${bonus}`;
}

/**
 * A Segmented Rounds monster's entry (issue 31), in the classic order of such entries: armour class (the
 * world's convention, as the attacks read it), movement, hit dice and hit points, THAC0 or attack bonus,
 * the number of attacks (a routine's strikes times its routines; one weapon attack where it has no
 * routine), the damage of each, the surprise ranges, morale and experience.
 */
export function segmentsStatBlock(actor: Actor.Implementation): StatBlockLine[] {
  const s = sgStats(actor);
  const [ac, hit] = acSummary(actor, acMode());
  const routine = routineWeapons(actor);
  const weapons = weaponsOf(actor);
  const perRoutine = routine.length ? routine.reduce((n, w) => n + w.attacks, 0) : 1;
  const strikes = routine.length
    ? routine.flatMap((w) => Array<Item.Implementation>(w.attacks).fill(w.item))
    : weapons;
  const damage = strikes.map((item) => damageOf(item, s.strengthDamage)).join(" / ");
  const lines: (StatBlockLine | undefined)[] = [
    ac,
    { label: "TEMPO.Segments.Stat.movement", value: s.movement },
    { label: "TEMPO.Segments.Stat.hitDice", value: s.hitDice },
    { label: "TEMPO.Segments.Stat.hp", value: `${s.hp.value} / ${s.hp.max}` },
    hit,
    { label: "TEMPO.Segments.StatBlock.attacks", value: perRoutine * s.attackRoutines },
    { label: "TEMPO.Segments.StatBlock.damage", value: damage || "—" },
    { label: "TEMPO.Segments.Stat.surprisedOn", value: s.surprisedOn ? `1–${s.surprisedOn}` : "—" },
    { label: "TEMPO.Segments.Stat.surprisesOn", value: s.surprisesOn ? `1–${s.surprisesOn}` : "—" },
    { label: "TEMPO.Segments.Stat.morale", value: s.morale || "—" },
    { label: "TEMPO.Segments.Stat.xp", value: s.xp },
  ];
  return lines.filter((l): l is StatBlockLine => l !== undefined);
}
