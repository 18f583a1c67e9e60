// Every write of an action-point combat's turn state goes through `turnsUpdate`: it compares the new
// state with the stored one, runs the ruleset's start-of-round / start-of-turn rules on what began, and
// returns ONE combat.update payload holding the transition and the rules' changes (one write per click).
import { turns } from "../../engine/index";
import type { TurnState } from "../../engine/turns/index";
import type { ApRules } from "./rules";
import { readTurns } from "./state";

/**
 * The marks after the ruleset's rules ran on what began between the stored state and `after` (a round
 * first, then a turn). Runs where the write is made: at the active GM, inside its request queue.
 */
export function marksAfterEvents<M>(
  combat: Combat.Implementation,
  rules: ApRules<M>,
  before: TurnState | null,
  after: TurnState,
  marks: M,
): M {
  let current = marks;
  for (const event of turns.turnEvents(before, after)) {
    const next =
      event.kind === "round-start"
        ? rules.hooks.onRoundStart?.({ combat, event, state: after, marks: current })
        : rules.hooks.onTurnStart?.({ combat, event, state: after, marks: current });
    // undefined: the rule changed nothing (TS cannot narrow an unconstrained M by that test)
    if (next !== undefined) current = next as M;
  }
  return current;
}

/** The stored form (`system.turns`): the engine's state with the ruleset's marks under their key. */
export function storedTurns<M>(rules: ApRules<M>, state: TurnState, marks: M): Record<string, unknown> {
  return { ...state, [rules.marks.key]: marks };
}

/**
 * The one `combat.update` payload for a new turn state: the state, the marks (after the ruleset's turn
 * rules ran on what began since the stored state), and Foundry's round and turn.
 */
export function turnsUpdate<M>(
  combat: Combat.Implementation,
  rules: ApRules<M>,
  state: TurnState,
  marks: M,
): Record<string, unknown> {
  const before = readTurns(combat, rules)?.state ?? null;
  const stored = storedTurns(rules, state, marksAfterEvents(combat, rules, before, state, marks));
  const turn = combat.turns.findIndex((c) => c.id === state.active);
  return { round: state.round, turn: turn >= 0 ? turn : 0, "system.turns": stored };
}
