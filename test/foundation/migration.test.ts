import { describe, expect, it } from "vitest";
import {
  CURRENT_SCHEMA_VERSION,
  isOlderActorSource,
  isPreReleaseLayout,
  migrateActorSource,
  migrateItemSource,
  schemaVersionOf,
} from "../../src/foundry/migration/steps";
import { ZHERYNN_SCORES } from "./zherynn";

/** An actor's system as Tempo 0.0.x (pre-release) wrote it: blocks at the top, threshold a number. */
const OLDER_ACTOR = {
  biography: "<p>Old friend</p>",
  timeCount: {
    accuracy: 4,
    hp: { value: 12, max: 14 },
    fatigue: 3,
    threshold: 7,
    defenses: { primary: 14, passive: 11, vigor: 12, celerity: 13, spirit: 10 },
  },
  segments: { armorClass: 5, hp: { value: 8, max: 8 } },
};

describe("migration of documents written by an older Tempo", () => {
  it("moves every ruleset block under stats and turns the threshold into { value, max }", () => {
    const migrated = migrateActorSource(structuredClone(OLDER_ACTOR));
    expect(migrated).toEqual({
      schemaVersion: 4,
      pendingStatuses: [],
      biography: "<p>Old friend</p>",
      stats: {
        timeCount: {
          accuracy: 4,
          hp: { value: 12, max: 14 },
          fatigue: 3,
          threshold: { value: 7, max: 7 },
          defenses: { primary: 14, passive: 11, vigor: 12, celerity: 13, spirit: 10 },
          // its defences are not those its (all zero) scores derive: kept, as set by hand (schema 4)
          defensesByHand: true,
        },
        segments: { armorClass: 5, hp: { value: 8, max: 8 } },
      },
    });
  });

  it("schema 4: stored defences and ToP maximum the scores derive are derived from now on; others are kept by hand", () => {
    const zherynn = ZHERYNN_SCORES;
    const at = (timeCount: object) =>
      (
        migrateActorSource({ schemaVersion: 3, stats: { timeCount: structuredClone(timeCount) } }).stats as {
          timeCount: object;
        }
      ).timeCount;
    expect(at(zherynn)).toEqual({ ...zherynn, defensesByHand: false });
    expect(at({ ...zherynn, defenses: { ...zherynn.defenses, spirit: 15 } })).toMatchObject({
      defensesByHand: true,
    });
    expect(at({ ...zherynn, threshold: { value: 8, max: 11 } })).toMatchObject({ defensesByHand: true });
    // an unknown size: the rules cannot derive, so what is stored stays
    expect(at({ ...zherynn, size: "enormous" })).toMatchObject({ defensesByHand: true });
    // already decided, or nothing stored: left alone
    expect(at({ ...zherynn, defensesByHand: false, defenses: { primary: 1 } })).toMatchObject({
      defensesByHand: false,
    });
    expect(at({ accuracy: 2 })).toEqual({ accuracy: 2 });
  });

  it("leaves a current document as it is, and is idempotent", () => {
    const once = migrateActorSource(structuredClone(OLDER_ACTOR));
    expect(migrateActorSource(once)).toEqual(once);
    expect(schemaVersionOf(once)).toBe(CURRENT_SCHEMA_VERSION);
  });

  it("changes the source it was given in place and returns that object (Foundry ignores a returned copy)", () => {
    const source = structuredClone(OLDER_ACTOR);
    const returned = migrateActorSource(source);
    expect(returned).toBe(source);
    expect(source).toMatchObject({ schemaVersion: 4, stats: { timeCount: { threshold: { value: 7 } } } });
    expect(source).not.toHaveProperty("timeCount");
  });

  it("migrates an older item's ruleset blocks too", () => {
    const migrated = migrateItemSource({ damage: "1d8", timeCount: { speedClass: "standard" } });
    expect(migrated).toEqual({
      damage: "1d8",
      schemaVersion: 1,
      stats: { timeCount: { speedClass: "standard" } },
    });
  });

  it("treats a source without a version as version 0", () => {
    expect(schemaVersionOf({})).toBe(0);
    expect(schemaVersionOf({ schemaVersion: 1 })).toBe(1);
  });
});

