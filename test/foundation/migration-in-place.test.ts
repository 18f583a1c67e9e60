// Foundry keeps only what migrateData changes IN the source it is given: its migrateDataSafe discards the
// return value (public Foundry issue 13141). So every step, the whole chain, and the data models'
// migrateData are checked on the object passed in, never on what they return.
import { beforeAll, describe, expect, it } from "vitest";
import { createNamespace } from "../../sandbox/src/client/namespace";
import {
  ACTOR_STEPS,
  CURRENT_SCHEMA_VERSION,
  ITEM_STEPS,
  migrateActorSource,
  migrateItemSource,
  type Source,
} from "../../src/foundry/migration/steps";
import { ZHERYNN_SCORES } from "./zherynn";

const { defenses, ...scores } = ZHERYNN_SCORES;
/** Not what Zherynn's scores derive (Spirit 12): a GM's hand-set value, to keep. */
const HAND_SET = { ...defenses, spirit: 15 };

/**
 * One actor as each schema version stored it (index = version): the pre-release layout, then what each
 * step makes of the one before. It holds pre-release statistics, condition booleans of three rulesets,
 * the Time Count's Unsteady flag and a hand-set defence: everything issue 26 saw lost.
 */
const LAYOUTS: readonly Source[] = [
  {
    biography: "<p>Old guard</p>",
    segments: { hp: { value: 7, max: 9 }, conditions: { prone: true, stunned: false } },
    combatRoll: { health: { value: 6, max: 10 }, conditions: { dazed: true }, grappledBy: "Actor.x" },
    timeCount: { ...scores, threshold: 8, unsteady: true, conditions: { wounded: true, dead: false } },
  },
  {
    schemaVersion: 1,
    biography: "<p>Old guard</p>",
    stats: {
      segments: { hp: { value: 7, max: 9 }, conditions: { prone: true, stunned: false } },
      combatRoll: { health: { value: 6, max: 10 }, conditions: { dazed: true }, grappledBy: "Actor.x" },
      timeCount: {
        ...scores,
        threshold: { value: 8, max: 8 },
        unsteady: true,
        conditions: { wounded: true, dead: false },
      },
    },
  },
  {
    schemaVersion: 2,
    biography: "<p>Old guard</p>",
    pendingStatuses: ["prone", "dazed"],
    stats: {
      segments: { hp: { value: 7, max: 9 } },
      combatRoll: { health: { value: 6, max: 10 }, grappledBy: "Actor.x" },
      timeCount: {
        ...scores,
        threshold: { value: 8, max: 8 },
        unsteady: true,
        conditions: { wounded: true, dead: false },
      },
    },
  },
  {
    schemaVersion: 3,
    biography: "<p>Old guard</p>",
    pendingStatuses: ["prone", "dazed", "wounded", "unsteady"],
    stats: {
      segments: { hp: { value: 7, max: 9 } },
      combatRoll: { health: { value: 6, max: 10 }, grappledBy: "Actor.x" },
      timeCount: { ...scores, threshold: { value: 8, max: 8 } },
    },
  },
  {
    schemaVersion: 4,
    biography: "<p>Old guard</p>",
    pendingStatuses: ["prone", "dazed", "wounded", "unsteady"],
    stats: {
      segments: { hp: { value: 7, max: 9 } },
      combatRoll: { health: { value: 6, max: 10 }, grappledBy: "Actor.x" },
      // the hand-set Spirit (withDefences) is not what the scores derive: the block keeps its own
      timeCount: { ...scores, threshold: { value: 8, max: 8 }, defensesByHand: true },
    },
  },
];

/** The layouts with the hand-set defences in the Time Count block (a stat block from before schema 4). */
const withDefences = (layout: Source): Source => {
  const copy = structuredClone(layout);
  const stats = (copy.stats ?? copy) as { timeCount: Source };
  stats.timeCount.defenses = structuredClone(HAND_SET);
  return copy;
};
const OLDER = [0, 1, 2, 3] as const;

