// Die-Step's actions, one shape each (src/foundry/actions/), their payloads typed (payloads.ts): from the
// sheet (`data-action="tempoAction"`) an attack against the one targeted token, moves, grapples, first aid,
// healing and the survival roll; on the card the defender's choice and an offered opportunity attack; the
// shared action-point tracker's buttons. Each is performed at the active GM.
import { dieStep } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { defineAction, parseWith } from "../../actions/index";
import { apTrackerActions, maySpend } from "../../action-points/index";
import { cardActor, mayActFor } from "../../chat/card-guard";
import { askForm, int, pick, str, type FormGetter } from "../../form-dialog";
import { singleTarget } from "../../targets";
import { DS_AP } from "./ap-rules";
import { declareAttack, takeOffer } from "./attack";
import { dsCardOf } from "./card-write";
import { defend } from "./defend";
import { assertMayEscape, escape } from "./grapple";
import { DS_THROW_TEMPLATE, grappleMove } from "./grapple-moves";
import { dsMove } from "./move";
import { dsOther } from "./other";
import { dsDismount, dsMount } from "./mount";
import { onActor } from "./on-actor";
import { opportunityUnavailable } from "./opportunity";
import {
  ACTOR_SHAPE,
  ATTACK_SHAPE,
  DEFEND_SHAPE,
  FIRST_AID_SHAPE,
  GRAPPLE_SHAPE,
  HEAL_SHAPE,
  OFFER_SHAPE,
  SUPPLIES,
  SURVIVAL_SHAPE,
  type DefendPayload,
  type HealPayload,
  type OfferPayload,
} from "./payloads";
import { dsItem, hasDsCondition, isStunned, standingOf } from "./stats";
import { DS_FIRST_AID_TEMPLATE } from "./card-view";
import { checkHealing, DS_HEAL_TEMPLATE, healingChoices, healMagically } from "./healing";
import { giveFirstAid, rollSurvival, survivalUnavailable } from "./survival";
import { dsTurnOf } from "./turn";

/**
 * Why the actor may not take the action now (engine `actRefusal`; an attack unless `kind` says otherwise),
 * or null: the sheet's disabled buttons. In a fight, its AP for an action of `category`.
 */
export function attackUnavailable(
  actor: Actor.Implementation,
  kind: dieStep.ActionKind = { physical: true },
  category: "major" | "minor" = "major",
): string | null {
  const e = dsTurnOf(actor);
  const apAllow = e ? maySpend(e, DS_AP, { category, movement: kind.movement === true }) : null;
  const now = {
    standing: standingOf(actor),
    helpless: hasDsCondition(actor, "helpless"),
    stunned: isStunned(actor),
  };
  return dieStep.actRefusal({ ...now, apAllow }, kind);
}

/** The one targeted token, or a refusal naming the action when a macro or a forged request left it out. */
function named(uuid: string, action: string): Actor.Implementation {
  if (!uuid) throw new RuleError("TEMPO.Error.BadRequest", { action });
  return cardActor(uuid);
}

/** An attack (a weapon or spell, an unarmed strike, a grab) against the one targeted token. */
export const dsAttack = onActor(parseWith(ATTACK_SHAPE, "dsAttack"), {
  unavailable(actor, p) {
    // a spell is no physical action: a helpless character may still cast it
    const item = actor.items.get(p.itemId);
    const spell = p.kind === "attack" && item !== undefined && dieStep.isSpellAttack(dsItem(item).attack);
    return attackUnavailable(actor, { physical: !spell, unarmed: p.kind !== "attack" });
  },
  // the clicking client names its target; nothing is posted before the GM has checked the attack
  ask: (_actor, p) => Promise.resolve({ ...p, target: singleTarget().uuid }),
  perform: (actor, p, requester, mode) =>
    declareAttack(
      actor,
      named(p.target, "dsAttack"),
      { action: p.kind, itemId: p.itemId, opportunity: false },
      requester,
      mode,
    ),
});

