import { actorAction } from "../../actions/actor-flows";
import { combatRoll } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { singleTarget } from "../../targets";
import type { CardAction } from "../definition";
import { cardActor } from "./actors";
import { writeHold } from "./grapple-hold";
import { requireRole, writeCard } from "./card-write";
import { contestOf } from "./contest";
import { sheetSkills } from "./stats";
import { cardMessage } from "./strike";
import { rollCardTest } from "./tests";
import { actionUpdate, assertFit, combatRollTurnOf, spend } from "./turn-state";

/** A Grapple: a primary action (1 AP, not an attack) against another creature, by a fit grappler. */
function checkGrapple(actor: Actor.Implementation, target: Actor.Implementation) {
  if (target === actor || target.uuid === actor.uuid) throw new RuleError("TEMPO.Error.TargetIsSelf");
  assertFit(actor);
  const e = combatRollTurnOf(actor);
  return { e, state: e ? spend(e, combatRoll.turnAction("grapple")) : null };
}

/**
 * The sheet's Grapple against the user's one target, checked on the clicking client; at the GM the AP
 * (one `combat.update`, a pending Feint used up) and the contest card, where the target chooses Athletics
 * or Acrobatics (one ChatMessage).
 */
export const grapple = actorAction("grapple", {
  async ask(actor) {
    const target = singleTarget();
    checkGrapple(actor, target);
    return { target: target.uuid };
  },
  perform: async (actor, payload) => performGrapple(actor, cardActor(String(payload.target))),
});

async function performGrapple(actor: Actor.Implementation, target: Actor.Implementation): Promise<void> {
  const { e, state } = checkGrapple(actor, target);
  const card = combatRoll.newContest("grapple", {
    combatId: e?.combat.id ?? "",
    attacker: actor.uuid,
    target: target.uuid,
    attackerName: actor.name ?? "",
    targetName: target.name ?? "",
    options: [...combatRoll.GRAPPLE_DEFENSE_SKILLS],
  });
  if (e && state) await e.combat.update(actionUpdate(e, state));
  await ChatMessage.create(await cardMessage(card, actor));
}

/**
 * The target's choice (Athletics or Acrobatics), then the skill contest against the grappler's
 * Athletics (engine `contestWinner`); when the grapple holds, the target is Grappled. Resisting is not
 * the Defend reaction: no AP. Writes: the card (and the target when grappled: Grappled, and who holds it).
 */
export const grappleDefend: CardAction = async (message, payload, requester) => {
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
};
