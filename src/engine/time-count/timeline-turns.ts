import { ensure } from "../core/errors";
import { checkCount, combatant, dueNow, firstDue, put, type Timeline } from "./timeline-store";
import { completeAction } from "./timeline";

/** "Ready an action" (Rapid): completes the readying with its SF and holds `trigger` until used. */
export function readyAction(tl: Timeline, id: string, speedFactor: number, trigger: string): Timeline {
  return completeAction(tl, id, speedFactor, { readied: trigger });
}

/**
 * A readied action goes off at `atCount` (between the current count and the actor's own next turn):
 * the actor acts then, and its next turn is `atCount` plus the SF of the action it took.
 */
export function actOnReadied(tl: Timeline, id: string, atCount: number, speedFactor: number): Timeline {
  const c = combatant(tl, id);
  ensure(c.readied !== null, "TEMPO.TimeCount.Error.NothingReadied", { id });
  ensure(
    Number.isInteger(atCount) && atCount >= tl.count && atCount <= Math.min(c.next, firstDue(tl)),
    "TEMPO.TimeCount.Error.InvalidCount",
    { count: atCount },
  );
  checkCount(speedFactor, "TEMPO.TimeCount.Error.InvalidSpeedFactor");
  return put(
    tl,
    {
      ...c,
      next: atCount + speedFactor,
      readied: null,
      unsteady: false,
      seq: tl.nextSeq,
    },
    atCount,
  );
}

/** The actor due now waits without acting until `untilCount` (later than now). */
export function delayTurn(tl: Timeline, id: string, untilCount: number): Timeline {
  const c = dueNow(tl, id);
  ensure(Number.isInteger(untilCount) && untilCount > c.next, "TEMPO.TimeCount.Error.InvalidCount", {
    count: untilCount,
  });
  return put(tl, { ...c, next: untilCount, seq: tl.nextSeq }, c.next);
}

/**
 * Cancels an action still in its delay (abandoning a spell during its casting time) at `atCount`:
 * the actor acts again on the following TC and the pending effect is lost.
 */
export function abandonAction(tl: Timeline, id: string, atCount: number): Timeline {
  const c = combatant(tl, id);
  ensure(
    Number.isInteger(atCount) && atCount >= tl.count && atCount < c.next && atCount <= firstDue(tl),
    "TEMPO.TimeCount.Error.InvalidCount",
    { count: atCount },
  );
  return put(tl, { ...c, next: atCount + 1, pending: null, pendingUntil: null, seq: tl.nextSeq }, atCount);
}

/**
 * The GM corrects a combatant's next turn to `count` (a mistake mended, a ruling), to a count from the
 * current one on. It keeps its pending action and that action's own end (`pendingUntil`), and goes
 * after those already due at that count.
 */
export function correctNextCount(tl: Timeline, id: string, count: number): Timeline {
  const c = combatant(tl, id);
  ensure(Number.isInteger(count) && count >= tl.count, "TEMPO.TimeCount.Error.CountInPast", {
    count,
    now: tl.count,
  });
  return put(tl, { ...c, next: count, seq: tl.nextSeq });
}
