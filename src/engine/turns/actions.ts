import { RuleError, ensure } from "../core/errors";
import { apBudget } from "./budget";
import { TURN_ERR } from "./errors";
import { combatant, withCombatant } from "./flow";
import type { ActionInput, CombatantState, TurnConfig, TurnState } from "./types";

/** What an action would cost: from the current AP, the next turn's AP, a reaction, or a free action. */
export interface Payment {
  from: "ap" | "next-ap" | "reaction" | "free";
  amount: number;
}

/**
 * Checks an action without taking it: returns the RuleError it would throw, or the payment.
 * The shell can use it to disable buttons.
 */
export function checkAction(
  state: TurnState,
  config: TurnConfig,
  id: string,
  action: ActionInput,
): RuleError | Payment {
  const c = combatant(state, config, id);
  const rule = config.categories[action.category];
  if (rule === undefined) return new RuleError(TURN_ERR.UnknownCategory, { category: action.category });
  if (c.defeated) return new RuleError(TURN_ERR.Defeated, { id });
  if (c.surprised && state.round === 1 && config.surprise === "lose-first-turn") {
    return new RuleError(TURN_ERR.Surprised, { id });
  }
  const onTurn = state.active === id;
  if (rule.timing === "turn" && !onTurn) return new RuleError(TURN_ERR.NotYourTurn, { id });
  if (rule.timing === "others" && onTurn) return new RuleError(TURN_ERR.OnlyOutsideTurn, { id });
  const max = config.maxAttacksPerRound;
  if (action.attack && max !== null && c.attacks >= max) {
    return new RuleError(TURN_ERR.AttackLimit, { id, max });
  }
  if (action.cost !== undefined && (!Number.isInteger(action.cost) || action.cost < 0)) {
    return new RuleError(TURN_ERR.BadNumber, { name: "cost", value: String(action.cost) });
  }
  const cost = action.cost ?? rule.cost;
  switch (rule.payment) {
    case "free": {
      const limit = config.freeActions.max;
      if (limit !== null && c.freeActions >= limit)
        return new RuleError(TURN_ERR.FreeActionUsed, { id, max: limit });
      return { from: "free", amount: 0 };
    }
    case "reaction":
      if (c.reactions < 1) return new RuleError(TURN_ERR.NoReaction, { id });
      return { from: "reaction", amount: 1 };
    case "borrow":
      if (!onTurn) {
        const amount = cost === "all" ? 1 : cost;
        const left = apBudget(config, c) - c.debt;
        if (amount > left) return new RuleError(TURN_ERR.NotEnoughNextAp, { id, cost: amount, ap: left });
        return { from: "next-ap", amount };
      }
      return payFromAp(c, cost);
    case "ap":
      return payFromAp(c, cost);
  }
}

function payFromAp(c: CombatantState, cost: number | "all"): RuleError | Payment {
  const amount = cost === "all" ? Math.max(1, c.ap) : cost;
  if (amount > c.ap) return new RuleError(TURN_ERR.NotEnoughAp, { id: c.id, cost: amount, ap: c.ap });
  return { from: "ap", amount };
}

/** Takes an action: throws a RuleError when it is illegal, else returns the new state. */
export function act(state: TurnState, config: TurnConfig, id: string, action: ActionInput): TurnState {
  const result = checkAction(state, config, id, action);
  if (result instanceof RuleError) throw result;
  const c = state.combatants[id]!;
  const next: CombatantState = { ...c };
  if (result.from === "ap") next.ap -= result.amount;
  if (result.from === "next-ap") next.debt += result.amount;
  if (result.from === "reaction") next.reactions -= 1;
  if (result.from === "free") next.freeActions += 1;
  if (action.attack) next.attacks += 1;
  if (state.active === id) next.turnActions += 1;
  next.taken = { ...c.taken, [action.category]: (c.taken?.[action.category] ?? 0) + 1 };
  ensure(next.ap >= 0, TURN_ERR.NotEnoughAp, { id, cost: result.amount, ap: c.ap });
  return withCombatant(state, next);
}
