import { ensure } from "../core/errors";
import { treeGet, treeMin, treeRemove, treeWalk } from "./ptree";
import {
  checkCount,
  combatant,
  dueNow,
  idCmp,
  put,
  slotCmp,
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

const EMPTY: Timeline = {
  count: 0,
  size: 0,
  schedule: null,
  byId: null,
  nextSeq: 0,
};

/** A timeline at count 0 where each combatant's first turn is at its initiative. */
export function createTimeline(entries: readonly TimelineEntry[]): Timeline {
  let tl = EMPTY;
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
  ensure(treeGet(tl.byId, entry.id, idCmp) === undefined, "TEMPO.TimeCount.Error.DuplicateCombatant", {
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
  const c = combatant(tl, id);
  return {
    ...tl,
    size: tl.size - 1,
    schedule: treeRemove(tl.schedule, { next: c.next, seq: c.seq }, slotCmp),
    byId: treeRemove(tl.byId, id, idCmp),
  };
}

export function hasCombatant(tl: Timeline, id: string): boolean {
  return treeGet(tl.byId, id, idCmp) !== undefined;
}

export interface NextUp {
  /** The lowest count anyone is due at (the current count if nobody is left). */
  readonly count: number;
  /** Everyone due at that count, in the order they got there; they act simultaneously. */
  readonly ids: readonly string[];
  /** Actions of those combatants that take effect now, at the end of their delay. */
  readonly pending: readonly { readonly id: string; readonly action: string }[];
}

export function nextUp(tl: Timeline): NextUp {
  const first = treeMin(tl.schedule);
  if (first === null) return { count: tl.count, ids: [], pending: [] };
  const count = first.key.next;
  const ids: string[] = [];
  treeWalk(tl.schedule, (slot, id) => {
    if (slot.next !== count) return false;
    ids.push(id);
    return true;
  });
  const pending: { id: string; action: string }[] = [];
  for (const id of ids) {
    const p = combatant(tl, id).pending;
    if (p !== null) pending.push({ id, action: p });
  }
  return { count, ids, pending };
}

/** Every combatant in turn order (next count, then arrival). O(n): for display. */
export function turnOrder(tl: Timeline): TimelineCombatant[] {
  const out: TimelineCombatant[] = [];
  treeWalk(tl.schedule, (_slot, id) => {
    out.push(combatant(tl, id));
    return true;
  });
  return out;
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
  options: CompleteOptions = {},
): Timeline {
  const c = dueNow(tl, id);
  checkCount(speedFactor, "TEMPO.TimeCount.Error.InvalidSpeedFactor");
  const now = c.next;
  return put(
    tl,
    {
      ...c,
      next: now + speedFactor,
      unsteady: options.unsteady === true,
      pending: options.pending ?? null,
      pendingUntil: options.pending === undefined ? null : now + speedFactor,
      readied: options.readied ?? null,
      seq: tl.nextSeq,
    },
    now,
  );
}
