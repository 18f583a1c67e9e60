import { act } from "../../actions/index";
import { actorAction, checkFirst } from "../../actions/actor-flows";
import { combatRoll } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { itemSystem } from "../../data/access";
import type { RequestPayload, SheetAction } from "../definition";
import { conditionsOf } from "./stats";
import { actionUpdate, assertFit, combatRollTurnOf, spend, spentLine } from "./turn-state";
import type { Posted } from "../../chat/roll-mode";

/** A weapon, shield or armour of the actor and whether it is equipped (held or worn) now. */
function gearOf(
  actor: Actor.Implementation,
  itemId: string,
): { item: Item.Implementation; equipped: boolean } {
  const item = actor.items.get(itemId);
  const system = item ? itemSystem(item) : null;
  if (!item || !system || !("equipped" in system)) throw new RuleError("TEMPO.Error.NoSuchWeapon");
  // A disarmed item lies on the floor: it is picked up (Manipulate), not drawn or stowed.
  combatRoll.assertHolding(conditionsOf(actor), itemId, item.name ?? "");
  return { item, equipped: system.equipped };
}

/**
 * The sheet's Draw / Stow (equip / unequip) toggle on a weapon, shield or armour. Out of a begun Combat
 * Roll combat it is the owner's bookkeeping: one write, the item. In combat it is the Manipulate reaction
 * ("drawing or stowing a sword"): 1 AP, checked here and carried out at the GM.
 */
export const toggleEquip: SheetAction = async (actor, data) => {
  const itemId = String(data.itemId ?? "");
  const { item, equipped } = gearOf(actor, itemId);
  const e = combatRollTurnOf(actor);
  if (!e) {
    await item.update({ "system.equipped": !equipped } as Item.UpdateData);
    return;
  }
  spend(e, combatRoll.turnAction("manipulate"));
  await act("equip", { actor: actor.uuid, itemId });
};

/** Drawing or stowing in combat: a fit character's Manipulate reaction (1 AP). */
function checkEquip(actor: Actor.Implementation, payload: RequestPayload) {
  assertFit(actor);
  const gear = gearOf(actor, String(payload.itemId ?? ""));
  const e = combatRollTurnOf(actor);
  return { ...gear, e, state: e ? spend(e, combatRoll.turnAction("manipulate")) : null };
}

/**
 * At the GM: Manipulate's AP (`combat.update`), the item drawn or stowed (the item) and a chat line that
 * says so (a Manipulate is seen at the table). A Feint's boon is used up by any next action, as in pickUp.
 */
export const equip = actorAction("equip", { ask: checkFirst(checkEquip), perform: performEquip });

async function performEquip(
  actor: Actor.Implementation,
  payload: RequestPayload,
  posted: Posted,
): Promise<void> {
  const { item, equipped, e, state } = checkEquip(actor, payload);
  if (e && state) await e.combat.update(actionUpdate(e, state));
  await item.update({ "system.equipped": !equipped } as Item.UpdateData);
  if (!e || !state) return;
  const key = equipped ? "TEMPO.CombatRoll.Manipulate.Stow" : "TEMPO.CombatRoll.Manipulate.Draw";
  await ChatMessage.create(spentLine(actor, e, state, posted, { key, data: { item: item.name ?? "" } }));
}
