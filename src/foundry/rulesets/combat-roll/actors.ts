import { combatRoll } from "../../../engine/index";
import type { Contest, ManeuverId } from "../../../engine/combat-roll/index";
import { cardActor, mayActFor } from "../../chat/card-guard";

import type { CardChoices } from "./card-data";
import { loadoutOf } from "./stats";

/** The maneuvers the critical winner may choose now (Precision only before the damage is rolled). */
export function allowedManeuvers(card: Contest): ManeuverId[] {
  const winner = combatRoll.winnerOf(card);
  if (!winner || card.maneuver.id !== "") return [];
  const actor = cardActor(winner === "attacker" ? card.attacker : card.target);
  return combatRoll.availableManeuvers({
    winnerHasShieldOrHeavy: combatRoll.hasShieldOrHeavy(loadoutOf(actor)),
    winnerStruckWithWeapon: winner === "attacker" && card.attackKind === "strike" && !card.damage.rolled,
  });
}

/** The winner's choices a card shows now: the maneuvers allowed, the items a Disarm may take. */
export function cardChoices(card: Contest): CardChoices {
  const maneuvers = allowedManeuvers(card);
  const winner = combatRoll.winnerOf(card);
  if (!winner || !maneuvers.includes("disarm")) return { maneuvers, disarmItems: [] };
  const loser = cardActor(winner === "attacker" ? card.target : card.attacker);
  const disarmItems = combatRoll.heldGear(loadoutOf(loser)).map(({ id, name }) => ({ id, name }));
  return { maneuvers, disarmItems };
}

export { cardActor, mayActFor };
