// The engine's turn state as a Combat keeps it (`combat.system.turns`: the state and the ruleset's
// marks), and an actor's place in it. Generic: every action-point ruleset passes its ApRules.
import { turns } from "../../engine/index";
import type { ActionInput, TurnState } from "../../engine/turns/index";
import { RuleError } from "../../engine/core/errors";
import { combatantOfActor } from "../combatants";
import type { ApRules } from "./rules";
import { isRecord } from "../../engine/core/stored";
import { whyNot } from "../notify";
import type { LineSpec } from "../rulesets/definition";

/** A combat's turn state and the ruleset's marks. */
export interface TurnRecord<M> {
  state: TurnState;
  marks: M;
}

/** The turn state and marks stored in `combat.system.turns`, or null before the combat begins. */
export function readTurns<M>(combat: Combat.Implementation, rules: ApRules<M>): TurnRecord<M> | null {
  const system: unknown = combat.system;
  const stored = isRecord(system) ? system.turns : undefined;
  if (!isRecord(stored) || stored.config !== rules.turns.id || !isRecord(stored.combatants)) return null;
  const { [rules.marks.key]: marks, ...state } = stored;
  return { state: state as unknown as TurnState, marks: rules.marks.read(marks) };
}

/** An actor's turn in a combat that has begun: the combat, its combatant, the state and marks. */
export interface ActorTurn<M> extends TurnRecord<M> {
  combat: Combat.Implementation;
  combatantId: string;
}

/** The actor's turn in the first begun combat of this ruleset that holds a combatant for it. */
export function actorTurnOf<M>(actor: Actor.Implementation, rules: ApRules<M>): ActorTurn<M> | null {
  for (const combat of game.combats) {
    const read = readTurns(combat, rules);
    if (!read) continue;
    const combatant = combatantOfActor(combat, actor);
    if (combatant?.id && read.state.combatants[combatant.id]) {
      return { combat, combatantId: combatant.id, ...read };
    }
  }
  return null;
}

function turnActor<M>(t: ActorTurn<M>): Actor.Implementation | null {
  return t.combat.combatants.get(t.combatantId)?.actor ?? null;
}

function nameOf<M>(t: ActorTurn<M>): string {
  const c = t.combat.combatants.get(t.combatantId);
  return c?.actor?.name ?? c?.name ?? t.combatantId;
}

/**
 * The new state after spending an action, or the RuleError refusing it (thrown): the ruleset's own
 * check first (an unconscious combatant), then the engine's. The engine names combatants by id; the
 * message names the combatant ("It is not Ork Raider's turn").
 */
export function spend<M>(t: ActorTurn<M>, rules: ApRules<M>, action: ActionInput): TurnState {
  rules.assertMayAct?.(turnActor(t), t.state.combatants[t.combatantId] ?? null, nameOf(t));
  return transition(t, () => turns.act(t.state, rules.turns, t.combatantId, action));
}

/** An engine transition of `t`'s state; its refusal names the combatants (see `named`). */
export function transition<M>(t: ActorTurn<M>, step: () => TurnState): TurnState {
  try {
    return step();
  } catch (error) {
    throw error instanceof RuleError ? named(t, error) : error;
  }
}

/**
 * The engine's refusal with the combatant's id replaced by its name, as a player reads it (the id may be
 * another combatant's: a carried one's action is refused in its carrier's name).
 */
function named<M>(t: ActorTurn<M>, error: RuleError): RuleError {
  const id = error.data.id;
  if (typeof id !== "string" || !(id in t.state.combatants)) return error;
  return new RuleError(error.key, { ...error.data, id: nameOf({ ...t, combatantId: id }) });
}

/**
 * Why `action` cannot be spent now (the refusal the GM would give, localized), or null when it can:
 * what a disabled button says. Outside a started combat every action may be taken.
 */
export function refusalOf<M>(t: ActorTurn<M> | null, rules: ApRules<M>, action: ActionInput): string | null {
  if (!t) return null;
  return whyNot(() => {
    rules.assertMayAct?.(turnActor(t), t.state.combatants[t.combatantId] ?? null, nameOf(t));
    const refused = turns.checkAction(t.state, rules.turns, t.combatantId, action);
    if (refused instanceof RuleError) throw named(t, refused);
  });
}

/** Whether an action is possible now (for disabling buttons). */
export function maySpend<M>(t: ActorTurn<M> | null, rules: ApRules<M>, action: ActionInput): boolean {
  return refusalOf(t, rules, action) === null;
}

/**
 * A ruleset's `turnBudget` on the shared shell: its engine's words (`words`, e.g. `threeAction.turnBudget`)
 * for the actor's combatant in the combat's turn state; null before the combat begins.
 */
export function apTurnBudget<M>(
  rules: ApRules<M>,
  words: (state: TurnState, id: string) => LineSpec[],
): (actor: Actor.Implementation, combat: Combat.Implementation) => LineSpec[] | null {
  return (actor, combat) => {
    const read = readTurns(combat, rules);
    const id = combatantOfActor(combat, actor)?.id;
    return read && id && read.state.combatants[id] ? words(read.state, id) : null;
  };
}
