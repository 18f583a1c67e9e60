// Three-Action's action payloads, each declared once (src/foundry/actions/payload.ts): what a sheet button,
// the dialog that completes it, or a macro sends; every perform reads these typed fields only.
import { threeAction } from "../../../engine/index";
import { flag, int, oneOf, optInt, optText, text, type PayloadOf } from "../../actions/index";

const MANEUVER_IDS = ["", ...Object.keys(threeAction.MANEUVERS)];

/** A plain action (Move, Cast, Ready...) and what its dialog asked (the spell, its Energy, the readied action). */
export const PLAIN_SHAPE = {
  actor: text(),
  id: oneOf(threeAction.PLAIN_ACTIONS),
  text: optText(),
  energy: int({ fallback: 0 }),
  readied: optText("attack"),
  creatureId: optText(),
  creatureName: optText(),
};
export type PlainPayload = PayloadOf<typeof PLAIN_SHAPE>;

/** The attack dialog's situation: flags the player ticks (read by the engine's advantage rules). */
export const SITUATION_FLAGS = [
  "flanked",
  "flatFooted",
  "cover",
  "concealed",
  "hidden",
  "squareCorrect",
  "attackerHidden",
] as const;

/**
 * An Attack or a Maneuver (`maneuver`, blank for an Attack) with the weapon `itemId` (blank: unarmed),
 * against `target`, or an Area attack (`area`) against `targets` (actor uuids, comma-separated); the
 * dialog's situation and distances (a distance not given is no distance at all, apart from 0 ft).
 */
export const ATTACK_SHAPE = {
  actor: text(),
  itemId: optText(),
  maneuver: oneOf(MANEUVER_IDS, ""),
  area: flag(),
  target: optText(),
  targets: optText(),
  flanked: flag(),
  flatFooted: flag(),
  cover: flag(),
  concealed: flag(),
  hidden: flag(),
  squareCorrect: flag(),
  attackerHidden: flag(),
  distance: optInt({ min: 0 }),
  wallFeet: optInt({ min: 0 }),
  heightFeet: int({ min: 0, fallback: 0 }),
};
export type AttackPayload = PayloadOf<typeof ATTACK_SHAPE>;

/** A tracker button on one combatant of a combat (a readied action's trigger). */
export const COMBATANT_SHAPE = { combatId: text(), combatantId: text() };
export type CombatantPayload = PayloadOf<typeof COMBATANT_SHAPE>;

/** The lasting hold: the combatant enters after `afterId`. */
export const HOLD_SHAPE = { ...COMBATANT_SHAPE, afterId: text() };
export type HoldPayload = PayloadOf<typeof HOLD_SHAPE>;
