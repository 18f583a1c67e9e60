import { combatRoll, turns } from "../../../engine/index";
import type { CombatantState } from "../../../engine/turns/index";
import { RuleError } from "../../../engine/core/errors";
import { assertGM, assertOwnerOrGM, combatantVisibleTo } from "../../permissions";
import type { ClockAction, TrackerExtension } from "../definition";
import { conditionsOf, crStats } from "./stats";
import { runSurprise } from "./surprise";
import { CR_TURNS, readTurns, turnsUpdate } from "./turn-state";

/** The conditions a tracker row shows: the engine's list, and Unconscious at 0 Health. */
function rowConditions(actor: Actor.Implementation | null): { id: string; label: string }[] {
  if (!actor) return [];
  let ids: string[];
  try {
    ids = combatRoll.activeConditions(conditionsOf(actor));
    if (combatRoll.knockedOut(crStats(actor).health.value)) ids.push("unconscious");
  } catch {
    return [];
  }
  return ids.map((id) => ({ id, label: `TEMPO.CombatRoll.Condition.${id}` }));
}

export const TRACKER_TEMPLATE = "systems/tempo/templates/combat-roll/tracker.hbs";

function combatantOf(combat: Combat.Implementation, id: string): Combatant.Implementation {
  const c = combat.combatants.get(id);
  if (!c) throw new RuleError("TEMPO.Turns.Error.UnknownCombatant", { id });
  return c;
}

function row(
  combat: Combat.Implementation,
  c: Combatant.Implementation,
  s: CombatantState | null,
  active: string | null,
  viewer: User.Implementation,
) {
  const after = s?.saved ? combat.combatants.get(s.saved) : undefined;
  // "acts after X": a combatant hidden from this viewer is not named
  const saved = after && combatantVisibleTo(after, viewer) ? (after.name ?? "") : "";
  return {
    id: c.id ?? "",
    name: c.name ?? "",
    img: c.img ?? "",
    initiative: c.initiative,
    owner: c.isOwner,
    active: s !== null && active === c.id,
    ap: s?.ap ?? 0,
    pips: [0, 1, 2].map((i) => (s ? i < s.ap : false)),
    attacks: s?.attacks ?? 0,
    maxAttacks: CR_TURNS.maxAttacksPerRound ?? 0,
    reactionUsed: (s?.taken?.reaction ?? 0) > 0,
    freeUsed: (s?.freeActions ?? 0) > 0,
    saved,
    done: s?.done ?? false,
    surprised: s
      ? s.surprised && c.parent?.round === 1
      : Boolean((c.system as { surprised?: boolean }).surprised),
    defeated: s?.defeated ?? c.isDefeated,
    conditions: rowConditions(c.actor),
  };
}

/** The tracker's Combat Roll part: each combatant's AP, attacks, reaction, free action and saved turn. */
function context(combat: Combat.Implementation, viewer: User.Implementation): Record<string, unknown> {
  // As core's tracker: combatants the GM hid are left out of every list a player renders.
  const seen = (c: Combatant.Implementation | undefined): c is Combatant.Implementation =>
    c !== undefined && combatantVisibleTo(c, viewer);
  const read = readTurns(combat);
  if (!read) {
    return {
      started: false,
      isGM: viewer.isGM,
      rows: combat.turns.filter(seen).map((c) => row(combat, c, null, null, viewer)),
    };
  }
  const { state } = read;
  const ids = [...state.roundOrder, ...state.order.filter((id) => !state.roundOrder.includes(id))];
  const rows = ids.flatMap((id) => {
    const c = combat.combatants.get(id);
    return seen(c) ? [row(combat, c, state.combatants[id] ?? null, state.active, viewer)] : [];
  });
  const active = rows.find((r) => r.active) ?? null;
  // combatants added after Begin: they join the order once their initiative is rolled (roster.ts)
  const newcomers = combat.turns
    .filter((c) => c.id && !(c.id in state.combatants) && seen(c))
    .map((c) => ({ ...row(combat, c, null, null, viewer), mayRoll: viewer.isGM || c.isOwner }));
  const waiting = turns
    .upcoming(state)
    .filter((id) => id !== state.active && seen(combat.combatants.get(id)));
  const mayControl = active !== null && (viewer.isGM || active.owner);
  return {
    started: true,
    isGM: viewer.isGM,
    round: state.round,
    rows,
    newcomers,
    active,
    mayControl,
    mayDeclareSave: mayControl && active !== null && (state.combatants[active.id]?.turnActions ?? 1) === 0,
    saveTargets: waiting.map((id) => ({ id, name: combat.combatants.get(id)?.name ?? "" })),
    combatId: combat.id ?? "",
  };
}

