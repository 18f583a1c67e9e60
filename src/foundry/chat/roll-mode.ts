/**
 * Who may read a message Tempo posts: Foundry's roll modes (CONST.DICE_ROLL_MODES). The one place a
 * message gets its author and its roll mode, whether this client posts it or the active GM posts it
 * for the user who asked (a player's request performed at the GM).
 *
 * The author is always the client that posts: a card the GM posts is the GM's. Foundry lets a
 * message's author update it, so a card authored by the player who asked could be rewritten from
 * their console (its damage, its hit) before the GM applies it; the GM acts only on cards a GM
 * authored (chat/card-guard.ts `cardSystem`). The speaker stays the acting character.
 *
 * Foundry's `ChatMessage.applyRollMode(data, mode)` whispers a GM roll to the GMs, a blind roll to
 * the GMs with `blind`, and a self roll to the CURRENT user: at the GM that would be the GM, so a self
 * roll asked for by a player is whispered to that player here, and a GM roll also to the player who
 * asked (they keep reading their own roll, as when they roll on their own client). A blind roll
 * stays the GMs' alone: its asker sees nothing (Foundry shows a blind roll's author that it rolled).
 */
import { isRollMode, type RollMode } from "../actions/action";

/** Who asked for what the active GM posts, and in which roll mode (an action's requester and mode). */
export interface Posted {
  requester: User.Implementation;
  mode: RollMode;
}

/** This client's roll mode (the chat's roll mode selector: core's `rollMode` setting). */
export function currentRollMode(): RollMode {
  const mode: unknown = game.settings.get("core", "rollMode");
  return isRollMode(mode) ? mode : "publicroll";
}

/**
 * Message data posted by this client's user for `requester` under `mode` (defaults: this client's user
 * and roll mode). A card someone else must answer (a defender picking a defence) is never hidden from
 * them: `answerers` (user ids) are added to a private card's readers, and such a card is never blind.
 */
export function withRollMode<T extends object>(
  data: T,
  mode: RollMode = currentRollMode(),
  requester: User.Implementation = game.user,
  answerers: readonly string[] = [],
): T & { author: string; whisper: string[]; blind?: boolean } {
  const out: Record<string, unknown> & { whisper?: string[] } = { ...data, author: game.user.id ?? "" };
  ChatMessage.applyRollMode(out as ChatMessage.CreateData, mode);
  const asker = requester.id ?? "";
  if (mode === "selfroll") out.whisper = [asker];
  const readers = mode === "gmroll" && !requester.isGM ? [...answerers, asker] : answerers;
  const whisper = out.whisper ?? [];
  if (whisper.length > 0 && readers.length > 0) {
    out.whisper = [...new Set([...whisper, ...readers])];
    if (answerers.length > 0) out.blind = false;
  }
  return out as T & { author: string; whisper: string[]; blind?: boolean };
}

/** The users (ids) who own an actor, GMs aside: who answers a card aimed at it. */
export function ownersOf(actor: Actor.Implementation): string[] {
  return game.users.filter((u) => !u.isGM && actor.testUserPermission(u, "OWNER")).map((u) => u.id ?? "");
}
