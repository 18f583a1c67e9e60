import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { askForm, pick } from "../../form-dialog";
import type { SheetAction } from "../definition";
import { stanceItem, tableActionItem, tcAction } from "./action-items";
import { addOnChoices } from "./attack-dialog";
import { requestAct } from "./attack-flow";
import { turnOf } from "./clock";
import { P } from "./damage";
import { strikeFromSheet } from "./strike";
import { ADD_ONS } from "./situation";
import { tcStats } from "./stats";

export const ACTION_DIALOG_TEMPLATE = "systems/tempo/templates/time-count/action-dialog.hbs";

export function ownedItem(actor: Actor.Implementation, id: unknown, type: string): Item.Implementation {
  const item = actor.items.get(String(id ?? ""));
  if (!item || item.type !== type) throw new RuleError("TEMPO.TimeCount.Error.NoSuchAction");
  return item;
}

/**
 * Shifting into a stance from its item: "a standard action with an SF of its shift speed"; the
 * actor's stance is set at once, with the drawbacks but not the benefits until the SF has passed
 * (its `stance:` pending marker). Inside a fight the GM writes the actor and the Combatant; outside
 * one the owner sets the stance (one write).
 */
async function takeStance(actor: Actor.Implementation, item: Item.Implementation): Promise<void> {
  const stance = stanceItem(item);
  const turn = turnOf(actor);
  if (turn) return requestAct(turn, { itemId: item.id ?? "" });
  const changes: Record<string, unknown> = { [`${P}.stance`]: stance };
  await actor.update(changes);
}

/** An action of the SF table from its item (set a weapon against a charge): its SF and pending marker. */
async function tableAction(actor: Actor.Implementation, item: Item.Implementation): Promise<void> {
  tableActionItem(item);
  const turn = turnOf(actor);
  if (!turn) throw new RuleError("TEMPO.TimeCount.Error.NotInFight", { name: actor.name ?? "" });
  await requestAct(turn, { itemId: item.id ?? "" });
}

/** "Perform" on an action item: a special combat action, a stance, or an action of the SF table. */
export const perform: SheetAction = async (actor, data) => {
  if (!actor.isOwner) throw new RuleError("TEMPO.Error.NotOwner", { name: actor.name ?? "" });
  const item = ownedItem(actor, data.itemId, "action");
  const kind = tcAction(item).kind;
  if (kind === "maneuver") return strikeFromSheet("maneuver")(actor, { itemId: item.id ?? "" });
  if (kind === "stance") return takeStance(actor, item);
  return tableAction(actor, item);
};

/**
 * Back to a basic stance: "a free action unless otherwise specified" (standing up from a crouch is
 * Rapid, from prone Swift). Inside a fight it is an action on the Time Count.
 */
export const basicStance: SheetAction = async (actor) => {
  if (!tcStats(actor).stance)
    throw new RuleError("TEMPO.TimeCount.Error.AlreadyBasic", { name: actor.name ?? "" });
  const turn = turnOf(actor);
  if (turn) return requestAct(turn, { intent: "basicStance" });
  const changes: Record<string, unknown> = { [`${P}.stance`]: "" };
  await actor.update(changes);
};

interface OtherAction {
  actionKey: string;
  addOns: string[];
}

/** The SF table's actions taken on their own ("Ready an action" has its own tracker button). */
const TABLE_ACTIONS = timeCount.offeredTableActions();
const TABLE_KEYS = TABLE_ACTIONS.map((a) => a.key);

/**
 * "Other action…" on the sheet: whichever action of the SF table with a speed class or its own dice
 * (escape from a net 1d8+5, extinguish flames 1d6+6), with the actions whose
 * SF adds to it (concentrate +1, control a frightened mount +2). The GM completes it: one write.
 */
export const otherAction: SheetAction = async (actor) => {
  const turn = turnOf(actor);
  if (!turn) throw new RuleError("TEMPO.TimeCount.Error.NotInFight", { name: actor.name ?? "" });
  const content = await foundry.applications.handlebars.renderTemplate(ACTION_DIALOG_TEMPLATE, {
    actions: TABLE_ACTIONS,
    addOns: addOnChoices(),
  });
  const chosen = await askForm<OtherAction>({
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
  if (!chosen) return;
  await requestAct(turn, {
    actionKey: chosen.actionKey,
    ...(chosen.addOns.length ? { addOns: chosen.addOns.join(",") } : {}),
  });
};
