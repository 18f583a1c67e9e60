// Who may use a Combat Roll card's buttons (engine `cardRoles`): the defender chooses the defence, the
// attacker rolls the damage, either one applies it, the critical winner picks the maneuver, an offered foe
// takes its opportunity attack. Each card action says so through `unavailable`, so every viewer sees the
// same card, with the buttons that are not theirs disabled saying why (chat/listeners.ts).
import { combatRoll } from "../../../engine/index";
import type { CardRole, Contest } from "../../../engine/combat-roll/index";
import { cardAction, type ActionPayload, type TempoAction } from "../../actions/index";
import { mayActFor } from "../../chat/card-guard";
import type { CardAction } from "../definition";
import { anyContestOf } from "./contest";

const NOT_YOURS: Readonly<Record<CardRole, string>> = {
  defender: "TEMPO.CombatRoll.Card.OnlyDefender",
  attacker: "TEMPO.CombatRoll.Card.OnlyAttacker",
  either: "TEMPO.CombatRoll.Card.OnlyEither",
  winner: "TEMPO.CombatRoll.Card.OnlyWinner",
};

/** The card a payload names, or null. */
export function payloadCard(p: ActionPayload): Contest | null {
  const message = game.messages.get(String(p.messageId));
  return message ? anyContestOf(message) : null;
}

/** A card action for the actors of `role` (their owners, or a GM). */
export function roleAction(role: CardRole, perform: CardAction): TempoAction {
  return cardAction(perform, {
    unavailable(p, user) {
      const card = payloadCard(p);
      if (!card) return "TEMPO.Error.MissingCard";
      return combatRoll.cardRoles(card)[role].some((uuid) => mayActFor(uuid, user)) ? null : NOT_YOURS[role];
    },
  });
}

/** Why `user` may not take the offer `p.offer` of an opportunity card, or null. */
export function offerUnavailable(p: ActionPayload, user: User.Implementation): string | null {
  const offer = payloadCard(p)?.offers.find((o) => o.combatantId === String(p.offer));
  if (!offer) return "TEMPO.Error.MissingCard";
  return mayActFor(offer.actor, user) ? null : "TEMPO.CombatRoll.Card.OnlyOffered";
}
