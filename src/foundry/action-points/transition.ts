// Every write of an action-point combat's turn state goes through `turnsUpdate`: it compares the new
// state with the stored one, runs the ruleset's start-of-round / start-of-turn rules on what began, and
// returns ONE combat.update payload holding the transition and the rules' changes (one write per click).
// The rules' writes of OTHER documents (an actor's start-of-turn damage, its chat card) wait in
// `pendingAfter` until that update has landed (roster.ts runs them at the GM, in its request queue).
import { turns } from "../../engine/index";
import type { TurnState } from "../../engine/turns/index";
import type { ApRules } from "./rules";
import { readTurns } from "./state";

/** What the ruleset's turn rules made of a transition: the state, the marks, the writes to follow. */
export interface AfterEvents<M> {
  state: TurnState;
  marks: M;
  after: (() => Promise<void>)[];
}

/**
 * The state and marks after the ruleset's rules ran on what began between the stored state and `after`
 * (a round first, then a turn), with the other writes they ask for. Runs where the write is made: at
 * the active GM, inside its request queue.
 */
export function afterEvents<M>(
  combat: Combat.Implementation,
  rules: ApRules<M>,
  before: TurnState | null,
  after: TurnState,
  marks: M,
): AfterEvents<M> {
  const out: AfterEvents<M> = { state: after, marks, after: [] };
  for (const event of turns.turnEvents(before, after)) {
    const ctx = { combat, before, state: out.state, marks: out.marks };
    const r =
      event.kind === "round-start"
        ? rules.hooks.onRoundStart?.({ ...ctx, event })
        : rules.hooks.onTurnStart?.({ ...ctx, event });
    if (r?.marks !== undefined) out.marks = r.marks;
    if (r?.state !== undefined) out.state = r.state;
    if (r?.after) out.after.push(r.after);
  }
  return out;
}

/** The marks after the ruleset's rules ran (see `afterEvents`). */
export function marksAfterEvents<M>(
  combat: Combat.Implementation,
  rules: ApRules<M>,
  before: TurnState | null,
  after: TurnState,
  marks: M,
): M {
  return afterEvents(combat, rules, before, after, marks).marks;
}

/** The stored form (`system.turns`): the engine's state with the ruleset's marks under their key. */
export function storedTurns<M>(rules: ApRules<M>, state: TurnState, marks: M): Record<string, unknown> {
  return { ...state, [rules.marks.key]: marks };
}

/**
 * Other documents' writes the last payload built for a combat asks for, made once its update lands.
 * A newer payload for the same combat replaces them (a payload that was never written leaves none).
 */
export const pendingAfter = new Map<string, (() => Promise<void>)[]>();

/**
 * The one `combat.update` payload for a new turn state: the state and the marks (after the ruleset's
 * turn rules ran on what began since the stored state), and Foundry's round and turn.
 */
export function turnsUpdate<M>(
  combat: Combat.Implementation,
  rules: ApRules<M>,
  state: TurnState,
  marks: M,
): Record<string, unknown> {
  const before = readTurns(combat, rules)?.state ?? null;
  const r = afterEvents(combat, rules, before, state, marks);
  if (combat.id) {
    if (r.after.length > 0) pendingAfter.set(combat.id, r.after);
    else pendingAfter.delete(combat.id);
  }
  return {
    ...turnMarker(combat, r.state),
    "system.turns": { ...storedTurns(rules, r.state, r.marks), combatants: replacing(before, r.state) },
  };
}

/** Foundry's round and turn for a turn state: its round, and the index of whoever is active (else 0). */
export function turnMarker(combat: Combat.Implementation, state: TurnState): { round: number; turn: number } {
  const turn = combat.turns.findIndex((c) => c.id === state.active);
  return { round: state.round, turn: turn >= 0 ? turn : 0 };
}

/**
 * The state's combatants as an update of the stored ones: Foundry merges an update into the stored object,
 * so a combatant no longer in the order (one who left; a stale one an older write left behind) is deleted
 * by name (`-=id`), or it would stay (and a mount that left would still be carried).
 */
function replacing(before: TurnState | null, state: TurnState): Record<string, unknown> {
  const kept = Object.entries(state.combatants).filter(([id]) => state.order.includes(id));
  const gone = Object.keys(before?.combatants ?? {}).filter((id) => !state.order.includes(id));
  return { ...Object.fromEntries(kept), ...Object.fromEntries(gone.map((id) => [`-=${id}`, null])) };
}
