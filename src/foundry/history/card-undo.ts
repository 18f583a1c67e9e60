/**
 * A card's own undo (issue 32): the GM takes back the newest damage or healing the card's control applied,
 * as pf2e tables revert one application from its message. It is the history's undo (undo.ts `takeBack`)
 * limited to that application: the newest record, not yet undone, of an action that changed this card
 * and an actor's health without having posted the card (the attack that posted it is the tracker's to
 * take back). Offered while the world records the history and the card's control has given something;
 * refused, naming the change, when something later changed the same fields.
 */
import { RuleError } from "../../engine/core/errors";
import { cardAction } from "../actions/context";
import { text } from "../actions/payload";
import { assertGM } from "../permissions";
import { historyOf } from "./recorder";
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
