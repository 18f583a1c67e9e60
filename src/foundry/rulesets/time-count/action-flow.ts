import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { askForm, pick } from "../../form-dialog";
import { checkFirst, type ActorFlow } from "../../actions/actor-flows";
import type { ActionPayload } from "../../actions/index";
import { completeAct } from "./clock-actions";
import { stanceItem, tableActionItem } from "./action-items";
import { addOnChoices } from "./attack-dialog";
import { turnOf, type Turn } from "./clock";
import { TC_STATS } from "./damage";
import { ADD_ONS } from "./situation";
import { tcStats } from "./stats";

export const ACTION_DIALOG_TEMPLATE = "systems/tempo/templates/time-count/action-dialog.hbs";

export function ownedItem(actor: Actor.Implementation, id: unknown, type: string): Item.Implementation {
  const item = actor.items.get(String(id ?? ""));
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

const actionItem = (actor: Actor.Implementation, p: ActionPayload) => ownedItem(actor, p.itemId, "action");

/**
 * Shifting into a stance from its item: "a standard action with an SF of its shift speed"; the
 * actor's stance is set at once, with the drawbacks but not the benefits until the SF has passed
 * (its `stance:` pending marker). Inside a fight the GM writes the actor and the Combatant; outside
 * one the owner sets the stance (one write).
 */
const stance: ActorFlow = {
  ask: checkFirst((actor, p) => stanceItem(actionItem(actor, p))),
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
const table: ActorFlow = {
  ask: checkFirst((actor, p) => {
    tableActionItem(actionItem(actor, p));
    requireTurn(actor);
  }),
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
  ask: checkFirst(assertNotBasic),
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
const otherAction: ActorFlow = {
  async ask(actor) {
    requireTurn(actor);
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
    const actionKey = String(p.actionKey ?? "");
    const payload: ActionPayload = { actionKey };
    if (typeof p.addOns === "string" && p.addOns !== "") payload.addOns = p.addOns;
    await completeAct(requireTurn(actor), payload, posted);
  },
};

export const ACTION_FLOWS = { stance, table, basicStance, otherAction };