describe("what migration leaves alone", () => {
  it("partial update data and new documents without ruleset blocks are returned unchanged", () => {
    const partial = { biography: "<p>changed</p>" };
    expect(migrateActorSource(partial)).toBe(partial);
    const nested = { stats: { timeCount: { hp: { value: 3 } } } };
    expect(migrateActorSource(nested)).toBe(nested);
    expect(migrateItemSource({ damage: "1d6" })).toEqual({ damage: "1d6" });
  });

  it("recognises the pre-release layout", () => {
    expect(isPreReleaseLayout(OLDER_ACTOR)).toBe(true);
    expect(isPreReleaseLayout({ schemaVersion: 1, timeCount: {} })).toBe(false);
    expect(isPreReleaseLayout({ biography: "" })).toBe(false);
  });

  it("takes a world saved today (schema 1) off its condition booleans: the true ones wait as statuses", () => {
    const today = {
      schemaVersion: 1,
      biography: "",
      stats: {
        segments: {
          hp: { value: 8, max: 8 },
          conditions: { prone: true, stunned: false, restrained: true, invisible: false, sleeping: false },
        },
        timeCount: { accuracy: 4 },
      },
    };
    const migrated = migrateActorSource(structuredClone(today));
    expect(migrated).toEqual({
      schemaVersion: 4,
      biography: "",
      pendingStatuses: ["prone", "restrained"],
      stats: { segments: { hp: { value: 8, max: 8 } }, timeCount: { accuracy: 4 } },
    });
    expect(isOlderActorSource(today)).toBe(true);
    expect(isOlderActorSource(migrated)).toBe(false);
    // run again (a reload before the GM wrote it back): nothing more, nothing lost
    expect(migrateActorSource(migrated)).toEqual(migrated);
  });

  it("takes a Combat Roll actor of schema 1 off its condition booleans, keeping who holds it and its dropped items", () => {
    const today = {
      schemaVersion: 1,
      stats: {
        combatRoll: {
          health: { value: 6, max: 10 },
          conditions: { dazed: true, prone: false, pushed: false, grappled: true },
          grappledBy: "Actor.aldric",
          dropped: ["sword1"],
        },
      },
    };
    const migrated = migrateActorSource(structuredClone(today));
    expect(migrated).toEqual({
      schemaVersion: 4,
      pendingStatuses: ["dazed", "grappled"],
      stats: {
        combatRoll: { health: { value: 6, max: 10 }, grappledBy: "Actor.aldric", dropped: ["sword1"] },
      },
    });
    expect(migrateActorSource(migrated)).toEqual(migrated);
  });

  it("keeps statuses already pending and leaves a source without conditions with none", () => {
    const source = {
      schemaVersion: 1,
      pendingStatuses: ["sleeping"],
      stats: { segments: { conditions: { prone: true } } },
    };
    expect(migrateActorSource(source).pendingStatuses).toEqual(["sleeping", "prone"]);
    expect(migrateActorSource({ schemaVersion: 1, stats: {} })).toEqual({
      schemaVersion: 4,
      stats: {},
      pendingStatuses: [],
    });
  });
});

describe("schema 3: the Time Count's conditions become status effects", () => {
  it("a Time Count actor saved at schema 2: wounded, unconscious and unsteady wait as statuses; the rest stays", () => {
    const saved = {
      schemaVersion: 2,
      pendingStatuses: [],
      stats: {
        timeCount: {
          hp: { value: 2, max: 14 },
          fatigue: 9,
          unsteady: true,
          unarmedTraining: true,
          conditions: { immobile: false, wounded: true, unconscious: true, dead: false, fatigued: false },
        },
        segments: { hp: { value: 8, max: 8 } },
      },
    };
    const migrated = migrateActorSource(structuredClone(saved));
    expect(migrated).toEqual({
      schemaVersion: 4,
      pendingStatuses: ["wounded", "unconscious", "unsteady"],
      stats: {
        timeCount: { hp: { value: 2, max: 14 }, fatigue: 9, unarmedTraining: true },
        segments: { hp: { value: 8, max: 8 } },
      },
    });
    expect(isOlderActorSource(saved)).toBe(true);
    expect(isOlderActorSource(migrated)).toBe(false);
    expect(migrateActorSource(migrated)).toEqual(migrated);
  });

  it("a schema-1 actor with both Segmented Rounds and Time Count booleans keeps every true one", () => {
    const migrated = migrateActorSource({
      schemaVersion: 1,
      stats: {
        segments: { conditions: { prone: true } },
        timeCount: { unsteady: false, conditions: { dead: true, fatigued: true } },
      },
    });
    expect(migrated.pendingStatuses).toEqual(["prone", "dead", "fatigued"]);
    expect(migrated.stats).toEqual({ segments: {}, timeCount: {} });
  });
});
