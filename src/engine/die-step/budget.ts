import { actionCost, budgetLines, type BudgetLine } from "../turns/budget-lines";
import type { TurnState } from "../turns/types";
import { DIE_STEP_TURNS, type DieStepCategory } from "./turns";

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

/**
 * What an action category costs, as a button says it (issue 29): its AP (major 2, minor 1, an interrupt 1,
 * borrowed from the next turn outside one's own), the whole turn (exclusive), or free; from the categories
 * the turn engine charges (DIE_STEP_TURNS).
 */
export function actionCostLine(category: DieStepCategory): BudgetLine {
  const cost = actionCost(DIE_STEP_TURNS, { category });
  if (cost.payment === "free") return { key: "TEMPO.DieStep.Cost.Free", data: {} };
  if (cost.amount === "all") return { key: "TEMPO.DieStep.Cost.WholeTurn", data: {} };
  return {
    key: cost.payment === "borrow" ? "TEMPO.DieStep.Cost.Interrupt" : "TEMPO.DieStep.Cost.Ap",
    data: { ap: cost.amount },
  };
}
