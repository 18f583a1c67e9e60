import { actionCost, budgetLines, counted, mayTake, type BudgetLine } from "../turns/budget-lines";
import { COMBAT_ROLL_ACTIONS, type CombatRollActionId } from "./actions";
import { COMBAT_ROLL_TURNS } from "../turns/config";
import { attacksLeft } from "../turns/queries";
import type { TurnState } from "../turns/types";

/**
 * A character's round in the seed's words (issue 29): its phase, the AP left of the round's 3, the
 * attacks left of its 2, and whether a reaction is still open to it (paid from the same AP).
 */
export function turnBudget(state: TurnState, id: string): BudgetLine[] {
  return budgetLines(state, COMBAT_ROLL_TURNS, id, ({ apLeft }) => [
    { key: "TEMPO.CombatRoll.Budget.ApLeft", data: { ap: apLeft } },
    counted(
      "TEMPO.CombatRoll.Budget.AttacksLeft",
      attacksLeft(state, id, COMBAT_ROLL_TURNS.maxAttacksPerRound) ?? 0,
    ),
    mayTake(state, COMBAT_ROLL_TURNS, id, { category: "reaction" })
      ? { key: "TEMPO.CombatRoll.Budget.ReactionReady", data: {} }
      : { key: "TEMPO.CombatRoll.Budget.NoReaction", data: {} },
  ]);
}

/**
 * What an action of the seed costs, as its button says it (issue 29): 1 AP (a reaction's too, paid from
 * the same 3), or the round's one free action; from the table the turn engine charges
 * (COMBAT_ROLL_ACTIONS). The plain Move is no action: "does not cost them action points".
 */
export function actionCostLine(id: CombatRollActionId | "move"): BudgetLine {
  if (id === "move") return { key: "TEMPO.CombatRoll.Cost.NoAp", data: {} };
  const rule = COMBAT_ROLL_ACTIONS[id];
  const cost = actionCost(COMBAT_ROLL_TURNS, { category: rule.category });
  if (cost.payment === "free") return { key: "TEMPO.CombatRoll.Cost.Free", data: {} };
  const ap = cost.amount === "all" ? 0 : cost.amount;
  return rule.category === "primary"
    ? { key: "TEMPO.CombatRoll.Cost.Ap", data: { ap } }
    : { key: "TEMPO.CombatRoll.Cost.Reaction", data: { ap } };
}
