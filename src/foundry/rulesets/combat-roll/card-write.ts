import { once as onceGuard, requireRole } from "../../chat/card-guard";
import { cardChoices } from "./actors";
import { renderContest } from "./card-view";
import type { Contest } from "./contest";

/** One step of a card at a time (the generic guard, with Combat Roll's "already done" refusal). */
export function once(
  message: ChatMessage.Implementation,
  step: string,
  fn: () => Promise<void>,
): Promise<void> {
  return onceGuard(message, step, fn, "TEMPO.CombatRoll.Error.AlreadyDone");
}

/** Writes the card: its data and its HTML, one update. */
export async function writeCard(message: ChatMessage.Implementation, card: Contest): Promise<void> {
  const content = await renderContest(card, card.kind === "attack" ? cardChoices(card) : undefined);
  await message.update({ system: card, content });
}

export { requireRole };
