// What every card whose buttons belong to different people needs (the attacker's, the defender's
// choice before the dice): who may click and the actors a card names. Generic: Combat Roll's contest card
// and Die-Step's attack card both use it. One step at a time needs nothing here: the GM's queue
// (socket.ts) runs one request at a time, so a second click reads the card the first one wrote and is
// refused by that card's own state (already defended, damage already applied...).
import { RuleError } from "../../engine/core/errors";

/** A stored uuid string, in the form fromUuid takes (checked at run time below). */
type DocumentUuid = Parameters<typeof fromUuidSync>[0];

/** The actor a card names (by uuid), or a RuleError. */
export function cardActor(uuid: string): Actor.Implementation {
  const doc: unknown = fromUuidSync(uuid as DocumentUuid);
  if (doc instanceof Actor) return doc as Actor.Implementation;
  throw new RuleError("TEMPO.Error.MissingActor");
}

/** Whether `user` may act for the actor behind `uuid` (its owner, or a GM). */
export function mayActFor(uuid: string, user: User.Implementation): boolean {
  if (user.isGM) return true;
  try {
    return cardActor(uuid).testUserPermission(user, "OWNER");
  } catch {
    return false;
  }
}

/** Who may apply a card's damage or healing: the GM, or the owner of either actor it names. */
export function mayApply(card: { attacker: string; target: string }, user: User.Implementation): boolean {
  return mayActFor(card.attacker, user) || mayActFor(card.target, user);
}

/** Throws unless `user` may act for the actor behind `uuid` (its owner, or a GM). */
export function requireRole(uuid: string, user: User.Implementation, name: string): void {
  if (!mayActFor(uuid, user)) throw new RuleError("TEMPO.Error.NotOwner", { name });
}

/**
 * The data of a card the GM may act on: its `system` when a GM authored the message, else null. Foundry
 * lets any player post a message of Tempo's card types with data of their choosing, and lets a message's
 * author rewrite it later; Tempo's cards are posted by the active GM (its author), so a card another
 * user authored is never one to apply, answer or count. Every reader of card data goes through here.
 */
export function cardSystem(message: ChatMessage.Implementation): unknown {
  return byGM(message) ? message.system : null;
}

/** A GM-authored card's data when it is of the model `model` (a card type's TypeDataModel), else null. */
export function cardOf<T>(
  message: ChatMessage.Implementation,
  model: abstract new (...args: never[]) => T,
): T | null {
  const system = cardSystem(message);
  return system instanceof model ? system : null;
}

const byGM = (message: ChatMessage.Implementation): boolean => message.author?.isGM === true;
