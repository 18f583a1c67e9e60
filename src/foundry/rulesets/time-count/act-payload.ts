// What completing an action on the Time Count reads (the `act` action: a tracker button's SF-table action,
// or the action a flow completes at the GM): one typed shape for every kind of action.
import { timeCount } from "../../../engine/index";
import { flag, int, oneOf, optText, parseWith, text, type PayloadOf } from "../../actions/index";

/** The actions named by an intent rather than by an item (`itemId`) or an SF-table key (`actionKey`). */
export const INTENTS = [
  "",
  "prepare",
  "cast",
  "charge",
  "release",
  "basicStance",
  "move",
  "unarmed",
] as const;

/** What the action is and how it was taken, whoever takes it. */
const INTENT = {
  intent: oneOf(INTENTS, ""),
  itemId: optText(),
  actionKey: optText(),
  /** The attack card(s) of the action (comma-separated): a fumble, a maneuver's marks. */
  messageId: optText(),
  weaponId: optText(),
  secondItemId: optText(),
  twoWeapons: oneOf(timeCount.TWO_WEAPON_MODES, "none"),
  withoutHands: flag(),
  /** Footnote-2 actions taken with it (comma-separated). */
  addOns: optText(),
  /** A special combat action's preparation (coup de grace). */
  stage: oneOf(["", "prepare"], ""),
  squares: int({ min: 0, fallback: 0 }),
  pace: oneOf(timeCount.PACES, "walk"),
  athletics: int({ fallback: 0 }),
};

/** The `act` action's payload: the combatant on the clock, and its action. */
export const ACT = { combatId: text(), combatantId: text(), ...INTENT };

export type IntentPayload = PayloadOf<typeof INTENT>;
export type ActPayload = PayloadOf<typeof ACT>;

/** What a flow tells the clock of the action it completes (the fields it leaves out take their default). */
export type ActInput = Partial<IntentPayload>;

const parseAct = parseWith(ACT, "act");
const parseIntent = parseWith(INTENT, "act");

function defined(input: ActInput): Record<string, string | number | boolean> {
  const raw: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined) raw[key] = value;
  return raw;
}

/** The payload of `input` for the turn's combatant, typed by the same shape as a button's. */
export function actPayload(turn: { combatId: string; combatantId: string }, input: ActInput): ActPayload {
  return parseAct({ ...defined(input), combatId: turn.combatId, combatantId: turn.combatantId });
}

/** The action of `input` outside a fight (no combatant): its changes to the actor only. */
export const intentPayload = (input: ActInput): IntentPayload => parseIntent(defined(input));
