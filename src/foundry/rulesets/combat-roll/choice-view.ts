import { combatRoll } from "../../../engine/index";
import { markExpiredChoices } from "./card-data";
import { anyContestOf } from "./contest";
import { choiceStillOpen } from "./choice-window";

/** Cards this client has already drawn again as expired (a closed window never reopens). */
const redrawn = new Set<string>();

/**
 * After a change of a combat's turn state (a turn passed, someone acted): the shown cards of that combat
 * whose pending choice it closed get their buttons disabled in place (Foundry draws a message again only
 * when the message itself changes; its chat elements carry `data-message-id`). No write.
 */
export function markClosedChoices(combat: Combat.Implementation): void {
  for (const message of game.messages.contents.slice(-50)) {
    const id = message.id ?? "";
    if (redrawn.has(id)) continue;
    const card = anyContestOf(message);
    if (!card || card.combatId !== combat.id || card.window.round === 0 || !combatRoll.hasPendingChoice(card))
      continue;
    if (choiceStillOpen(card)) continue;
    redrawn.add(id);
    for (const el of document.querySelectorAll<HTMLElement>(`[data-message-id="${CSS.escape(id)}"]`)) {
      if (!el.querySelector(".tempo-cr-expired")) markExpiredChoices(card, el);
    }
  }
}
