import type { TurnState } from "./types";

/**
 * What began in a transition: a round, a combatant's turn. A ruleset's start-of-round and start-of-turn
 * rules (bleeding, burning, an effect that ends "at the start of your next turn") run on these.
 * - `turn-start` with `resumed: false`: the combatant's turn begins at its place (budgets refilled).
 *   This is reported also when the combatant then delays or saves its turn: its start-of-turn happened
 *   at its original place (seed 001: "They must still experience any Effects that would normally
 *   affect them at the start of their Turn").
 * - `turn-start` with `resumed: true`: a combatant whose turn had already begun this round (it delayed
 *   or saved its turn) becomes active again at its new place. Nothing is refilled; a ruleset that wants
 *   its effects at the new place rather than the original one acts on this one instead.
 */
export type TurnEvent =
  | { kind: "round-start"; round: number }
  | { kind: "turn-start"; combatantId: string; round: number; resumed: boolean };

/** A transition's result: the new state and what began in it (round first, then the turn). */
export interface TurnStep {
  state: TurnState;
  events: TurnEvent[];
}

/**
 * The events of the transition from `before` (null: the combat had not begun) to `after`. Every turn
 * function changes at most one round and starts at most one turn, so comparing the two states is exact:
 * a new round number is a round-start; a new active combatant (or the same one in a new round) is a
 * turn-start, resumed when its turn had already begun in this round before.
 */
export function turnEvents(before: TurnState | null, after: TurnState): TurnEvent[] {
  const events: TurnEvent[] = [];
  const newRound = before === null || after.round !== before.round;
  if (newRound && after.round > 0) events.push({ kind: "round-start", round: after.round });
  const id = after.active;
  if (id !== null && (newRound || id !== before.active)) {
    const earlier = newRound ? undefined : before.combatants[id];
    events.push({
      kind: "turn-start",
      combatantId: id,
      round: after.round,
      resumed: earlier?.started === true,
    });
  }
  return events;
}

/** `after` with the events that lead to it from `before`. */
export function step(before: TurnState | null, after: TurnState): TurnStep {
  return { state: after, events: turnEvents(before, after) };
}
