import { withRollMode } from "../../chat/roll-mode";
import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { tcCardOf as attackCard } from "./card-data";
import { evaluateRoll, type TempoRoll } from "../../dice";
import type { CardAction } from "../definition";
import { type ActorFlow } from "../../actions/actor-flows";
import { countedImpairments, TC_STATS } from "./damage";
import { currentHp, tcStats, writeTc } from "./stats";
import { knockOutChanges } from "./waking";

type DocumentUuid = Parameters<typeof fromUuid>[0];

export const CHECK_TEMPLATE = "systems/tempo/templates/time-count/check-card.hbs";

/**
 * The Constitution check to stay conscious the actor owes (1d20 + Constitution, -2 per impairment
 * under the optional rule, DC fatigue - hit points): failing knocks it out (it leaves the Time Count).
 */
async function rollCheck(target: Actor.Implementation): Promise<{
  check: timeCount.ConsciousnessCheck;
  roll: TempoRoll;
  changes: Record<string, unknown>;
}> {
  const s = tcStats(target);
  timeCount.ensureCheckOwed(s.checkDc, target.name ?? "");
  const roll = await evaluateRoll({
    formula: "1d20 + @constitution",
    data: { constitution: s.attributes.constitution },
  });
  const check = timeCount.consciousnessCheck(
    { hp: currentHp(s), fatigue: s.fatigue, impairments: countedImpairments(s) },
    roll.total ?? 0,
  );
  const changes: Record<string, unknown> = {
    [`${TC_STATS}.checkDc`]: 0,
    [`${TC_STATS}.conditions.unconscious`]: !check.conscious,
    ...(check.conscious ? {} : knockOutChanges(target, check.unconsciousTc)),
  };
  return { check, roll, changes };
}

/**
 * The check asked from the card once its damage is applied, by the target's owner or the GM. Two
 * writes: the actor and the card.
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
  const { check, roll, changes } = await rollCheck(target);
  await writeTc(target, changes);
  await message.update({ system: { details: { consciousness: { ...check, roll: roll.total ?? 0 } } } });
};

/**
 * The same check from the sheet, when the actor's own fatigue brought it on (a special action's
 * cost, a spell): its owner rolls, on their own client (`here`): two writes, the actor and a chat
 * message with the roll, in the owner's roll mode.
 */
export const consciousnessFlow: ActorFlow = {
  here: () => true,
  async perform(actor, _p, posted) {
    const { check, roll, changes } = await rollCheck(actor);
    await writeTc(actor, changes);
    // the content holds the words without the DC; the numbers ride in the flags (chat/secrets.ts)
    const key = `TEMPO.TimeCount.Card.${check.conscious ? "StaysConscious" : "KnockedOut"}`;
    const numbers = { total: check.total, dc: check.dc, tc: check.unconsciousTc };
    const content = await foundry.applications.handlebars.renderTemplate(CHECK_TEMPLATE, {
      name: actor.name ?? "",
      check,
      subject: actor.uuid,
      full: key,
      limitedKey: `${key}Limited`,
      limited: game.i18n.format(`${key}Limited`, {
        total: String(check.total),
        tc: String(check.unconsciousTc),
      }),
    });
    const data = {
      content,
      rolls: [roll],
      speaker: ChatMessage.getSpeaker({ actor }),
      flags: { tempo: { check: numbers } },
    };
    await ChatMessage.create(withRollMode(data, posted.mode, posted.requester));
  },
};
