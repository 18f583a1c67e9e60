import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/engine/core/errors";
import { formatDamageDice, parseDamageDice } from "../../../src/engine/segments/index";

describe("damage dice text", () => {
  it("reads NdF with an optional bonus or penalty", () => {
    expect(parseDamageDice("1d8")).toEqual({ count: 1, faces: 8, bonus: 0 });
    expect(parseDamageDice("2d4+1")).toEqual({ count: 2, faces: 4, bonus: 1 });
    expect(parseDamageDice(" 1d6 - 1 ")).toEqual({ count: 1, faces: 6, bonus: -1 });
    expect(parseDamageDice("d6")).toEqual({ count: 1, faces: 6, bonus: 0 });
  });

  it("reads flat damage", () => {
    expect(parseDamageDice("3")).toEqual({ count: 0, faces: 1, bonus: 3 });
  });

  it("refuses anything else", () => {
    for (const bad of ["", "sword", "1d1", "0d6", "1d6+", "1d6*2"])
      expect(() => parseDamageDice(bad), bad).toThrow(RuleError);
  });

  it("writes dice back as a Foundry formula", () => {
    expect(formatDamageDice({ count: 2, faces: 4, bonus: 1 })).toBe("2d4 + 1");
    expect(formatDamageDice({ count: 1, faces: 6, bonus: -1 })).toBe("1d6 - 1");
    expect(formatDamageDice({ count: 0, faces: 1, bonus: 3 })).toBe("3");
    expect(formatDamageDice(parseDamageDice("1d8"))).toBe("1d8");
  });
});
