import type { RollDie } from "../core/dice";
import { ensure } from "../core/errors";
import { consciousnessCheck, firstWakeCheckDelay, nextWakeCheckDelay } from "./health";
import { nextUp, type Timeline } from "./timeline";

/**
 * Regaining Consciousness (seed): "Once unconscious, you will remain that way at least 10 TC for each
 * point by which you failed your check. After this time, you may make a Constitution check to regain
 * consciousness, DC equal to the check to stay conscious. If you fail, you make another check every
 * 1d10 TC. ... If you were dying, unconscious, and stabilized, then you begin making checks to regain
 * consciousness after 2d10 minutes, and continue to make them every 1d6 minutes thereafter."
 *
 * Times are in TC (a TC is about half a second): the shell reads them on the Time Count inside a
 * fight, or as world time outside one.
 */
export interface WakeSchedule {
  /** The TC from which the next check may be rolled. */
  readonly dueAt: number;
  /** Dying, unconscious and stabilized: checks every 1d6 minutes instead of every 1d10 TC. */
  readonly stabilized: boolean;
}

/** Knocked out at `at` after failing the check by `unconsciousTc` / 10 points: the first check's time. */
export function knockOut(at: number, unconsciousTc: number): WakeSchedule {
  ensure(Number.isInteger(at) && at >= 0, "TEMPO.TimeCount.Error.InvalidCount", { count: at });
  ensure(Number.isInteger(unconsciousTc) && unconsciousTc >= 0, "TEMPO.TimeCount.Error.InvalidCount", {
    count: unconsciousTc,
  });
  return { dueAt: at + unconsciousTc, stabilized: false };
}

/**
 * A dying, unconscious character is stabilized at `at` (the "Stabilize a dying friend" action): the
 * first check comes 2d10 minutes later. Only a dying character (fatigue at least double the hit
 * points) is stabilized; anyone else keeps the ordinary schedule.
 */
export function stabilize(
  state: { hp: number; fatigue: number },
  at: number,
  rollDie: RollDie,
): WakeSchedule {
  ensure(state.hp > 0, "TEMPO.TimeCount.Error.Dead", {});
  ensure(state.fatigue >= 2 * state.hp, "TEMPO.TimeCount.Error.NotDying", {});
  return { dueAt: at + firstWakeCheckDelay(0, true, rollDie), stabilized: true };
}

/** Whether the next check may be rolled at `now`. */
export function wakeCheckDue(schedule: WakeSchedule, now: number): boolean {
  return now >= schedule.dueAt;
}

export interface WakeState {
  readonly hp: number;
  readonly fatigue: number;
  /** Impairments under the optional rule: -2 each on the check. */
  readonly impairments?: number;
}

export interface WakeCheck {
  readonly dc: number;
  readonly total: number;
  readonly awake: boolean;
  /** On a failure: when the next check may be rolled (null once awake). */
  readonly next: WakeSchedule | null;
}

/**
 * The check to regain consciousness at `now` (refused before it is due, or for the dead): the same
 * DC as the check to stay conscious (fatigue - hit points, -2 per impairment), no automatic success
 * ("A natural 17 or 18 does not guarantee success"). A failure sets the next check 1d10 TC later (1d6
 * minutes when stabilized). `checkResult` is 1d20 + Constitution, rolled by the shell.
 */
export function wakeCheck(
  state: WakeState,
  schedule: WakeSchedule,
  now: number,
  checkResult: number,
  rollDie: RollDie,
): WakeCheck {
  ensure(state.hp > 0, "TEMPO.TimeCount.Error.Dead", {});
  ensure(wakeCheckDue(schedule, now), "TEMPO.TimeCount.Error.WakeNotDue", { count: schedule.dueAt });
  const check = consciousnessCheck(state, checkResult);
  const next = check.conscious
    ? null
    : { dueAt: now + nextWakeCheckDelay(schedule.stabilized, rollDie), stabilized: schedule.stabilized };
  return { dc: check.dc, total: check.total, awake: check.conscious, next };
}

/**
 * "if the DC is too high to pass, then you remain unconscious until you heal sufficiently to give you a
 * chance": whether a natural 20 + Constitution (−2 per impairment) can still reach the DC.
 */
export function canRegainConsciousness(state: WakeState, constitution: number): boolean {
  return consciousnessCheck(state, 20 + constitution).conscious;
}

/**
 * The GM's step when wake checks are scheduled on the Time Count: the count moves on to the next
 * occupied count or to the next count a wake check falls due (`stops`), whichever comes first.
 * Refused while anyone is still due now, or when there is nowhere to go.
 */
export function advanceCountTo(tl: Timeline, stops: readonly number[]): Timeline {
  const up = nextUp(tl);
  ensure(up.ids.length === 0 || up.count > tl.count, "TEMPO.TimeCount.Error.StillDue", { count: tl.count });
  const later = stops.filter((s) => Number.isInteger(s) && s > tl.count);
  const candidates = [...(up.ids.length > 0 ? [up.count] : []), ...later];
  ensure(candidates.length > 0, "TEMPO.TimeCount.Error.NobodyScheduled", {});
  return { ...tl, count: Math.min(...candidates) };
}
