import { describe, expect, it } from "vitest";
import {
  addCombatant,
  completeAction,
  createTimeline,
  hasCombatant,
  nextUp,
  removeCombatant,
  turnOrder,
  type Timeline,
} from "../../../src/engine/time-count/timeline";
import { correctNextCount } from "../../../src/engine/time-count/timeline-turns";
import { restoreTimeline, timelineChanges } from "../../../src/engine/time-count/timeline-restore";
import { Core, coreOf, derive, Version } from "../../../src/engine/time-count/timeline-core";
import { FLAT_MAX, FLAT_MIN } from "../../../src/engine/time-count/timeline-flat";
import type { TimelineCombatant } from "../../../src/engine/time-count/timeline-store";
import { WALK_BUDGET_MS } from "../../budgets";

/** A small seeded generator (LCG): the same trajectory on every run. */
function random(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return (s >>> 8) % n;
  };
}

const entry = (id: string, next: number, seq: number): TimelineCombatant => ({
  id,
  initiative: 0,
  next,
  unsteady: false,
  pending: null,
  pendingUntil: null,
  readied: null,
  seq,
});

/** Everything a core answers, as plain data. */
function view(core: Core) {
  const min = core.min();
  const due: string[] = [];
  for (const c of core.dueList()) {
    if (c.next !== min) break;
    due.push(c.id);
  }
  const order = core.ordered();
  const found = order.every((c) => core.get(c.id) === c) && core.get("nobody") === undefined;
  return { size: core.size, min, due, found, order: order.map((c) => `${c.id}@${c.next}#${c.seq}`) };
}

describe("the flat core and the calendar core walk the same trajectories", () => {
  // Always flat, always a calendar, the default switch, and a switch at 4/2 (very often).
  const kinds = () => [new Core(Infinity, 0), new Core(-1, -1), new Core(), new Core(4, 2)];

  it(
    "agree on every version, read in any order, with ties, removals, put-backs and branches",
    { timeout: WALK_BUDGET_MS },
    () => {
      const roll = random(16);
      const stores: Version[][] = kinds().map((core) => [new Version(core)]);
      let seq = 0;
      let ids = 0;
      let flatSeen = 0;
      let calendarSeen = 0;
      for (let step = 0; step < 512; step += 1) {
        const versions = stores[0] as Version[];
        // Mostly the newest version; sometimes a recent older one (a branch).
        const base = versions.length - 1 - (roll(5) === 0 ? roll(Math.min(versions.length, 8)) : 0);
        const now = view(coreOf(versions[base] as Version));
        const wave = (step >> 7) % 2 === 0 ? 40 : 3; // grows past FLAT_MAX, then shrinks below FLAT_MIN
        const min = now.min ?? 0;
        const present = now.order.map((s) => s.slice(0, s.indexOf("@")));
        let id: string;
        let value: TimelineCombatant | undefined;
        const op = roll(10);
        if (present.length === 0 || (now.size < wave && op < 6)) {
          id = `c${ids++}`;
          value = entry(id, min + roll(4), seq++);
        } else if (now.size > wave && op < 6) {
          id = present[roll(present.length)] as string;
          value = undefined;
        } else if (op < 8) {
          id = now.due[0] as string; // acts: its next turn at the count plus an SF (0 included)
          value = entry(id, min + roll(4), seq++);
        } else {
          id = present[roll(present.length)] as string; // moved, keeping an older seq
          value = entry(id, min + roll(6), roll(seq + 1));
        }
        for (const store of stores) store.push(derive(store[base] as Version, id, value));
        // The new version and two others, each read from every store.
        for (const at of [versions.length - 1, roll(versions.length), roll(versions.length)]) {
          const [first, ...rest] = stores.map((store) => view(coreOf(store[at] as Version)));
          expect(first?.found).toBe(true);
          // Compared as text: thousands of comparisons, kept cheap.
          for (const other of rest) expect(JSON.stringify(other)).toBe(JSON.stringify(first));
        }
        const defaultCore = coreOf((stores[2] as Version[])[versions.length - 1] as Version);
        if (defaultCore.flat === null) calendarSeen += 1;
        else flatSeen += 1;
      }
      expect(flatSeen).toBeGreaterThan(100);
      expect(calendarSeen).toBeGreaterThan(100);
    },
  );

  it("load the same entries into the same order (unsorted, shared counts and seqs)", () => {
    const roll = random(7);
    for (const size of [0, 1, 5, FLAT_MAX, FLAT_MAX + 1, 40]) {
      const entries = Array.from({ length: size }, (_, i) => entry(`e${i}`, roll(5), roll(size)));
      const views = kinds().map((core) => {
        expect(core.load(entries)).toBe(true);
        return view(core);
      });
      for (const v of views.slice(1)) expect(v).toEqual(views[0]);
      for (const core of kinds()) expect(core.load([...entries, entry("e0", 1, 1)])).toBe(size === 0);
    }
  });
});

interface Model {
  readonly count: number;
  readonly nextSeq: number;
  readonly list: readonly { id: string; next: number; seq: number }[];
}

