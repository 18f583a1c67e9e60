/**
 * Undo and redo (issue 32): GM-only actions of every ruleset (the shell adds them to each ruleset's map).
 * Undo takes back a record of the combat's history (the last one not yet undone, or the one named): it
 * is refused, naming the document and field, when anything later changed what the record wrote
 * (`undoConflict`); else each changed document is set back to its recorded "before" in one update, the
 * cards it posted are flagged undone (kept in the log), other documents it made are deleted (their
 * sources kept in the record), those it deleted are made again with their ids, the world time it
 * advanced is stepped back, and one chat line says what was taken back. Redo applies the action undone last again (`toRedo`): its fields, its cards, the
 * documents it made (again, with their ids), its deletions; refused, naming the change, when anything
 * changed its documents since the undo.
 */
import { RuleError } from "../../engine/core/errors";
import { defineAction, requireText, type ActionMap, type ActionPayload } from "../actions/action";
import type { SourceRecord } from "../actions/restore-patch";
import { ruledHealth } from "../health/ruled";
import { assertGM } from "../permissions";
import { docOf, makeAgain, nameOf } from "./docs";
import { historyOf } from "./recorder";
import {
  redoConflict,
  redoPatch,
  toRedo,
  undoConflict,
  undoPatch,
  type Conflict,
  type HistoryRecord,
} from "./record";

const sourceOf = (uuid: string): SourceRecord | null => {
  const doc = docOf(uuid);
  return doc ? (structuredClone(doc.toObject()) as SourceRecord) : null;
};

function combatFor(id: string): Combat.Implementation {
  const combat = game.combats.get(id);
  if (!combat) throw new RuleError("TEMPO.Error.BadRequest", { action: "undo" });
  return combat;
}

/** A record's action in words (its label), else its name in code. */
export const labelOf = (record: HistoryRecord) =>
  game.i18n.has(record.label) ? game.i18n.localize(record.label) : record.action;

async function say(key: string, record: HistoryRecord): Promise<void> {
  const text = game.i18n.format(key, {
    user: game.user.name ?? "",
    action: labelOf(record),
    when: record.when,
  });
  await ChatMessage.create({
    content: `<p class="tempo-history-line">${foundry.utils.escapeHTML(text)}</p>`,
  });
}

/** The sources of the documents (not cards) an undo of the record deletes, taken before it deletes them. */
function removedBy(record: HistoryRecord): { uuid: string; data: SourceRecord }[] {
  return record.created.flatMap((uuid) => {
    const doc = docOf(uuid);
    if (!doc || doc.documentName === "ChatMessage") return [];
    return [{ uuid, data: structuredClone(doc.toObject()) as SourceRecord }];
  });
}

/**
 * Writes one direction: the changed documents (the combat's with the history's new state), the cards
 * marked, what the action made deleted (undo) or made again with its ids (redo), what it deleted made
 * again (undo) or deleted again (redo).
 */
async function apply(
  combat: Combat.Implementation,
  record: HistoryRecord,
  undo: boolean,
  history: HistoryRecord[],
): Promise<void> {
  const removed = undo ? removedBy(record) : (record.removed ?? []);
  const marked = history.map((r) =>
    r.id === record.id ? { ...r, undone: undo, ...(undo ? { undoneAt: Date.now(), removed } : {}) } : r,
  );
  let combatWritten = false;
  for (const change of record.changes) {
    const doc = docOf(change.uuid);
    const now = sourceOf(change.uuid);
    if (!doc || !now) continue;
    const patch = undo ? undoPatch(change, now) : redoPatch(change, now);
    if (change.uuid === combat.uuid) {
      const system = (patch.system as SourceRecord | undefined) ?? {};
      patch.system = { ...system, history: marked };
      combatWritten = true;
    }
    if (Object.keys(patch).length > 0) await doc.update(patch, ruledHealth());
  }
  for (const uuid of record.created) {
    const doc = docOf(uuid);
    if (doc?.documentName === "ChatMessage") await doc.update({ "flags.tempo.undone": undo });
    else if (doc && undo) await doc.delete();
  }
  if (!undo) for (const { uuid, data } of removed) if (!docOf(uuid)) await makeAgain(uuid, data);
  for (const { uuid, data } of record.deleted) {
    const doc = docOf(uuid);
    if (undo && !doc) await makeAgain(uuid, data);
    else if (!undo && doc) await doc.delete();
  }
  if (!combatWritten) await combat.update({ "system.history": marked } as Combat.UpdateData);
  // the world's clock steps back (or on again) by what the action moved it, whatever came since
  if (record.time) await game.time.advance(undo ? -record.time : record.time);
}

