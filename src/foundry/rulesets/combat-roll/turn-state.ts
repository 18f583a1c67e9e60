import { combatRoll, turns } from "../../../engine/index";
import type { Fitness } from "../../../engine/combat-roll/index";
import type { ActionInput, TurnState } from "../../../engine/turns/index";
import * as ap from "../../action-points/index";
import type { RollMode } from "../../actions/index";
import { actionLine } from "../../chat/action-line";
import { CR_AP, fitness } from "./ap-rules";
import type { CombatRollTurn, Marks } from "./marks";

export {
  NO_MARKS,
  asCombatant,
  isDisengaged,
  plainAction,
  withDisengage,
  type CombatRollTurn,
  type Marks,
} from "./marks";

export const CR_TURNS = turns.COMBAT_ROLL_TURNS;

/** The turn state and marks stored in `combat.system.turns`, or null before the combat starts. */
export function readTurns(combat: Combat.Implementation): ap.TurnRecord<Marks> | null {
  return ap.readTurns(combat, CR_AP);
}

/** The one `combat.update` payload for a new turn state (Combat Roll's start-of-turn rules included). */
export function turnsUpdate(
  combat: Combat.Implementation,
  state: TurnState,
  marks: Marks,
): Record<string, unknown> {
  return ap.turnsUpdate(combat, CR_AP, state, marks);
}

export function combatRollTurnOf(actor: Actor.Implementation): CombatRollTurn | null {
  return ap.actorTurnOf(actor, CR_AP);
}

/** An actor's fitness and, in combat, its defeated mark. */
export function fitnessOf(actor: Actor.Implementation | null, e: CombatRollTurn | null): Fitness {
  return fitness(actor, e ? (e.state.combatants[e.combatantId]?.defeated ?? false) : false);
}

/** Throws unless the actor may act: not unconscious (Health 0 or below), not defeated (engine `assertCanAct`). */
export function assertFit(actor: Actor.Implementation): void {
  combatRoll.assertCanAct(fitnessOf(actor, combatRollTurnOf(actor)), actor.name ?? "");
}

/**
 * The new state after an action, or the RuleError the engine raises (thrown). An unconscious or defeated
 * combatant is refused first, whatever the action (engine `assertCanAct`).
 */
export function spend(e: CombatRollTurn, action: ActionInput): TurnState {
  return ap.spend(e, CR_AP, action);
}

/** Whether an action is possible now (for disabling buttons). */
export function canAct(e: CombatRollTurn | null, action: ActionInput): boolean {
  return ap.maySpend(e, CR_AP, action);
}

/** Why an action is not possible now (localized, for a disabled button's tooltip), or null. */
export function refusalOf(e: CombatRollTurn | null, action: ActionInput): string | null {
  return ap.refusalOf(e, CR_AP, action);
}

/** The `combat.update` of an action's new state, with a pending Feint used up (any next action ends it). */
export function actionUpdate(e: CombatRollTurn, state: TurnState): Record<string, unknown> {
  return turnsUpdate(e.combat, state, combatRoll.withoutFeintsOf(e.marks, e.combatantId));
}

/**
 * The line an action that spent from the turn leaves in chat ("Aldric: Disengage (1 AP)."; the round's
 * free action says so), with the requester's roll mode. `text` names the action, or gives the whole line.
 */
export function spentLine(
  actor: Actor.Implementation,
  e: CombatRollTurn,
  state: TurnState,
  posted: { mode: RollMode; requester: User.Implementation },
  line: { action: string } | { key: string; data: Record<string, string> },
): ChatMessage.CreateData {
  const ap = (e.state.combatants[e.combatantId]?.ap ?? 0) - (state.combatants[e.combatantId]?.ap ?? 0);
  const name = actor.name ?? "";
  const text =
    "key" in line
      ? game.i18n.format(line.key, { name, ap: String(ap), ...line.data })
      : game.i18n.format(ap > 0 ? "TEMPO.CombatRoll.Line.Spent" : "TEMPO.CombatRoll.Line.Free", {
          name,
          action: line.action,
          ap: String(ap),
        });
  return actionLine(actor, text, { ...posted, cssClass: "tempo-cr-line" });
}
