import { describe, expect, it } from "vitest";
import {
  completeAction,
  createTimeline,
  nextUp,
  removeCombatant,
  turnOrder,
} from "../../../src/engine/time-count/timeline";
import { restoreTimeline, timelineChanges } from "../../../src/engine/time-count/timeline-restore";

const order = (tl: Parameters<typeof turnOrder>[0]) => turnOrder(tl).map((c) => `${c.id}@${c.next}`);

describe("timeline versions (the store is rerooted, never shared wrongly)", () => {
  it("keeps two branches from one timeline apart, read in any order", () => {
    const start = createTimeline([
      { id: "a", initiative: 3 },
      { id: "b", initiative: 3 },
      { id: "c", initiative: 5 },
    ]);
    const left = completeAction(start, "a", 4);
    const right = completeAction(start, "b", 1);
    const rightGone = removeCombatant(right, "c");
    expect(order(left)).toEqual(["b@3", "c@5", "a@7"]);
    expect(order(rightGone)).toEqual(["a@3", "b@4"]);
    expect(order(start)).toEqual(["a@3", "b@3", "c@5"]);
    expect(order(right)).toEqual(["a@3", "b@4", "c@5"]);
    expect(nextUp(left).ids).toEqual(["b"]);
    expect(rightGone.size).toBe(2);
    expect(timelineChanges(left, right).map((c) => c.id)).toEqual(["a", "b"]);
  });

  it("restores arrival order within a count from stored entries in any order", () => {
    const a = {
      id: "a",
      initiative: 1,
      next: 4,
      unsteady: false,
      pending: null,
      pendingUntil: null,
      readied: null,
    };
    const tl = restoreTimeline(2, [
      { ...a, id: "late", seq: 9 },
      { ...a, id: "early", seq: 2 },
      { ...a, id: "later", next: 6, seq: 1 },
    ]);
    expect(order(tl)).toEqual(["early@4", "late@4", "later@6"]);
    expect(completeAction(tl, "early", 0).nextSeq).toBe(11);
  });
});
