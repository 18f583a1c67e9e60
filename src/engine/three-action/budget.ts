import { actionCost, budgetLines, counted, mayTake, type BudgetLine } from "../turns/budget-lines";
import { actionInput } from "./actions";
import type { TurnState } from "../turns/types";
import { THREE_ACTION_TURNS } from "./turns";

/**
 * A creature's turn in the seed's words (issue 29): its phase, the actions left of its turn (the ones its
 * turn will bring while it is to come), and its reaction: ready while the engine would take one, else
 * spent until its own turn refreshes it.
 */
export function turnBudget(state: TurnState, id: string): BudgetLine[] {
  return budgetLines(state, THREE_ACTION_TURNS, id, ({ apLeft, combatant }) => [
    counted("TEMPO.ThreeAction.Budget.ActionsLeft", apLeft),
    mayTake(state, THREE_ACTION_TURNS, id, { category: "reaction" })
      ? counted("TEMPO.ThreeAction.Budget.ReactionsReady", combatant.reactions)
      : { key: "TEMPO.ThreeAction.Budget.NoReaction", data: {} },
  ]);
}

/**
 * What an action of the seed costs, as its button says it (issue 29): its actions ("Ready" 2), a reaction,
 * or free; from the same table the turn engine charges (THREE_ACTIONS).
 */
export function actionCostLine(id: string): BudgetLine {
  const cost = actionCost(THREE_ACTION_TURNS, actionInput(id));
  if (cost.payment === "reaction") return { key: "TEMPO.ThreeAction.Cost.Reaction", data: {} };
  if (cost.payment === "free") return { key: "TEMPO.ThreeAction.Cost.Free", data: {} };
  return counted("TEMPO.ThreeAction.Cost.Actions", cost.amount === "all" ? 0 : cost.amount);
}
