// Die-Step's actions, one shape each (src/foundry/actions/): from the sheet an attack against the one
// targeted token and the survival roll; on the card the defender's choice and an offered opportunity
// attack; the shared action-point tracker's buttons. Each is performed at the active GM.
import { dieStep } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import {
  cardAction,
  combatActions,
  defineAction,
  optionalText,
  requireText,
  type ActionPayload,
} from "../../actions/index";
import { namedActions } from "../../actions/actor-flows";
import { apTrackerActions, maySpend } from "../../action-points/index";
import { cardActor, mayActFor } from "../../chat/card-guard";
import { askForm, int, payloadGetter, pick, str, type FormGetter } from "../../form-dialog";
import { whyNot } from "../../notify";
import { singleTarget } from "../../targets";
import type { SheetAction } from "../definition";
import { DS_AP } from "./ap-rules";
import { declareAttack, takeOffer, type AttackAction } from "./attack";
import { dsCardOf } from "./card-write";
import { defend } from "./defend";
import { escape } from "./grapple";
import { DS_THROW_TEMPLATE, grappleMove } from "./grapple-moves";
import { dsMove } from "./move";
import { dsOther } from "./other";
import { dsDismount, dsMount } from "./mount";
import { opportunityUnavailable } from "./opportunity";
import { cannotAct, dsItem, hasDsCondition, isStunned } from "./stats";
import { DS_FIRST_AID_TEMPLATE } from "./card-view";
import { checkHealing, DS_HEAL_TEMPLATE, healingChoices, healMagically } from "./healing";
import { giveFirstAid, rollSurvival, SUPPLIES, survivalUnavailable } from "./survival";
import { dsTurnOf } from "./turn";

/** A spell's attack kinds: casting is not a physical action (Interpretation 45). */
export const isSpellAttack = (attack: string) => attack === "spell" || attack === "physical-spell";

const ATTACK_ACTIONS: readonly AttackAction[] = ["attack", "unarmed", "grab"];
const isAttackAction = (id: string): id is AttackAction => (ATTACK_ACTIONS as readonly string[]).includes(id);

/**
 * Why the actor may not attack (or move: "minor", `movement`) now (a localization key), or null: the sheet's
 * disabled buttons. `physical`: a weapon attack, strike, grab or move, which a helpless character cannot take.
 */
export function attackUnavailable(
  actor: Actor.Implementation,
  category: "major" | "minor" = "major",
  movement = false,
  physical = true,
): string | null {
  if (cannotAct(actor)) return "TEMPO.DieStep.Sheet.CannotAct";
  // "cannot take any physical actions, including movement" (a spell is not one: `spellReason`)
  if (physical && hasDsCondition(actor, "helpless")) return "TEMPO.DieStep.Sheet.Helpless";
  const e = dsTurnOf(actor);
  if (e && isStunned(actor)) return "TEMPO.DieStep.Sheet.StunnedAct";
  if (e && !maySpend(e, DS_AP, { category, movement }))
    return movement ? "TEMPO.DieStep.Sheet.NoMoveAp" : "TEMPO.DieStep.Sheet.NoAp";
  return null;
}

/** An attack (a weapon or spell, an unarmed strike, a grab) against the one targeted token. */
export const dsAttack = defineAction<ActionPayload>({
  parse(raw) {
    requireText(raw, "actor", "dsAttack");
    if (!isAttackAction(optionalText(raw, "kind") || "attack"))
      throw new RuleError("TEMPO.Error.BadRequest", { action: "dsAttack" });
    return raw;
  },
  unavailable: (p) => {
    const actor = cardActor(String(p.actor));
    // a spell is no physical action: a helpless character may still cast it
    const item = actor.items.get(optionalText(p, "itemId"));
    const spell =
      (optionalText(p, "kind") || "attack") === "attack" && item && isSpellAttack(dsItem(item).attack);
    return attackUnavailable(actor, "major", false, !spell);
  },
  // the clicking client names its target; nothing is posted before the GM has checked the attack
  ask: (p) => Promise.resolve({ ...p, target: singleTarget().uuid }),
  perform: ({ payload, requester, rollMode }) => {
    const kind = optionalText(payload, "kind") || "attack";
    return declareAttack(
      cardActor(String(payload.actor)),
      cardActor(requireText(payload, "target", "dsAttack")),
      {
        action: isAttackAction(kind) ? kind : "attack",
        itemId: optionalText(payload, "itemId"),
        opportunity: false,
      },
      requester,
      rollMode,
    );
  },
});

