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
