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
import { askForm, int, pick, type FormGetter } from "../../form-dialog";
import { singleTarget } from "../../targets";
import type { SheetAction } from "../definition";
import { DS_AP } from "./ap-rules";
import { declareAttack, type AttackAction } from "./attack";
import { dsCardOf } from "./card-write";
import { defend } from "./defend";
import { escape } from "./grapple";
import { DS_THROW_TEMPLATE, grappleMove } from "./grapple-moves";
import { dsMove } from "./move";
import { dsOther } from "./other";
import { dsDismount, dsMount } from "./mount";
import { takeOffer } from "./opportunity";
import { cannotAct, isStunned } from "./stats";
import { DS_FIRST_AID_TEMPLATE } from "./card-view";
import { DS_HEAL_TEMPLATE, healMagically } from "./healing";
import { giveFirstAid, rollSurvival, SUPPLIES, survivalUnavailable } from "./survival";
import { dsTurnOf } from "./turn";

const ATTACK_ACTIONS: readonly AttackAction[] = ["attack", "unarmed", "grab"];
const isAttackAction = (id: string): id is AttackAction => (ATTACK_ACTIONS as readonly string[]).includes(id);

/**
 * Why the actor may not attack (or move: "minor", `movement`) now (a localization key), or null: the sheet's
 * disabled buttons.
 */
export function attackUnavailable(
  actor: Actor.Implementation,
  category: "major" | "minor" = "major",
  movement = false,
): string | null {
  if (cannotAct(actor)) return "TEMPO.DieStep.Sheet.CannotAct";
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
  unavailable: (p) => attackUnavailable(cardActor(String(p.actor))),
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
    unavailable: (p, user) => (mayActFor(String(p.actor), user) ? null : "TEMPO.DieStep.Card.NotYourOffer"),
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

/** Magical healing by the actor of the one targeted character: the HP or a ritual, asked first. */
export const dsHeal = defineAction<ActionPayload>({
  parse(raw) {
    requireText(raw, "actor", "dsHeal");
    return raw;
  },
  ask: (p) =>
    askAboutTarget(p, "Heal", "heal", DS_HEAL_TEMPLATE, {}, (get) => ({
      amount: int(get("amount"), 1),
      ritual: get("ritual") === true,
    })),
  perform: ({ payload, requester, rollMode }) =>
    healMagically(
      cardActor(String(payload.actor)),
      cardActor(requireText(payload, "target", "dsHeal")),
      { amount: Number(payload.amount ?? 1), ritual: payload.ritual === true || payload.ritual === "true" },
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
