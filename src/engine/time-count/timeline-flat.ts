/**
 * The Time Count's store for few combatants (issue 16): all of them in one array, in turn order
 * (next count, then arrival `seq`). With a handful of combatants a scan of a few slots is cheaper
 * than any map or heap; timeline-core.ts switches to its calendar queue above FLAT_MAX.
 */
import type { TimelineCombatant } from "./timeline-store";

/** Up to this many combatants, the core is a flat array; one more and it becomes a calendar. */
export const FLAT_MAX = 16;
/**
 * A calendar goes back to a flat array when it drops below this many combatants (well below
 * FLAT_MAX, so that adding and removing one combatant around the limit does not rebuild each time).
 */
export const FLAT_MIN = 8;

export function flatGet(flat: readonly TimelineCombatant[], id: string): TimelineCombatant | undefined {
  for (let i = 0; i < flat.length; i += 1) {
    const c = flat[i] as TimelineCombatant;
    if (c.id === id) return c;
  }
  return undefined;
}

/**
 * Sets (or, with undefined, removes) `id`, in place; returns what it replaced. The slot it held (or
 * a new one at the end) moves to where `value` belongs, the combatants in between shifting by one:
 * after those with an earlier count, or the same count and a `seq` not above its own (the
 * calendar's rule, so both keep the same order). No allocation.
 */
export function flatSet(
  flat: TimelineCombatant[],
  id: string,
  value: TimelineCombatant | undefined,
): TimelineCombatant | undefined {
  const n = flat.length;
  let i = 0;
  while (i < n && (flat[i] as TimelineCombatant).id !== id) i += 1;
  const old = i < n ? flat[i] : undefined;
  if (value === undefined) {
    if (old === undefined) return undefined;
    for (; i < n - 1; i += 1) flat[i] = flat[i + 1] as TimelineCombatant;
    flat.pop();
    return old;
  }
  if (old === undefined) flat.push(value);
  const next = value.next;
  const seq = value.seq;
  // Earlier: past those that come after it.
  while (i > 0) {
    const p = flat[i - 1] as TimelineCombatant;
    if (p.next < next || (p.next === next && p.seq <= seq)) break;
    flat[i] = p;
    i -= 1;
  }
  // Later: past those that do not come after it.
  const last = flat.length - 1;
  while (i < last) {
    const q = flat[i + 1] as TimelineCombatant;
    if (q.next > next || (q.next === next && q.seq > seq)) break;
    flat[i] = q;
    i += 1;
  }
  flat[i] = value;
  return old;
}

/** A flat store of `entries` (any order), or null on a duplicate id. O(n²): n is at most FLAT_MAX. */
export function flatLoad(entries: readonly TimelineCombatant[]): TimelineCombatant[] | null {
  const flat: TimelineCombatant[] = [];
  for (const c of entries) {
    if (flatGet(flat, c.id) !== undefined) return null;
    flat.push(c);
  }
  // Stable: entries with the same count and seq keep the order they came in, as in a calendar.
  return flat.sort((a, b) => a.next - b.next || a.seq - b.seq);
}