/** Why `user` may not pick this defence on the card now (a localization key), or null. */
function defenseUnavailable(p: ActionPayload, user: User.Implementation): string | null {
  const message = game.messages.get(String(p.messageId));
  if (!message) return "TEMPO.Error.MissingCard";
  const card = dsCardOf(message);
  const refused = dieStep.defenseChoiceRefusal(card, String(p.kind));
  if (refused && "done" in refused) return "TEMPO.Error.AlreadyApplied";
  if (!mayActFor(card.target, user)) return "TEMPO.DieStep.Card.NotYourDefense";
  if (!refused) return null;
  return "reason" in refused ? `TEMPO.DieStep.NoDefense.${refused.reason}` : "TEMPO.Error.BadRequest";
}

/** The defender's choice: passive, block, parry or dodge; then both dice. */
export const dsDefend = cardAction(
  (message, payload, requester) => defend(message, String(payload.kind), requester),
  {
    unavailable: defenseUnavailable,
  },
);

/** An offered opportunity attack taken by one of the foes offered it. */
export const dsOpportunity = cardAction(
  (message, payload, requester, mode) => takeOffer(message, String(payload.actor), requester, mode),
  {
    unavailable: (p, user) =>
      mayActFor(String(p.actor), user)
        ? opportunityUnavailable(cardActor(String(p.actor)))
        : "TEMPO.DieStep.Card.NotYourOffer",
  },
);

/** The survival roll, from the sheet or the encounter's survival card. */
export const dsSurvival = defineAction<ActionPayload>({
  parse(raw) {
    requireText(raw, "actor", "dsSurvival");
    return raw;
  },
  unavailable: (p, user) => {
    const actor = cardActor(String(p.actor));
    if (!mayActFor(actor.uuid, user)) return "TEMPO.DieStep.Card.NotYours";
    return survivalUnavailable(actor);
  },
  perform: ({ payload, requester, rollMode }) =>
    rollSurvival(cardActor(String(payload.actor)), requester, rollMode, optionalText(payload, "messageId")),
});

/** An escape from the grab holding the actor (its sheet's button). */
export const dsEscape = defineAction<ActionPayload>({
  parse(raw) {
    requireText(raw, "actor", "dsEscape");
    return raw;
  },
  perform: ({ payload, requester, rollMode }) =>
    escape(cardActor(String(payload.actor)), requester, rollMode),
});

/**
 * The grappler's move on the target it holds (its sheet's buttons): sustain, force down, move, crush,
 * throw. A throw first asks whether the ground may kill (the GM's call, asked of whoever throws).
 */
export const dsGrapple = defineAction<ActionPayload>({
  parse(raw) {
    requireText(raw, "actor", "dsGrapple");
    requireText(raw, "target", "dsGrapple");
    if (!(dieStep.GRAPPLE_ACTION_IDS as readonly string[]).includes(optionalText(raw, "move")))
      throw new RuleError("TEMPO.Error.BadRequest", { action: "dsGrapple" });
    return raw;
  },
  unavailable: (p, user) => (mayActFor(String(p.actor), user) ? null : "TEMPO.DieStep.Card.NotYours"),
  async ask(p) {
    if (p.move !== "throw") return p;
    const answers = await askForm({
      title: game.i18n.localize("TEMPO.DieStep.Throw.Title"),
      content: await foundry.applications.handlebars.renderTemplate(DS_THROW_TEMPLATE, {
        target: cardActor(String(p.target)).name ?? "",
      }),
      action: "throw",
      confirm: game.i18n.localize("TEMPO.DieStep.Throw.Roll"),
      cancel: game.i18n.localize("TEMPO.DieStep.Throw.Cancel"),
      read: (get) => ({ lethalGround: get("lethalGround") === true }),
    });
    return answers ? { ...p, ...answers } : null;
  },
  perform: ({ payload, requester, rollMode }) =>
    grappleMove(
      cardActor(String(payload.actor)),
      cardActor(String(payload.target)),
      optionalText(payload, "move"),
      { lethalGround: payload.lethalGround === true || payload.lethalGround === "true" },
      requester,
      rollMode,
    ),
});

