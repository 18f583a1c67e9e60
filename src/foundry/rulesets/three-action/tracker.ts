// Three-Action's tracker: the shared action-point tracker with its columns (ap-rules.ts), a LASTING hold
// (seed 001: "drop its point in the Initiative count") in place of the shared one-round save, and a
// readied action's trigger fired from the tracker.
import { threeAction, turns } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { defineAction, parseWith } from "../../actions/index";
import { apTracker, apTrackerActions, readTurns, writeTurns } from "../../action-points/index";
import { assertOwnerOrGM } from "../../permissions";
import type { TrackerExtension } from "../definition";
import { fmt, readiedLabel } from "./actions";
import { assertMayAct, TA_AP } from "./ap-rules";
import { postLine } from "./chat";
import { COMBATANT_SHAPE, HOLD_SHAPE, type CombatantPayload, type HoldPayload } from "./payloads";

/** The payload's combatant, its combat's turn state, when the requester may act for it. */
function turnOf({ combatId, combatantId }: CombatantPayload, requester: User.Implementation) {
  const combat = game.combats.get(combatId);
  if (!combat) throw new RuleError("TEMPO.Error.NoCombat");
  const read = readTurns(combat, TA_AP);
  if (!read) throw new RuleError("TEMPO.Error.NoCombat");
  const c = combat.combatants.get(combatantId);
  if (!c) throw new RuleError("TEMPO.Turns.Error.UnknownCombatant", { id: combatantId });
  assertOwnerOrGM(c, requester);
  return { ...read, combat, c };
}

/** Hold: before acting, enter after the named creature, and keep that place for the rest of the combat. */
const holdTurn = defineAction<HoldPayload>({
  parse: parseWith(HOLD_SHAPE, "saveTurn"),
  async perform({ payload, requester }) {
    const { combat, state, marks } = turnOf(payload, requester);
    const next = threeAction.holdTurn(state, TA_AP.turns, payload.combatantId, payload.afterId);
    await writeTurns(combat, TA_AP, next, marks);
  },
});

/** A readied action's trigger came: the readied action is taken (already paid by Ready's two actions). */
const fireReadied = defineAction<CombatantPayload>({
  parse: parseWith(COMBATANT_SHAPE, "fireReadied"),
  async perform({ payload, requester, rollMode }) {
    const id = payload.combatantId;
    const { combat, state, marks, c } = turnOf(payload, requester);
    const readied = marks.readied.find((r) => r.id === id);
    if (!readied) throw new RuleError("TEMPO.ThreeAction.Error.NothingReadied", { name: c.name ?? "" });
    assertMayAct(c.actor);
    const next = turns.act(state, TA_AP.turns, id, threeAction.actionInput("readied-trigger"));
    await writeTurns(combat, TA_AP, next, { ...marks, readied: marks.readied.filter((r) => r !== readied) });
    if (c.actor) {
      const title = fmt("Chat.Triggered", { name: c.name ?? "", action: readiedLabel(readied.action) });
      await postLine(c.actor, title, [readied.trigger], [], rollMode, requester);
    }
  },
});

export const threeActionTracker: TrackerExtension = apTracker(TA_AP);

/** The tracker's buttons: the shared ones, the lasting hold in place of the shared save, the readied trigger. */
export const trackerActions = { ...apTrackerActions(TA_AP), saveTurn: holdTurn, fireReadied };
