import { ensure } from "../core/errors";
import { TURN_ERR } from "./errors";
import { advance, combatant, withCombatant } from "./flow";
import type { TurnConfig, TurnState } from "./types";

function moveAfter(list: readonly string[], id: string, afterId: string): string[] {
  const rest = list.filter((x) => x !== id);
  const at = rest.indexOf(afterId);
  return [...rest.slice(0, at + 1), id, ...rest.slice(at + 1)];
}

/**
 * Saving your turn (seed 003; "hold" in seed 001): the active combatant, before acting, declares after
 * which combatant it becomes active. That combatant must still have its turn to take this round.
 * The change lasts for this round only.
 */
export function saveTurn(state: TurnState, config: TurnConfig, id: string, afterId: string): TurnState {
  const c = combatant(state, config, id);
  ensure(config.waiting.save, TURN_ERR.SaveNotAllowed, { id });
  ensure(state.active === id, TURN_ERR.NotYourTurn, { id });
  ensure(c.turnActions === 0, TURN_ERR.SaveNotAllowed, { id });
  const after = state.combatants[afterId];
  ensure(
    after !== undefined &&
      afterId !== id &&
      !after.done &&
      !after.defeated &&
      !after.delayed &&
      !after.carriedBy &&
      state.roundOrder.includes(afterId),
    TURN_ERR.SaveTarget,
    { id, after: afterId },
  );
  const roundOrder = moveAfter(state.roundOrder, id, afterId);
  return advance(withCombatant({ ...state, roundOrder }, { ...c, saved: afterId }), config);
}

/**
 * Delay (seed 001): the active combatant leaves the order (its start-of-turn already happened) and may
 * re-enter with `resumeTurn` after any current turn this round; a round that ends first costs it the turn.
 */
export function delayTurn(state: TurnState, config: TurnConfig, id: string): TurnState {
  const c = combatant(state, config, id);
  ensure(config.waiting.delay, TURN_ERR.DelayNotAllowed, { id });
  ensure(state.active === id, TURN_ERR.NotYourTurn, { id });
  return advance(withCombatant(state, { ...c, delayed: true }), config);
}

/**
 * Re-enters a delayed combatant right after the active one: it acts when the current turn ends, and
 * keeps this new place in the order for the rest of the combat.
 */
export function resumeTurn(state: TurnState, config: TurnConfig, id: string): TurnState {
  const c = combatant(state, config, id);
  ensure(c.delayed, TURN_ERR.NotDelayed, { id });
  const active = state.active;
  ensure(active !== null, TURN_ERR.RoundOver, { id });
  return {
    ...withCombatant(state, { ...c, delayed: false }),
    order: moveAfter(state.order, id, active),
    roundOrder: moveAfter(state.roundOrder, id, active),
  };
}