/** The defender's choice: passive, block, parry or dodge; then both dice. */
export const dsDefend = defineAction<DefendPayload>({
  parse: parseWith(DEFEND_SHAPE, "dsDefend"),
  /** Why `user` may not pick this defence on the card now (a localization key), or null. */
  unavailable(p, user) {
    const message = game.messages.get(p.messageId);
    if (!message) return "TEMPO.Error.MissingCard";
    const card = dsCardOf(message);
    const refused = dieStep.defenseChoiceRefusal(card, p.kind);
    if (refused && "done" in refused) return "TEMPO.Error.AlreadyApplied";
    if (!mayActFor(card.target, user)) return "TEMPO.DieStep.Card.NotYourDefense";
    if (!refused) return null;
    if ("reason" in refused) return `TEMPO.DieStep.NoDefense.${refused.reason}`;
    throw new RuleError("TEMPO.Error.BadRequest", { action: "dsDefend" });
  },
  perform: ({ payload, requester }) => defend(cardMessage(payload.messageId), payload.kind, requester),
});

/** The card a card button names, or the refusal that it is gone. */
function cardMessage(id: string): ChatMessage.Implementation {
  const message = game.messages.get(id);
  if (!message) throw new RuleError("TEMPO.Error.MissingCard");
  return message;
}

/** An offered opportunity attack taken by one of the foes offered it. */
export const dsOpportunity = defineAction<OfferPayload>({
  parse: parseWith(OFFER_SHAPE, "dsOpportunity"),
  unavailable: (p, user) =>
    mayActFor(p.actor, user) ? opportunityUnavailable(cardActor(p.actor)) : "TEMPO.DieStep.Card.NotYourOffer",
  perform: ({ payload, requester, rollMode }) =>
    takeOffer(cardMessage(payload.messageId), payload.actor, requester, rollMode),
});

/** The survival roll, from the sheet or the encounter's survival card. */
export const dsSurvival = onActor(parseWith(SURVIVAL_SHAPE, "dsSurvival"), {
  unavailable: (actor, _p, user) =>
    mayActFor(actor.uuid, user) ? survivalUnavailable(actor) : "TEMPO.DieStep.Card.NotYours",
  perform: (actor, p, requester, mode) => rollSurvival(actor, requester, mode, p.messageId ?? ""),
});

/** An escape from the grab holding the actor (its sheet's button). */
export const dsEscape = onActor(parseWith(ACTOR_SHAPE, "dsEscape"), {
  unavailable(actor, _p, user) {
    if (!mayActFor(actor.uuid, user)) return "TEMPO.DieStep.Card.NotYours";
    assertMayEscape(actor);
    return null;
  },
  perform: (actor, _p, requester, mode) => escape(actor, requester, mode),
});

/**
 * The grappler's move on the target it holds (its sheet's buttons): sustain, force down, move, crush,
 * throw. A throw first asks whether the ground may kill (the GM's call, asked of whoever throws).
 */
export const dsGrapple = onActor(parseWith(GRAPPLE_SHAPE, "dsGrapple"), {
  unavailable: (actor, _p, user) => (mayActFor(actor.uuid, user) ? null : "TEMPO.DieStep.Card.NotYours"),
  async ask(_actor, p) {
    if (p.move !== "throw") return p;
    const answers = await askForm({
      title: game.i18n.localize("TEMPO.DieStep.Throw.Title"),
      content: await foundry.applications.handlebars.renderTemplate(DS_THROW_TEMPLATE, {
        target: cardActor(p.target).name ?? "",
      }),
      action: "throw",
      confirm: game.i18n.localize("TEMPO.DieStep.Throw.Roll"),
      cancel: game.i18n.localize("TEMPO.DieStep.Throw.Cancel"),
      read: (get) => ({ lethalGround: get("lethalGround") === true }),
    });
    return answers ? { ...p, ...answers } : null;
  },
  perform: (actor, p, requester, mode) => grappleMove(actor, cardActor(p.target), p, requester, mode),
});