/** Refuses, naming the document and field, when anything later changed what the record wrote. */
function assertNoConflict(record: HistoryRecord): void {
  refuseConflict("TEMPO.Error.UndoConflict", record, undoConflict(record, sourceOf));
}

function refuseConflict(key: string, record: HistoryRecord, conflict: Conflict | null): void {
  if (!conflict) return;
  const name = nameOf(record, conflict.uuid);
  throw new RuleError(key, { action: labelOf(record), name, field: conflict.path });
}

/**
 * Takes back one record of the combat's history: refused, naming the document and field, when anything
 * later changed what it wrote; else every document set back, its cards marked undone, one line of chat.
 * The tracker's undo and a card's own (card-undo.ts) are both this.
 */
export async function takeBack(
  combat: Combat.Implementation,
  record: HistoryRecord,
  history: HistoryRecord[],
): Promise<void> {
  assertNoConflict(record);
  await apply(combat, record, true, history);
  await say("TEMPO.History.Undone", record);
}

/** A record found for a move within the history, with its combat and the whole list. */
interface Found {
  combat: Combat.Implementation;
  record: HistoryRecord;
  history: HistoryRecord[];
}

interface UndoPayload extends ActionPayload {
  combatId: string;
  recordId: string;
}

/** The record an undo names (or the last not undone), checked: refused with its reason, else returned. */
function undoable(payload: UndoPayload): Found {
  const combat = combatFor(payload.combatId);
  const history = historyOf(combat);
  const named = payload.recordId ? history.find((r) => r.id === payload.recordId) : null;
  if (named?.undone) throw new RuleError("TEMPO.History.AlreadyUndone");
  const record = payload.recordId ? named : history.findLast((r) => !r.undone);
  if (!record) throw new RuleError("TEMPO.Error.NothingToUndo");
  assertNoConflict(record);
  return { combat, record, history };
}

/**
 * The record a redo would apply again (`toRedo`: the action undone last, while the newest is undone),
 * refused, naming the change, when anything changed its documents since the undo.
 */
function redoable(combatId: string): Found {
  const combat = combatFor(combatId);
  const history = historyOf(combat);
  const record = toRedo(history);
  if (!record) throw new RuleError("TEMPO.Error.NothingToRedo");
  refuseConflict("TEMPO.Error.RedoConflict", record, redoConflict(record, sourceOf));
  return { combat, record, history };
}

const gmOnly = (user: User.Implementation): string | null => (user.isGM ? null : "TEMPO.Error.GMOnly");

const undo = defineAction<UndoPayload>({
  parse: (raw) => ({
    combatId: requireText(raw, "combatId", "undo"),
    recordId: typeof raw.recordId === "string" ? raw.recordId : "",
  }),
  // a button of the history view is grey beforehand with the refusal an undo would meet (reasons.ts)
  // (the check throws its refusal, data kept; passing it, nothing stands in the way)
  unavailable: (payload, user) => gmOnly(user) ?? (undoable(payload), null),
  async perform({ payload, requester }) {
    assertGM(requester);
    const { combat, record, history } = undoable(payload);
    await apply(combat, record, true, history);
    await say("TEMPO.History.Undone", record);
  },
});

const redo = defineAction({
  parse: (raw) => ({ combatId: requireText(raw, "combatId", "redo") }),
  unavailable: (payload, user) => gmOnly(user) ?? (redoable(payload.combatId), null),
  async perform({ payload, requester }) {
    assertGM(requester);
    const { combat, record, history } = redoable(payload.combatId);
    await apply(combat, record, false, history);
    await say("TEMPO.History.Redone", record);
  },
});

export const historyActions: ActionMap = { undo, redo };
