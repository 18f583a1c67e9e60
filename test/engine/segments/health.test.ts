import { describe, expect, it } from "vitest";
import {
  buildRoundSchedule,
  healthSet,
  nextEventfulSegment,
  spellsGoingOff,
} from "../../../src/engine/segments/index";
import { RuleError } from "../../../src/engine/core/errors";
import type { RoundState } from "../../../src/engine/segments/index";

// Interpretation 21: "a combatant at 0 hit points or fewer is down" (the seed gives no death threshold:
// "even if one of the combatants dies during that segment" is its only word on it). Issue 28: hit points
// set by hand (sheet, token bar, macro) go through the same rule.
describe("hit points set by hand (healthSet)", () => {
  const hp = { value: 6, max: 8 };

  it("0 or fewer is down; the value is kept as written below 0 (no floor in the seed)", () => {
    expect(healthSet(hp, 0)).toEqual({ value: 0, max: 8, down: true });
    expect(healthSet(hp, -3)).toEqual({ value: -3, max: 8, down: true });
  });

  it("healing above 0 gets a down combatant up again", () => {
    expect(healthSet({ value: -2, max: 8 }, 1)).toEqual({ value: 1, max: 8, down: false });
  });

  it("never more than the maximum", () => {
    expect(healthSet(hp, 99)).toEqual({ value: 8, max: 8, down: false });
    expect(healthSet({ value: 0, max: 8 }, 9)).toEqual({ value: 8, max: 8, down: false });
  });

  it("refuses a value that is not a whole number", () => {
    expect(() => healthSet(hp, 2.5)).toThrow(RuleError);
    expect(() => healthSet(hp, Number.NaN)).toThrow(/NotInteger/);
  });
});

// Issue 28: a defeated combatant does not act: its acts make no segment eventful, its spell does not go off.
describe("defeated combatants are skipped", () => {
  const schedule = buildRoundSchedule({
    rolls: { party: 5, monsters: 4 },
    combatants: [
      {
        id: "halvaine",
        side: "party",
        declaration: { kind: "spell", spell: { name: "Dart", castingTimeSegments: 2 } },
        missileBonus: 0,
      },
      { id: "orc", side: "monsters", declaration: { kind: "melee", targetId: "halvaine" }, missileBonus: 0 },
    ],
  });

  it("the Jump passes over segments where only the defeated act", () => {
    expect(nextEventfulSegment(schedule, 4, new Set(["orc"]))).toBe(6);
    expect(nextEventfulSegment(schedule, 0, new Set(["halvaine"]))).toBe(5);
    expect(nextEventfulSegment(schedule, 5, new Set(["halvaine"]))).toBeNull();
    expect(nextEventfulSegment(schedule, 4)).toBe(5);
  });

  it("a defeated caster's spell does not go off", () => {
    const base = {
      phase: "segments",
      round: 1,
      declarations: { halvaine: { kind: "spell", spell: { name: "Dart", castingTimeSegments: 2 } } },
      spellCompletions: { halvaine: 6 },
    };
    const before = { ...base, segment: 5 } as unknown as RoundState;
    const after = { ...base, segment: 6 } as unknown as RoundState;
    expect(spellsGoingOff(before, after, {})).toEqual(["halvaine"]);
    expect(spellsGoingOff(before, after, {}, new Set(["halvaine"]))).toEqual([]);
  });
});
