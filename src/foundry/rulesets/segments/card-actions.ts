import { RuleError } from "../../../engine/core/errors";
import { setCondition } from "../../conditions/index";
import { sgCardOf } from "./card-data";
import { defineAction, parseWith, text, type PayloadOf } from "../../actions/index";
import { restrainBy } from "./restraint";

type DocumentUuid = Parameters<typeof fromUuid>[0];

const CONDITIONS = ["restrained", "prone"] as const;

/**
 * A grapple or overbear that hit: the target is restrained (or knocked prone). Asked from the card by
 * the GM or the owner of either actor; two writes (the target's status effect created, the card marked
 * applied).
 */
const ON_CARD = { messageId: text() };

export const applyCondition = defineAction<PayloadOf<typeof ON_CARD>>({
  parse: parseWith(ON_CARD, "applyCondition"),
  perform: async ({ payload, requester }) => {
    const message = game.messages.get(payload.messageId);
    if (!message) throw new RuleError("TEMPO.Error.MissingCard");
    const card = sgCardOf(message);
    const grapple = card?.details.grapple;
    if (!card || !card.hit || !grapple) throw new RuleError("TEMPO.Error.MissingCard");
    if (grapple.applied) throw new RuleError("TEMPO.Error.AlreadyApplied");
    const outcome = CONDITIONS.find((c) => c === grapple.outcome);
    if (!outcome) throw new RuleError("TEMPO.Error.MissingCard");
    const doc: unknown = await fromUuid(card.target as DocumentUuid);
    const attacker: unknown = await fromUuid(card.attacker as DocumentUuid);
    if (!(doc instanceof Actor)) throw new RuleError("TEMPO.Error.MissingActor");
    const owns = (a: unknown) => a instanceof Actor && a.testUserPermission(requester, "OWNER");
    if (!requester.isGM && !owns(doc) && !owns(attacker)) throw new RuleError("TEMPO.Error.NotAllowed");
    // a grapple's restraint names its grappler (break-free tests against it); a prone target is just prone
    if (outcome === "restrained" && attacker instanceof Actor)
      await restrainBy(doc as Actor.Implementation, attacker as Actor.Implementation);
    else await setCondition(doc as Actor.Implementation, outcome, true);
    await message.update({ system: { details: { grapple: { ...grapple, applied: true } } } });
  },
});
