import { actorAction } from "../../actions/actor-flows";
import { displayName } from "../../combatants";
import { text, type PayloadOf } from "../../actions/index";
import { combatRoll } from "../../../engine/index";
import { sheetSkills } from "./stats";
import { cardMessage } from "./strike";
import { rollPlainTest } from "./tests";
import { actionUpdate, assertFit, combatRollTurnOf, spend } from "./turn-state";

const SKILL_TEST = { actor: text(), actionId: text() };

/** Search or Sneak (engine `actionTest`): a primary action, 1 AP on one's own turn; refused unless fit. */
function checkSkillTest(actor: Actor.Implementation, payload: PayloadOf<typeof SKILL_TEST>) {
  const { action, skill } = combatRoll.actionTest(payload.actionId);
  assertFit(actor);
  const e = combatRollTurnOf(actor);
  return { action, skill, e, state: e ? spend(e, combatRoll.turnAction(action)) : null };
}

/**
 * The sheet's Search or Sneak: checked on the clicking client; at the GM the action's AP (one
 * `combat.update`, a pending Feint used up), then the test on a card (one ChatMessage). Out of combat only
 * the card is written. What the test finds or hides is the GM's (the Adventuring chapter).
 */
export const skillTest = actorAction(
  "skillTest",
  {
    check: checkSkillTest,
    async perform(actor, payload, posted) {
      const { action, skill, e, state } = checkSkillTest(actor, payload);
      const test = await rollPlainTest(skill, combatRoll.plainSkillValue(sheetSkills(actor), skill));
      const card = combatRoll.newContest("test", {
        combatId: e?.combat.id ?? "",
        attacker: actor.uuid,
        target: "",
        attackerName: displayName(actor),
        targetName: "",
        trigger: action,
        attackTest: test,
      });
      if (e && state) await e.combat.update(actionUpdate(e, state));
      // a private Sneak stays the GM's (its roll mode); nobody else answers a test
      const message = await cardMessage(card, actor, {
        mode: posted.mode,
        author: posted.requester,
        answerer: null,
      });
      await ChatMessage.create(message);
    },
  },
  SKILL_TEST,
);
