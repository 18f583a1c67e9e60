import { combatRoll } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import type { CardAction } from "../definition";
import { cardActor } from "./actors";
import { requireRole, writeCard } from "./card-write";
import { contestOf } from "./contest";
import { assertChoiceStillOpen } from "./choice-window";
import { opportunityWeapon, planAttack } from "./attack-plan";
import { attackCard, attackState, cardMessage } from "./strike";
import { combatRollTurnOf, turnsUpdate } from "./turn-state";

/**
 * A foe's "Opportunity attack" (a melee Strike as a reaction, with a melee weapon or unarmed) from the
 * opportunity card, at the GM:
 * the foe's reaction AP and one of its two attacks are spent, the Strike's card is posted against the
 * provoking character, and the offer is marked taken. Writes: the combat, the new card, this card.
 */
export const opportunityAttack: CardAction = async (message, payload, requester) => {
  const card = contestOf(message, "opportunity");
  const offer = combatRoll.openOffer(card, String(payload.offer));
  requireRole(offer.actor, requester, offer.name);
  // An offer answers one exposure: refused once the mover has acted again or the turn has ended.
  assertChoiceStillOpen(card, "offer");
  const attacker = cardActor(offer.actor);
  const target = cardActor(card.target);
  // Its held melee weapon, else an unarmed Strike ("Unarmed fighting is included" in Fighting Styles).
  const plan = planAttack(attacker, opportunityWeapon(attacker).id, target, { opportunity: true });
  const e = combatRollTurnOf(attacker);
  if (!e || e.combat.id !== card.combatId) throw new RuleError("TEMPO.Error.NoCombat");
  const after = attackState(e, plan, target);
  // "An opportunity attack is a special kind of melee Strike": always melee, so cover never applies.
  const positioning = {
    ...combatRoll.positioningFromPayload(payload, combatRoll.proposePositioning("melee")),
    range: "melee" as const,
  };
  const strike = {
    ...attackCard(attacker, target, plan, positioning, after.feint, e.combat.id ?? ""),
    opportunity: true,
  };
  await e.combat.update(turnsUpdate(e.combat, after.state, after.marks));
  await ChatMessage.create(await cardMessage(strike, attacker));
  await writeCard(message, combatRoll.withOfferTaken(card, offer.combatantId));
};
