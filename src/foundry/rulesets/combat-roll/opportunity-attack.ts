import { combatRoll } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { cardAction } from "../../actions/index";
import { askPositioning } from "./position-dialog";
import { CARD_PAYLOADS, offerUnavailable, payloadCard, type CardPayload, type OnCard } from "./card-roles";
import { assertFit } from "./turn-state";
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
const opportunityAttack: OnCard<"opportunity"> = async (message, payload, requester) => {
  const card = contestOf(message, "opportunity");
  const offer = combatRoll.openOffer(card, payload.offer);
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

/**
 * On the foe's owner's client: the roll dialog (melee only: flanking may apply, cover never does; its held
 * melee weapon or unarmed), whose positioning the GM reads back.
 */
async function askOpportunity(p: CardPayload<"opportunity">) {
  const card = payloadCard(p);
  const offer = card?.offers.find((o) => o.combatantId === p.offer);
  if (!card || !offer) throw new RuleError("TEMPO.Error.MissingCard");
  const foe = cardActor(offer.actor);
  assertFit(foe);
  const choice = await askPositioning({
    attacker: offer.name,
    target: card.targetName,
    item: opportunityWeapon(foe).name,
    proposal: combatRoll.proposePositioning("melee"),
    chooseRange: false,
    automatic: [],
  });
  return choice ? { ...p, ...combatRoll.positioningPayload(choice) } : null;
}

/** The opportunity card's button: asked on the foe's owner's client, carried out at the GM. */
export const opportunityAction = cardAction(
  opportunityAttack,
  { ask: askOpportunity, unavailable: offerUnavailable },
  CARD_PAYLOADS.opportunity,
);