/**
 * The dialog of an action on the one targeted character (first aid, healing): `TEMPO.DieStep.<key>.Title`
 * names it, `.Roll` / `.Cancel` label the buttons; the payload gains the answers and the `target`.
 */
async function askAboutTarget(
  p: ActionPayload,
  key: string,
  action: string,
  template: string,
  context: Record<string, unknown>,
  read: (get: FormGetter) => ActionPayload,
): Promise<ActionPayload | null> {
  const patient = singleTarget();
  const answers = await askForm({
    title: game.i18n.format(`TEMPO.DieStep.${key}.Title`, { name: patient.name ?? "" }),
    content: await foundry.applications.handlebars.renderTemplate(template, context),
    action,
    confirm: game.i18n.localize(`TEMPO.DieStep.${key}.Roll`),
    cancel: game.i18n.localize(`TEMPO.DieStep.${key}.Cancel`),
    read,
  });
  return answers ? { ...p, ...answers, target: patient.uuid } : null;
}

/** First aid given by the actor to the one targeted (mortally wounded) character, with the supplies asked. */
export const dsFirstAid = defineAction<ActionPayload>({
  parse(raw) {
    requireText(raw, "actor", "dsFirstAid");
    return raw;
  },
  ask: (p) =>
    askAboutTarget(p, "FirstAid", "aid", DS_FIRST_AID_TEMPLATE, { supplies: SUPPLIES }, (get) => ({
      supplies: pick(SUPPLIES, get("supplies"), "bandages"),
    })),
  perform: ({ payload, requester, rollMode }) =>
    giveFirstAid(
      cardActor(String(payload.actor)),
      cardActor(requireText(payload, "target", "dsFirstAid")),
      pick(SUPPLIES, optionalText(payload, "supplies"), "bandages"),
      requester,
      rollMode,
    ),
});

/** The healing dialog's answers as `healMagically` reads them (a bad amount stays NaN: refused, re-asked). */
const readHeal = (get: FormGetter) => ({
  amount: str(get("amount")),
  ritual: get("ritual") === true,
  category: pick(dieStep.HEAL_CATEGORIES, get("category"), "major"),
});
const healInput = (p: ActionPayload) => ({
  amount: int(typeof p.amount === "string" ? p.amount : String(p.amount ?? ""), Number.NaN),
  ritual: p.ritual === true || p.ritual === "true",
  category: optionalText(p, "category") || "major",
});

/**
 * Magical healing by the actor of the one targeted character: the HP or a ritual, and in a fight which
 * action the spell takes (Interpretation 46). A refused answer (a bad amount, an action the AP refuse) asks
 * again with what was typed and why.
 */
export const dsHeal = defineAction<ActionPayload>({
  parse(raw) {
    requireText(raw, "actor", "dsHeal");
    return raw;
  },
  async ask(p) {
    const healer = cardActor(String(p.actor));
    const choices = healingChoices(healer);
    // the first action the AP allow now is offered first (a major one when it may be taken)
    const category = choices.options.find((o) => !o.reason)?.category ?? "major";
    let typed: ReturnType<typeof readHeal> = { amount: "1", ritual: false, category };
    let error = "";
    for (;;) {
      const context = { ...choices, typed, error };
      const answers = await askAboutTarget(p, "Heal", "heal", DS_HEAL_TEMPLATE, context, readHeal);
      if (!answers) return null;
      const refusal = whyNot(() => checkHealing(healer, healInput(answers)));
      if (!refusal) return answers;
      typed = readHeal(payloadGetter(answers as Record<string, string | boolean>));
      error = refusal;
    }
  },
  perform: ({ payload, requester, rollMode }) =>
    healMagically(
      cardActor(String(payload.actor)),
      cardActor(requireText(payload, "target", "dsHeal")),
      healInput(payload),
      requester,
      rollMode,
    ),
});

/** Every Die-Step action: the shared tracker's, the sheet's and the card's. */
export const DS_ACTIONS = {
  ...combatActions(apTrackerActions(DS_AP)),
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

/** The sheet's buttons go through the one action route (`data-tempo` names the action). */
export const sheetAct: SheetAction = namedActions((actor) => dsTurnOf(actor)?.combat);
