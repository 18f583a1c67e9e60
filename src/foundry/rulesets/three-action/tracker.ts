// Three-Action's tracker: the shared action-point tracker with its columns (ap-rules.ts), a LASTING hold
// (seed 001: "drop its point in the Initiative count") in place of the shared one-round save, and a
// readied action's trigger fired from the tracker.
import { threeAction, turns } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { combatAction } from "../../actions/index";
import { apTracker, apTrackerActions, readTurns, writeTurns } from "../../action-points/index";
import { assertOwnerOrGM } from "../../permissions";
import type { ClockAction, TrackerExtension } from "../definition";
import { fmt, readiedLabel } from "./actions";
import { assertMayAct, TA_AP } from "./ap-rules";
import { postLine } from "./chat";

function turnOf(combat: Combat.Implementation, id: string, requester: User.Implementation) {
  const read = readTurns(combat, TA_AP);
  if (!read) throw new RuleError("TEMPO.Error.NoCombat");
  const c = combat.combatants.get(id);
  if (!c) throw new RuleError("TEMPO.Turns.Error.UnknownCombatant", { id });
  assertOwnerOrGM(c, requester);
  return { ...read, c };
}

/** Hold: before acting, enter after the named creature, and keep that place for the rest of the combat. */
const holdTurn: ClockAction = async (combat, payload, requester) => {
  const id = String(payload.combatantId);
  const { state, marks } = turnOf(combat, id, requester);
  const next = threeAction.holdTurn(state, TA_AP.turns, id, String(payload.afterId));
  await writeTurns(combat, TA_AP, next, marks);
};

/** A readied action's trigger came: the readied action is taken (already paid by Ready's two actions). */
const fireReadied = combatAction(async (combat, payload, requester, mode) => {
  const id = String(payload.combatantId);
  const { state, marks, c } = turnOf(combat, id, requester);
  const readied = marks.readied.find((r) => r.id === id);
  if (!readied) throw new RuleError("TEMPO.ThreeAction.Error.NothingReadied", { name: c.name ?? "" });
  assertMayAct(c.actor);
  const next = turns.act(state, TA_AP.turns, id, threeAction.actionInput("readied-trigger"));
  await writeTurns(combat, TA_AP, next, { ...marks, readied: marks.readied.filter((r) => r !== readied) });
  if (c.actor) {
    const title = fmt("Chat.Triggered", { name: c.name ?? "", action: readiedLabel(readied.action) });
    await postLine(c.actor, title, [readied.trigger], [], mode, requester);
  }
});

const TA_TRACKER = { ...TA_AP, tracker: { ...TA_AP.tracker, actions: { saveTurn: holdTurn } } };

export const threeActionTracker: TrackerExtension = apTracker(TA_TRACKER);

/** The tracker's buttons: the shared ones (with the lasting hold) and the readied trigger. */
export const trackerActions = { ...apTrackerActions(TA_TRACKER) };
export { fireReadied };
