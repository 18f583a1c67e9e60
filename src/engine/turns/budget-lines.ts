// What a combatant has left of its turn, in words (a sheet's budget, issue 29): a language key and its
// numbers per line, the phase of its turn first, then the ruleset's own counts (each ruleset's engine
// words them: actions, AP, attacks, its reaction). Pure: the shell localizes and shows them.
import { RuleError } from "../core/errors";
import { checkAction } from "./actions";
import { apLeft, turnPhase, type TurnPhase } from "./queries";
import type { ActionInput, CombatantState, TurnConfig, TurnState } from "./types";

/** One line of words a rule gives the shell: a language key and its data (numbers, or plain text). */
export interface BudgetLine {
  key: string;
  data: Record<string, string | number>;
}

/** What a ruleset's counts are worded from: the combatant, its phase and its AP left (`apLeft`). */
export interface BudgetInput {
  state: TurnState;
  config: TurnConfig;
  combatant: CombatantState;
  phase: TurnPhase;
  apLeft: number;
}

const PHASE_KEY: Record<TurnPhase, string> = {
  active: "TEMPO.Turns.Budget.Active",
  waiting: "TEMPO.Turns.Budget.Waiting",
  delayed: "TEMPO.Turns.Budget.Delayed",
  done: "TEMPO.Turns.Budget.Done",
  surprised: "TEMPO.Turns.Budget.Surprised",
  defeated: "TEMPO.Turns.Budget.Defeated",
  carried: "TEMPO.Turns.Budget.Carried",
};

/** A count's line: the key for one (`<key>One`) or for any other number (`<key>`), with `{count}`. */
export function counted(key: string, count: number): BudgetLine {
  return { key: count === 1 ? `${key}One` : key, data: { count } };
}

/** Whether the engine would take this action from the combatant now (`checkAction` pays it). */
export function mayTake(state: TurnState, config: TurnConfig, id: string, action: ActionInput): boolean {
  return !(checkAction(state, config, id, action) instanceof RuleError);
}

/**
 * The lines of a combatant's budget: its phase, then `counts` (the ruleset's words), none of which a
 * combatant out of the fight, carried by another or losing its turn to surprise has. Empty when the state does not hold it.
 */
export function budgetLines(
  state: TurnState,
  config: TurnConfig,
  id: string,
  counts: (input: BudgetInput) => BudgetLine[],
): BudgetLine[] {
  const combatant = state.combatants[id];
  const phase = turnPhase(state, config, id);
  if (!combatant || phase === null) return [];
  const lines: BudgetLine[] = [{ key: PHASE_KEY[phase], data: {} }];
  // out of the fight, carried (its carrier's pool is the pair's), or surprised (no actions nor reactions)
  if (phase === "defeated" || phase === "carried" || phase === "surprised") return lines;
  return [...lines, ...counts({ state, config, combatant, phase, apLeft: apLeft(state, config, id) })];
}

/** What an action takes from the budget, by its category's rule: AP (or "all"), a reaction, or nothing. */
export interface ActionCost {
  payment: "ap" | "reaction" | "borrow" | "free";
  amount: number | "all";
}

/** The cost of an action in the turn engine's terms (its category's payment, its own cost first). */
export function actionCost(config: TurnConfig, action: ActionInput): ActionCost {
  const rule = config.categories[action.category];
  if (!rule) return { payment: "free", amount: 0 };
  return { payment: rule.payment, amount: rule.payment === "free" ? 0 : (action.cost ?? rule.cost) };
}
