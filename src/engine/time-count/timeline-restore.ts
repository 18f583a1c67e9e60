import { ensure } from "../core/errors";
import {
  checkCount,
  combatant,
  emptyTimeline,
  coreOf,
  find,
  firstDue,
  put,
  scheduled,
  type Timeline,
  type TimelineCombatant,
} from "./timeline-store";
import { nextUp } from "./timeline";

/**
 * The shell stores the Time Count on documents (the combat's count, each combatant's next count,
 * unsteadiness, pending and readied actions and arrival order); these functions rebuild a timeline
 * from that store and tell the shell what to write back.
 */
export function restoreTimeline(count: number, combatants: readonly TimelineCombatant[]): Timeline {
  checkCount(count, "TEMPO.TimeCount.Error.InvalidCount");
  // Built straight into one core (no persistent step per combatant): O(n) when each count's
  // entries come in arrival order, as the shell's documents usually do (issue 16).
  const tl: Timeline = emptyTimeline(count);
  const core = coreOf(tl.store);
  let nextSeq = 0;
  for (const c of combatants) {
    checkCount(c.next, "TEMPO.TimeCount.Error.InvalidCount");
    ensure(c.id.length > 0, "TEMPO.TimeCount.Error.UnknownCombatant", { id: c.id });
    if (c.seq >= nextSeq) nextSeq = c.seq + 1;
  }
  const dup = core.load(combatants)
    ? null
    : combatants.find((c, i) => combatants.findIndex((d) => d.id === c.id) !== i);
  ensure(dup === null, "TEMPO.TimeCount.Error.DuplicateCombatant", { id: dup?.id ?? "" });
  return { ...tl, size: core.size, nextSeq };
}

/**
 * The GM moves the Time Count on to the next occupied count ("The TC increases to 7"). Nothing
 * happens while someone is still due at the current count, or when nobody is on the timeline.
 */
export function advanceCount(tl: Timeline): Timeline {
  const up = nextUp(tl);
  ensure(up.ids.length > 0, "TEMPO.TimeCount.Error.NobodyScheduled", {});
  ensure(up.count > tl.count, "TEMPO.TimeCount.Error.StillDue", { count: tl.count });
  return { ...tl, count: up.count };
}

/** Everyone due at the current count (they act simultaneously), in arrival order. */
export function dueAtCount(tl: Timeline): string[] {
  const up = nextUp(tl);
  return up.count === tl.count ? [...up.ids] : [];
}

/** Whether `id` may act now: its next turn is the current count. */
export function isDueNow(tl: Timeline, id: string): boolean {
  return combatant(tl, id).next === tl.count && firstDue(tl) === tl.count;
}

/**
 * Refuses a turn (an action, a Wait, a readied action) of a combatant that is not due now, by name:
 * out of the fight (not on the timeline), not its turn, or owing the Constitution check to stay
 * conscious (`checkDc` > 0). "If you succeed, you remain conscious and can act normally. If you fail,
 * you fall unconscious": the check settles whether it acts at all, so it comes first (issue 14).
 */
export function ensureMayAct(tl: Timeline, id: string, who: { name: string; checkDc: number }): void {
  const { name, checkDc: dc } = who;
  ensure(id !== "" && find(tl, id) !== undefined, "TEMPO.TimeCount.Error.OutOfFight", { name });
  ensure(isDueNow(tl, id), "TEMPO.TimeCount.Error.NotYourTurn", { id: name });
  ensure(dc <= 0, "TEMPO.TimeCount.Error.CheckFirst", { name, dc });
}

/**
 * A readied action goes off at the current count: the actor becomes due now (its readied action
 * is spent) and then acts as usual, its next turn counted from now. See also `actOnReadied`.
 */
export function triggerReadied(tl: Timeline, id: string): Timeline {
  const c = combatant(tl, id);
  ensure(c.readied !== null, "TEMPO.TimeCount.Error.NothingReadied", { id });
  ensure(tl.count <= c.next, "TEMPO.TimeCount.Error.InvalidCount", { count: tl.count });
  return put(tl, { ...c, next: tl.count, readied: null, seq: tl.nextSeq }, tl.count);
}

/** The combatants whose stored state differs between two timelines (what the shell must write). */
export function timelineChanges(before: Timeline, after: Timeline): TimelineCombatant[] {
  // Read `after` once, in turn order (so the changes come in turn order), then look each up in
  // `before` (rerooting the store between them costs only the diffs that separate them).
  const now = scheduled(after);
  return now.filter((c) => {
    const o = find(before, c.id);
    return (
      o === undefined ||
      o.next !== c.next ||
      o.unsteady !== c.unsteady ||
      o.pending !== c.pending ||
      o.pendingUntil !== c.pendingUntil ||
      o.readied !== c.readied ||
      o.seq !== c.seq
    );
  });
}
