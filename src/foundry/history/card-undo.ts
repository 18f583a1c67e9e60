/**
 * A card's own undo (issue 32): the GM takes back the newest thing a card applied (damage or healing from
 * its control, a ruleset's own Apply, a condition it applied), as pf2e tables revert one application
 * from its message. It is the history's undo (undo.ts `takeBack`) limited to that application: the
 * newest record, not yet undone, of an action that changed this card and an actor without having posted
 * the card (the attack that posted it is the tracker's to take back). Offered to the GM while the world
 * records the history and such a record exists; refused, naming the change, when something later
 * changed the same fields. Any card offers it, under the damage control or below the card
 * (`takeBackControl`); a card shown again when the history changes whether it has one (`watchTakeBack`).
 */
import { RuleError } from "../../engine/core/errors";
import { cardAction } from "../actions/context";
import { text } from "../actions/payload";
import { assertGM } from "../permissions";
import { historyOf, recordsHistory } from "./recorder";
import type { HistoryRecord } from "./record";
import { takeBack } from "./undo";

/** Whether a changed document is an actor (a world actor, or an unlinked token's). */
const isActor = (uuid: string): boolean => uuid.startsWith("Actor.") || uuid.includes(".Actor.");

/** The combat and record of the card's newest application not yet undone, or null. */
export function cardApplication(
  message: ChatMessage.Implementation,
): { combat: Combat.Implementation; record: HistoryRecord; history: HistoryRecord[] } | null {
  const uuid = message.uuid ?? "";
  let found: { combat: Combat.Implementation; record: HistoryRecord; history: HistoryRecord[] } | null = null;
  for (const combat of game.combats) {
    const history = historyOf(combat);
    const record = history.findLast(
      (r) =>
        !r.undone &&
        !r.created.includes(uuid) &&
        r.changes.some((c) => c.uuid === uuid) &&
        r.changes.some((c) => isActor(c.uuid)),
    );
    if (record && (!found || record.at > found.record.at)) found = { combat, record, history };
  }
  return found;
}

/** Whether the GM is offered the card's own take-back now: the history is recorded and it applied something. */
const offersTakeBack = (message: ChatMessage.Implementation): boolean =>
  recordsHistory() && cardApplication(message) !== null;

/** Whether this client's user (a GM) is offered the card's own take-back now; a GM's client remembers it. */
export function canTakeBack(message: ChatMessage.Implementation): boolean {
  if (!game.user.isGM) return false;
  const offered = offersTakeBack(message);
  if (message.id) shown.set(message.id, offered);
  return offered;
}

/** Per message shown to this GM: whether its take-back was offered (re-shown when that changes). */
const shown = new Map<string, boolean>();

export const TAKE_BACK_TEMPLATE = "systems/tempo/templates/chat/card-take-back.hbs";

/** The take-back below a card that has no damage control (which carries its own), or "". */
export async function takeBackControl(message: ChatMessage.Implementation): Promise<string> {
  if (!canTakeBack(message)) return "";
  return foundry.applications.handlebars.renderTemplate(TAKE_BACK_TEMPLATE, {});
}

/** v13's `ChatLog#updateMessage` (shows one message again), which the types package does not declare. */
interface ShowsMessages {
  updateMessage(message: ChatMessage.Implementation): Promise<unknown>;
}

function showAgain(message: ChatMessage.Implementation): Promise<unknown> | undefined {
  const log: unknown = ui.chat;
  const shows = typeof log === "object" && log !== null && "updateMessage" in log;
  return shows ? (log as ShowsMessages).updateMessage(message) : undefined;
}

/**
 * A record written or marked undone after the card it changed was shown (the record is written after the
 * action's own writes, an undo marks it after setting the card back): each shown card whose offer no
 * longer holds is shown again, on a GM's client. Cards whose offer stands are not rendered again.
 */
export function watchTakeBack(): void {
  Hooks.on("updateCombat", (_combat, changes) => {
    if (!game.user.isGM) return;
    const system = (changes as { system?: Record<string, unknown> }).system;
    if (!system || !("history" in system)) return;
    for (const [id, offered] of shown) {
      const message = game.messages.get(id);
      if (!message) {
        shown.delete(id);
        continue;
      }
      if (offersTakeBack(message) !== offered) void showAgain(message);
    }
  });
}

/** `undoCard`: the GM takes back the card's newest application. */
export const undoCardAction = cardAction(
  async (message, _payload, requester) => {
    assertGM(requester);
    const found = cardApplication(message);
    if (!found) throw new RuleError("TEMPO.History.NothingOnCard");
    await takeBack(found.combat, found.record, found.history);
  },
  { unavailable: (_p, user) => (user.isGM ? null : "TEMPO.Error.GMOnly") },
  { messageId: text() },
);
