/**
 * The update that takes a document's source back from `now` to `before` (pure, no Foundry globals):
 * nested records are compared key by key, a changed value is set back whole, a key that `now` has and
 * `before` had not is deleted with Foundry's `-=key` form. Empty when nothing differs.
 */
import { isRecord } from "../../engine/core/stored";

export type SourceRecord = Record<string, unknown>;

/** Whether two plain data values hold the same (key order aside). */
export function sameData(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((v, i) => sameData(v, b[i]));
  }
  if (!isRecord(a) || !isRecord(b)) return a === b;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => k in b && sameData(a[k], b[k]));
}

export function restorePatch(before: SourceRecord, now: SourceRecord): SourceRecord {
  const patch: SourceRecord = {};
  for (const [key, was] of Object.entries(before)) {
    const is = now[key];
    if (isRecord(was) && isRecord(is)) {
      const inner = restorePatch(was, is);
      if (Object.keys(inner).length > 0) patch[key] = inner;
    } else if (!sameData(was, is)) patch[key] = structuredClone(was);
  }
  for (const key of Object.keys(now)) if (!(key in before)) patch[`-=${key}`] = null;
  return patch;
}
