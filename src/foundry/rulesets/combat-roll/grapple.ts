import { actorAction } from "../../actions/actor-flows";
import { displayName } from "../../combatants";
import { optText, text } from "../../actions/index";
import { combatRoll } from "../../../engine/index";
import type { PlainSkill } from "../../../engine/combat-roll/index";
import { RuleError } from "../../../engine/core/errors";
import { singleTarget } from "../../targets";
import type { OnCard } from "./card-roles";
import { cardActor } from "./actors";
import { writeHold } from "./grapple-hold";
import { requireRole, writeCard } from "./card-write";
import { contestOf } from "./contest";
import { sheetSkills } from "./stats";
import { cardMessage } from "./strike";
import { rollPlainTest } from "./tests";
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
export const grapple = actorAction(
  "grapple",
  {
    async ask(actor, payload) {
      const target = payload.target ? cardActor(payload.target) : singleTarget();
      checkGrapple(actor, target);
      return { target: target.uuid };
    },
    perform: async (actor, payload) => performGrapple(actor, cardActor(payload.target)),
  },
  { actor: text(), target: optText() },
);

async function performGrapple(actor: Actor.Implementation, target: Actor.Implementation): Promise<void> {
  const { e, state } = checkGrapple(actor, target);
  const card = combatRoll.newContest("grapple", {
    combatId: e?.combat.id ?? "",
    attacker: actor.uuid,
    target: target.uuid,
    attackerName: displayName(actor),
    targetName: displayName(target),
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
export const grappleDefend: OnCard<"grappleDefend"> = async (message, payload, requester) => {
  const card = contestOf(message, "grapple");
  requireRole(card.target, requester, card.targetName);
  const skill = combatRoll.assertGrappleChoice(card, payload.skill);
  const attacker = cardActor(card.attacker);
  const target = cardActor(card.target);
  const attackSkill = combatRoll.GRAPPLE_ATTACK_SKILL;
  const valueOf = (actor: Actor.Implementation, s: PlainSkill) =>
    combatRoll.plainSkillValue(sheetSkills(actor), s);
  const attackTest = await rollPlainTest(attackSkill, valueOf(attacker, attackSkill));
  const defenseTest = await rollPlainTest(skill, valueOf(target, skill));
  const next = combatRoll.withGrappleResult(card, { skill, attackTest, defenseTest });
  if (next.applied) await writeHold(target, combatRoll.heldBy(attacker.uuid));
  await writeCard(message, next);
};
