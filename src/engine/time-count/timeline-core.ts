/**
 * The mutable core under the immutable Time Count (issue 16): a calendar queue (one bucket per
 * occupied count, each in arrival order) over a lazy binary min-heap of counts, and a map by id.
 * Persistence comes from rerooting (Baker's trick for persistent arrays): only the newest version
 * holds the core; every older version holds a one-combatant diff towards a newer one. Reading an
 * older version reroots the core to it (undoing the diffs on the way), so earlier timelines stay
 * readable and unchanged, while the usual linear use (each step reads the last timeline) costs
 * O(1) per step plus the heap and bucket work.
 */
import type { TimelineCombatant } from "./timeline-store";

export class Core {
  readonly byId = new Map<string, TimelineCombatant>();
  /** Occupied counts → the combatants due then, ascending `seq` (arrival order). */
  readonly buckets = new Map<number, TimelineCombatant[]>();
  /** A binary min-heap of counts; a count whose bucket has emptied is dropped when it reaches the top. */
  readonly heap: number[] = [];

  /** The earliest occupied count, or null. */
  min(): number | null {
    const heap = this.heap;
    while (heap.length > 0) {
      const top = heap[0] as number;
      if (this.buckets.has(top)) return top;
      this.pop();
    }
    return null;
  }

  minBucket(): readonly TimelineCombatant[] {
    const m = this.min();
    return m === null ? [] : (this.buckets.get(m) ?? []);
  }

  /** Sets (or, with undefined, removes) the combatant `id`; returns what it replaced. */
  set(id: string, value: TimelineCombatant | undefined): TimelineCombatant | undefined {
    const old = this.byId.get(id);
    if (old !== undefined) this.unplace(old);
    if (value === undefined) this.byId.delete(id);
    else {
      this.byId.set(id, value);
      this.place(value);
    }
    return old;
  }

  /**
   * Fills an empty core: bucketing and the heap of counts are O(n) (Floyd's heapify); a bucket is
   * sorted by arrival only when it is not in order already. False on a duplicate id.
   */
  load(entries: readonly TimelineCombatant[]): boolean {
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

  private place(c: TimelineCombatant): void {
    const bucket = this.buckets.get(c.next);
    if (bucket === undefined) {
      this.buckets.set(c.next, [c]);
      this.push(c.next);
      return;
    }
    // A new arrival has the highest seq: appended. Undoing a diff may put back an older one.
    let at = bucket.length;
    while (at > 0 && (bucket[at - 1] as TimelineCombatant).seq > c.seq) at -= 1;
    if (at === bucket.length) bucket.push(c);
    else bucket.splice(at, 0, c);
  }

  private unplace(c: TimelineCombatant): void {
    const bucket = this.buckets.get(c.next);
    if (bucket === undefined) return;
    const at = bucket.indexOf(c);
    if (at < 0) return;
    if (bucket.length === 1) this.buckets.delete(c.next);
    else if (at === 0) bucket.shift();
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
