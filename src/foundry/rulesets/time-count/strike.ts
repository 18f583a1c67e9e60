// The Time Count's attacks as one action (actions/actor-flows.ts): a weapon, an unarmed strike, a special
// combat action's attack, casting the prepared spell. The dialog runs on the clicking client; the active
// GM then checks everything again (the attacker's owner, due now in a running fight, the weapon), rolls,
// posts the card(s) it authors and completes the turn: no card exists before the GM accepted the attack,
// and no card is the player's to rewrite.
import type { ActionPayload } from "../../actions/index";
import type { Posted } from "../../chat/roll-mode";
import { ownedItem } from "./action-flow";
import { actorFlows, fromSheet } from "../../actions/actor-flows";
import type { SheetAction } from "../definition";
import { askWeaponAttack, performWeaponAttack } from "./attack-flow";
import { askManeuver, performManeuver } from "./maneuver-flow";
import { askCastSpell, performCastSpell } from "./spell-flow";
import { askUnarmedAttack, performUnarmedAttack } from "./unarmed";

/** A special combat action's item on the actor (that it is a maneuver is checked by its flow). */
const actionItem = (actor: Actor.Implementation, p: ActionPayload) => ownedItem(actor, p.itemId, "action");

const FLOWS = {
  weapon: { ask: askWeaponAttack, perform: performWeaponAttack },
  unarmed: { ask: (actor: Actor.Implementation) => askUnarmedAttack(actor), perform: performUnarmedAttack },
  maneuver: {
    ask: (actor: Actor.Implementation, p: ActionPayload) => askManeuver(actor, actionItem(actor, p)),
    perform: (actor: Actor.Implementation, p: ActionPayload, posted: Posted) =>
      performManeuver(actor, actionItem(actor, p), p, posted),
  },
  cast: { ask: (actor: Actor.Implementation) => askCastSpell(actor), perform: performCastSpell },
};

export const tcStrike = actorFlows("strike", FLOWS);

/** A sheet button's attack of `kind`: the action above, for the sheet's actor. */
export const strikeFromSheet = (kind: keyof typeof FLOWS): SheetAction => fromSheet("strike", kind);
