import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { attackCardOf as attackCard } from "../../chat/create-card";
import { renderAttackCard } from "../../chat/render";
import { evaluateRoll } from "../../dice";
import type { CardAction } from "../definition";
import { tcStats } from "./stats";

const P = "system.stats.timeCount";

/**
 * The Threshold of Pain (engine `applyHit`) on the target: damage reduction first, then fatigue and
 * hit points, bonus hit points and Invigoration, the ToP lowered by 1 (wounded at 0), dead at 0 hit
 * points, and the Constitution check the target now owes (`needsConsciousnessCheck`).
 */
export function damageUpdate(target: Actor.Implementation, amount: number): Record<string, number | boolean> {
  const s = tcStats(target);
  const damage = timeCount.applyDamageReduction(amount, s.damageReduction);
  const before = { hp: s.hp.value, fatigue: s.fatigue };
  const after = timeCount.applyHit(
    {
      hp: s.hp.value,
      fatigue: s.fatigue,
      threshold: s.threshold.value,
      bonusHp: s.bonusHp,
      invigoration: s.invigoration,
    },
    damage,
  );
  const due = timeCount.needsConsciousnessCheck(before, after);
  return {
    [`${P}.hp.value`]: after.hp,
    [`${P}.fatigue`]: after.fatigue,
    [`${P}.threshold.value`]: after.threshold,
    [`${P}.bonusHp`]: after.bonusHp,
    [`${P}.invigoration`]: after.invigoration,
    [`${P}.conditions.wounded`]: s.conditions.wounded || after.wounded,
    [`${P}.conditions.dead`]: timeCount.vitalStatus(after) === "dead",
    [`${P}.checkDc`]: due ? after.fatigue - after.hp : 0,
  };
}

type DocumentUuid = Parameters<typeof fromUuid>[0];

/**
 * The target's Constitution check to stay conscious (1d20 + Constitution, -2 per impairment, DC
 * fatigue - hit points), asked from the card once its damage is applied: by the target's owner or
 * the GM. Failing knocks it out (it leaves the Time Count). Two writes: the actor and the card.
 */
export const consciousnessCheck: CardAction = async (message, _payload, requester) => {
  const card = attackCard(message);
  if (!card?.applied) throw new RuleError("TEMPO.Error.MissingCard");
  if (card.details.consciousness) throw new RuleError("TEMPO.TimeCount.Error.AlreadyChecked");
  const doc: unknown = await fromUuid(card.target as DocumentUuid);
  if (!(doc instanceof Actor)) throw new RuleError("TEMPO.Error.MissingActor");
  const target = doc as Actor.Implementation;
  if (!requester.isGM && !target.testUserPermission(requester, "OWNER"))
    throw new RuleError("TEMPO.Error.NotOwner", { name: target.name ?? "" });
  const s = tcStats(target);
  if (s.checkDc <= 0) throw new RuleError("TEMPO.TimeCount.Error.NoCheckDue", { name: target.name ?? "" });
  const roll = await evaluateRoll({
    formula: "1d20 + @constitution",
    data: { constitution: s.attributes.constitution },
  });
  const impairments = timeCount.totalImpairments(s.impairments);
  const check = timeCount.consciousnessCheck(
    { hp: s.hp.value, fatigue: s.fatigue, impairments },
    roll.total ?? 0,
  );
  const changes: Record<string, number | boolean> = {
    [`${P}.checkDc`]: 0,
    [`${P}.conditions.unconscious`]: !check.conscious,
  };
  await target.update(changes);
  const details = { ...card.details, consciousness: { ...check, roll: roll.total ?? 0 } };
  const content = await renderAttackCard({ ...card, modifiers: [...card.modifiers], details });
  await message.update({ system: { details }, content });
};
