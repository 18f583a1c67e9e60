import { describe, expect, it } from "vitest";
import {
  SIZE_TABLE,
  canPreventEntry,
  fightingInSpace,
  sizeModifier,
  spaceHasRoom,
  spaceLoad,
} from "../../../src/engine/time-count/size";

describe("Table: Sizes and Size Modifiers", () => {
  it.each([
    ["fine", 8, 0.5, [0]],
    ["diminutive", 4, 1, [0]],
    ["tiny", 2, 2.5, [0]],
    ["small", 1, 5, [5]],
    ["medium", 0, 5, [5]],
    ["large", -1, 10, [10, 5]],
    ["huge", -2, 15, [15, 10]],
    ["gargantuan", -4, 20, [20, 15]],
    ["colossal", -8, 30, [30, 20]],
  ] as const)("%s: modifier %i, space %d ft, reach %j", (size, mod, space, reach) => {
    expect(sizeModifier(size)).toBe(mod);
    expect(SIZE_TABLE[size].spaceFeet).toBe(space);
    expect(SIZE_TABLE[size].reachFeet).toEqual(reach);
  });
});

describe("occupied spaces", () => {
  it("counts Normal-sized equivalents up to 4 per space", () => {
    expect(spaceLoad(["large", "small", "tiny", "diminutive", "fine"])).toBeCloseTo(
      3 + 0.5 + 0.25 + 0.125 + 0.0625,
    );
    expect(spaceHasRoom(["medium", "medium", "medium"], "medium")).toBe(true);
    expect(spaceHasRoom(["large"], "medium")).toBe(true);
    expect(spaceHasRoom(["large", "medium"], "small")).toBe(false);
  });

  it("two size categories apart cannot prevent entry", () => {
    expect(canPreventEntry("large", "small")).toBe(false);
    expect(canPreventEntry("medium", "small")).toBe(true);
  });

  // "Two halflings may enter and fight freely in a single space ... Three or four halflings, or two
  // humans, may fight in a single space with a -4 penalty to hit. More than this cannot fight in a single
  // space. However, up to two halflings and a troll (size Large) may occupy the same space and all fight
  // at full effectiveness"
  it("replays the halflings, humans and troll example", () => {
    expect(fightingInSpace(["small", "small"], 0)).toEqual({
      canAttack: true,
      attackModifier: 0,
      usePassiveDefense: false,
    });
    expect(fightingInSpace(["small", "small", "small"], 0).attackModifier).toBe(-4);
    expect(fightingInSpace(["small", "small", "small", "small"], 2).attackModifier).toBe(-4);
    expect(fightingInSpace(["medium", "medium"], 1).attackModifier).toBe(-4);
    expect(fightingInSpace(["medium", "medium", "medium"], 0)).toEqual({
      canAttack: false,
      attackModifier: 0,
      usePassiveDefense: true,
    });
    expect(spaceHasRoom(["small", "small"], "large")).toBe(true);
    for (const i of [0, 1, 2]) expect(fightingInSpace(["small", "small", "large"], i).attackModifier).toBe(0);
    expect(() => fightingInSpace(["small"], 3)).toThrow(/UnknownOccupant/);
  });
});
