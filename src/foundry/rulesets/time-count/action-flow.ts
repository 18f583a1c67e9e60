import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { askForm, int, pick } from "../../form-dialog";
import { int as intField, oneOf, optText, text, type PayloadOf } from "../../actions/index";
import { completeAct } from "./clock-actions";
import { stanceItem, tableActionItem, tcAction } from "./action-items";
import { addOnChoices } from "./attack-dialog";
import { turnOf, type Turn } from "./clock";
import { TC_STATS } from "./damage";
import { clockState, stanceNow } from "./defense";
import { afflictionsOf } from "./afflictions";
import { ADD_ONS, CHOICES } from "./situation";
import { tcStats } from "./stats";
import { actorAction, type ActorFlow } from "../../actions/actor-flows";
import { ON_ACTOR, TARGET } from "./act-payload";
import { runInput } from "./movement";
import { askManeuver, performManeuver } from "./maneuver-flow";

export const MOVE_DIALOG_TEMPLATE = "systems/tempo/templates/time-count/move-dialog.hbs";

export const ACTION_DIALOG_TEMPLATE = "systems/tempo/templates/time-count/action-dialog.hbs";

export function ownedItem(actor: Actor.Implementation, id: string, type: string): Item.Implementation {
  const item = actor.items.get(id);
  if (!item || item.type !== type) throw new RuleError("TEMPO.TimeCount.Error.NoSuchAction");
  return item;
}

/** The actor's turn in a running fight, or a refusal: the action needs one. */
export function requireTurn(actor: Actor.Implementation): Turn {
  const turn = turnOf(actor);
  if (!turn) throw new RuleError("TEMPO.TimeCount.Error.NotInFight", { name: actor.name ?? "" });
  return turn;
}

/** Outside a running fight (or before the actor is placed on it) the owner writes its own actor. */
export const outsideFight = (actor: Actor.Implementation): boolean => turnOf(actor) === null;

/** What "Perform" on an action item sends: the item, and for a special combat action its target and choices. */
const PERFORM = { ...ON_ACTOR, itemId: text(), ...TARGET, ...CHOICES };
type ItemPayload = { itemId: string };

const actionItem = (actor: Actor.Implementation, p: ItemPayload) => ownedItem(actor, p.itemId, "action");

/**
 * Shifting into a stance from its item: "a standard action with an SF of its shift speed"; the
 * actor's stance is set at once, with the drawbacks but not the benefits until the SF has passed
 * (its `stance:` pending marker). Inside a fight the GM writes the actor and the Combatant; outside
 * one the owner sets the stance (one write).
 */
const stance: ActorFlow<ItemPayload> = {
  // in a fight, only when the actor may act now (turnOf refuses otherwise)
  check: (actor, p: ItemPayload) => {
    stanceItem(actionItem(actor, p));
    turnOf(actor);
  },
  here: outsideFight,
  async perform(actor, p, posted) {
    const item = actionItem(actor, p);
    const chosen = stanceItem(item);
    const turn = turnOf(actor);
    if (turn) return completeAct(turn, { itemId: item.id ?? "" }, posted);
    await actor.update({ [`${TC_STATS}.stance`]: chosen } as Actor.UpdateData);
  },
};

/** An action of the SF table from its item (set a weapon against a charge): its SF and pending marker. */
const table: ActorFlow<ItemPayload> = {
  check: (actor, p: ItemPayload) => {
    tableActionItem(actionItem(actor, p));
    requireTurn(actor);
  },
  async perform(actor, p, posted) {
    const item = actionItem(actor, p);
    tableActionItem(item);
    await completeAct(requireTurn(actor), { itemId: item.id ?? "" }, posted);
  },
};

function assertNotBasic(actor: Actor.Implementation): void {
  if (!tcStats(actor).stance)
    throw new RuleError("TEMPO.TimeCount.Error.AlreadyBasic", { name: actor.name ?? "" });
}

/**
 * Back to a basic stance: "a free action unless otherwise specified" (standing up from a crouch is
 * Rapid, from prone Swift). Inside a fight it is an action on the Time Count.
 */
const basicStance: ActorFlow = {
  check: (actor) => {
    assertNotBasic(actor);
    turnOf(actor);
  },
  here: outsideFight,
  async perform(actor, _p, posted) {
    assertNotBasic(actor);
    const turn = turnOf(actor);
    if (turn) return completeAct(turn, { intent: "basicStance" }, posted);
    await actor.update({ [`${TC_STATS}.stance`]: "" } as Actor.UpdateData);
  },
};

/** The SF table's actions taken on their own ("Ready an action" has its own tracker button). */
const TABLE_ACTIONS = timeCount.offeredTableActions();
const TABLE_KEYS = TABLE_ACTIONS.map((a) => a.key);

/**
 * "Other action…" on the sheet: whichever action of the SF table with a speed class or its own dice
 * (escape from a net 1d8+5, extinguish flames 1d6+6), with the actions whose
 * SF adds to it (concentrate +1, control a frightened mount +2). The GM completes it: one write.
 */
