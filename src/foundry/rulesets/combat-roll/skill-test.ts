import { act, type RollMode } from "../../actions/index";
import { combatRoll } from "../../../engine/index";
import type { RequestPayload, SheetAction } from "../definition";
import { cardActor } from "./actors";
import { requireRole } from "./card-write";
import { sheetSkills } from "./stats";
import { cardMessage } from "./strike";
import { rollCardTest } from "./tests";
import { actionUpdate, assertFit, combatRollTurnOf, spend } from "./turn-state";

/**
 * The sheet's Search or Sneak (engine `actionTest`: an Observation or a Stealth test): the action's AP is
 * checked here (a primary action: 1 AP, one's own turn), the test is rolled at the GM.
 */
export const skillTest: SheetAction = async (actor, data) => {
  const { action } = combatRoll.actionTest(String(data.actionId ?? ""));
  assertFit(actor);
  const e = combatRollTurnOf(actor);
  if (e) spend(e, combatRoll.turnAction(action));
  await act("skillTest", { actor: actor.uuid, actionId: action });
};

/**
 * At the GM: the action's AP (one `combat.update`, a pending Feint used up), then the test with the shared
 * test model on a card (one ChatMessage). Out of combat only the card is written. What the test finds or
 * hides is the GM's (the Adventuring chapter).
 */
export async function performSkillTest(
  payload: RequestPayload,
  requester: User.Implementation,
  mode: RollMode = "publicroll",
): Promise<void> {
  const actor = cardActor(String(payload.actor));
  requireRole(actor.uuid, requester, actor.name ?? "");
  const { action, skill } = combatRoll.actionTest(String(payload.actionId));
  assertFit(actor);
  const e = combatRollTurnOf(actor);
  const state = e ? spend(e, combatRoll.turnAction(action)) : null;
  const test = await rollCardTest(skill, {
    skill: combatRoll.plainSkillValue(sheetSkills(actor), skill),
    modifier: 0,
    boonBane: 0,
  });
  const card = combatRoll.newContest("test", {
    combatId: e?.combat.id ?? "",
    attacker: actor.uuid,
    target: "",
    attackerName: actor.name ?? "",
    targetName: "",
    trigger: action,
    attackTest: test,
  });
  if (e && state) await e.combat.update(actionUpdate(e, state));
  // a private Sneak stays the GM's (its roll mode); nobody else answers a test
  await ChatMessage.create(await cardMessage(card, actor, { mode, author: requester, answerer: null }));
}
