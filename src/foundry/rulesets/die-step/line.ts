// Die-Step's chat lines: what every spending or rolling action posts, with its Rolls.
import type { RollMode } from "../../actions/index";
import { actionLine, secretActionLine, type SecretPart } from "../../chat/action-line";
import type { TempoRoll } from "../../dice";

/** Foundry's roll modes, as the action route hands them over. */
export type ChatMode = RollMode;

/**
 * Posts a chat line (and its Rolls) as `actor`, with the clicking user's roll mode: a GM roll asked by a
 * player is whispered to that player too.
 */
export async function postLine(
  actor: Actor.Implementation,
  text: string,
  mode: ChatMode,
  rolls: readonly TempoRoll[] = [],
  requester?: User.Implementation,
): Promise<void> {
  await ChatMessage.create(actionLine(actor, text, { mode, requester, cssClass: "tempo-ds-line" }, rolls));
}

/** `postLine` for a line that tells another creature's numbers (chat/action-line.ts `SecretPart`). */
export async function postSecretLine(
  actor: Actor.Implementation,
  parts: readonly (string | SecretPart)[],
  mode: ChatMode,
  rolls: readonly TempoRoll[] = [],
  requester?: User.Implementation,
): Promise<void> {
  const posted = { mode, requester, cssClass: "tempo-ds-line" };
  await ChatMessage.create(secretActionLine(actor, parts, posted, rolls));
}
