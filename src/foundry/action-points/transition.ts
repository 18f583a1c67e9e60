// Every write of an action-point combat's turn state goes through `turnsUpdate`: it compares the new
// state with the stored one, runs the ruleset's start-of-round / start-of-turn rules on what began, and
// returns ONE combat.update payload holding the transition and the rules' changes (one write per click),
// with the rules' writes of OTHER documents (an actor's start-of-turn damage, its chat card), which the
// caller makes right after that update, in the same task (`writeTurns`).
import { turns } from "../../engine/index";
import type { TurnState } from "../../engine/turns/index";
import type { CombatWrite } from "../rulesets/definition";
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

/** The stored form (`system.turns`): the engine's state with the ruleset's marks under their key. */
export function storedTurns<M>(rules: ApRules<M>, state: TurnState, marks: M): Record<string, unknown> {
  return { ...state, [rules.marks.key]: marks };
}

/**
 * The one `combat.update` payload for a new turn state (the state and the marks after the ruleset's turn
 * rules ran on what began since the stored state, and Foundry's round and turn), and the writes of other
 * documents those rules ask for, which the caller makes once the update has landed, in its own task.
 */
export function turnsWrite<M>(
  combat: Combat.Implementation,
  rules: ApRules<M>,
  state: TurnState,
  marks: M,
): CombatWrite {
  const before = readTurns(combat, rules)?.state ?? null;
  const r = afterEvents(combat, rules, before, state, marks);
  const update = {
    ...turnMarker(combat, r.state),
    "system.turns": { ...storedTurns(rules, r.state, r.marks), combatants: replacing(before, r.state) },
  };
  return { update, after: r.after };
}

/** The rules' writes of other documents that follow a turn-state write, in order. */
export async function writeAfter(write: CombatWrite): Promise<void> {
  for (const next of write.after) await next();
}

/** Writes a new turn state: the one combat update, then what the turn rules write of other documents. */
export async function writeTurns<M>(
  combat: Combat.Implementation,
  rules: ApRules<M>,
  state: TurnState,
  marks: M,
): Promise<void> {
  const write = turnsWrite(combat, rules, state, marks);
  await combat.update(write.update);
  await writeAfter(write);
}

/**
 * The `combat.update` payload of a transition that begins no turn and no round (an action spending from
 * its turn, merged by its caller with other changes): a turn rule that asks for other writes could only
 * run at a beginning, so one here is a misuse, refused rather than lost (use `turnsWrite`/`writeTurns`).
 */
export function turnsUpdate<M>(
  combat: Combat.Implementation,
  rules: ApRules<M>,
  state: TurnState,
  marks: M,
): Record<string, unknown> {
  const write = turnsWrite(combat, rules, state, marks);
  if (write.after.length > 0) throw new Error("Tempo: a turn began in a write that drops its rules' writes");
  return write.update;
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
