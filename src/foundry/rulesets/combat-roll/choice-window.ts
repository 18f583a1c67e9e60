import { combatRoll } from "../../../engine/index";
import type { Contest } from "../../../engine/combat-roll/index";
import { readTurns } from "./turn-state";

/**
 * Whether the card's offer or maneuver choice is still open against the combat's turn state now. A card
 * of a combat that is gone (deleted, or no longer begun) has nothing left to answer.
 */
export function choiceStillOpen(card: Contest): boolean {
  const opened = card.window;
  if (opened.round === 0) return true;
  const combat = game.combats.get(card.combatId);
  const read = combat ? readTurns(combat) : null;
  if (!read) return false;
  return combatRoll.choiceOpen(opened, combatRoll.windowOf(read.state, opened.actor));
}

/** Refuses an expired offer or maneuver (a localized RuleError), before anything is written. */
export function assertChoiceStillOpen(card: Contest, what: "offer" | "maneuver"): void {
  if (choiceStillOpen(card)) return;
  // The window was checked against the live state: ask the engine for the refusal with a closed window.
  combatRoll.assertChoiceOpen(card.window, { ...card.window, round: -1 }, what);
}
