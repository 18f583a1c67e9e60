import { ensure } from "../core/errors";
import { apBudget, reactionBudget } from "./budget";
import { TURN_ERR } from "./errors";
import { pairOf, partPair } from "./carry";
import { advance, freshCombatant } from "./flow";
import { compareInitiative } from "./order";
import type { CombatantInput, CombatantState, TurnConfig, TurnState } from "./types";

/**
 * A combatant leaves the fight (its token is removed from the combat). It leaves the order; if it was
 * the active one, the turn passes on as if its turn had ended. Leaving twice changes nothing. One of a
 * pair leaving parts the pair (carry.ts `partPair`).
 */
export function removeCombatant(before: TurnState, config: TurnConfig, id: string): TurnState {
  ensure(before.config === config.id, TURN_ERR.ConfigMismatch, { state: before.config, config: config.id });
  if (!(id in before.combatants)) return before;
  // one of a pair leaves: the pair parts first (the other goes on alone)
  const state = pairOf(before, id) === null ? before : partPair(before, config, id);
  const combatants = { ...state.combatants };
  delete combatants[id];
  for (const [other, c] of Object.entries(combatants)) {
    // a turn saved to follow the one who left is no longer waiting for it (its place stays)
    if (c.saved === id) combatants[other] = { ...c, saved: null };
  }
  const next: TurnState = {
    ...state,
    order: state.order.filter((x) => x !== id),
    roundOrder: state.roundOrder.filter((x) => x !== id),
    combatants,
    active: state.active === id ? null : state.active,
  };
  if (state.active !== id) return next;
  // Interpretation (docs/rules/combat-roll.md): the round goes on with the next combatant due.
  return Object.keys(combatants).length === 0 ? next : advance(next, config);
}

/**
 * A combatant joins a fight already under way (a reinforcement, a token added to the combat). It takes
 * its place in the lasting order by initiative (after those it ties with: they were there first) and
 * arrives with full budgets. If its place this round is still to come, it acts this round; if the
 * round has passed it, it waits for the next.
 */
export function joinCombat(state: TurnState, config: TurnConfig, input: CombatantInput): TurnState {
  ensure(state.config === config.id, TURN_ERR.ConfigMismatch, { state: state.config, config: config.id });
  ensure(!(input.id in state.combatants), TURN_ERR.DuplicateCombatant, { id: input.id });
  // a newcomer is never surprised: surprise is decided when the fight begins
  const base = freshCombatant(config, { ...input, surprised: false });
  const c: CombatantState = { ...base, ap: apBudget(config, base), reactions: reactionBudget(config, base) };
  const steps = config.tiebreak.filter((s) => s !== "random");
  const placeIn = (list: readonly string[]): string[] => {
    const at = list.findIndex((id) => {
      const other = state.combatants[id];
      return other !== undefined && compareInitiative(c, other, steps) < 0;
    });
    return at < 0 ? [...list, c.id] : [...list.slice(0, at), c.id, ...list.slice(at)];
  };
  const roundOrder = placeIn(state.roundOrder);
  // Already past its place this round (someone after it has started, or the round is between turns)?
  const after = roundOrder.slice(roundOrder.indexOf(c.id) + 1);
  const passed = state.active === null || after.some((id) => state.combatants[id]?.started === true);
  return {
    ...state,
    order: placeIn(state.order),
    roundOrder,
    combatants: { ...state.combatants, [c.id]: passed ? { ...c, done: true } : c },
  };
}