const modelOrder = (m: Model) =>
  [...m.list].sort((a, b) => a.next - b.next || a.seq - b.seq).map((c) => `${c.id}@${c.next}#${c.seq}`);
const order = (tl: Timeline) => turnOrder(tl).map((c) => `${c.id}@${c.next}#${c.seq}`);

describe("the timeline across the flat / calendar switch (FLAT_MAX, FLAT_MIN)", () => {
  it("matches a plain sorted list on every version, old ones included", { timeout: WALK_BUDGET_MS }, () => {
    const roll = random(2026);
    const versions: [Timeline, Model][] = [[createTimeline([]), { count: 0, nextSeq: 0, list: [] }]];
    let ids = 0;
    const sizes = new Set<string>();
    for (let step = 0; step < 400; step += 1) {
      const base = versions.length - 1 - (roll(6) === 0 ? roll(Math.min(versions.length, 8)) : 0);
      const [tl, m] = versions[base] as [Timeline, Model];
      const wave = (step >> 6) % 2 === 0 ? FLAT_MAX + 12 : FLAT_MIN - 4;
      const op = roll(10);
      let next: [Timeline, Model];
      if (m.list.length === 0 || (m.list.length < wave && op < 6)) {
        const id = `n${ids++}`;
        const initiative = roll(4);
        next = [
          addCombatant(tl, { id, initiative }),
          {
            ...m,
            nextSeq: m.nextSeq + 1,
            list: [...m.list, { id, next: m.count + initiative, seq: m.nextSeq }],
          },
        ];
      } else if (m.list.length > wave && op < 6) {
        const id = (m.list[roll(m.list.length)] as { id: string }).id;
        next = [removeCombatant(tl, id), { ...m, list: m.list.filter((c) => c.id !== id) }];
      } else if (op < 8) {
        const up = nextUp(tl);
        const id = up.ids[0] as string;
        const sf = roll(4);
        next = [
          completeAction(tl, id, sf),
          {
            count: up.count,
            nextSeq: m.nextSeq + 1,
            list: m.list.map((c) => (c.id === id ? { id, next: up.count + sf, seq: m.nextSeq } : c)),
          },
        ];
      } else {
        const id = (m.list[roll(m.list.length)] as { id: string }).id;
        const count = m.count + roll(5);
        next = [
          correctNextCount(tl, id, count),
          {
            ...m,
            nextSeq: m.nextSeq + 1,
            list: m.list.map((c) => (c.id === id ? { id, next: count, seq: m.nextSeq } : c)),
          },
        ];
      }
      versions.push(next);
      for (const at of [versions.length - 1, roll(versions.length)]) {
        const [t, mm] = versions[at] as [Timeline, Model];
        const expected = modelOrder(mm);
        expect(order(t)).toEqual(expected);
        expect(t.size).toBe(mm.list.length);
        expect(t.count).toBe(mm.count);
        const first = mm.list.length === 0 ? undefined : Math.min(...mm.list.map((c) => c.next));
        const up = nextUp(t);
        expect(up.count).toBe(first ?? t.count);
        expect(up.ids).toEqual(expected.filter((s) => s.includes(`@${first}#`)).map((s) => s.split("@")[0]));
        for (const c of mm.list) expect(hasCombatant(t, c.id)).toBe(true);
        expect(hasCombatant(t, "nobody")).toBe(false);
        // Restored from what it shows, it shows the same (either store, by its size).
        expect(order(restoreTimeline(t.count, turnOrder(t)))).toEqual(expected);
      }
      const [t] = versions[versions.length - 1] as [Timeline, Model];
      sizes.add(coreOf(t.store).flat === null ? `calendar ${t.size > FLAT_MAX ? "big" : "mid"}` : "flat");
    }
    expect([...sizes].sort()).toEqual(["calendar big", "calendar mid", "flat"]);
  });

  it("keeps ties in arrival order, and older versions readable, when the store switches both ways", () => {
    const start = createTimeline(
      Array.from({ length: FLAT_MAX }, (_, i) => ({ id: `a${i}`, initiative: 1 + (i % 3) })),
    );
    expect(coreOf(start.store).flat).not.toBeNull();
    const before = order(start);
    const big = addCombatant(start, { id: "late", initiative: 1 });
    expect(coreOf(big.store).flat).toBeNull();
    const acted = completeAction(big, "a0", 0); // a Free action: after everyone due at count 1
    expect(nextUp(acted).ids).toEqual(["a3", "a6", "a9", "a12", "a15", "late", "a0"]);
    let small = acted;
    for (let i = 1; i < FLAT_MAX; i += 1) small = removeCombatant(small, `a${i}`);
    expect(coreOf(small.store).flat).not.toBeNull();
    expect(order(small)).toEqual(["late@1#16", "a0@1#17"]);
    expect(order(start)).toEqual(before);
    expect(nextUp(big).ids).toEqual(["a0", "a3", "a6", "a9", "a12", "a15", "late"]);
    expect(timelineChanges(start, small).map((c) => c.id)).toEqual(["late", "a0"]);
    expect(order(small)).toEqual(["late@1#16", "a0@1#17"]);
  });
});
