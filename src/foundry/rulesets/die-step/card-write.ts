// Reading and writing Die-Step cards: a card's data is checked to be a Die-Step card of the kind a
// button expects; every write is the card's data in one update (the card renders itself from it).
import { ownersOf, withRollMode } from "../../chat/roll-mode";
import { cardSystem } from "../../chat/card-guard";
import { RuleError } from "../../../engine/core/errors";
import type { TempoRoll } from "../../dice";
import { DS_CARD_TYPE, DsCardData, type DsCard } from "./card-data";
import type { ChatMode } from "./line";

/** The card's data, or a RuleError when the message is not a Die-Step card of `kind`. */
export function dsCardOf(message: ChatMessage.Implementation, kind: DsCard["kind"] = "attack"): DsCard {
  const system = cardSystem(message);
  if (!(system instanceof DsCardData)) throw new RuleError("TEMPO.Error.MissingCard");
  const card = system.toObject();
  if (card.kind !== kind) throw new RuleError("TEMPO.Error.MissingCard");
  return card;
}

/**
 * The card's new data, and the Rolls that decided it, in one update: Foundry keeps a message's `rolls` as
 * JSON and shows them like those of a created message (Dice So Nice, which animates only a created
 * message's, is shown the new ones by chat/dice-show.ts).
 */
export async function writeCard(
  message: ChatMessage.Implementation,
  card: DsCard,
  rolls: readonly TempoRoll[] = [],
): Promise<void> {
  const more = rolls.length > 0 ? { rolls: rolls.map((r) => JSON.stringify(r.toJSON())) } : {};
  await message.update({ system: card, ...more });
}

/**
 * Posts a new card as `speaker`, with the requester's roll mode (chat/roll-mode.ts). A card that others
 * must click (the defender's choice, an offered attack) is never hidden from them: the owners of the
 * actors it names (`audience`) read it under a private mode too, and it is not blind.
 */
export async function createCard(
  speaker: Actor.Implementation,
  card: DsCard,
  mode: ChatMode,
  audience: readonly Actor.Implementation[] = [],
): Promise<void> {
  const data = {
    type: DS_CARD_TYPE,
    speaker: ChatMessage.getSpeaker({ actor: speaker }),
    system: card,
  };
  const answerers = [...new Set(audience.flatMap((a) => ownersOf(a)))];
  await ChatMessage.create(withRollMode(data, mode, game.user, answerers) as ChatMessage.CreateData);
}
