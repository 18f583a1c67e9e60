import { ensure } from "../core/errors";
import {
  checkCount,
  combatant,
  drop,
  dueNow,
  emptyTimeline,
  dueList,
  find,
  put,
  scheduled,
  type Timeline,
  type TimelineCombatant,
} from "./timeline-store";

export { combatant, type Timeline, type TimelineCombatant } from "./timeline-store";

export interface TimelineEntry {
  readonly id: string;
  readonly initiative: number;
  /** Surprised characters "are unsteady until they first act". */
  readonly unsteady?: boolean;
}

/** A timeline at count 0 where each combatant's first turn is at its initiative. */
export function createTimeline(entries: readonly TimelineEntry[]): Timeline {
  let tl = emptyTimeline();
  for (const e of entries) tl = addCombatant(tl, e);
  return tl;
}

/**
 * Adds a combatant: its first turn comes `initiative` counts after the current count (so a
 * newcomer rolls 1d6+4 like everyone else, counted from the moment it joins).
 */
export function addCombatant(tl: Timeline, entry: TimelineEntry): Timeline {
  ensure(entry.id.length > 0, "TEMPO.TimeCount.Error.UnknownCombatant", {
    id: entry.id,
  });
  ensure(find(tl, entry.id) === undefined, "TEMPO.TimeCount.Error.DuplicateCombatant", {
    id: entry.id,
  });
  checkCount(entry.initiative, "TEMPO.TimeCount.Error.InvalidInitiative");
  return put(tl, {
    id: entry.id,
    initiative: entry.initiative,
    next: tl.count + entry.initiative,
    unsteady: entry.unsteady === true,
    pending: null,
    pendingUntil: null,
    readied: null,
    seq: tl.nextSeq,
  });
}

export function removeCombatant(tl: Timeline, id: string): Timeline {
  combatant(tl, id);
  return drop(tl, id);
}

export function hasCombatant(tl: Timeline, id: string): boolean {
  return find(tl, id) !== undefined;
}

export interface NextUp {
  /** The lowest count anyone is due at (the current count if nobody is left). */
  readonly count: number;
  /** Everyone due at that count, in the order they got there; they act simultaneously. */
  readonly ids: readonly string[];
  /** Actions of those combatants that take effect now, at the end of their delay. */
  readonly pending: readonly { readonly id: string; readonly action: string }[];
}

const NO_PENDING: NextUp["pending"] = Object.freeze([]);
const NO_OPTIONS: CompleteOptions = Object.freeze({});

export function nextUp(tl: Timeline): NextUp {
  const due = dueList(tl);
  const first = due[0];
  if (first === undefined) return { count: tl.count, ids: [], pending: [] };
  const count = first.next;
  // Sized for the usual one (a literal), grown only by ties: this runs on every action (issue 16).
  const ids: string[] = [first.id];
  let pending: { id: string; action: string }[] | null =
    first.pending === null ? null : [{ id: first.id, action: first.pending }];
  for (let i = 1; i < due.length; i += 1) {
    const c = due[i] as TimelineCombatant;
    if (c.next !== count) break;
    ids.push(c.id);
    if (c.pending !== null) (pending ??= []).push({ id: c.id, action: c.pending });
  }
  return { count, ids, pending: pending ?? NO_PENDING };
}

/** Every combatant in turn order (next count, then arrival). O(n): for display. */
export function turnOrder(tl: Timeline): TimelineCombatant[] {
  return scheduled(tl);
}

export interface CompleteOptions {
  /** The new action takes effect only at the end of its delay (footnote 1). */
  readonly pending?: string;
  /** Leaves the actor unsteady until it acts again (critical fumble). */
  readonly unsteady?: boolean;
  /** A readied action held after this one (the Rapid "Ready an action"). */
  readonly readied?: string;
}

/**
 * The actor due now completes an action: its next turn is the current count plus the SF. Acting
 * ends surprise's unsteadiness and any earlier pending or readied action.
 */
export function completeAction(
  tl: Timeline,
  id: string,
  speedFactor: number,
  options: CompleteOptions = NO_OPTIONS,
): Timeline {
  const c = dueNow(tl, id);
  checkCount(speedFactor, "TEMPO.TimeCount.Error.InvalidSpeedFactor");
  const now = c.next;
  // One flat literal (not a spread): this is the engine's hottest line (issue 16).
  const after: TimelineCombatant = {
    id: c.id,
    initiative: c.initiative,
    next: now + speedFactor,
    unsteady: options.unsteady === true,
    pending: options.pending ?? null,
    pendingUntil: options.pending === undefined ? null : now + speedFactor,
    readied: options.readied ?? null,
    seq: tl.nextSeq,
  };
  return put(tl, after, now);
}
