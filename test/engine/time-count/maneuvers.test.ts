import { describe, expect, it } from "vitest";
import {
  MANEUVERS,
  bullRushDistance,
  earnedEffects,
  maneuver,
  maneuverNumbers,
} from "../../../src/engine/time-count/maneuvers";
import lang from "../../../lang/en/time-count.json";

describe("Special Combat Actions", () => {
  // Attack lines, speeds and fatigue as printed in the seed.
  it.each([
    ["breakGrab", "athleticsStr", 0, ["vigor"], "single", { kind: "class", speedClass: "swift" }, 0],
    ["drag", "strength", -2, ["vigor"], "single", { kind: "class", speedClass: "standard" }, 1],
    ["escapeGrab", "acrobaticsDex", 0, ["celerity"], "single", { kind: "class", speedClass: "fast" }, 0],
    ["grab", "unarmed", 0, ["celerity"], "single", { kind: "class", speedClass: "standard" }, 0],
    ["grapple", "weapon", 0, ["vigor"], "single", { kind: "class", speedClass: "standard" }, 0],
    ["shunt", "strength", 0, ["vigor"], "single", { kind: "class", speedClass: "standard" }, 1],
    ["throw", "strength", 0, ["vigor", "celerity"], "each", { kind: "class", speedClass: "slow" }, 2],
    [
      "approach",
      "acrobaticsDex",
      0,
      ["vigor", "celerity"],
      "targetChooses",
      { kind: "class", speedClass: "fast" },
      0,
    ],
    [
      "bullRush",
      "strength",
      0,
      ["vigor", "celerity"],
      "targetChooses",
      { kind: "class", speedClass: "standard" },
      1,
    ],
    ["coupDeGrace", "weapon", 10, ["passive"], "single", { kind: "weapon" }, 0],
    ["disarm", "weapon", -4, ["celerity"], "single", { kind: "weaponClassShift", steps: 1 }, 1],
    ["distract", "melee", 0, ["spirit"], "single", { kind: "class", speedClass: "fast" }, 0],
    ["feint", "melee", 0, ["spirit"], "single", { kind: "weaponHalf" }, 0],
    ["quickStrike", "weapon", 0, [], "single", { kind: "weaponClassShift", steps: -1 }, 0],
    ["staple", "weapon", -4, ["celerity"], "single", { kind: "weaponClassShift", steps: 1 }, 1],
    ["tackle", "unarmed", 0, ["vigor"], "single", { kind: "class", speedClass: "standard" }, 1],
    ["trip", "unarmed", 0, ["vigor"], "single", { kind: "class", speedClass: "fast" }, 1],
  ] as const)("%s: %s%i vs %j", (key, stat, modifier, defenses, mode, speed, fatigue) => {
    const m = maneuver(key);
    expect(m.attack).toEqual({ stat, modifier, defenses, mode });
    expect(m.speed).toEqual(speed);
    expect(m.fatigue).toBe(fatigue);
  });

  it("lists all seventeen, with coup de grace's Slow preparation and 10 ft limit", () => {
    expect(MANEUVERS).toHaveLength(17);
    expect(maneuver("coupDeGrace")).toMatchObject({
      preparation: { kind: "class", speedClass: "slow" },
      maxRangeFeet: 10,
    });
    expect(() => maneuver("suplex")).toThrow(/UnknownManeuver/);
  });

  it("earns great successes by margin and critical effects on a critical", () => {
    const keys = (key: string, margin: number, critical: boolean): number[] =>
      earnedEffects(maneuver(key), { margin, critical }).map((e) => (e.at === "critical" ? 99 : e.at));
    expect(keys("grapple", 4, false)).toEqual([]);
    expect(keys("grapple", 5, false)).toEqual([5]);
    expect(keys("grapple", 12, false)).toEqual([5, 10]);
    expect(keys("disarm", 8, false)).toEqual([5, 8]);
    expect(keys("grab", 6, true)).toEqual([5, 99]);
  });

  // "The target is pushed 5 feet directly away from you. For every 5 points by which your attack beats
  // your opponent's defense, you may push them another 5 feet."
  it("bull rush pushes 5 ft plus 5 ft per 5 points of margin", () => {
    expect(bullRushDistance(0)).toBe(5);
    expect(bullRushDistance(4)).toBe(5);
    expect(bullRushDistance(5)).toBe(10);
    expect(bullRushDistance(11)).toBe(15);
    expect(bullRushDistance(-1)).toBe(0);
  });

  it("has an English text for every localization key the data uses", () => {
    const resolve = (key: string): unknown =>
      key
        .split(".")
        .reduce<unknown>(
          (o, k) => (o !== null && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined),
          lang,
        );
    for (const m of MANEUVERS) {
      for (const key of [
        m.name,
        m.requirements,
        m.hit,
        m.hitAlt,
        m.special,
        ...m.effects.map((e) => e.text),
      ]) {
        if (key !== null) expect(typeof resolve(key), key).toBe("string");
      }
    }
  });
});

// Issue 30: a special combat action item the GM makes (kind "special combat action", Trip chosen) kept the
// item's defaults: no defence, no fatigue, Standard speed. What the item does not state is the seed's.
describe("maneuverNumbers: the item's stated numbers, else the seed's", () => {
  const trip = maneuver("trip");
  it("an item that states nothing takes every printed number (Trip: Unarmed vs. Vigor, Fast, fatigue 1)", () => {
    expect(maneuverNumbers(trip, null)).toEqual({
      stat: "unarmed",
      modifier: 0,
      defenses: ["vigor"],
      mode: "single",
      speed: { kind: "class", speedClass: "fast" },
      preparation: null,
      fatigue: 1,
    });
    expect(maneuverNumbers(maneuver("coupDeGrace"), null)).toMatchObject({
      modifier: 10,
      defenses: ["passive"],
      speed: { kind: "weapon" },
      preparation: "slow",
    });
    expect(maneuverNumbers(maneuver("bullRush"), null)).toMatchObject({
      defenses: ["vigor", "celerity"],
      mode: "targetChooses",
    });
  });

  it("an item that states numbers keeps them; an attack line or defence left blank is the seed's", () => {
    const stated = {
      stat: "" as const,
      modifier: -2,
      defenses: [],
      mode: "single" as const,
      speed: { kind: "class" as const, speedClass: "slow" as const },
      preparation: null,
      fatigue: 2,
    };
    expect(maneuverNumbers(trip, stated)).toEqual({
      stat: "unarmed",
      modifier: -2,
      defenses: ["vigor"],
      mode: "single",
      speed: { kind: "class", speedClass: "slow" },
      preparation: null,
      fatigue: 2,
    });
    expect(maneuverNumbers(trip, { ...stated, stat: "strength", defenses: ["celerity"] })).toMatchObject({
      stat: "strength",
      defenses: ["celerity"],
    });
  });
});
