/**
 * A monster's attack routine (seed 000, step 3 `multipleAttackRoutines`; Melee Attack): "multiple
 * attacks inherent to a monster in a round (like multiple claw strikes) are part of a single routine";
 * "if a character makes multiple attacks as part of the same routine, all such attacks are directed at
 * the same opponent"; an extra routine "cannot be used until after the opposing side's initiative
 * segment has been resolved".
 */
import { ensure } from "../core/errors";
import { key } from "./constants";
import type { RoundSchedule } from "./schedule-types";
import { actsOf } from "./schedule-query";

/** A weapon with the number of strikes it makes in the routine (a claw twice, a bite once; 0: none). */
export interface RoutineWeapon {
  readonly id: string;
  readonly routineAttacks: number;
}

/**
 * The strikes of one routine, in order: each weapon's id repeated by its `routineAttacks` (claw, claw,
 * bite). Refused when no weapon is part of a routine.
 */
export function routineStrikes(weapons: readonly RoutineWeapon[]): string[] {
  for (const w of weapons)
    ensure(Number.isInteger(w.routineAttacks) && w.routineAttacks >= 0, key("Error.RoutineBadCount"), {
      count: w.routineAttacks,
    });
  const strikes = weapons.flatMap((w) => Array.from({ length: w.routineAttacks }, () => w.id));
  ensure(strikes.length > 0, key("Error.NoRoutine"));
  return strikes;
}

/** A refusal: a localization key and its data. */
export interface RoutineRefusal {
  readonly key: string;
  readonly data: Readonly<Record<string, number>>;
}

export interface RoutineTurn {
  /** Attack routines a round (the actor's `attackRoutines`, at least 1). */
  readonly routines: number;
  /** Routines already made this round. */
  readonly used: number;
  readonly schedule: RoundSchedule;
  readonly combatantId: string;
  /** The current segment (1..10). */
  readonly segment: number;
}

/**
 * Why the combatant may not make a routine now, or null. The first routine is its action; the n-th
 * (n >= 2) is the schedule's `extra-routine` act number n, which waits for the segment the schedule
 * puts it in (after the opposing side's initiative segment). No routine beyond `routines` a round.
 */
export function routineForbiddenReason(turn: RoutineTurn): RoutineRefusal | null {
  const { routines, used, segment } = turn;
  if (used >= routines) return { key: key("Error.RoutineSpent"), data: { routines } };
  if (used === 0) return null;
  const next = used + 1;
  const extra = actsOf(turn.schedule, turn.combatantId).find(
    (x) => x.act.kind === "extra-routine" && x.act.routine === next,
  );
  if (!extra) return { key: key("Error.RoutineNotScheduled"), data: { routine: next } };
  if (segment < extra.segment)
    return { key: key("Error.RoutineWaits"), data: { routine: next, segment: extra.segment } };
  return null;
}

/**
 * In a surprise segment ("actions that would normally occur over a full round [...] can be executed
 * provided the action can be completed in six seconds") a combatant makes one routine: refused when it
 * already made `used` (1 or more) in this surprise segment.
 */
export function surpriseRoutineForbiddenReason(used: number): RoutineRefusal | null {
  return used >= 1 ? { key: key("Error.RoutineSpentSurprise"), data: {} } : null;
}

/** One strike's outcome, as the routine's total sees it. */
export interface StrikeOutcome {
  readonly hit: boolean;
  /** Damage of a hit (0 or more); ignored on a miss. */
  readonly damage: number;
}

/** The routine's hits and their damage together (it lands on the one opponent of the routine). */
export function routineTotal(strikes: readonly StrikeOutcome[]): { hits: number; damage: number } {
  let hits = 0;
  let damage = 0;
  for (const s of strikes) {
    if (!s.hit) continue;
    ensure(Number.isInteger(s.damage) && s.damage >= 0, key("Error.BadDamage"), { damage: s.damage });
    hits += 1;
    damage += s.damage;
  }
  return { hits, damage };
}

/** Which hand makes an attack when fighting with a weapon in each hand (Two-Weapon Fighting). */
export type Hand = "primary" | "off-hand";

/** An attack already made this round (or surprise segment), as its card recorded it. */
export interface MadeAttack {
  /** Its routine's number (0 for an attack the round gives). */
  readonly number: number;
  readonly kind: "routine" | "given";
  /** The hand it was made with, when fighting with two weapons. */
  readonly hand?: Hand | undefined;
  /** The segment it was made in. */
  readonly at: number;
  /** The weapon it was made with. */
  readonly weaponId?: string | undefined;
}

/** The routines made: each routine counts once, however many attacks (hands) it holds. */
export function routinesUsed(made: readonly MadeAttack[]): number {
  return new Set(made.filter((m) => m.kind === "routine").map((m) => m.number)).size;
}

/**
 * Two-Weapon Fighting: "one weapon in each hand", the primary at -2 and the off hand at -4, is ONE
 * routine's fighting, not two routines. When the latest routine is a single attack made with one hand
 * (primary or off hand) in this very segment, the other hand's attack with another weapon joins it: its
 * routine number and the hand it must use. Null when nothing is open (no hand named, both hands used,
 * another segment, the same weapon).
 */
export function otherHandJoin(
  made: readonly MadeAttack[],
  segment: number,
  weaponId: string | undefined,
): { number: number; hand: Hand } | null {
  const routines = made.filter((m) => m.kind === "routine");
  if (routines.length === 0 || weaponId === undefined) return null;
  const latest = Math.max(...routines.map((m) => m.number));
  const of = routines.filter((m) => m.number === latest);
  const first = of[0];
  if (of.length !== 1 || !first?.hand || first.at !== segment || first.weaponId === weaponId) return null;
  return { number: latest, hand: first.hand === "primary" ? "off-hand" : "primary" };
}
