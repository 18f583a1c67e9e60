/**
 * Source migrations on plain objects (no Foundry globals): they run inside TypeDataModel.migrateData
 * whenever a document is loaded, and the world migration on `ready` writes the result back. Each step
 * takes a source from one schema version to the next.
 *
 * Every step changes the source it is given IN PLACE and returns that same object: Foundry's
 * `migrateDataSafe` calls `migrateData` and discards its return value (public Foundry issue 13141), so
 * a step that built and returned a new object would leave the document unmigrated in Foundry. Steps
 * are idempotent: each raises `schemaVersion`, and `run` starts at the version the source records.
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

/** `source.stats`, made a record on the source if it was not one. */
function statsOf(source: Source): Source {
  if (!isRecord(source.stats)) source.stats = {};
  return source.stats as Source;
}

/**
 * Moves each pre-release block from the top of `source` to `stats.<key>`. `keepNested`: an actor's
 * values already under `stats` win over the top block's; an item's top block replaces them.
 */
function nestRulesetBlocks(source: Source, keepNested: boolean): Source {
  const stats = statsOf(source);
  for (const key of RULESET_KEYS) {
    const block = source[key];
    if (!isRecord(block)) continue;
    const nested = stats[key];
    stats[key] = keepNested && isRecord(nested) ? Object.assign(block, nested) : block;
    delete source[key];
  }
  return stats;
}

function actorV0toV1(source: Source): Source {
  const timeCount = nestRulesetBlocks(source, true).timeCount;
  if (isRecord(timeCount) && typeof timeCount.threshold === "number") {
    timeCount.threshold = { value: timeCount.threshold, max: timeCount.threshold };
  }
  source.schemaVersion = 1;
  return source;
}

function itemV0toV1(source: Source): Source {
  nestRulesetBlocks(source, false);
  source.schemaVersion = 1;
  return source;
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
    const stats = statsOf(source);
    const pending = new Set(Array.isArray(source.pendingStatuses) ? source.pendingStatuses.map(String) : []);
    for (const key of keys) {
      const block = stats[key];
      if (!isRecord(block)) continue;
      const conditions = isRecord(block.conditions) ? block.conditions : {};
      for (const [id, on] of Object.entries(conditions)) if (on === true) pending.add(id);
      for (const flag of flags) if (block[flag] === true) pending.add(flag);
      for (const field of ["conditions", ...flags]) delete block[field];
    }
    source.pendingStatuses = [...pending];
    source.schemaVersion = version;
    return source;
  };
}

const num = (value: unknown, fallback: number): number => (typeof value === "number" ? value : fallback);

/** The step to version 4: a Time Count block with stored defences learns whether they are its own. */
function defencesByHand(source: Source): Source {
  source.schemaVersion = 4;
  const s = isRecord(source.stats) ? source.stats.timeCount : undefined;
  if (!isRecord(s) || typeof s.defensesByHand === "boolean" || !isRecord(s.defenses)) return source;
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
  s.defensesByHand = !derived;
  return source;
}

/** The actor steps, the one at index `v` taking a source from version `v` to `v + 1`. */
export const ACTOR_STEPS: ReadonlyArray<(s: Source) => Source> = [
  actorV0toV1,
  ...STATUS_STEPS.map(conditionsToStatuses),
  defencesByHand,
];
/** The item steps, indexed as the actor's. */
export const ITEM_STEPS: ReadonlyArray<(s: Source) => Source> = [itemV0toV1];

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

/** Runs the steps from the source's version on, each on the source itself; returns the source. */
function run(source: Source, steps: ReadonlyArray<(s: Source) => Source>): Source {
  if (schemaVersionOf(source) < 1 && !isPreReleaseLayout(source)) return source;
  for (let version = schemaVersionOf(source); version < steps.length; version++) steps[version]?.(source);
  return source;
}

/**
 * An actor's `system` source brought to the current schema IN PLACE (untouched if already current,
 * or partial update data); returns the same object.
 */
export function migrateActorSource(source: Source): Source {
  return run(source, ACTOR_STEPS);
}

/** An item's `system` source brought to the current schema in place; returns the same object. */
export function migrateItemSource(source: Source): Source {
  return run(source, ITEM_STEPS);
}

export const CURRENT_SCHEMA_VERSION = ACTOR_STEPS.length;
