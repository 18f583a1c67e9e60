/**
 * Unlinked tokens (pure, no Foundry globals). A token whose actor is not linked keeps only what it
 * changed, in its ActorDelta's `system`, in the layout of the Tempo that wrote it and without a schema
 * version of its own. Foundry builds the token's actor from the base actor's source, already migrated on
 * load, with the delta merged over it: migrateData then sees the current version and never reads the
 * delta's older fields, so a prone goblin token of a 0.1 world would stand up silently. The world
 * migration reads them here, once, at the world's stored version.
 */
import { isRecord } from "../../engine/core/stored";
import { CURRENT_SCHEMA_VERSION, migrateActorSource, type Source } from "./steps";

/** What an unlinked token's delta needs: status effects to create, and its values in the current layout. */
export interface DeltaMigration {
  statuses: string[];
  /** The delta's values in the current layout (an update of the token's actor `system`); may be empty. */
  changes: Source;
}

/** Whether two plain data values hold the same (key order aside). */
function same(a: unknown, b: unknown): boolean {
  if (!isRecord(a) || !isRecord(b)) return JSON.stringify(a) === JSON.stringify(b);
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => same(a[k], b[k]));
}

/** `over` merged into a copy of `under`, key by key (what Foundry's merge of a delta over its base gives). */
function merged(under: Source, over: Source): Source {
  const out: Source = { ...under };
  for (const [k, v] of Object.entries(over)) {
    const u = out[k];
    out[k] = isRecord(u) && isRecord(v) ? merged(u, v) : v;
  }
  return out;
}

/** Drops the records left empty (a block whose only entry was its conditions): nothing to write there. */
function prune(source: Source): void {
  for (const [k, v] of Object.entries(source)) {
    if (!isRecord(v)) continue;
    prune(v);
    if (Object.keys(v).length === 0) delete source[k];
  }
}

/** The Time Count block of a source, or an empty one. */
const timeCountOf = (source: Source): Source => {
  const stats = isRecord(source.stats) ? source.stats : {};
  return isRecord(stats.timeCount) ? stats.timeCount : {};
};

/**
 * Migrates a token delta's `system` written at `worldVersion` (the world's stored schema version; a delta
 * that records its own wins). Defences the delta holds are compared with those its token derives, the
 * delta's values over the base actor's (`base`: its migrated `system`), as the schema 4 step compares a
 * whole actor's; the delta keeps only its own values and that decision. Null when nothing in it is older.
 */
export function migrateDelta(delta: unknown, worldVersion: number, base: Source = {}): DeltaMigration | null {
  if (!isRecord(delta) || Object.keys(delta).length === 0) return null;
  const version = typeof delta.schemaVersion === "number" ? delta.schemaVersion : worldVersion;
  if (version >= CURRENT_SCHEMA_VERSION) return null;
  const own = timeCountOf(delta);
  const source: Source = { ...delta, schemaVersion: version };
  if (isRecord(own.defenses)) {
    const { defensesByHand: _decided, ...whole } = timeCountOf(base);
    source.stats = { ...(isRecord(source.stats) ? source.stats : {}), timeCount: merged(whole, own) };
  }
  // the steps change what they are given: a copy of its own, so neither the delta nor the base changes
  const migrated = migrateActorSource(structuredClone(source));
  const statuses = Array.isArray(migrated.pendingStatuses) ? migrated.pendingStatuses.map(String) : [];
  const changes: Source = { ...migrated };
  delete changes.pendingStatuses;
  delete changes.schemaVersion;
  if (isRecord(own.defenses)) {
    // the base actor's values were only compared: the token keeps following them
    const tc = timeCountOf(migrated);
    const kept = Object.keys(tc).filter((k) => k in own || k === "defensesByHand");
    changes.stats = {
      ...(changes.stats as Source),
      timeCount: Object.fromEntries(kept.map((k) => [k, own[k] ?? tc[k]])),
    };
  }
  prune(changes);
  const unchanged = { ...delta };
  delete unchanged.schemaVersion;
  // a delta written in the current layout (a new world's tokens: no version of their own) needs nothing
  return statuses.length === 0 && same(changes, unchanged) ? null : { statuses, changes };
}
