/**
 * The mutable core under the immutable Time Count (issue 16). Persistence comes from rerooting
 * (Baker's trick for persistent arrays): only the newest version read holds the core; every other
 * version holds a one-combatant diff towards a newer one. Reading an older version reroots the core
 * to it (undoing the diffs on the way), so earlier timelines stay readable and unchanged, while the
 * usual linear use (each step reads the last timeline) costs O(1) per step plus the core's own work.
 *
 * The core is a flat array in turn order while there are few combatants (timeline-flat.ts), and a
 * calendar queue (one bucket per occupied count, each in arrival order, over a lazy binary min-heap
 * of counts, and a map by id) when there are more. Both keep the same order, so the switch between
 * them changes nothing that can be read. One class for both (not a calendar object behind the
 * core): the calendar's path stays as short as it was before the flat one existed.
 */
import { FLAT_MAX, FLAT_MIN, flatGet, flatLoad, flatSet } from "./timeline-flat";
import type { TimelineCombatant } from "./timeline-store";

export class Core {
  /** Few combatants: all of them in turn order (the calendar below is then empty); else null. */
  flat: TimelineCombatant[] | null = [];
  readonly byId = new Map<string, TimelineCombatant>();
  /** Occupied counts → the combatants due then, ascending `seq` (arrival order). */
  readonly buckets = new Map<number, TimelineCombatant[]>();
  /** A binary min-heap of counts; a count whose bucket has emptied is dropped when it reaches the top. */
  readonly heap: number[] = [];
  /** The bucket of the earliest occupied count and that count, once `min` has found them; else null. */
  private top: TimelineCombatant[] | null = null;
  private topKey = 0;

  /**
   * `flatMax` and `flatMin` (FLAT_MAX and FLAT_MIN unless a test wants the switch elsewhere): up to
   * `flatMax` combatants the core is flat; a calendar goes back to flat below `flatMin`.
   */
  constructor(
    private readonly flatMax = FLAT_MAX,
    private readonly flatMin = FLAT_MIN,
  ) {}

  get size(): number {
    const flat = this.flat;
    return flat !== null ? flat.length : this.byId.size;
  }

  get(id: string): TimelineCombatant | undefined {
    const flat = this.flat;
    return flat !== null ? flatGet(flat, id) : this.byId.get(id);
  }

  /** The earliest occupied count, or null. */
  min(): number | null {
    const flat = this.flat;
    if (flat !== null) return flat.length > 0 ? (flat[0] as TimelineCombatant).next : null;
    if (this.top !== null) return this.topKey;
    const heap = this.heap;
    while (heap.length > 0) {
      const key = heap[0] as number;
      const bucket = this.buckets.get(key);
      if (bucket !== undefined) {
        this.top = bucket;
        this.topKey = key;
        return key;
      }
      this.pop();
    }
    return null;
  }

  /**
   * A list that starts with everyone due at the earliest count, in arrival order; it may go on with
   * later ones (read it up to the first entry with another count). Not to be kept or changed.
   */
  dueList(): readonly TimelineCombatant[] {
    const flat = this.flat;
    if (flat !== null) return flat;
    return this.min() === null ? [] : (this.top as TimelineCombatant[]);
  }

  /** Every combatant in turn order (next count, then arrival): a new array. */
  ordered(): TimelineCombatant[] {
    const flat = this.flat;
    if (flat !== null) return flat.slice();
    const counts = [...this.buckets.keys()].sort((a, b) => a - b);
    const out: TimelineCombatant[] = [];
    for (const k of counts) for (const c of this.buckets.get(k) ?? []) out.push(c);
    return out;
  }

  /** Sets (or, with undefined, removes) the combatant `id`; returns what it replaced. */
  set(id: string, value: TimelineCombatant | undefined): TimelineCombatant | undefined {
    const flat = this.flat;
    if (flat !== null) {
      const replaced = flatSet(flat, id, value);
      if (flat.length > this.flatMax) this.loadCalendar(flat);
      return replaced;
    }
    const old = this.byId.get(id);
    if (old !== undefined) this.unplace(old);
    if (value === undefined) this.byId.delete(id);
    else {
      this.byId.set(id, value);
      this.place(value);
    }
    if (value === undefined && this.byId.size < this.flatMin) {
      const all = this.ordered();
      this.byId.clear();
      this.buckets.clear();
      this.heap.length = 0;
      this.top = null;
      this.flat = all;
    }
    return old;
  }

  /** Fills an empty core with `entries` (any order). False on a duplicate id. */
  load(entries: readonly TimelineCombatant[]): boolean {
    if (entries.length > this.flatMax) return this.loadCalendar(entries);
    const flat = flatLoad(entries);
    if (flat === null) return false;
    this.flat = flat;
    return true;
  }

