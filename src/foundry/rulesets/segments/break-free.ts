import { scriptedDice, segments } from "../../../engine/index";
import { hasCondition, setCondition } from "../../conditions/index";
import { RuleError } from "../../../engine/core/errors";
import { evaluateRoll, naturalResult } from "../../dice";
import { holderOf } from "./restraint";
import { defineAction, parseWith, text, type PayloadOf } from "../../actions/index";
import { cardActor, mayActFor, requireRole } from "../../chat/card-guard";
import { sgStats } from "./stats";

export const BREAK_FREE_TEMPLATE = "systems/tempo/templates/segments/break-free.hbs";

/**
 * A restrained character tries to break free of its grappler (recorded on the restraint, never the
 * token it targets): a d20 Strength contest (engine `breakFree`). The result is posted to chat (one write); on a success the restraint ends (one more
 * write: the Restrained status effect deleted, where the actor was updated before).
 */
async function breakFreeOf(actor: Actor.Implementation): Promise<void> {
  if (!hasCondition(actor, "restrained"))
    throw new RuleError("TEMPO.Segments.Error.NotRestrained", { name: actor.name ?? "" });
  const holder = holderOf(actor);
  const roll = await evaluateRoll({ formula: "1d20", data: {} });
  const result = segments.breakFree(
    sgStats(actor).strength,
    sgStats(holder).strength,
    scriptedDice([naturalResult(roll)]),
  );
  const content = await foundry.applications.handlebars.renderTemplate(BREAK_FREE_TEMPLATE, {
    name: actor.name ?? "",
    holder: holder.name ?? "",
    ...result,
  });
  await ChatMessage.create({ content, rolls: [roll], speaker: ChatMessage.getSpeaker({ actor }) });
  if (result.success) await setCondition(actor, "restrained", false);
}

/**
 * The sheet's Break free (or a macro's), for the actor's owner or the GM. Its writes are the owner's
 * own (its actor, a chat message): it runs on the clicking client, as the owner.
 */
const ON_ACTOR = { actor: text() };

export const breakFree = defineAction<PayloadOf<typeof ON_ACTOR>>({
  parse: parseWith(ON_ACTOR, "breakFree"),
  unavailable: (p, user) => (mayActFor(p.actor, user) ? null : "TEMPO.Error.NotAllowed"),
  performsHere: (p, user) => mayActFor(p.actor, user),
  async perform({ payload, requester }) {
    const actor = cardActor(payload.actor);
    requireRole(actor.uuid, requester, actor.name ?? "");
    await breakFreeOf(actor);
  },
});
