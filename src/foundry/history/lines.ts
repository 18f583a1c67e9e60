/**
 * What the history view says of one record (issue 32), as data (pure, no Foundry globals): which
 * documents it touched, a health pool's value before and after, and, for the GM's details, every changed
 * field as one line (its dotted path, the value before and after). The view (view.ts) decides who may
 * read which of them.
 */
import { isRecord } from "../../engine/core/stored";
import type { SourceRecord } from "../actions/restore-patch";
import type { DocChange, HistoryRecord } from "./record";

/** One changed field: its dotted path and its values before and after (null: absent on that side). */
export interface FieldLine {
  path: string;
  before: string | null;
  after: string | null;
}

const shown = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value));

/** Every changed leaf of one document's change, in path order. */
export function fieldLines(change: DocChange): FieldLine[] {
  const lines = new Map<string, FieldLine>();
  const walk = (part: SourceRecord, prefix: string, side: "before" | "after") => {
    for (const [key, value] of Object.entries(part)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (isRecord(value) && Object.keys(value).length > 0) walk(value, path, side);
      else {
        const line = lines.get(path) ?? { path, before: null, after: null };
        line[side] = shown(value);
        lines.set(path, line);
      }
    }
  };
  walk(change.before, "", "before");
  walk(change.after, "", "after");
  return [...lines.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** The value at a dotted path of a partial source, if it is a number there. */
function numberAt(source: SourceRecord, path: string): number | null {
  let node: unknown = source;
  for (const key of path.split(".")) node = isRecord(node) ? node[key] : undefined;
  return typeof node === "number" ? node : null;
}

/**
 * A health pool's value before and after (`hpPath` inside `system`), or null when the change left it
 * alone.
 */
export function poolChange(
  change: DocChange,
  hpPath: string | null,
): { before: number; after: number } | null {
  if (!hpPath) return null;
  const path = `system.${hpPath}.value`;
  const before = numberAt(change.before, path);
  const after = numberAt(change.after, path);
  return before === null || after === null ? null : { before, after };
}

/** Whether a uuid is a document's or one embedded in it ("Actor.a" holds "Actor.a.ActiveEffect.e"). */
export const within = (uuid: string, owner: string): boolean =>
  uuid === owner || uuid.startsWith(`${owner}.`);

/** Every uuid a record touched: changed, created or deleted. */
export function touchedUuids(record: HistoryRecord): string[] {
  return [...record.changes.map((c) => c.uuid), ...record.created, ...record.deleted.map((d) => d.uuid)];
}

/** Whether a record touched any of `owners` (a combatant, its actor) or a document embedded in one. */
export function touchesAny(record: HistoryRecord, owners: readonly string[]): boolean {
  return touchedUuids(record).some((uuid) => owners.some((owner) => owner !== "" && within(uuid, owner)));
}
