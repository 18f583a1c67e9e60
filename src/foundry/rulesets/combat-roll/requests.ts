// Combat Roll's sheet requests: each an action of the actor, checked on the clicking client and
// performed at the active GM (src/foundry/actions/).
import { actorAction, checkFirst, fromSheet } from "../../actions/actor-flows";
import { combatRoll } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import type { RequestPayload, SheetAction } from "../definition";
import { pickUp } from "./conditions";
import { equip } from "./equip";
import { grapple } from "./grapple";
import { escape, release } from "./grapple-hold";
import { move, standUp } from "./movement";
import { skillTest } from "./skill-test";
import { strike } from "./strike";
import { combatRollTurnOf, plainAction, spend, spentLine, turnsUpdate, withDisengage } from "./turn-state";

/** A plain action of the sheet (Disengage, Manipulate, a free action): in combat, its AP now. */
function checkAct(actor: Actor.Implementation, payload: RequestPayload) {
  const e = combatRollTurnOf(actor);
  if (!e) throw new RuleError("TEMPO.Error.NoCombat");
  const actionId = plainAction(String(payload.actionId ?? ""));
  return { e, actionId, state: spend(e, combatRoll.turnAction(actionId)) };
}

/**
 * Disengage, Manipulate, a free action from the sheet: checked on the clicking client, its AP spent at
 * the GM (one `combat.update`). Any action other than a Strike uses up a pending Feint; Disengage is
 * remembered for the rest of the turn (no opportunity attacks from moving).
 */
const plainAct = actorAction("act", {
  ask: checkFirst(checkAct),
  async perform(actor, payload, posted) {
    const { e, actionId, state } = checkAct(actor, payload);
    const marks = actionId === "disengage" ? withDisengage(e, state) : e.marks;
    await e.combat.update(turnsUpdate(e.combat, state, combatRoll.withoutFeintsOf(marks, e.combatantId)));
    const action = game.i18n.localize(`TEMPO.CombatRoll.Action.${actionId}`);
    await ChatMessage.create(spentLine(actor, e, state, posted, { action }));
  },
});

/** The sheet's requests, each an action performed at the GM (src/foundry/actions/). */
export const CR_REQUESTS = {
  strike,
  act: plainAct,
  move,
  standUp,
  grapple,
  pickUp,
  equip,
  release,
  escape,
  skillTest,
};

/** The sheet's buttons for those requests (the button's data is the payload). */
export const REQUEST_BUTTONS: Record<string, SheetAction> = Object.fromEntries(
  ["strike", "act", "move", "standUp", "grapple", "pickUp", "release", "escape", "skillTest"].map((name) => [
    name,
    fromSheet(name),
  ]),
);
