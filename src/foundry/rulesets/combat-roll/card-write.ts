import { takeRolls } from "../../dice";
import { requireRole } from "../../chat/card-guard";
import { cardChoices } from "./actors";
import { renderContest } from "./card-view";
import type { Contest } from "../../../engine/combat-roll/index";

/** Writes the card: its data and its HTML, one update. */
export async function writeCard(message: ChatMessage.Implementation, card: Contest): Promise<void> {
  const content = await renderContest(card, card.kind === "attack" ? cardChoices(card) : undefined);
  const rolls = takeRolls(); // the tests and damage just rolled join the card's Rolls (same one update)
  const more =
    rolls.length > 0 ? { rolls: [...message.rolls, ...rolls].map((r) => JSON.stringify(r.toJSON())) } : {};
  await message.update({ system: card, content, ...more } as ChatMessage.UpdateData);
}

export { requireRole };
