// Combat Roll's sheet requests: each an action of the actor, checked on the clicking client and
// performed at the active GM (src/foundry/actions/).
import { actorAction } from "../../actions/actor-flows";
import { text, type PayloadOf } from "../../actions/index";
import { combatRoll } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { clearCondition, pickUp } from "./conditions";
import { equip } from "./equip";
import { grapple } from "./grapple";
import { escape, release } from "./grapple-hold";
import { move, standUp } from "./movement";
import { skillTest } from "./skill-test";
import { strike } from "./strike";
import { editStyle, removeStyle } from "./styles";
import { combatRollTurnOf, plainAction, spend, spentLine, turnsUpdate, withDisengage } from "./turn-state";

const ACT = { actor: text(), actionId: text() };

/** A plain action of the sheet (Disengage, Manipulate, a free action): in combat, its AP now. */
function checkAct(actor: Actor.Implementation, payload: PayloadOf<typeof ACT>) {
  const e = combatRollTurnOf(actor);
  if (!e) throw new RuleError("TEMPO.Error.NoCombat");
  const actionId = plainAction(payload.actionId);
  return { e, actionId, state: spend(e, combatRoll.turnAction(actionId)) };
}

/**
 * Disengage, Manipulate, a free action from the sheet: checked on the clicking client, its AP spent at
 * the GM (one `combat.update`). Any action other than a Strike uses up a pending Feint; Disengage is
 * remembered for the rest of the turn (no opportunity attacks from moving).
 */
const plainAct = actorAction(
  "act",
  {
    check: checkAct,
    async perform(actor, payload, posted) {
      const { e, actionId, state } = checkAct(actor, payload);
      const marks = actionId === "disengage" ? withDisengage(e, state) : e.marks;
      await e.combat.update(turnsUpdate(e.combat, state, combatRoll.withoutFeintsOf(marks, e.combatantId)));
      const action = game.i18n.localize(`TEMPO.CombatRoll.Action.${actionId}`);
      await ChatMessage.create(spentLine(actor, e, state, posted, { action }));
    },
  },
  ACT,
);

/**
 * The sheet's actions (`data-action="tempoAction"`, the sheet's actor as `actor`), each performed at the
 * GM, or by its owner where every write is the owner's own (src/foundry/actions/).
 */
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
  clearCondition,
  editStyle,
  removeStyle,
};