function current(combat: Combat.Implementation) {
  const read = readTurns(combat);
  if (!read) throw new RuleError("TEMPO.Error.NoCombat");
  return read;
}

/** The active combatant's owner (or the GM) ends its turn; a new round restores AP. One combat.update. */
const endTurn: ClockAction = async (combat, payload, requester) => {
  const { state, marks } = current(combat);
  const id = String(payload.combatantId);
  assertOwnerOrGM(combatantOf(combat, id), requester);
  await combat.update(turnsUpdate(combat, turns.endTurn(state, CR_TURNS, id), marks));
};

/** "Saving your turn": act right after the named combatant, this round. One combat.update. */
const saveTurn: ClockAction = async (combat, payload, requester) => {
  const { state, marks } = current(combat);
  const id = String(payload.combatantId);
  assertOwnerOrGM(combatantOf(combat, id), requester);
  await combat.update(
    turnsUpdate(combat, turns.saveTurn(state, CR_TURNS, id, String(payload.afterId)), marks),
  );
};

/** The GM skips to the next round: every combatant regains 3 AP. One combat.update. */
const newRound: ClockAction = async (combat, _payload, requester) => {
  assertGM(requester);
  const { state, marks } = current(combat);
  await combat.update(turnsUpdate(combat, turns.newRound(state, CR_TURNS), marks));
};

/** Before the combat begins, the GM marks who lost the Stealth vs Observation contest. One write. */
const toggleSurprised: ClockAction = async (combat, payload, requester) => {
  assertGM(requester);
  if (readTurns(combat)) throw new RuleError("TEMPO.CombatRoll.Error.AlreadyStarted");
  const c = combatantOf(combat, String(payload.combatantId));
  const surprised = Boolean((c.system as { surprised?: boolean }).surprised);
  await combat.updateEmbeddedDocuments("Combatant", [{ _id: c.id, system: { surprised: !surprised } }]);
};

/** The GM marks a combatant defeated (or back): a defeated active combatant passes the turn. */
const toggleDefeated: ClockAction = async (combat, payload, requester) => {
  assertGM(requester);
  const { state, marks } = current(combat);
  const id = String(payload.combatantId);
  const now = state.combatants[id]?.defeated ?? false;
  await combat.update(turnsUpdate(combat, turns.setDefeated(state, CR_TURNS, id, !now), marks));
};

/**
 * A combatant added after Begin rolls its initiative (its owner or the GM asks; the GM's client rolls):
 * the Combatant's initiative is written, and the roster hook places it in the order (one combat.update).
 */
const rollToJoin: ClockAction = async (combat, payload, requester) => {
  const { state } = current(combat);
  const c = combatantOf(combat, String(payload.combatantId));
  assertOwnerOrGM(c, requester);
  if ((c.id ?? "") in state.combatants)
    throw new RuleError("TEMPO.CombatRoll.Error.AlreadyInOrder", { name: c.name ?? "" });
  await combat.rollInitiative([c.id ?? ""]);
};

/** The tracker's buttons: actions on the combat (see src/foundry/actions/). */
export const trackerActions = {
  endTurn,
  saveTurn,
  newRound,
  toggleSurprised,
  toggleDefeated,
  rollToJoin,
  surprise: runSurprise,
};

export const combatRollTracker: TrackerExtension = {
  template: TRACKER_TEMPLATE,
  context,
  ownsTurnControls: true,
  // its own Roll initiative button, shown until the combat begins (newcomers then roll to join)
  ownsInitiative: true,
};

/** The initiative roll: 1d6 + Initiative for player characters, 1d6 + PER for NPCs. */
export function initiativeOf(actor: Actor.Implementation, stats: { initiative: number; perception: number }) {
  return {
    formula: combatRoll.initiativeFormula({
      isPC: actor.type === "character",
      initiative: stats.initiative,
      per: stats.perception,
    }),
    data: {},
  };
}
