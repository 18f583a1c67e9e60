/**
 * The fight's history, as data (pure, no Foundry globals): what one successful action changed, built
 * from the journal of its queued task (actions/outcome.ts), kept in its combat as a bounded list.
 * A record holds, per touched document, only the parts of its fields that differ (before and after,
 * compact), the documents it created (their uuids) and deleted (their sources), who acted, the action's
 * label key and the ruleset's short "when" text. Undo reads it back: `undoConflict` names a later change
 * that an undo would overwrite, `undoPatch` is the update that sets one document back.
 */
import { isRecord } from "../../engine/core/stored";
import { restorePatch, sameData, type SourceRecord } from "../actions/restore-patch";

/** The last this many actions are kept (the issue asks for a hundred at least). */
export const HISTORY_LIMIT = 100;

/** One document's change: only the parts that differ, before and after. */
export interface DocChange {
  uuid: string;
  before: SourceRecord;
  after: SourceRecord;
}

export interface HistoryRecord {
  id: string;
  /** Real time, ms since the epoch. */
  at: number;
  userId: string;
  /** The action's name and its label's lang key. */
  action: string;
  label: string;
  /** The ruleset's short "when" (round and segment, count, turn), already localized. */
  when: string;
  changes: DocChange[];
  created: string[];
  deleted: { uuid: string; data: SourceRecord }[];
  undone: boolean;
  /** Seconds of world time the action advanced: its undo steps the world's clock back by as much. */
  time?: number;
  /** The touched documents' names when recorded, by uuid: a document deleted since is still named. */
  names?: Record<string, string>;
  /** The sources of documents the action made that its undo deleted (not cards): its redo makes them again. */
  removed?: { uuid: string; data: SourceRecord }[];
  /** When it was last taken back (ms since the epoch): redo follows the order of the undos. */
  undoneAt?: number;
}

/**
 * The differing parts of two sources: nested records compared key by key, any other value kept whole
 * where it differs; a key one side lacks is kept on the other side only (its absence is the difference).
 */
export function changedPart(before: SourceRecord, after: SourceRecord): [SourceRecord, SourceRecord] {
  const was: SourceRecord = {};
  const is: SourceRecord = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[key];
    const b = after[key];
    if (isRecord(a) && isRecord(b)) {
      const [innerA, innerB] = changedPart(a, b);
      if (Object.keys(innerA).length > 0 || Object.keys(innerB).length > 0) {
        was[key] = innerA;
        is[key] = innerB;
      }
    } else if (!sameData(a, b)) {
      if (key in before) was[key] = structuredClone(a);
      if (key in after) is[key] = structuredClone(b);
    }
  }
  return [was, is];
}

/** A document's change from its fields' sources before and after, or null when nothing differs. */
export function docChange(uuid: string, before: SourceRecord, after: SourceRecord): DocChange | null {
  const [was, is] = changedPart(before, after);
  if (Object.keys(was).length === 0 && Object.keys(is).length === 0) return null;
  return { uuid, before: was, after: is };
}

/** The list with the record appended, the oldest dropped past the limit (a new list). */
export function appendRecord(
  list: readonly HistoryRecord[],
  record: HistoryRecord,
  limit = HISTORY_LIMIT,
): HistoryRecord[] {
  return [...list, record].slice(-limit);
}

/** A later change an undo would overwrite: the document, and the first path where it differs. */
export interface Conflict {
  uuid: string;
  path: string;
}

/** The first path (dotted) where `current` no longer holds what `after` recorded, or null. */
function firstDifference(after: SourceRecord, current: SourceRecord, prefix: string): string | null {
  for (const [key, value] of Object.entries(after)) {
    const now = current[key];
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(value) && isRecord(now)) {
      const inner = firstDifference(value, now, path);
      if (inner) return inner;
    } else if (!sameData(value, now)) return path;
  }
  return null;
}

/**
 * Whether undoing the record would overwrite a later change: each changed document's current source
 * must still hold the record's "after" (a document gone since is a conflict too); a created document
 * must still exist. `current(uuid)` is the document's source now, or null when it is gone.
 */
export function undoConflict(
  record: HistoryRecord,
  current: (uuid: string) => SourceRecord | null,
): Conflict | null {
  for (const change of record.changes) {
    const now = current(change.uuid);
    if (!now) return { uuid: change.uuid, path: "" };
    const path = firstDifference(change.after, now, "");
    if (path !== null) return { uuid: change.uuid, path };
  }
  for (const uuid of record.created) if (!current(uuid)) return { uuid, path: "" };
  return null;
}

/**
 * Whether redoing the record would overwrite a change made since its undo: each changed document must
 * still hold the record's "before" (the undo's result), each as `undoConflict` checks the "after".
 */
export function redoConflict(
  record: HistoryRecord,
  current: (uuid: string) => SourceRecord | null,
): Conflict | null {
  const flipped = record.changes.map((c) => ({ ...c, before: c.after, after: c.before }));
  return undoConflict({ ...record, changes: flipped, created: [] }, current);
}

/**
 * The record a redo applies again: while the newest action is undone, the one undone last among the
 * trailing run of undone records (a record kept before `undoneAt` counts as the run's earliest: the
 * tracker's undo takes back from the newest, so the earliest of the run was undone last). Null when
 * the newest action stands: an action after an undo closes its redo.
 */
export function toRedo(history: readonly HistoryRecord[]): HistoryRecord | null {
  let start = history.length;
  while (start > 0 && history[start - 1]?.undone) start -= 1;
  const run = history.slice(start);
  if (run.length === 0) return null;
  return run.reduce((best, r) => ((r.undoneAt ?? -1) > (best.undoneAt ?? -1) ? r : best), run[0]!);
}

/** The update that sets one changed document back to its recorded "before" (one batch per document). */
export function undoPatch(change: DocChange, current: SourceRecord): SourceRecord {
  const merge = (a: SourceRecord, b: SourceRecord): SourceRecord => {
    const out: SourceRecord = { ...a };
    for (const [key, value] of Object.entries(b)) {
      const has = out[key];
      out[key] = isRecord(has) && isRecord(value) ? merge(has, value) : value;
    }
    return out;
  };
  const pick = (source: SourceRecord, shape: SourceRecord): SourceRecord => {
    const out: SourceRecord = {};
    for (const [key, value] of Object.entries(shape)) {
      if (!(key in source)) continue;
      const s = source[key];
      out[key] = isRecord(value) && isRecord(s) ? pick(s, value) : s;
    }
    return out;
  };
  const shape = merge(change.after, change.before);
  return restorePatch(change.before, pick(current, shape));
}

/** The update that applies a record's change again (redo): the same, from "after". */
export function redoPatch(change: DocChange, current: SourceRecord): SourceRecord {
  return undoPatch({ uuid: change.uuid, before: change.after, after: change.before }, current);
}
