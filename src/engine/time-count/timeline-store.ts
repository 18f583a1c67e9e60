/** Internal storage of the Time Count: not re-exported as a whole (see timeline.ts). */
import { ensure } from "../core/errors";
import { hashInt, hashString, treeGet, treeMin, treeRemove, treeSet, type Tree } from "./ptree";

/** What the timeline knows of one combatant. */
export interface TimelineCombatant {
  readonly id: string;
  /** The initiative that placed it on the timeline. */
  readonly initiative: number;
  /** The count of its next turn. */
  readonly next: number;
  /** Surprised (until first act) or after a fumble (until it acts again). */
  readonly unsteady: boolean;
  /** An action that takes effect when the delay ends (set vs charge, prepare a spell). */
  readonly pending: string | null;
  /**
   * The count at which `pending` takes effect (the end of its delay), or null with no pending action.
   * Kept apart from `next`: a Wait moves the next turn but never reopens a transition that has ended.
   */
  readonly pendingUntil: number | null;
  /** A readied action waiting for its trigger (shell text), or null. */
  readonly readied: string | null;
  /** Insertion order among combatants due at the same count. */
  readonly seq: number;
}

export interface Slot {
  readonly next: number;
  readonly seq: number;
}
export const slotCmp = (a: Slot, b: Slot): number => a.next - b.next || a.seq - b.seq;
export const idCmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** An immutable Time Count: every function returns a new timeline and leaves the given one unchanged. */
export interface Timeline {
  /** The current count: the count of the last action taken (0 before the first). */
  readonly count: number;
  readonly size: number;
  readonly schedule: Tree<Slot, string>;
  readonly byId: Tree<string, TimelineCombatant>;
  readonly nextSeq: number;
}

export function put(tl: Timeline, c: TimelineCombatant, count = tl.count): Timeline {
  const old = treeGet(tl.byId, c.id, idCmp);
  const schedule0 = old === undefined ? tl.schedule : treeRemove(tl.schedule, old, slotCmp);
  return {
    count,
    size: old === undefined ? tl.size + 1 : tl.size,
    schedule: treeSet(schedule0, { next: c.next, seq: c.seq }, c.id, hashInt(c.seq), slotCmp),
    byId: treeSet(tl.byId, c.id, c, hashString(c.id), idCmp),
    nextSeq: Math.max(tl.nextSeq, c.seq + 1),
  };
}

export function checkCount(value: number, key: string): void {
  ensure(Number.isInteger(value) && value >= 0, key, { value });
}

export function combatant(tl: Timeline, id: string): TimelineCombatant {
  const c = treeGet(tl.byId, id, idCmp);
  ensure(c !== undefined, "TEMPO.TimeCount.Error.UnknownCombatant", { id });
  return c;
}

/** The lowest scheduled count (Infinity when nobody is left): an out-of-turn event cannot be later. */
export function firstDue(tl: Timeline): number {
  const first = treeMin(tl.schedule);
  return first === null ? Number.POSITIVE_INFINITY : first.key.next;
}

export function dueNow(tl: Timeline, id: string): TimelineCombatant {
  const c = combatant(tl, id);
  const first = treeMin(tl.schedule);
  ensure(first !== null && c.next === first.key.next, "TEMPO.TimeCount.Error.NotYourTurn", { id });
  return c;
}