/**
 * The dialog of an action on the one targeted character (first aid, healing): `TEMPO.DieStep.<key>.Title`
 * names it, `.Roll` / `.Cancel` label the buttons; the answers as `read` gives them, and the `target`.
 */
async function askAboutTarget<T extends object>(
  key: string,
  action: string,
  template: string,
  context: Record<string, unknown>,
  read: (get: FormGetter) => T,
  check?: (answers: T) => void,
): Promise<(T & { target: string }) | null> {
  const patient = singleTarget();
  const answers = await askForm({
    title: game.i18n.format(`TEMPO.DieStep.${key}.Title`, { name: patient.name ?? "" }),
    content: await foundry.applications.handlebars.renderTemplate(template, context),
    action,
    confirm: game.i18n.localize(`TEMPO.DieStep.${key}.Roll`),
    cancel: game.i18n.localize(`TEMPO.DieStep.${key}.Cancel`),
    read,
    ...(check ? { check } : {}),
  });
  return answers ? { ...answers, target: patient.uuid } : null;
}

/** First aid given by the actor to the one targeted (mortally wounded) character, with the supplies asked. */
export const dsFirstAid = onActor(parseWith(FIRST_AID_SHAPE, "dsFirstAid"), {
  async ask(_actor, p) {
    const read = (get: FormGetter) => ({ supplies: pick(SUPPLIES, get("supplies"), "bandages") });
    const answers = await askAboutTarget(
      "FirstAid",
      "aid",
      DS_FIRST_AID_TEMPLATE,
      { supplies: SUPPLIES },
      read,
    );
    return answers ? { ...p, ...answers } : null;
  },
  perform: (actor, p, requester, mode) =>
    giveFirstAid(actor, named(p.target, "dsFirstAid"), p.supplies, requester, mode),
});

/** The healing dialog's answers as typed (the amount as text: a bad one is refused and asked again). */
const readHeal = (get: FormGetter) => ({
  amount: str(get("amount")),
  ritual: get("ritual") === true,
  category: pick(dieStep.HEAL_CATEGORIES, get("category"), "major"),
});

/**
 * Magical healing by the actor of the one targeted character: the HP or a ritual, and in a fight which
 * action the spell takes (Interpretation 46). A refused answer (a bad amount, an action the AP refuse) keeps
 * the dialog open with what was typed and why (the GM's own `checkHealing`).
 */
export const dsHeal = onActor(parseWith(HEAL_SHAPE, "dsHeal"), {
  async ask(healer, p) {
    const choices = healingChoices(healer);
    // the first action the AP allow now is offered first (a major one when it may be taken)
    const category = choices.options.find((o) => !o.reason)?.category ?? "major";
    const typed: ReturnType<typeof readHeal> = { amount: "1", ritual: false, category };
    const healing = (answers: ReturnType<typeof readHeal>): HealPayload => ({
      ...p,
      ...answers,
      amount: int(answers.amount, Number.NaN),
    });
    const answers = await askAboutTarget(
      "Heal",
      "heal",
      DS_HEAL_TEMPLATE,
      { ...choices, typed },
      readHeal,
      (a) => void checkHealing(healer, healing(a)),
    );
    return answers ? { ...healing(answers), target: answers.target } : null;
  },
  perform: (actor, p, requester, mode) => healMagically(actor, named(p.target, "dsHeal"), p, requester, mode),
});

/** Every Die-Step action: the shared tracker's, the sheet's and the card's. */
export const DS_ACTIONS = {
  ...apTrackerActions(DS_AP),
  dsAttack,
  dsDefend,
  dsOpportunity,
  dsSurvival,
  dsEscape,
  dsGrapple,
  dsMove,
  dsOther,
  dsMount,
  dsDismount,
  dsFirstAid,
  dsHeal,
};
