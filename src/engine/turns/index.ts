/** Tempo's generic action-point turn engine (immutable, JSON state; rulesets are configuration). */
export type {
  ActionInput,
  BudgetModifier,
  CategoryRule,
  CombatantInput,
  CombatantState,
  Refresh,
  TiebreakStep,
  TurnConfig,
  TurnState,
} from "./types";
export { COMBAT_ROLL_TURNS, DIE_STEP_TURNS, THREE_ACTION_TURNS, TURN_CONFIGS } from "./config";
export { TURN_ERR } from "./errors";
export { apBudget, reactionBudget, pairPool, poolBudget, type Pool } from "./budget";
export { carry, partPair, payerOf, carriedOf, pairOf } from "./carry";
export { compareInitiative, sortWithTiebreak } from "./order";
export {
  startCombat,
  newRound,
  endTurn,
  setDefeated,
  setBudgetModifiers,
  combatant,
  zeroTaken,
} from "./flow";
export { act, checkAction, type Payment } from "./actions";
export { saveTurn, delayTurn, resumeTurn } from "./waiting";
export { removeCombatant, joinCombat } from "./roster";
export { activeCombatant, upcoming, attacksLeft, turnPhase, apLeft, type TurnPhase } from "./queries";
export { turnEvents, step, type TurnEvent, type TurnStep } from "./events";
export {
  actionCost,
  budgetLines,
  counted,
  mayTake,
  type ActionCost,
  type BudgetInput,
  type BudgetLine,
} from "./budget-lines";
