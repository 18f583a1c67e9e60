import { combatRoll } from "../../../engine/index";
import type { ManeuverId } from "../../../engine/combat-roll/index";
import { RuleError } from "../../../engine/core/errors";
import type { Contest } from "./contest";
import { winnerOf } from "./contest";
import type { CardChoices } from "./card-view";
import { hasShieldOrHeavy, heldItems } from "./stats";

/** A stored uuid string, in the form fromUuid takes (checked at run time below). */
type DocumentUuid = Parameters<typeof fromUuidSync>[0];

/** The actor a card names (by uuid), or a RuleError. */
export function cardActor(uuid: string): Actor.Implementation {
  const doc: unknown = fromUuidSync(uuid as DocumentUuid);
  if (doc instanceof Actor) return doc as Actor.Implementation;
  throw new RuleError("TEMPO.Error.MissingActor");
}

/** The maneuvers the critical winner may choose now (Precision only before the damage is rolled). */
export function allowedManeuvers(card: Contest): ManeuverId[] {
  const winner = winnerOf(card);
  if (!winner || card.maneuver.id !== "") return [];
  const actor = cardActor(winner === "attacker" ? card.attacker : card.target);
  return combatRoll.availableManeuvers({
    winnerHasShieldOrHeavy: hasShieldOrHeavy(actor),
    winnerStruckWithWeapon: winner === "attacker" && card.attackKind === "strike" && !card.damage.rolled,
  });
}

/** The winner's choices a card shows now: the maneuvers allowed, the items a Disarm may take. */
export function cardChoices(card: Contest): CardChoices {
  const maneuvers = allowedManeuvers(card);
  const winner = winnerOf(card);
  if (!winner || !maneuvers.includes("disarm")) return { maneuvers, disarmItems: [] };
  const loser = cardActor(winner === "attacker" ? card.target : card.attacker);
  const disarmItems = heldItems(loser).map((item) => ({ id: item.id ?? "", name: item.name ?? "" }));
  return { maneuvers, disarmItems };
}

/** Whether `user` may act for the actor behind `uuid` (its owner, or a GM). */
export function mayActFor(uuid: string, user: User.Implementation): boolean {
  if (user.isGM) return true;
  try {
    return cardActor(uuid).testUserPermission(user, "OWNER");
  } catch {
    return false;
  }
}
