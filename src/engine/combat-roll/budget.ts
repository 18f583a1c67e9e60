import { budgetLines, counted, mayTake, type BudgetLine } from "../turns/budget-lines";
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
