// Who may use a Combat Roll card's buttons (engine `cardRoles`): the defender chooses the defence, the
// attacker rolls the damage, either one applies it, the critical winner picks the maneuver, an offered foe
// takes its opportunity attack. Each card action says so through `unavailable`, so every viewer sees the
// same card, with the buttons that are not theirs disabled saying why (chat/listeners.ts).
import { combatRoll } from "../../../engine/index";
import type { CardRole, Contest } from "../../../engine/combat-roll/index";
import { flag, oneOf, optText, text, type PayloadOf, type RollMode } from "../../actions/index";
import { mayActFor } from "../../chat/card-guard";
import { anyContestOf } from "./contest";

const NOT_YOURS: Readonly<Record<CardRole, string>> = {
  defender: "TEMPO.CombatRoll.Card.OnlyDefender",
  attacker: "TEMPO.CombatRoll.Card.OnlyAttacker",
  either: "TEMPO.CombatRoll.Card.OnlyEither",
  winner: "TEMPO.CombatRoll.Card.OnlyWinner",
};

const CARD = { messageId: text() };

/** Each card button's payload: its card (the message), and what the button or its dialog chooses. */
export const CARD_PAYLOADS = {
  defend: { ...CARD, kind: text() },
  grappleDefend: { ...CARD, skill: text() },
  rollDamage: CARD,
  applyDamage: CARD,
  maneuver: { ...CARD, maneuver: text(), itemId: optText() },
  applyCondition: CARD,
  // the foe's positioning dialog adds flanking (an opportunity attack is always melee, without cover)
  opportunity: { ...CARD, offer: text(), range: oneOf(["", ...combatRoll.RANGES], ""), flanked: flag() },
};
type CardName = keyof typeof CARD_PAYLOADS;
/** A card button's typed payload. */
export type CardPayload<K extends CardName> = PayloadOf<(typeof CARD_PAYLOADS)[K]>;

/** A card button's work at the GM, on its typed payload. */
export type OnCard<K extends CardName> = (
  message: ChatMessage.Implementation,
  payload: CardPayload<K>,
  requester: User.Implementation,
  mode: RollMode,
) => Promise<void>;

/** The card a payload names, or null. */
export function payloadCard(p: { messageId: string }): Contest | null {
  const message = game.messages.get(p.messageId);
  return message ? anyContestOf(message) : null;
}

/**
 * A card button for the actors of `role`: `unavailable` says why `user` may not use it on the card the
 * payload names (its actors' owners and the GMs may).
 */
export function byRole(role: CardRole) {
  return {
    unavailable(p: { messageId: string }, user: User.Implementation): string | null {
      const card = payloadCard(p);
      if (!card) return "TEMPO.Error.MissingCard";
      return combatRoll.cardRoles(card)[role].some((uuid) => mayActFor(uuid, user)) ? null : NOT_YOURS[role];
    },
  };
}

/** Why `user` may not take the offer `p.offer` of an opportunity card, or null. */
export function offerUnavailable(p: CardPayload<"opportunity">, user: User.Implementation): string | null {
  const offer = payloadCard(p)?.offers.find((o) => o.combatantId === p.offer);
  if (!offer) return "TEMPO.Error.MissingCard";
  return mayActFor(offer.actor, user) ? null : "TEMPO.CombatRoll.Card.OnlyOffered";
}
