import type { BudgetModifier, TurnConfig, TurnState } from "../turns/types";
import { delayTurn, saveTurn } from "../turns/waiting";
import { actionBudget, checkConditions } from "./basics";

/**
 * Three-Action Turns (seed 001) for the action-point turn engine: 3 actions per turn and 1 reaction,
 * both refilled at the start of one's OWN turn (so an unused reaction lasts through the round boundary
 * until that start); free actions unlimited (any time they are triggered); initiative ties at random;
 * hold (declare after whom) and delay (re-enter after any turn); creatures unaware of the fight skip
 * round 1. Ready costs 2 actions (`ActionInput.cost`, see THREE_ACTIONS).
 */
export const THREE_ACTION_TURNS: TurnConfig = {
  id: "three-action",
  ap: 3,
  apRefresh: "own-turn",
  reactions: 1,
  reactionRefresh: "own-turn",
  maxAttacksPerRound: null,
  freeActions: { max: null },
  categories: {
    action: { timing: "turn", payment: "ap", cost: 1 },
    reaction: { timing: "any", payment: "reaction", cost: 1 },
    free: { timing: "any", payment: "free", cost: 0 },
  },
  tiebreak: ["random"],
  waiting: { save: true, delay: true },
  surprise: "lose-first-turn",
};

/**
 * The turn engine's budget modifiers for a creature's conditions (the same numbers as actionBudget):
 * Slowed −1 action −1 reaction, Incapacitated −2 and −2, Stunned / Unconscious / dead none at all.
 */
export function budgetModifiers(conditions: readonly string[]): BudgetModifier[] {
  const set = new Set(checkConditions(conditions));
  const out: BudgetModifier[] = [];
  for (const c of ["stunned", "unconscious", "dead"] as const) {
    if (set.has(c)) {
      out.push({ pool: "ap", op: "zero", source: c }, { pool: "reactions", op: "zero", source: c });
    }
  }
  for (const [c, amount] of [
    ["slowed", 1],
    ["incapacitated", 2],
  ] as const) {
    if (set.has(c)) {
      out.push({ pool: "ap", op: "subtract", amount, source: c });
      out.push({ pool: "reactions", op: "subtract", amount, source: c });
    }
  }
  return out;
}

function moveAfter(list: readonly string[], id: string, afterId: string): string[] {
  const rest = list.filter((x) => x !== id);
  const at = rest.indexOf(afterId);
  return [...rest.slice(0, at + 1), id, ...rest.slice(at + 1)];
}

/**
 * Hold (seed 001: "drop its point in the Initiative count to a lower position"): the active creature,
 * before acting, names the creature after whose turn it enters; unlike Combat Roll's save, the new
 * place lasts for the rest of the combat (Interpretation 15).
 */
export function holdTurn(state: TurnState, config: TurnConfig, id: string, afterId: string): TurnState {
  const next = saveTurn(state, config, id, afterId);
  return { ...next, order: moveAfter(next.order, id, afterId) };
}

/**
 * Delay lasts across rounds (seed 001: "Until the Creature enters the Initiative again they continue
 * to suffer any ongoing Effects each Round at their original Initiative"). The turn engine clears
 * `delayed` at every new round; call this right after the engine began a new round (`before` = the
 * state at the end of the last round, `after` = the new round's state) to keep every creature that was
 * still delaying out of the order. Its reaction stays as it was (it lasts until the creature's next
 * real turn start, when it re-enters); its start-of-turn effects still fire at its place
 * (`originalPlacesPassed`, given the state this returns).
 */
export function keepDelays(before: TurnState, after: TurnState, config: TurnConfig): TurnState {
  const delaying = Object.values(before.combatants)
    .filter((c) => c.delayed && !c.defeated)
    .map((c) => c.id);
  if (after.round === before.round || delaying.length === 0) return after;
  let state = after;
  // The new round may have begun with a delaying creature's turn: delay it again at once.
  while (state.active !== null && delaying.includes(state.active)) {
    state = delayTurn(state, config, state.active);
  }
  const combatants = { ...state.combatants };
  for (const id of delaying) {
    const was = before.combatants[id]!;
    const now = combatants[id];
    if (now === undefined) continue;
    combatants[id] = { ...now, delayed: true, started: false, reactions: was.reactions, ap: was.ap };
  }
  return { ...state, combatants };
}

/**
 * The delaying creatures whose ORIGINAL place in the order was passed between two states (a turn
 * ending, a round beginning): their ongoing effects (startOfTurn) happen now, though they take no turn.
 * Their place is their position in `order`, which the engine keeps while they delay.
 */
export function originalPlacesPassed(before: TurnState, after: TurnState): string[] {
  const delaying = (s: TurnState, id: string): boolean => s.combatants[id]?.delayed === true;
  const between = (order: readonly string[], from: string | null, to: string | null): string[] => {
    const start = from === null ? 0 : order.indexOf(from) + 1;
    const end = to === null ? order.length : order.indexOf(to);
    return end < start ? [] : order.slice(start, end);
  };
  let ids: string[];
  if (after.round === before.round) {
    ids = between(after.order, before.active, after.active);
  } else {
    ids = [...between(before.order, before.active, null), ...between(after.order, null, after.active)];
  }
  return [...new Set(ids.filter((id) => delaying(after, id)))];
}

/**
 * A creature's budget at its own turn start from its conditions NOW (the turn engine refreshed it from
 * the modifiers it knew, which a condition put on since then does not reach): actions and reactions as
 * `actionBudget` gives them, feats' extra reactions included; the modifiers are kept for later refreshes.
 */
export function startBudget(
  state: TurnState,
  id: string,
  conditions: readonly string[],
  extraReactions = 0,
): TurnState {
  const c = state.combatants[id];
  if (c === undefined) return state;
  const b = actionBudget(conditions, extraReactions);
  const modifiers = budgetModifiers(conditions);
  return {
    ...state,
    combatants: { ...state.combatants, [id]: { ...c, ap: b.actions, reactions: b.reactions, modifiers } },
  };
}

/**
 * The starter's budget once its start-of-turn effects are done (issue 28): damage that dropped it to 0 HP
 * made it Incapacitated, so this same turn it has one action, at once. The state with the budget of its
 * conditions now (`startBudget`: nothing is spent before the effects), or null when that is its budget.
 */
export function budgetAfterEffects(
  state: TurnState,
  id: string,
  conditions: readonly string[],
  extraReactions = 0,
): TurnState | null {
  const next = startBudget(state, id, conditions, extraReactions);
  const [was, now] = [state.combatants[id], next.combatants[id]];
  return was && now && (was.ap !== now.ap || was.reactions !== now.reactions) ? next : null;
}
