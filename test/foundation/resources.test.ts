import { describe, expect, it } from "vitest";
import { readPool, storedAttribute, TOKEN_HP, trackableAttributes } from "../../src/foundry/resources";
import { HP_PATHS } from "../../src/foundry/rulesets/ids";

describe("the token bar's resources.hp", () => {
  it("is written to the active ruleset's own health pool", () => {
    expect(storedAttribute(TOKEN_HP, HP_PATHS["time-count"])).toBe("stats.timeCount.hp");
    expect(storedAttribute(TOKEN_HP, HP_PATHS["combat-roll"])).toBe("stats.combatRoll.health");
    expect(storedAttribute("stats.segments.hp", HP_PATHS["time-count"])).toBe("stats.segments.hp");
    expect(storedAttribute(TOKEN_HP, HP_PATHS["die-step"])).toBe("stats.dieStep.hp");
    // a ruleset without a health pool leaves the attribute as it is
    expect(storedAttribute(TOKEN_HP, null)).toBe(TOKEN_HP);
  });

  it("reads the pool at a path, or an empty pool", () => {
    const system = { stats: { timeCount: { hp: { value: 7, max: 14 } }, dieStep: { wound: "none" } } };
    expect(readPool(system, "stats.timeCount.hp")).toEqual({ value: 7, max: 14 });
    expect(readPool(system, "stats.segments.hp")).toEqual({ value: 0, max: 0 });
    expect(readPool(system, null)).toEqual({ value: 0, max: 0 });
  });

  it("declares the bar and the active ruleset's stored pool as trackable", () => {
    expect(trackableAttributes(HP_PATHS["combat-roll"])).toEqual({
      bar: [TOKEN_HP, "stats.combatRoll.health"],
      value: [],
    });
    expect(trackableAttributes(null)).toEqual({ bar: [TOKEN_HP], value: [] });
  });
});
