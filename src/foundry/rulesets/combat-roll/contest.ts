import type { CardKind, Contest } from "../../../engine/combat-roll/index";
import { RuleError } from "../../../engine/core/errors";
import { cardSystem } from "../../chat/card-guard";
import { ContestCardData } from "./card-data";

/** The ChatMessage type of every Combat Roll card (its record: the engine's `Contest`). */
export const CONTEST_TYPE = "contest";

/** The card's data as a plain object, or a RuleError when the message is not a Combat Roll card. */
export function contestOf(message: ChatMessage.Implementation, kind: CardKind = "attack"): Contest {
  const card = anyContestOf(message);
  if (card?.kind !== kind) throw new RuleError("TEMPO.Error.MissingCard");
  return card;
}

/** Any Combat Roll card's data (for rendering), or null. */
export function anyContestOf(message: ChatMessage.Implementation): Contest | null {
  const system = cardSystem(message);
  return system instanceof ContestCardData ? system.toObject() : null;
}
