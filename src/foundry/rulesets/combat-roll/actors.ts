import { combatRoll } from "../../../engine/index";
import type { Contest, ManeuverChoices, ManeuverId } from "../../../engine/combat-roll/index";
import { cardActor, mayActFor } from "../../chat/card-guard";
import { loadoutOf } from "./stats";

/** The winner's choices a card shows now (engine `maneuverChoices`), from both actors' gear. */
export function cardChoices(card: Contest): ManeuverChoices {
  const { winner, loser } = combatRoll.winnerAndLoser(card);
  const gear = (uuid: string) => () => loadoutOf(cardActor(uuid));
  return combatRoll.maneuverChoices(card, gear(winner), gear(loser));
}

/** The maneuvers the critical winner may choose now (Precision only before the damage is rolled). */
export const allowedManeuvers = (card: Contest): ManeuverId[] => cardChoices(card).maneuvers;

export { cardActor, mayActFor };
