// Unlinked tokens' own changes (ActorDelta `system`) written by an older Tempo: what the world migration
// reads out of them (src/foundry/migration/delta.ts).
import { describe, expect, it } from "vitest";
import { migrateDelta } from "../../src/foundry/migration/delta";
import { derivedScores } from "../../src/engine/time-count/scores";
import { ZHERYNN_SCORES } from "./zherynn";

// the sample Zherynn's Time Count block as the base actor holds it today (schema 4)
const ZHERYNN = { ...ZHERYNN_SCORES, defensesByHand: false };
const BASE = { schemaVersion: 4, stats: { timeCount: ZHERYNN } };

describe("an unlinked token's delta from an older world", () => {
  it("a prone, restrained goblin token of a 0.1 world (schema 1): its true booleans become statuses", () => {
    const delta = {
      stats: {
        segments: { hp: { value: 3 }, conditions: { prone: true, restrained: true, stunned: false } },
      },
    };
    expect(migrateDelta(delta, 1)).toEqual({
      statuses: ["prone", "restrained"],
      changes: { stats: { segments: { hp: { value: 3 } } } },
    });
  });

  it("a token whose only change was a condition: nothing else to write", () => {
    const delta = { stats: { combatRoll: { conditions: { dazed: true, prone: false } } } };
    expect(migrateDelta(delta, 1)).toEqual({ statuses: ["dazed"], changes: {} });
  });

  it("a Time Count token of schema 2: wounded and unsteady wait as statuses", () => {
    const delta = { stats: { timeCount: { unsteady: true, conditions: { wounded: true, dead: false } } } };
    expect(migrateDelta(delta, 2)?.statuses.sort()).toEqual(["unsteady", "wounded"]);
  });

  it("a pre-release (0.0.x) delta: its block moves under stats", () => {
    const found = migrateDelta({ timeCount: { hp: { value: 2 } } }, 0);
    expect(found).toMatchObject({ statuses: [], changes: { stats: { timeCount: { hp: { value: 2 } } } } });
  });

  it("defences the token holds: compared with what its scores derive, the delta's over the base actor's", () => {
    // recalculated on the token before schema 4: the derived values, so they follow the scores from now on
    const derived = migrateDelta({ stats: { timeCount: { defenses: { ...ZHERYNN.defenses } } } }, 3, BASE);
    expect(derived?.changes).toEqual({
      stats: { timeCount: { defenses: ZHERYNN.defenses, defensesByHand: false } },
    });
    // a GM's own Spirit for this token: kept, set by hand; the base's other values are not copied into it
    const byHand = migrateDelta({ stats: { timeCount: { defenses: { spirit: 15 } } } }, 3, BASE);
    expect(byHand?.changes).toEqual({
      stats: { timeCount: { defenses: { spirit: 15 }, defensesByHand: true } },
    });
    // the token's own Dexterity with the defences the scores derive from it: still derived
    const dex3 = { ...ZHERYNN.attributes, dexterity: 3 };
    const { defenses } = derivedScores({ ...ZHERYNN, attributes: dex3 });
    expect(defenses).not.toEqual(ZHERYNN.defenses);
    const own = migrateDelta({ stats: { timeCount: { attributes: dex3, defenses } } }, 3, BASE);
    expect(own?.changes).toEqual({
      stats: { timeCount: { attributes: dex3, defenses, defensesByHand: false } },
    });
  });

  it("nothing older: a current world, a delta in today's layout, an empty delta", () => {
    const today = { stats: { segments: { hp: { value: 3 } } } };
    expect(migrateDelta(today, 4)).toBeNull();
    // a new world's setting is 0 until its first ready: its tokens' deltas are today's layout
    expect(migrateDelta(today, 0)).toBeNull();
    expect(migrateDelta({}, 1)).toBeNull();
    expect(migrateDelta(undefined, 1)).toBeNull();
    expect(migrateDelta({ ...today, schemaVersion: 4 }, 1)).toBeNull();
  });

  it("does not change the delta it was given", () => {
    const delta = { stats: { segments: { conditions: { prone: true } } } };
    const copy = structuredClone(delta);
    migrateDelta(delta, 1);
    expect(delta).toEqual(copy);
  });
});
