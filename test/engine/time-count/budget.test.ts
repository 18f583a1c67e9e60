// The Time Count's budget on the sheet (issue 29): no rounds and no pool, so what is left is when it acts.
import { describe, expect, it } from "vitest";
import { turnBudget } from "../../../src/engine/time-count/budget";

describe("Time Count turnBudget", () => {
  it("its turn now, at the current count", () => {
    expect(turnBudget({ count: 5, next: 5, due: true, pendingUntil: null })).toEqual([
      { key: "TEMPO.TimeCount.Budget.DueNow", data: { count: 5 } },
    ]);
  });

  it("the count of its next turn and how many TC away", () => {
    expect(turnBudget({ count: 5, next: 9, due: false, pendingUntil: null })).toEqual([
      { key: "TEMPO.TimeCount.Budget.Next", data: { count: 9, counts: 4 } },
    ]);
  });

  it("an action still in its delay, until the count it takes effect at; none once it has", () => {
    expect(turnBudget({ count: 5, next: 9, due: false, pendingUntil: 8 })[1]).toEqual({
      key: "TEMPO.TimeCount.Budget.InProgress",
      data: { count: 8 },
    });
    expect(turnBudget({ count: 8, next: 9, due: false, pendingUntil: 8 })).toHaveLength(1);
  });

  it("nothing while it is not on the Time Count", () => {
    expect(turnBudget({ count: 5, next: null, due: false, pendingUntil: null })).toEqual([]);
  });
});
