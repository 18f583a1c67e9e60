/**
 * Source migrations, pure functions on plain objects (no Foundry globals): they run inside
 * TypeDataModel.migrateData whenever a document is loaded, and the world migration on `ready`
 * writes the result back. Each step takes a source from one schema version to the next.
 *
 * Version 0 is the pre-release development layout (Tempo 0.0.x): each ruleset's statistics sat
 * directly under `system.<rulesetKey>` and the Time Count threshold was a plain number.
 * Version 1 (Tempo 0.1.0, the first release) nests them under `system.stats.<rulesetKey>` and
 * stores the threshold as `{ value, max }`.
 * Version 2 (issue 10) keeps conditions as ActiveEffects with `statuses`, not booleans in a ruleset's
 * `conditions` block: the step takes the booleans out and lists the true ones in `pendingStatuses`,
 * which the GM's world migration on `ready` turns into status effects (an effect is an embedded
 * document: a system source cannot create one).
 * Version 3 (issue 10) does the same for the Time Count: its `conditions` block (immobile, wounded,
 * unconscious, dead, fatigued) and its `unsteady` flag become status effects.
 * Version 4 (issue 13) derives the Time Count's defences and Threshold of Pain maximum from the scores
 * unless `defensesByHand`: a block whose stored ones differ from the derived (a monster's stat block, a
 * GM's adjustment) is marked set by hand, so it keeps them.
 */
import { isRecord } from "../../engine/core/stored";
import { storedScoresDerived } from "../../engine/time-count/scores";
export type Source = Record<string, unknown>;

export const RULESET_KEYS = ["segments", "threeAction", "dieStep", "combatRoll", "timeCount"] as const;

export function schemaVersionOf(source: Source): number {
  return typeof source.schemaVersion === "number" ? source.schemaVersion : 0;
}

function actorV0toV1(source: Source): Source {
  const stats: Source = isRecord(source.stats) ? { ...source.stats } : {};
  const out: Source = { ...source };
  for (const key of RULESET_KEYS) {
    if (isRecord(out[key])) {
      stats[key] = { ...(out[key] as Source), ...(isRecord(stats[key]) ? stats[key] : {}) };
      delete out[key];
    }
  }
  const timeCount = stats.timeCount;
  if (isRecord(timeCount) && typeof timeCount.threshold === "number") {
    stats.timeCount = { ...timeCount, threshold: { value: timeCount.threshold, max: timeCount.threshold } };
  }
  out.stats = stats;
  out.schemaVersion = 1;
  return out;
}

function itemV0toV1(source: Source): Source {
  const stats: Source = isRecord(source.stats) ? { ...source.stats } : {};
  const out: Source = { ...source };
  for (const key of RULESET_KEYS) {
    if (isRecord(out[key])) {
      stats[key] = out[key];
      delete out[key];
    }
  }
  out.stats = stats;
  out.schemaVersion = 1;
  return out;
}

type RulesetKey = (typeof RULESET_KEYS)[number];

/**
 * The steps that turned stored condition booleans into status effects: the version each brings, the
 * rulesets whose `conditions` block it takes out, and the flags beside that block it takes out too.
 */
const STATUS_STEPS: readonly { version: number; keys: readonly RulesetKey[]; flags: readonly string[] }[] = [
  { version: 2, keys: ["segments", "combatRoll"], flags: [] },
  { version: 3, keys: ["timeCount"], flags: ["unsteady"] },
];

/** The stored fields those steps take out, as `[block path, field]` (the world migration deletes them). */
export const STATUS_FIELDS: readonly (readonly [string, string])[] = STATUS_STEPS.flatMap((step) =>
  step.keys.flatMap((key) => ["conditions", ...step.flags].map((field) => [`stats.${key}`, field] as const)),
);

/**
 * The step to `version`: the `conditions` block of each of `keys` (and the flags named in `flags`) leave
 * the source; the true ones are listed in `pendingStatuses` for the GM's world migration.
 */
