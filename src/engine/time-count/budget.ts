import type { BudgetLine } from "../turns/budget-lines";
import { pendingInProgress } from "./pending";

/** Where a combatant stands on the Time Count, as its tracker row reads it. */
export interface CountPlace {
  /** The current count. */
  count: number;
  /** The count of its next turn; null while it is not on the Time Count. */
  next: number | null;
  /** It is due now (its turn, or one of a tie acting together). */
  due: boolean;
  /** The count its pending action takes effect at (a Speed Factor's delay), or null. */
  pendingUntil: number | null;
}

/**
 * A combatant's turn on the Time Count (issue 29): there are no rounds and no pool, so what is left is
 * when it acts next (its turn now, or the count of its next turn and how far off it is, in TC), and an
 * action still in its delay. Empty while it is not on the Time Count.
 */
export function turnBudget(place: CountPlace): BudgetLine[] {
  const { count, next, due, pendingUntil } = place;
  if (next === null) return [];
  const when: BudgetLine = due
    ? { key: "TEMPO.TimeCount.Budget.DueNow", data: { count } }
    : { key: "TEMPO.TimeCount.Budget.Next", data: { count: next, counts: next - count } };
  return pendingInProgress(pendingUntil, count)
    ? [when, { key: "TEMPO.TimeCount.Budget.InProgress", data: { count: pendingUntil ?? count } }]
    : [when];
}
