/**
 * Who may read a message Tempo posts: Foundry's roll modes (CONST.DICE_ROLL_MODES). The one place a
 * message gets its author and its roll mode, whether this client posts it or the active GM posts it
 * for the user who asked (a player's request performed at the GM).
 *
 * Foundry's `ChatMessage.applyRollMode(data, mode)` whispers a GM roll to the GMs, a blind roll to
 * the GMs with `blind` (its author sees that it rolled, not what), and a self roll to the CURRENT
 * user: at the GM that would be the GM, so a self roll asked for by a player is whispered to that
 * player here. The requester is the message's author (a GM may post as another user), so a player
 * keeps seeing their own GM roll, as when they roll on their own client.
 */
import { isRollMode, type RollMode } from "../actions/action";

/** This client's roll mode (the chat's roll mode selector: core's `rollMode` setting). */
export function currentRollMode(): RollMode {
  const mode: unknown = game.settings.get("core", "rollMode");
  return isRollMode(mode) ? mode : "publicroll";
}

/**
 * Message data posted by `author` under `mode` (defaults: this client's user and roll mode). A card
 * someone else must answer (a defender picking a defence) is never hidden from them: `answerers` (user
 * ids) are added to a private card's readers, and such a card is never blind.
 */
export function withRollMode<T extends object>(
  data: T,
  mode: RollMode = currentRollMode(),
  author: User.Implementation = game.user,
  answerers: readonly string[] = [],
): T & { author: string; whisper: string[]; blind?: boolean } {
  const out: Record<string, unknown> & { whisper?: string[] } = { ...data, author: author.id ?? "" };
  ChatMessage.applyRollMode(out as ChatMessage.CreateData, mode);
  if (mode === "selfroll") out.whisper = [author.id ?? ""];
  const whisper = out.whisper ?? [];
  if (whisper.length > 0 && answerers.length > 0) {
    out.whisper = [...new Set([...whisper, ...answerers])];
    out.blind = false;
  }
  return out as T & { author: string; whisper: string[]; blind?: boolean };
}

/** The users (ids) who own an actor, GMs aside: who answers a card aimed at it. */
export function ownersOf(actor: Actor.Implementation): string[] {
  return game.users.filter((u) => !u.isGM && actor.testUserPermission(u, "OWNER")).map((u) => u.id ?? "");
}
