import { combatRoll } from "../../../engine/index";
import type { ChoiceWindow } from "../../../engine/combat-roll/index";
import type { TurnState } from "../../../engine/turns/index";
import { winnerOf, type Contest } from "./contest";
import { readTurns } from "./turn-state";

/** Out of combat: a card's choice never expires (engine `choiceOpen`, round 0). */
export const NO_WINDOW: ChoiceWindow = { round: 0, active: "", actor: "", actions: 0 };

/** The window a card's choice opens now, for `combatantId` (the mover, or the critical winner). */
export function windowOf(state: TurnState, combatantId: string): ChoiceWindow {
  return {
    round: state.round,
    active: state.active ?? "",
    actor: combatantId,
    actions: combatRoll.actionsTaken(state.combatants[combatantId]),
  };
}

/** Whether the card still offers a choice whose window matters: an untaken offer, a pending maneuver. */
export function hasPendingChoice(card: Contest): boolean {
  if (card.kind === "opportunity") return card.offers.some((o) => !o.taken);
  return card.kind === "attack" && winnerOf(card) !== null && card.maneuver.id === "";
}

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
  return combatRoll.choiceOpen(opened, windowOf(read.state, opened.actor));
}

/** Refuses an expired offer or maneuver (a localized RuleError), before anything is written. */
export function assertChoiceStillOpen(card: Contest, what: "offer" | "maneuver"): void {
  if (choiceStillOpen(card)) return;
  // The window was checked against the live state: ask the engine for the refusal with a closed window.
  combatRoll.assertChoiceOpen(card.window, { ...card.window, round: -1 }, what);
}
