import { describe, expect, it } from "vitest";
import { rowConditions } from "../../../src/engine/time-count/defenses";

// Seed 004, "Defenses": "the Passive defense is used when the defender is surprised, unsteady or
// otherwise unable to react"; a tracker row names what changes how a combatant is attacked (issue 29).
describe("what a Time Count tracker row tells of a combatant", () => {
  it("nothing for a steady, unhurt combatant: attacks target its Primary defence", () => {
    expect(rowConditions({})).toEqual({ shown: [], passive: false });
  });

  it("surprised or immobile: named, and attacked on its Passive defence", () => {
    expect(rowConditions({ surprised: true })).toEqual({ shown: ["surprised"], passive: true });
    expect(rowConditions({ immobile: true })).toEqual({ shown: ["immobile"], passive: true });
  });

  it("unsteady (shown on its own) turns the defence Passive too; wounded and fatigued do not", () => {
    expect(rowConditions({ unsteady: true })).toEqual({ shown: [], passive: true });
    expect(rowConditions({ wounded: true, fatigued: true })).toEqual({
      shown: ["wounded", "fatigued"],
      passive: false,
    });
  });
});