function conditionsToStatuses({
  keys,
  version,
  flags,
}: (typeof STATUS_STEPS)[number]): (source: Source) => Source {
  return (source) => {
    const out: Source = { ...source };
    const stats: Source = isRecord(source.stats) ? { ...source.stats } : {};
    const pending = new Set(Array.isArray(source.pendingStatuses) ? source.pendingStatuses.map(String) : []);
    for (const key of keys) {
      const block = stats[key];
      if (!isRecord(block)) continue;
      const rest = { ...block };
      const conditions = isRecord(block.conditions) ? block.conditions : {};
      for (const [id, on] of Object.entries(conditions)) if (on === true) pending.add(id);
      for (const flag of flags) if (block[flag] === true) pending.add(flag);
      for (const field of ["conditions", ...flags]) delete rest[field];
      stats[key] = rest;
    }
    out.stats = stats;
    out.pendingStatuses = [...pending];
    out.schemaVersion = version;
    return out;
  };
}

const num = (value: unknown, fallback: number): number => (typeof value === "number" ? value : fallback);

/** The step to version 4: a Time Count block with stored defences learns whether they are its own. */
function defencesByHand(source: Source): Source {
  const out: Source = { ...source, schemaVersion: 4 };
  const stats: Source = isRecord(source.stats) ? { ...source.stats } : {};
  const s = stats.timeCount;
  if (!isRecord(s) || typeof s.defensesByHand === "boolean" || !isRecord(s.defenses)) return out;
  const a = isRecord(s.attributes) ? s.attributes : {};
  const d = s.defenses;
  const top = isRecord(s.threshold) ? s.threshold : {};
  let derived: boolean;
  try {
    derived = storedScoresDerived({
      attributes: {
        constitution: num(a.constitution, 0),
        dexterity: num(a.dexterity, 0),
        wisdom: num(a.wisdom, 0),
        persona: num(a.persona, 0),
      },
      armorBonus: num(s.armorBonus, 0),
      shieldBonus: num(s.shieldBonus, 0),
      size: typeof s.size === "string" ? s.size : "medium",
      fortitude: num(s.fortitude, 0),
      agility: num(s.agility, 0),
      willpower: num(s.willpower, 0),
      thresholdBase: num(s.thresholdBase, 3),
      thresholdArmor: num(s.thresholdArmor, 0),
      threshold: { value: num(top.value, 10), max: num(top.max, 10) },
      defenses: {
        primary: num(d.primary, 10),
        passive: num(d.passive, 10),
        vigor: num(d.vigor, 10),
        celerity: num(d.celerity, 10),
        spirit: num(d.spirit, 10),
      },
    });
  } catch {
    derived = false; // scores the rules cannot read (an unknown size): keep what is stored
  }
  stats.timeCount = { ...s, defensesByHand: !derived };
  out.stats = stats;
  return out;
}

const ACTOR_STEPS: ReadonlyArray<(s: Source) => Source> = [
  actorV0toV1,
  ...STATUS_STEPS.map(conditionsToStatuses),
  defencesByHand,
];
const ITEM_STEPS: ReadonlyArray<(s: Source) => Source> = [itemV0toV1];

/**
 * True when a stored actor source is older than this release (a released schema version below the
 * current one, or the pre-release layout): what the world migration must write back.
 */
export function isOlderActorSource(source: Source): boolean {
  const version = schemaVersionOf(source);
  return version < ACTOR_STEPS.length && (version >= 1 || isPreReleaseLayout(source));
}

/**
 * True when a source was written in the pre-release layout: no schema version and at least one
 * ruleset block at the top. Partial update data (which has neither) is never touched.
 */
export function isPreReleaseLayout(source: Source): boolean {
  return schemaVersionOf(source) < 1 && RULESET_KEYS.some((key) => isRecord(source[key]));
}

function run(source: Source, steps: ReadonlyArray<(s: Source) => Source>): Source {
  if (schemaVersionOf(source) < 1 && !isPreReleaseLayout(source)) return source;
  let out = source;
  for (let version = schemaVersionOf(source); version < steps.length; version++) {
    const step = steps[version];
    if (step) out = step(out);
  }
  return out;
}

/** An actor's `system` source brought to the current schema (unchanged if already current). */
export function migrateActorSource(source: Source): Source {
  return run(source, ACTOR_STEPS);
}

/** An item's `system` source brought to the current schema. */
export function migrateItemSource(source: Source): Source {
  return run(source, ITEM_STEPS);
}

export const CURRENT_SCHEMA_VERSION = ACTOR_STEPS.length;
