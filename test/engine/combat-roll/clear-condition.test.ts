// Ending a Combat Roll condition by hand (the sheet's "×"): who may end which (engine `assertMayClear`).
import { describe, expect, it } from "vitest";
import { assertMayClear } from "../../../src/engine/combat-roll/conditions";

const refused = (key: string) => expect.objectContaining({ key: `TEMPO.CombatRoll.Error.${key}` });

describe("ending a condition by hand", () => {
  it("Dazed and Pushed: the owner or the GM (the seed gives them no end)", () => {
    for (const byGM of [false, true]) {
      expect(assertMayClear("dazed", byGM)).toBe("dazed");
      expect(assertMayClear("pushed", byGM)).toBe("pushed");
    }
  });

  it("Prone and Grappled have their own way out: only the GM ends them by hand", () => {
    expect(() => assertMayClear("prone", false)).toThrow(refused("StandUpInstead"));
    expect(() => assertMayClear("grappled", false)).toThrow(refused("EscapeInstead"));
    expect(assertMayClear("prone", true)).toBe("prone");
    expect(assertMayClear("grappled", true)).toBe("grappled");
  });

  it("Disarmed (pick the item up) and unknown ids are refused, even to the GM", () => {
    expect(() => assertMayClear("disarmed", true)).toThrow(refused("NotClearable"));
    expect(() => assertMayClear("unconscious", true)).toThrow(refused("NotClearable"));
    expect(() => assertMayClear("", false)).toThrow(refused("NotClearable"));
  });
});
