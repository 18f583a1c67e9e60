import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/engine/core/errors";
import { correctNextCount } from "../../../src/engine/time-count/timeline-turns";
import { advanceCount } from "../../../src/engine/time-count/timeline-restore";
import {
  combatant,
  completeAction,
  createTimeline,
  nextUp,
  turnOrder,
} from "../../../src/engine/time-count/timeline";

// The seed's example at TC 7: Zherynn (dagger, SF 6) is next at 12, Garret is due now, Aeus at 13.
function atSeven() {
  const start = createTimeline([
    { id: "zherynn", initiative: 6 },
    { id: "aeus", initiative: 13, unsteady: true },
    { id: "garret", initiative: 7 },
  ]);
  const tl = advanceCount(completeAction(start, "zherynn", 6));
  expect(tl.count).toBe(7);
  return tl;
}

describe("the GM corrects a combatant's next count", () => {
  it("moves the turn to the count given; the order follows", () => {
    const tl = correctNextCount(atSeven(), "aeus", 9);
    expect(combatant(tl, "aeus").next).toBe(9);
    expect(turnOrder(tl).map((c) => [c.id, c.next])).toEqual([
      ["garret", 7],
      ["aeus", 9],
      ["zherynn", 12],
    ]);
    // Aeus keeps being unsteady: only acting ends it
    expect(combatant(tl, "aeus").unsteady).toBe(true);
  });

  it("a combatant moved onto an occupied count goes after those already there", () => {
    const tl = correctNextCount(atSeven(), "aeus", 7);
    expect(nextUp(tl)).toMatchObject({ count: 7, ids: ["garret", "aeus"] });
  });

  it("refuses a count before the current one, or not a whole number, changing nothing", () => {
    const tl = atSeven();
    expect(() => correctNextCount(tl, "aeus", 6)).toThrow(
      new RuleError("TEMPO.TimeCount.Error.CountInPast", { count: 6, now: 7 }),
    );
    expect(() => correctNextCount(tl, "aeus", 8.5)).toThrow(RuleError);
    expect(() => correctNextCount(tl, "nobody", 9)).toThrow(RuleError);
    expect(combatant(tl, "aeus").next).toBe(13);
  });
});
