import { RuleError } from "../../../engine/core/errors";
import { cardChoices, mayActFor } from "./actors";
import { renderContest } from "./card-view";
import type { Contest } from "./contest";

/** Cards being changed right now on this (the GM's) client: a second click waits for nothing. */
const inFlight = new Set<string>();

/** Runs one step of a card at most once at a time; a click while it runs is refused. */
export async function once(
  message: ChatMessage.Implementation,
  step: string,
  fn: () => Promise<void>,
): Promise<void> {
  const key = `${message.id ?? ""}:${step}`;
  if (inFlight.has(key)) throw new RuleError("TEMPO.CombatRoll.Error.AlreadyDone");
  inFlight.add(key);
  try {
    await fn();
  } finally {
    inFlight.delete(key);
  }
}

/** Writes the card: its data and its HTML, one update. */
export async function writeCard(message: ChatMessage.Implementation, card: Contest): Promise<void> {
  const content = await renderContest(card, card.kind === "attack" ? cardChoices(card) : undefined);
  await message.update({ system: card, content });
}

/** Throws unless `user` may act for the actor behind `uuid` (its owner, or a GM). */
export function requireRole(uuid: string, user: User.Implementation, name: string): void {
  if (!mayActFor(uuid, user)) throw new RuleError("TEMPO.Error.NotOwner", { name });
}
