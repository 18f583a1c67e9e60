import { RuleError, ensure } from "../core/errors";
import { afterDebt, poolBudget, poolOf, withPool, type Pool } from "./budget";
import { payerOf } from "./carry";
import { TURN_ERR } from "./errors";
import { combatant, withCombatant } from "./flow";
import type { ActionInput, CombatantState, TurnConfig, TurnState } from "./types";

/**
 * What an action would cost: from the current AP, the next turn's AP, a reaction, or a free action, and
 * who pays it (`payer`: the combatant itself, or its carrier while it is carried, see carry.ts).
 */
export interface Payment {
  from: "ap" | "next-ap" | "reaction" | "free";
  amount: number;
  payer: string;
}

/** Of a pool, the AP an action of this kind may use: not those barred from it (movement or not). */
function usable(pool: Pool, movement: boolean): { usable: number; barred: number } {
  const barred = movement ? pool.noMovement : pool.movementOnly;
  return { usable: Math.max(0, pool.ap - barred), barred };
}

/**
 * Checks an action without taking it: returns the RuleError it would throw, or the payment.
 * The shell can use it to disable buttons. A carried combatant's action is paid by its carrier: the
 * carrier's turn, AP, debt and counts decide (the refusals then name the carrier).
 */
export function checkAction(
  state: TurnState,
  config: TurnConfig,
  id: string,
  action: ActionInput,
): RuleError | Payment {
  const c = combatant(state, config, id);
  const payer = combatant(state, config, payerOf(state, id));
  const rule = config.categories[action.category];
  if (rule === undefined) return new RuleError(TURN_ERR.UnknownCategory, { category: action.category });
  if (c.defeated) return new RuleError(TURN_ERR.Defeated, { id });
  if (c.surprised && state.round === 1 && config.surprise === "lose-first-turn") {
    return new RuleError(TURN_ERR.Surprised, { id });
  }
  const onTurn = state.active === payer.id;
  if (rule.timing === "turn" && !onTurn) return new RuleError(TURN_ERR.NotYourTurn, { id: payer.id });
  if (rule.timing === "others" && onTurn) return new RuleError(TURN_ERR.OnlyOutsideTurn, { id: payer.id });
  const max = config.maxAttacksPerRound;
  if (action.attack && max !== null && payer.attacks >= max) {
    return new RuleError(TURN_ERR.AttackLimit, { id: payer.id, max });
  }
  if (action.cost !== undefined && (!Number.isInteger(action.cost) || action.cost < 0)) {
    return new RuleError(TURN_ERR.BadNumber, { name: "cost", value: String(action.cost) });
  }
  const cost = action.cost ?? rule.cost;
  const movement = action.movement === true;
  switch (rule.payment) {
    case "free": {
      const limit = config.freeActions.max;
      if (limit !== null && payer.freeActions >= limit)
        return new RuleError(TURN_ERR.FreeActionUsed, { id: payer.id, max: limit });
      return { from: "free", amount: 0, payer: payer.id };
    }
    case "reaction":
      if (payer.reactions < 1) return new RuleError(TURN_ERR.NoReaction, { id: payer.id });
      return { from: "reaction", amount: 1, payer: payer.id };
    case "borrow":
      if (!onTurn) {
        const amount = cost === "all" ? 1 : cost;
        // what the next turn's pool (the pair's for a carrier) leaves for an action of this kind
        const next = usable(afterDebt(poolBudget(config, state, payer), payer.debt), movement);
        if (amount > next.usable)
          return new RuleError(TURN_ERR.NotEnoughNextAp, { id: payer.id, cost: amount, ap: next.usable });
        return { from: "next-ap", amount, payer: payer.id };
      }
      return payFromAp(payer, cost, movement);
    case "ap":
      return payFromAp(payer, cost, movement);
  }
}

function payFromAp(c: CombatantState, cost: number | "all", movement: boolean): RuleError | Payment {
  const amount = cost === "all" ? Math.max(1, c.ap) : cost;
  if (amount > c.ap) return new RuleError(TURN_ERR.NotEnoughAp, { id: c.id, cost: amount, ap: c.ap });
  // "all" takes every AP left (restricted ones too) but needs one it may use
  const needed = cost === "all" ? 1 : amount;
  const { usable: ap, barred } = usable(poolOf(c), movement);
  if (needed > ap) {
    const key = movement ? TURN_ERR.NoMovementAp : TURN_ERR.MovementOnlyAp;
    return new RuleError(key, { id: c.id, cost: needed, ap, barred });
  }
  return { from: "ap", amount, payer: c.id };
}

/** The payer's pool after paying `amount` AP: an action uses the AP restricted to its kind first. */
function paid(pool: Pool, amount: number, movement: boolean, all: boolean): Pool {
  if (all) return { ap: 0, movementOnly: 0, noMovement: 0 };
  const ap = pool.ap - amount;
  if (movement) return { ...pool, ap, movementOnly: Math.max(0, pool.movementOnly - amount) };
  return { ...pool, ap, noMovement: Math.max(0, pool.noMovement - amount) };
}

/** Takes an action: throws a RuleError when it is illegal, else returns the new state. */
export function act(state: TurnState, config: TurnConfig, id: string, action: ActionInput): TurnState {
  const result = checkAction(state, config, id, action);
  if (result instanceof RuleError) throw result;
  const c = state.combatants[result.payer]!;
  let next: CombatantState = { ...c };
  if (result.from === "ap") {
    const all = (action.cost ?? config.categories[action.category]!.cost) === "all";
    next = withPool(next, paid(poolOf(c), result.amount, action.movement === true, all));
  }
  if (result.from === "next-ap") next.debt += result.amount;
  if (result.from === "reaction") next.reactions -= 1;
  if (result.from === "free") next.freeActions += 1;
  if (action.attack) next.attacks += 1;
  if (state.active === c.id) next.turnActions += 1;
  next.taken = { ...c.taken, [action.category]: (c.taken?.[action.category] ?? 0) + 1 };
  ensure(next.ap >= 0, TURN_ERR.NotEnoughAp, { id: c.id, cost: result.amount, ap: c.ap });
  return withCombatant(state, next);
}
