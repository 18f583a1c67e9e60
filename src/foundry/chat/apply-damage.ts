import { RuleError } from "../../engine/core/errors";
import { AttackCardData } from "../data/chat";
import { attackCardOf as attackCard } from "./create-card";
import { getRuleset } from "../rulesets/registry";
import { isRulesetId } from "../rulesets/ids";
import { renderAttackCard } from "./render";

/** Messages whose damage is being applied right now on this (the GM's) client. */
const inFlight = new Set<string>();

export { attackCard };

/** A stored uuid string, in the form fromUuid takes (checked at run time by the instanceof below). */
type DocumentUuid = Parameters<typeof fromUuid>[0];

async function actorFromUuid(uuid: string): Promise<Actor.Implementation> {
  const doc: unknown = await fromUuid(uuid as DocumentUuid);
  if (doc instanceof Actor) return doc as Actor.Implementation;
  throw new RuleError("TEMPO.Error.MissingActor");
}

/** Who may ask for a card's damage to be applied: the GM, or the owner of the attacker or target. */
export async function mayApply(card: AttackCardData, user: User.Implementation): Promise<boolean> {
  if (user.isGM) return true;
  const [attacker, target] = await Promise.all([actorFromUuid(card.attacker), actorFromUuid(card.target)]);
  return attacker.testUserPermission(user, "OWNER") || target.testUserPermission(user, "OWNER");
}

/**
 * Applies a card's damage once. Runs on the active GM's client (see socket.ts): one write to the
 * target actor, one to the card (marked applied); a second request for the same card changes nothing.
 */
export async function applyCardDamage(messageId: string, requester: User.Implementation): Promise<void> {
  const message = game.messages.get(messageId);
  const card = message ? attackCard(message) : null;
  if (message && !card && message.system instanceof AttackCardData)
    throw new RuleError("TEMPO.Error.UntrustedCard");
  if (!message || !card) throw new RuleError("TEMPO.Error.MissingCard");
  if (card.applied || inFlight.has(messageId)) throw new RuleError("TEMPO.Error.AlreadyApplied");
  if (!card.hit || card.damage === null) throw new RuleError("TEMPO.Error.NothingToApply");
  if (!(await mayApply(card, requester))) throw new RuleError("TEMPO.Error.NotAllowed");
  if (!isRulesetId(card.ruleset)) throw new RuleError("TEMPO.Error.MissingCard");
  const damageUpdate = getRuleset(card.ruleset).damageUpdate;
  if (!damageUpdate) throw new RuleError("TEMPO.Error.NothingToApply");
  inFlight.add(messageId);
  try {
    const target = await actorFromUuid(card.target);
    const changes = damageUpdate(target, card.damage);
    // Stored nested (as an update would expand dotted keys): `applied.after.system.stats...`.
    const before: Record<string, unknown> = {};
    for (const path of Object.keys(changes)) {
      foundry.utils.setProperty(before, path, foundry.utils.getProperty(target, path));
    }
    await target.update(changes);
    const details = { ...card.details, applied: { before, after: foundry.utils.expandObject(changes) } };
    const content = await renderAttackCard({
      ...card,
      modifiers: [...card.modifiers],
      applied: true,
      details,
    });
    await message.update({ system: { applied: true, details }, content });
  } finally {
    inFlight.delete(messageId);
  }
}
