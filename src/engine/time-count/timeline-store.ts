/** Internal storage of the Time Count: not re-exported as a whole (see timeline.ts). */
import { ensure, RuleError } from "../core/errors";
import { Core, coreOf, derive, Version } from "./timeline-core";

export { coreOf } from "./timeline-core";

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

/** An immutable Time Count: every function returns a new timeline and leaves the given one unchanged. */
export interface Timeline {
  /** The current count: the count of the last action taken (0 before the first). */
  readonly count: number;
  readonly size: number;
  /** The combatants and their schedule (a persistent store, see timeline-core.ts). */
  readonly store: Version;
  readonly nextSeq: number;
}

export function emptyTimeline(count = 0): Timeline {
  return { count, size: 0, store: new Version(new Core()), nextSeq: 0 };
}

export function put(tl: Timeline, c: TimelineCombatant, count = tl.count): Timeline {
  const store = derive(tl.store, c.id, c);
  // `tl.store` is now the diff back to tl: its value is what `c` replaced (undefined when new).
  return {
    count,
    size: tl.store.value === undefined ? tl.size + 1 : tl.size,
    store,
    nextSeq: tl.nextSeq > c.seq ? tl.nextSeq : c.seq + 1,
  };
}

/** Takes `id` off the timeline. */
export function drop(tl: Timeline, id: string): Timeline {
  return { ...tl, size: tl.size - 1, store: derive(tl.store, id, undefined) };
}

/**
 * A list starting with everyone due at the earliest occupied count, in arrival order; it may go on
 * with later counts (stop at the first other count). Empty when nobody is left. Read, never kept.
 */
export function dueList(tl: Timeline): readonly TimelineCombatant[] {
  return coreOf(tl.store).dueList();
}

/** Every combatant in turn order (next count, then arrival). */
export function scheduled(tl: Timeline): TimelineCombatant[] {
  return coreOf(tl.store).ordered();
}

/** The combatant `id` in this version, or undefined. */
export function find(tl: Timeline, id: string): TimelineCombatant | undefined {
  return coreOf(tl.store).get(id);
}

export function checkCount(value: number, key: string): void {
  // Tested before building the error data: this runs on every action (issue 16).
  if (!(Number.isInteger(value) && value >= 0)) ensure(false, key, { value });
}

export function combatant(tl: Timeline, id: string): TimelineCombatant {
  const c = coreOf(tl.store).get(id);
  if (c === undefined) throw new RuleError("TEMPO.TimeCount.Error.UnknownCombatant", { id });
  return c;
}

/** The lowest scheduled count (Infinity when nobody is left): an out-of-turn event cannot be later. */
export function firstDue(tl: Timeline): number {
  return coreOf(tl.store).min() ?? Number.POSITIVE_INFINITY;
}

export function dueNow(tl: Timeline, id: string): TimelineCombatant {
  const core = coreOf(tl.store);
  // The usual case, without a lookup by id: the first of those due acts (issue 16).
  const first = core.dueList()[0];
  if (first !== undefined && first.id === id) return first;
  const c = combatant(tl, id);
  if (c.next !== core.min()) ensure(false, "TEMPO.TimeCount.Error.NotYourTurn", { id });
  return c;
}