const OTHER = { ...ON_ACTOR, actionKey: optText(), addOns: optText() };
const otherAction: ActorFlow<{ actionKey: string; addOns: string }> = {
  check: requireTurn,
  async ask() {
    const content = await foundry.applications.handlebars.renderTemplate(ACTION_DIALOG_TEMPLATE, {
      actions: TABLE_ACTIONS,
      addOns: addOnChoices(),
    });
    const chosen = await askForm({
      title: "TEMPO.TimeCount.Dialog.OtherAction",
      content,
      action: "act",
      confirm: "TEMPO.TimeCount.Dialog.Act",
      cancel: "TEMPO.TimeCount.Dialog.Cancel",
      read: (get) => ({
        actionKey: pick(TABLE_KEYS, get("actionKey"), "drawWeapon"),
        addOns: ADD_ONS.filter((key) => get(`addOn.${key}`) === true),
      }),
    });
    if (!chosen) return null;
    return {
      actionKey: chosen.actionKey,
      ...(chosen.addOns.length ? { addOns: chosen.addOns.join(",") } : {}),
    };
  },
  async perform(actor, p, posted) {
    // the engine refuses a key that is not one of the table's (`standaloneSpeed`)
    await completeAct(requireTurn(actor), { actionKey: p.actionKey, addOns: p.addOns }, posted);
  },
};

/**
 * "Perform" on an action item: a special combat action (an attack: the target and the dialog), a stance,
 * or an action of the SF table, by the item's kind.
 */
const perform: ActorFlow<PayloadOf<typeof PERFORM>> = {
  check(actor, p) {
    const kind = tcAction(actionItem(actor, p)).kind;
    if (kind !== "maneuver") (kind === "stance" ? stance : table).check?.(actor, p);
  },
  async ask(actor, p) {
    const kind = tcAction(actionItem(actor, p)).kind;
    if (kind === "maneuver") return askManeuver(actor, actionItem(actor, p));
    return (kind === "stance" ? stance : table).ask?.(actor, p) ?? {};
  },
  here: (actor, p) => tcAction(actionItem(actor, p)).kind === "stance" && outsideFight(actor),
  perform(actor, p, posted) {
    const kind = tcAction(actionItem(actor, p)).kind;
    if (kind === "maneuver") return performManeuver(actor, actionItem(actor, p), p, posted);
    return (kind === "stance" ? stance : table).perform(actor, p, posted);
  },
};

/**
 * "Move…" on the sheet (the actor due now in a running fight): the pace (walk, run, sprint), how many
 * squares, and the Athletics modifier of the checks; the GM completes it: the check card when one is
 * owed, the actor (fatigue, the running penalty, fatigued, leaving Poised) and one Combatant write.
 */
const MOVE = {
  ...ON_ACTOR,
  squares: intField({ min: 0, fallback: 0 }),
  pace: oneOf(timeCount.PACES, "walk"),
  athletics: intField({ fallback: 0 }),
};
const move: ActorFlow<PayloadOf<typeof MOVE>> = {
  check: requireTurn,
  async ask(actor) {
    const halfSpeed = stanceNow(actor)?.halfSpeed === true;
    // The dialog states the speed it will move at: halved in Parrying, as the engine plans it (issue 14:
    // it stated the full speed).
    const base = afflictionsOf(actor).movementFeet;
    const at = (feet: number) => (halfSpeed ? timeCount.halfSpeedFeet(feet) : feet);
    const content = await foundry.applications.handlebars.renderTemplate(MOVE_DIALOG_TEMPLATE, {
      name: actor.name ?? "",
      feet: at(base),
      runFeet: at(timeCount.runningSpeed(base)),
      halfSpeed,
      fatigued: tcStats(actor).conditions.fatigued,
    });
    return askForm({
      title: "TEMPO.TimeCount.Move.DialogTitle",
      content,
      action: "move",
      confirm: "TEMPO.TimeCount.Move.Confirm",
      cancel: "TEMPO.TimeCount.Dialog.Cancel",
      read: (get) => ({
        squares: int(get("squares"), 0),
        pace: pick(timeCount.PACES, get("pace"), "walk"),
        athletics: int(get("athletics"), 0),
      }),
      // Checked here too (the pace's requirements, the squares), so a refused movement never reaches the
      // GM; the dialog keeps what was typed (issue 30).
      check: (c) => {
        const state = clockState(actor);
        timeCount.checkMovement(runInput(actor, c.pace, c.squares, state ?? { count: 0, marker: null }, 0));
      },
    });
  },
  async perform(actor, p, posted) {
    const { squares, pace, athletics } = p;
    await completeAct(requireTurn(actor), { intent: "move", squares, pace, athletics }, posted);
  },
};

export const ACTION_ACTIONS = {
  perform: actorAction("perform", perform, PERFORM),
  basicStance: actorAction("basicStance", basicStance, ON_ACTOR),
  otherAction: actorAction("otherAction", otherAction, OTHER),
  move: actorAction("move", move, MOVE),
};