  /**
   * Fills the empty calendar (the core stops being flat): bucketing and the heap of counts are O(n)
   * (Floyd's heapify); a bucket is sorted by arrival only when it is not in order already. False on
   * a duplicate id.
   */
  private loadCalendar(entries: readonly TimelineCombatant[]): boolean {
    this.flat = null;
    this.top = null;
    for (const c of entries) {
      if (this.byId.has(c.id)) return false;
      this.byId.set(c.id, c);
      const bucket = this.buckets.get(c.next);
      if (bucket === undefined) this.buckets.set(c.next, [c]);
      else bucket.push(c);
    }
    for (const bucket of this.buckets.values()) {
      let sorted = true;
      for (let i = 1; i < bucket.length && sorted; i += 1)
        sorted = (bucket[i - 1] as TimelineCombatant).seq < (bucket[i] as TimelineCombatant).seq;
      if (!sorted) bucket.sort((a, b) => a.seq - b.seq);
    }
    const heap = this.heap;
    heap.length = 0;
    for (const k of this.buckets.keys()) heap.push(k);
    for (let i = (heap.length >> 1) - 1; i >= 0; i -= 1) this.siftDown(i, heap[i] as number);
    return true;
  }

  /** The bucket of `count`, or undefined (the top one without a map lookup). */
  private bucketAt(count: number): TimelineCombatant[] | undefined {
    const top = this.top;
    return top !== null && count === this.topKey ? top : this.buckets.get(count);
  }

  private place(c: TimelineCombatant): void {
    const bucket = this.bucketAt(c.next);
    if (bucket === undefined) {
      const fresh = [c];
      this.buckets.set(c.next, fresh);
      this.push(c.next);
      if (this.top !== null && c.next < this.topKey) {
        this.top = fresh;
        this.topKey = c.next;
      }
      return;
    }
    // A new arrival has the highest seq: appended. Undoing a diff may put back an older one.
    let at = bucket.length;
    while (at > 0 && (bucket[at - 1] as TimelineCombatant).seq > c.seq) at -= 1;
    if (at === bucket.length) bucket.push(c);
    else bucket.splice(at, 0, c);
  }

  private unplace(c: TimelineCombatant): void {
    const bucket = this.bucketAt(c.next);
    if (bucket === undefined) return;
    const at = bucket.indexOf(c);
    if (at < 0) return;
    if (bucket.length === 1) {
      this.buckets.delete(c.next);
      if (bucket === this.top) {
        // The earliest count emptied: its key is (one of) the heap's top, dropped now.
        this.top = null;
        if (this.heap[0] === c.next) this.pop();
      }
    } else if (at === 0) bucket.shift();
    else bucket.splice(at, 1);
  }

  private push(key: number): void {
    const heap = this.heap;
    let i = heap.length;
    heap.push(key);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = heap[parent] as number;
      if (p <= key) break;
      heap[i] = p;
      i = parent;
    }
    heap[i] = key;
  }

  private pop(): void {
    const last = this.heap.pop() as number;
    if (this.heap.length > 0) this.siftDown(0, last);
  }

  /** Puts `key` at slot i of the heap and moves it down to its place. */
  private siftDown(start: number, key: number): void {
    const heap = this.heap;
    const n = heap.length;
    let i = start;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      const child = r < n && (heap[r] as number) < (heap[l] as number) ? r : l;
      if ((heap[child] as number) >= key) break;
      heap[i] = heap[child] as number;
      i = child;
    }
    heap[i] = key;
  }
}

/** One version of the store: the core itself (the newest one read), or a diff towards another version. */
export class Version {
  constructor(
    public core: Core | null,
    public parent: Version | null = null,
    public id = "",
    public value: TimelineCombatant | undefined = undefined,
  ) {}
}

/** The core, rerooted to `v` (undoing the diffs between the version holding it and `v`). */
export function coreOf(v: Version): Core {
  if (v.core !== null) return v.core;
  const path: Version[] = [];
  let at: Version = v;
  while (at.core === null) {
    path.push(at);
    at = at.parent as Version;
  }
  const core = at.core;
  // Walk back from the holder towards v, turning each diff around.
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const child = path[i] as Version;
    const old = core.set(child.id, child.value);
    at.core = null;
    at.parent = child;
    at.id = child.id;
    at.value = old;
    child.core = core;
    child.parent = null;
    child.value = undefined;
    at = child;
  }
  return core;
}

/** A new version: `v` with combatant `id` set to `value` (v becomes a diff towards it). */
export function derive(v: Version, id: string, value: TimelineCombatant | undefined): Version {
  const core = coreOf(v);
  const old = core.set(id, value);
  const next = new Version(core);
  v.core = null;
  v.parent = next;
  v.id = id;
  v.value = old;
  return next;
}
