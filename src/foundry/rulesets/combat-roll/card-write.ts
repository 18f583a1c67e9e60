import { takeRolls } from "../../dice";
import { requireRole } from "../../chat/card-guard";
import { cardChoices } from "./actors";
import type { Contest } from "../../../engine/combat-roll/index";

/**
 * Writes the card's data, with the winner's choices now (the card renders itself from it), and the Rolls
 * just made: one update.
 */
export async function writeCard(message: ChatMessage.Implementation, card: Contest): Promise<void> {
  const choices = cardChoices(card); // none but an attack card's critical winner's
  const rolls = takeRolls(); // the tests and damage just rolled join the card's Rolls (same one update)
  const more =
    rolls.length > 0 ? { rolls: [...message.rolls, ...rolls].map((r) => JSON.stringify(r.toJSON())) } : {};
  await message.update({ system: { ...card, choices, legacy: false }, ...more });
}

export { requireRole };
