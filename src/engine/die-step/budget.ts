import { budgetLines, type BudgetLine } from "../turns/budget-lines";
import type { TurnState } from "../turns/types";
import { DIE_STEP_TURNS } from "./turns";

/**
 * A character's turn in the seed's words (issue 29): its phase, the AP left of its turn (what its turn
 * will bring while it is to come, the interrupts it owes already taken off), and the AP its interrupts
 * owe its next turn ("an interrupt spends AP from the next turn").
 */
export function turnBudget(state: TurnState, id: string): BudgetLine[] {
  return budgetLines(state, DIE_STEP_TURNS, id, ({ apLeft, combatant }) => [
    { key: "TEMPO.DieStep.Budget.ApLeft", data: { ap: apLeft } },
    ...(combatant.debt > 0 ? [{ key: "TEMPO.DieStep.Budget.Owed", data: { ap: combatant.debt } }] : []),
  ]);
}
