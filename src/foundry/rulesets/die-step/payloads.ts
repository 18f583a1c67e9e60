// Die-Step's action payloads, each declared once (src/foundry/actions/payload.ts): what a sheet or card
// button, the dialog that completes it, or a macro sends; every perform reads these typed fields only.
import { dieStep } from "../../../engine/index";
import { flag, int, maybeText, oneOf, optText, text, type PayloadOf } from "../../actions/index";

/** The actor acting (a sheet's: its own). */
const actor = text();

/** An attack, an unarmed strike or a grab with the weapon or spell `itemId` against `target` (asked). */
export const ATTACK_SHAPE = {
  actor,
  kind: oneOf(["attack", "unarmed", "grab"], "attack"),
  itemId: optText(),
  target: optText(),
};
/** The defender's choice on the attack card `messageId`. */
export const DEFEND_SHAPE = { messageId: text(), kind: text() };
/** An offered foe's opportunity attack on the offer card `messageId`. */
export const OFFER_SHAPE = { messageId: text(), actor };
/** The survival roll, from the sheet or from the encounter's survival card (`messageId`). */
export const SURVIVAL_SHAPE = { actor, messageId: maybeText() };
/** An action of the actor alone (an escape, a dismount). */
export const ACTOR_SHAPE = { actor };
/** The grappler's `move` on the `target` it holds; a throw says whether the ground may kill. */
export const GRAPPLE_SHAPE = {
  actor,
  target: text(),
  move: oneOf(dieStep.GRAPPLE_ACTION_IDS),
  lethalGround: flag(),
};
/** A move (its dialog: the kind and whom it leaves, runs into or moves past). */
export const MOVE_SHAPE = {
  actor,
  kind: oneOf(dieStep.MOVE_KINDS, "move"),
  leavesEnemies: flag(),
  runsIntoEnemies: flag(),
  movesPast: flag(),
};
/** An action the seed gives no cost: what it is, the action it takes, whether a rule says it provokes. */
export const OTHER_SHAPE = {
  actor,
  what: optText(),
  category: oneOf(dieStep.OTHER_CATEGORIES, "major"),
  ruleSays: flag(),
};
/** Mounting the combatant `mount` (asked). */
export const MOUNT_SHAPE = { actor, mount: optText() };
export const SUPPLIES = ["bandages", "improvised", "none"] as const;
/** First aid on the targeted `target` with the supplies asked. */
export const FIRST_AID_SHAPE = { actor, target: optText(), supplies: oneOf(SUPPLIES, "bandages") };
/** Magical healing of the targeted `target`: the HP or a ritual, and the action the spell takes in a fight. */
export const HEAL_SHAPE = {
  actor,
  target: optText(),
  amount: int({ fallback: 1 }),
  ritual: flag(),
  category: oneOf(dieStep.HEAL_CATEGORIES, "major"),
};

export type DefendPayload = PayloadOf<typeof DEFEND_SHAPE>;
export type OfferPayload = PayloadOf<typeof OFFER_SHAPE>;
export type GrapplePayload = PayloadOf<typeof GRAPPLE_SHAPE>;
export type MovePayload = PayloadOf<typeof MOVE_SHAPE>;
export type OtherPayload = PayloadOf<typeof OTHER_SHAPE>;
export type HealPayload = PayloadOf<typeof HEAL_SHAPE>;
