import { actorAction } from "../../actions/actor-flows";
import { text, type PayloadOf } from "../../actions/index";
import { combatRoll } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { itemSystem } from "../../data/access";
import { conditionsOf } from "./stats";
import { actionUpdate, assertFit, combatRollTurnOf, spend, spentLine } from "./turn-state";

const EQUIP = { actor: text(), itemId: text() };

/**
 * Draw / Stow of a weapon, shield or armour of the actor: whether it is equipped (held or worn) now and,
 * in a begun Combat Roll combat, the Manipulate reaction's new turn state (a fit character's, 1 AP).
 */
function checkEquip(actor: Actor.Implementation, { itemId }: PayloadOf<typeof EQUIP>) {
  const item = actor.items.get(itemId);
  const system = item ? itemSystem(item) : null;
  if (!item || !system || !("equipped" in system)) throw new RuleError("TEMPO.Error.NoSuchWeapon");
  // A disarmed item lies on the floor: it is picked up (Manipulate), not drawn or stowed.
  combatRoll.assertHolding(conditionsOf(actor), itemId, item.name ?? "");
  const e = combatRollTurnOf(actor);
  if (e) assertFit(actor);
  return {
    item,
    equipped: system.equipped,
    e,
    state: e ? spend(e, combatRoll.turnAction("manipulate")) : null,
  };
}

/**
 * The sheet's Draw / Stow (equip / unequip) toggle on a weapon, shield or armour. Out of a begun Combat
 * Roll combat it is the owner's bookkeeping, performed by the owner's client: one write, the item. In
 * combat it is the Manipulate reaction ("drawing or stowing a sword"), performed at the GM: its AP
 * (`combat.update`, a pending Feint used up), the item, and a chat line that says so.
 */
export const equip = actorAction(
  "equip",
  {
    check: checkEquip,
    here: (actor) => combatRollTurnOf(actor) === null,
    async perform(actor, payload, posted) {
      const { item, equipped, e, state } = checkEquip(actor, payload);
      if (e && state) await e.combat.update(actionUpdate(e, state));
      await item.update({ "system.equipped": !equipped } as Item.UpdateData);
      if (!e || !state) return;
      const key = equipped ? "TEMPO.CombatRoll.Manipulate.Stow" : "TEMPO.CombatRoll.Manipulate.Draw";
      await ChatMessage.create(spentLine(actor, e, state, posted, { key, data: { item: item.name ?? "" } }));
    },
  },
  EQUIP,
);
