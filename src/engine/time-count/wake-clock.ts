import { RuleError } from "../core/errors";
import { canRegainConsciousness, wakeCheckDue, type WakeSchedule, type WakeState } from "./waking";

/** "Each TC unit is roughly equivalent to half a second": world time runs 2 TC per second. */
export const TC_PER_SECOND = 2;

/** The world clock (seconds) in TC, for wake checks outside a fight. */
export function worldTcOf(worldTimeSeconds: number): number {
  return Math.floor(worldTimeSeconds * TC_PER_SECOND);
}

/** The schedule an actor stores: on the count of the fight it was knocked out in, and on the world clock. */
export interface StoredWake {
  /** "" : knocked out outside a fight. */
  readonly combatId: string;
  readonly dueCount: number;
  readonly dueWorldTc: number;
  readonly stabilized: boolean;
}

export const NO_WAKE: StoredWake = { combatId: "", dueCount: 0, dueWorldTc: 0, stabilized: false };

/** The actor's running Time Count fight and its count (null: none). */
export type Fight = { readonly combatId: string; readonly count: number } | null;

/** Where the checks are counted now, the time now there, and the schedule on that clock. */
export interface WakeClock {
  readonly onCount: boolean;
  readonly now: number;
  readonly schedule: WakeSchedule;
}

/**
 * Where the actor's wake checks are counted: on the Time Count of the fight it was knocked out in
 * (while that fight is the running one), else on the world clock.
 */
export function wakeClockOf(w: StoredWake, fight: Fight, worldTc: number): WakeClock {
  if (fight && w.combatId !== "" && w.combatId === fight.combatId)
    return { onCount: true, now: fight.count, schedule: { dueAt: w.dueCount, stabilized: w.stabilized } };
  return { onCount: false, now: worldTc, schedule: { dueAt: w.dueWorldTc, stabilized: w.stabilized } };
}

/** The stored schedule for `schedule` (due `schedule.dueAt - now` TC from now) on both clocks. */
export function storeWake(now: number, schedule: WakeSchedule, fight: Fight, worldTc: number): StoredWake {
  const delay = schedule.dueAt - now;
  return {
    combatId: fight?.combatId ?? "",
    dueCount: Math.max(0, fight ? fight.count + delay : 0),
    dueWorldTc: Math.max(0, worldTc + delay),
    stabilized: schedule.stabilized,
  };
}

/** When a check at `dueAt` comes: a count inside the fight, else seconds from now. */
export function wakeWhen(clock: WakeClock, dueAt: number): { count: number } | { seconds: number } {
  return clock.onCount ? { count: dueAt } : { seconds: (dueAt - clock.now) / TC_PER_SECOND };
}

/** Only an unconscious, living actor rolls to regain consciousness or is stabilized. */
export function ensureUnconscious(c: { unconscious: boolean; dead: boolean }, actorName: string): void {
  if (!c.unconscious || c.dead)
    throw new RuleError("TEMPO.TimeCount.Error.NotUnconscious", { name: actorName });
}

/** The check may not be rolled before it is due (the error says when it is). */
export function ensureWakeDue(clock: WakeClock): void {
  if (wakeCheckDue(clock.schedule, clock.now)) return;
  throw clock.onCount
    ? new RuleError("TEMPO.TimeCount.Error.WakeNotDue", { count: clock.schedule.dueAt })
    : new RuleError("TEMPO.TimeCount.Error.WakeNotDueTime", {
        seconds: (clock.schedule.dueAt - clock.now) / TC_PER_SECOND,
      });
}

/** What the sheet and the tracker show of the next check: when, whether due, its DC, whether hopeless. */
export function wakeSummary(state: Required<WakeState>, constitution: number, clock: WakeClock) {
  return {
    onCount: clock.onCount,
    dueAt: clock.onCount ? clock.schedule.dueAt : null,
    seconds: clock.onCount ? null : Math.max(0, (clock.schedule.dueAt - clock.now) / TC_PER_SECOND),
    due: wakeCheckDue(clock.schedule, clock.now),
    dc: Math.max(0, state.fatigue - state.hp),
    hopeless: !canRegainConsciousness(state, constitution),
    stabilized: clock.schedule.stabilized,
  };
}
