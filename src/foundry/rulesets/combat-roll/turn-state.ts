import { combatantOfActor } from "../../combatants";
import { combatRoll, turns } from "../../../engine/index";
import type { CombatRollActionId, Fitness } from "../../../engine/combat-roll/index";
import type { ActionInput, TurnState } from "../../../engine/turns/index";
import { RuleError } from "../../../engine/core/errors";

export const CR_TURNS = turns.COMBAT_ROLL_TURNS;

/** Combat Roll's own marks beside the turn engine's state: Brace and Feint wait for a later test. */
export interface Marks {
  /** Combatants whose next Defense test gains a boon. */
  braced: string[];
  /** "attackerId>targetId": a passed Feint, for the attacker's next Strike against that target. */
  feints: string[];
  /** "combatantId@round": took the Disengage action this turn (no opportunity attacks from moving). */
  disengaged: string[];
}

export const NO_MARKS: Marks = { braced: [], feints: [], disengaged: [] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/** The turn state and marks stored in `combat.system.turns`, or null before the combat starts. */
export function readTurns(combat: Combat.Implementation): { state: TurnState; marks: Marks } | null {
  const system: unknown = combat.system;
  const stored = isRecord(system) ? system.turns : undefined;
  if (!isRecord(stored) || stored.config !== CR_TURNS.id || !isRecord(stored.combatants)) return null;
  const { marks, ...state } = stored;
  const m = isRecord(marks) ? marks : {};
  return {
    state: state as unknown as TurnState,
    marks: { braced: strings(m.braced), feints: strings(m.feints), disengaged: strings(m.disengaged) },
  };
}

/** The one `combat.update` payload for a new turn state: state, marks, and Foundry's round and turn. */
export function turnsUpdate(
  combat: Combat.Implementation,
  state: TurnState,
  marks: Marks,
): Record<string, unknown> {
  const turn = combat.turns.findIndex((c) => c.id === state.active);
  return {
    round: state.round,
    turn: turn >= 0 ? turn : 0,
    "system.turns": { ...state, marks },
  };
}

/** A combat-roll combat that has begun and holds a combatant for the actor. */
export interface Engagement {
  combat: Combat.Implementation;
  combatantId: string;
  state: TurnState;
  marks: Marks;
}

export function engagementOf(actor: Actor.Implementation): Engagement | null {
  for (const combat of game.combats) {
    const read = readTurns(combat);
    if (!read) continue;
    const combatant = combatantOfActor(combat, actor);
    if (combatant?.id && read.state.combatants[combatant.id]) {
      return { combat, combatantId: combatant.id, ...read };
    }
  }
  return null;
}

/** An actor's Health (an actor without Combat Roll stats counts as fit) and, in combat, its defeated mark. */
export function fitnessOf(actor: Actor.Implementation | null, e: Engagement | null): Fitness {
  const system: unknown = actor?.system;
  const stats = isRecord(system) ? system.stats : undefined;
  const block = isRecord(stats) ? stats.combatRoll : undefined;
  const health = isRecord(block) && isRecord(block.health) ? block.health.value : undefined;
  return {
    // not a Combat Roll actor: nothing says it is down
    health: typeof health === "number" ? health : 1,
    defeated: e ? (e.state.combatants[e.combatantId]?.defeated ?? false) : false,
  };
}

/** Throws unless the actor may act: not unconscious (Health 0 or below), not defeated (engine `assertCanAct`). */
export function assertFit(actor: Actor.Implementation): void {
  combatRoll.assertCanAct(fitnessOf(actor, engagementOf(actor)), actor.name ?? "");
}

function engagedActor(e: Engagement): Actor.Implementation | null {
  return e.combat.combatants.get(e.combatantId)?.actor ?? null;
}

/**
 * The new state after an action, or the RuleError the engine raises (thrown). An unconscious or defeated
 * combatant is refused first, whatever the action (engine `assertCanAct`). The turn engine names
 * combatants by id; the message names the combatant ("It is not Ork Raider's turn").
 */
export function spend(e: Engagement, action: ActionInput): TurnState {
  const actor = engagedActor(e);
  combatRoll.assertCanAct(
    fitnessOf(actor, e),
    actor?.name ?? e.combat.combatants.get(e.combatantId)?.name ?? "",
  );
  try {
    return turns.act(e.state, CR_TURNS, e.combatantId, action);
  } catch (error) {
    if (!(error instanceof RuleError) || error.data.id !== e.combatantId) throw error;
    const name = e.combat.combatants.get(e.combatantId)?.name ?? e.combatantId;
    throw new RuleError(error.key, { ...error.data, id: name });
  }
}

/**
 * Actions with their own flow (a dialog, a card, a condition check): the generic sheet action refuses
 * them, so a Dash always asks about reach and a Strike always makes its card.
 */
const OWN_FLOW: readonly string[] = [
  "dash",
  "grapple",
  "escape",
  "release",
  "search",
  "sneak",
  "strike",
  "use-magic",
  "opportunity-attack",
  "defend",
];

/** The action id of a generic sheet action (Disengage, Manipulate, a free action). */
export function plainAction(id: string): CombatRollActionId {
  if (OWN_FLOW.includes(id)) throw new RuleError("TEMPO.Error.BadRequest", { action: id });
  return id as CombatRollActionId;
}

/** The marks after `e`'s Disengage: "You don't provoke opportunity attacks for the rest of your turn." */
export function withDisengage(e: Engagement, state: TurnState): Marks {
  const round = `@${state.round}`;
  const kept = e.marks.disengaged.filter((m) => m.endsWith(round) && m !== `${e.combatantId}${round}`);
  return { ...e.marks, disengaged: [...kept, `${e.combatantId}${round}`] };
}

/** Whether `e`'s combatant disengaged during its current turn (it is active, in the round it disengaged). */
export function isDisengaged(e: Engagement): boolean {
  return e.state.active === e.combatantId && e.marks.disengaged.includes(`${e.combatantId}@${e.state.round}`);
}

/** The same engagement seen from another combatant of the combat (a foe answering a provocation). */
export function asCombatant(e: Engagement, combatantId: string): Engagement {
  return { ...e, combatantId };
}

/** Whether an action is possible now (for disabling buttons). */
export function canAct(e: Engagement | null, action: ActionInput): boolean {
  if (!e) return true;
  if (!combatRoll.canAct(fitnessOf(engagedActor(e), e))) return false;
  return !(turns.checkAction(e.state, CR_TURNS, e.combatantId, action) instanceof RuleError);
}

/** The `combat.update` of an action's new state, with a pending Feint used up (any next action ends it). */
export function actionUpdate(e: Engagement, state: TurnState): Record<string, unknown> {
  const feints = e.marks.feints.filter((f) => !f.startsWith(`${e.combatantId}>`));
  return turnsUpdate(e.combat, state, { ...e.marks, feints });
}
