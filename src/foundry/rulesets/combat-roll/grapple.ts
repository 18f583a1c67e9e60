import { act } from "../../actions/index";
import { combatRoll } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { singleTarget } from "../../targets";
import type { CardAction, RequestPayload, SheetAction } from "../definition";
import { cardActor } from "./actors";
import { writeHold } from "./grapple-hold";
import { once, requireRole, writeCard } from "./card-write";
import { contestOf } from "./contest";
import { sheetSkills } from "./stats";
import { cardMessage } from "./strike";
import { rollCardTest } from "./tests";
import { actionUpdate, assertFit, combatRollTurnOf, spend } from "./turn-state";

function grappleTarget(actor: Actor.Implementation, target: Actor.Implementation): void {
  if (target === actor || target.uuid === actor.uuid) throw new RuleError("TEMPO.Error.TargetIsSelf");
}

/** The sheet's Grapple against the user's one target: a primary action (1 AP, not an attack). */
export const grapple: SheetAction = async (actor) => {
  const target = singleTarget();
  grappleTarget(actor, target);
  assertFit(actor);
  const e = combatRollTurnOf(actor);
  if (e) spend(e, combatRoll.turnAction("grapple"));
  await act("grapple", { actor: actor.uuid, target: target.uuid });
};

/**
 * At the GM: the Grapple's AP (one `combat.update`, a pending Feint used up) and the contest card,
 * where the target chooses Athletics or Acrobatics (one ChatMessage).
 */
export async function performGrapple(payload: RequestPayload, requester: User.Implementation): Promise<void> {
  const actor = cardActor(String(payload.actor));
  const target = cardActor(String(payload.target));
  requireRole(actor.uuid, requester, actor.name ?? "");
  grappleTarget(actor, target);
  assertFit(actor);
  const e = combatRollTurnOf(actor);
  const card = combatRoll.newContest("grapple", {
    combatId: e?.combat.id ?? "",
    attacker: actor.uuid,
    target: target.uuid,
    attackerName: actor.name ?? "",
    targetName: target.name ?? "",
    options: [...combatRoll.GRAPPLE_DEFENSE_SKILLS],
  });
  if (e) {
    await e.combat.update(actionUpdate(e, spend(e, combatRoll.turnAction("grapple"))));
  }
  await ChatMessage.create(await cardMessage(card, actor));
}

/**
 * The target's choice (Athletics or Acrobatics), then the skill contest against the grappler's
 * Athletics (engine `contestWinner`); when the grapple holds, the target is Grappled. Resisting is not
 * the Defend reaction: no AP. Writes: the card (and the target when grappled: Grappled, and who holds it).
 */
export const grappleDefend: CardAction = async (message, payload, requester) => {
  await once(message, "grapple", async () => {
    const card = contestOf(message, "grapple");
    requireRole(card.target, requester, card.targetName);
    const skill = combatRoll.assertGrappleChoice(card, String(payload.skill));
    const attacker = cardActor(card.attacker);
    const target = cardActor(card.target);
    const attackSkill = combatRoll.GRAPPLE_ATTACK_SKILL;
    const attackTest = await rollCardTest(attackSkill, {
      skill: combatRoll.bestFollowUp(sheetSkills(attacker), [attackSkill])?.value ?? 0,
      modifier: 0,
      boonBane: 0,
    });
    const defenseTest = await rollCardTest(skill, {
      skill: combatRoll.bestFollowUp(sheetSkills(target), [skill])?.value ?? 0,
      modifier: 0,
      boonBane: 0,
    });
    const next = combatRoll.withGrappleResult(card, { skill, attackTest, defenseTest });
    if (next.applied) await writeHold(target, combatRoll.heldBy(attacker.uuid));
    await writeCard(message, next);
  });
};