describe("each migration step changes the source it is given, in place", () => {
  it("covers every version up to the current one", () => {
    expect(LAYOUTS).toHaveLength(CURRENT_SCHEMA_VERSION + 1);
    expect(ACTOR_STEPS).toHaveLength(CURRENT_SCHEMA_VERSION);
  });

  for (const version of OLDER) {
    it(`the step from schema ${version} turns the object itself into schema ${version + 1}`, () => {
      const source = withDefences(LAYOUTS[version] as Source);
      const returned = ACTOR_STEPS[version]?.(source);
      expect(returned).toBe(source);
      expect(source).toEqual(withDefences(LAYOUTS[version + 1] as Source));
    });
  }

  it("an item's step from the pre-release layout moves its blocks in place", () => {
    const item: Source = { damage: "1d8", timeCount: { speedClass: "standard" } };
    expect(ITEM_STEPS[0]?.(item)).toBe(item);
    expect(item).toEqual({
      damage: "1d8",
      schemaVersion: 1,
      stats: { timeCount: { speedClass: "standard" } },
    });
  });
});

describe("the whole chain, from every older schema, on the object passed in", () => {
  for (const version of OLDER) {
    it(`schema ${version} reaches the current layout and stays there when run again`, () => {
      const source = withDefences(LAYOUTS[version] as Source);
      migrateActorSource(source); // its return value ignored, as Foundry does
      const current = withDefences(LAYOUTS[CURRENT_SCHEMA_VERSION] as Source);
      expect(source).toEqual(current);
      migrateActorSource(source);
      expect(source).toEqual(current);
    });
  }

  it("a schema-3 block whose defences the scores derive follows them from now on", () => {
    const source: Source = { schemaVersion: 3, stats: { timeCount: structuredClone(ZHERYNN_SCORES) } };
    migrateActorSource(source);
    expect(source).toEqual({
      schemaVersion: 4,
      stats: { timeCount: { ...ZHERYNN_SCORES, defensesByHand: false } },
    });
  });

  it("partial update data (no version, no block at the top) is left exactly as it was", () => {
    for (const partial of [{ biography: "<p>new</p>" }, { stats: { timeCount: { hp: { value: 3 } } } }]) {
      const source: Source = structuredClone(partial);
      migrateActorSource(source);
      expect(source).toEqual(partial);
      migrateItemSource(source);
      expect(source).toEqual(partial);
    }
  });
});

describe("the data models' migrateData, as Foundry calls it", () => {
  type Migrates = { migrateData(source: Source): unknown };
  let actorModels: Migrates[];
  let itemModels: Migrates[];

  beforeAll(async () => {
    // the stand-in's `foundry` namespace, which the data model modules read when they load
    const global = globalThis as { foundry?: unknown };
    global.foundry ??= createNamespace();
    const actor = await import("../../src/foundry/data/actor");
    const item = await import("../../src/foundry/data/item");
    actorModels = [actor.CharacterData, actor.NpcData];
    itemModels = [
      item.WeaponData,
      item.ArmorData,
      item.ShieldData,
      item.SpellData,
      item.ActionData,
      item.GearData,
    ];
  });

  for (const version of OLDER) {
    it(`an actor's source of schema ${version} is migrated in place by each actor model`, () => {
      for (const Model of actorModels) {
        const source = withDefences(LAYOUTS[version] as Source);
        Model.migrateData(source); // what it returns is discarded, as by Foundry's migrateDataSafe
        expect(source).toEqual(withDefences(LAYOUTS[CURRENT_SCHEMA_VERSION] as Source));
      }
    });
  }

  it("an item's pre-release source is migrated in place by each item model; a partial update is not", () => {
    for (const Model of itemModels) {
      const source: Source = { description: "", timeCount: { speedClass: "fast" } };
      Model.migrateData(source);
      expect(source).toEqual({
        description: "",
        schemaVersion: 1,
        stats: { timeCount: { speedClass: "fast" } },
      });
      const partial: Source = { description: "<p>new</p>" };
      Model.migrateData(partial);
      expect(partial).toEqual({ description: "<p>new</p>" });
    }
  });
});
