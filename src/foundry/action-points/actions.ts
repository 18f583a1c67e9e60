// The tracker's turn requests of every action-point ruleset. Each runs at the active GM (the tracker
// sends a player's click there), checks who asks, and makes ONE combat.update through writeTurns (so
// the ruleset's start-of-turn and start-of-round rules land in the same write, their other writes after). They are plain
// functions of (rules, combat, payload, requester): `apTrackerActions` binds them for one ruleset.
import { turns } from "../../engine/index";
import { RuleError } from "../../engine/core/errors";
import { assertGM, assertOwnerOrGM } from "../permissions";
import { combatAction, combatActions, text, type PayloadOf, type TempoAction } from "../actions/index";
import type { ApRules } from "./rules";
import { readTurns, type TurnRecord } from "./state";
import { writeTurns } from "./transition";

/** The payloads of the tracker's buttons: the combat, and the combatant (and whom a saved turn follows). */
const ON_COMBAT = { combatId: text() };
const ON_COMBATANT = { combatId: text(), combatantId: text() };
const SAVE = { ...ON_COMBATANT, afterId: text() };
type OnCombatant = PayloadOf<typeof ON_COMBATANT>;

type ApAction<P> = <M>(
  rules: ApRules<M>,
  combat: Combat.Implementation,
  payload: P,
  requester: User.Implementation,
) => Promise<void>;

export function combatantOf(combat: Combat.Implementation, id: string): Combatant.Implementation {
  const c = combat.combatants.get(id);
  if (!c) throw new RuleError("TEMPO.Turns.Error.UnknownCombatant", { id });
  return c;
}

function current<M>(combat: Combat.Implementation, rules: ApRules<M>): TurnRecord<M> {
  const read = readTurns(combat, rules);
  if (!read) throw new RuleError("TEMPO.Error.NoCombat");
  return read;
}

/** The combatant named by the payload, when the requester may act for it (its owner or the GM). */
function ownTurn<M>(
  combat: Combat.Implementation,
  rules: ApRules<M>,
  payload: OnCombatant,
  requester: User.Implementation,
) {
  const record = current(combat, rules);
  const id = payload.combatantId;
  assertOwnerOrGM(combatantOf(combat, id), requester);
  return { ...record, id };
}

/** The active combatant's owner (or the GM) ends its turn; the next one's (or a new round's) begins. */
export const endTurn: ApAction<OnCombatant> = async (rules, combat, payload, requester) => {
  const { state, marks, id } = ownTurn(combat, rules, payload, requester);
  await writeTurns(combat, rules, turns.endTurn(state, rules.turns, id), marks);
};

/** Save the turn ("hold"): act right after the named combatant, this round. */
export const saveTurn: ApAction<PayloadOf<typeof SAVE>> = async (rules, combat, payload, requester) => {
  const { state, marks, id } = ownTurn(combat, rules, payload, requester);
  const next = turns.saveTurn(state, rules.turns, id, payload.afterId);
  await writeTurns(combat, rules, next, marks);
};

/** Delay: the active combatant leaves the order until it resumes (a lasting new place). */
export const delayTurn: ApAction<OnCombatant> = async (rules, combat, payload, requester) => {
  const { state, marks, id } = ownTurn(combat, rules, payload, requester);
  await writeTurns(combat, rules, turns.delayTurn(state, rules.turns, id), marks);
};

/** A delayed combatant re-enters: it acts right after the current turn. */
export const resumeTurn: ApAction<OnCombatant> = async (rules, combat, payload, requester) => {
  const { state, marks, id } = ownTurn(combat, rules, payload, requester);
  await writeTurns(combat, rules, turns.resumeTurn(state, rules.turns, id), marks);
};

/** The GM skips to the next round: every budget that refills by round refills. */
export const newRound: ApAction<PayloadOf<typeof ON_COMBAT>> = async (rules, combat, _payload, requester) => {
  assertGM(requester);
  const { state, marks } = current(combat, rules);
  await writeTurns(combat, rules, turns.newRound(state, rules.turns), marks);
};

/** Before the combat begins, the GM marks who is surprised (a Combatant write). */
export const toggleSurprised: ApAction<OnCombatant> = async (rules, combat, payload, requester) => {
  assertGM(requester);
  if (readTurns(combat, rules)) throw new RuleError("TEMPO.ActionPoints.Error.AlreadyStarted");
  const c = combatantOf(combat, payload.combatantId);
  const surprised = Boolean((c.system as { surprised?: boolean }).surprised);
  await combat.updateEmbeddedDocuments("Combatant", [{ _id: c.id, system: { surprised: !surprised } }]);
};

/**
 * The GM marks a combatant defeated (or back): Foundry's own defeated mark, which the roster's state
 * follows (roster.ts: a defeated active combatant passes the turn).
 */
export const toggleDefeated: ApAction<OnCombatant> = async (rules, combat, payload, requester) => {
  assertGM(requester);
  current(combat, rules);
  const c = combatantOf(combat, payload.combatantId);
  await c.update({ defeated: !c.defeated });
};

/**
 * A combatant added after the combat began rolls its initiative (its owner or the GM asks; the GM's
 * client rolls): the Combatant's initiative is written, and the roster places it in the order.
 */
export const rollToJoin: ApAction<OnCombatant> = async (rules, combat, payload, requester) => {
  const { state } = current(combat, rules);
  const c = combatantOf(combat, payload.combatantId);
  assertOwnerOrGM(c, requester);
  if ((c.id ?? "") in state.combatants)
    throw new RuleError("TEMPO.ActionPoints.Error.AlreadyInOrder", { name: c.name ?? "" });
  await combat.rollInitiative([c.id ?? ""]);
};

/**
 * The tracker's actions of a ruleset, registered in one place: here. Each declares its payload (the
 * combat, the combatant, whom a saved turn follows); the ruleset's own tracker buttons join them.
 */
export function apTrackerActions<M>(rules: ApRules<M>): Record<string, TempoAction> {
  type Shape = typeof ON_COMBAT | typeof ON_COMBATANT | typeof SAVE;
  const bind = <S extends Shape>(shape: S, action: ApAction<PayloadOf<S>>): TempoAction =>
    combatAction<S>((combat, payload, requester) => action(rules, combat, payload, requester), {}, shape);
  const waiting = rules.turns.waiting;
  return {
    endTurn: bind(ON_COMBATANT, endTurn),
    newRound: bind(ON_COMBAT, newRound),
    toggleDefeated: bind(ON_COMBATANT, toggleDefeated),
    toggleSurprised: bind(ON_COMBATANT, toggleSurprised),
    rollToJoin: bind(ON_COMBATANT, rollToJoin),
    ...(waiting.save ? { saveTurn: bind(SAVE, saveTurn) } : {}),
    ...(waiting.delay
      ? { delayTurn: bind(ON_COMBATANT, delayTurn), resumeTurn: bind(ON_COMBATANT, resumeTurn) }
      : {}),
    ...combatActions(rules.tracker.actions ?? {}),
  };
}
