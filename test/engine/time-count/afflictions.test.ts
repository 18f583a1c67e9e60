import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import { RuleError } from "../../../src/engine/core/errors";
import { afflictionModifiers, ensureCanAct } from "../../../src/engine/time-count/afflictions";
import { speedFactor } from "../../../src/engine/time-count/speed";

const base = { paralysis: 0, petrification: 0, vigor: 12, movementFeet: 20 };

describe("paralysis and petrification on the Time Count", () => {
  it("change nothing at 0", () => {
    const m = afflictionModifiers(base);
    expect(m).toMatchObject({ speedClassSteps: 0, speedFactor: 0, attack: 0, damage: 0, vigorBonus: 0 });
    expect(m.celerity(14)).toBe(14);
    expect(m.movementFeet).toBe(20);
    expect(m.canAct).toBe(true);
  });

  // "When your total paralysis damage is greater than or equal to half your Vigor, all actions you take
  // are slowed by one speed class, you take a -1 penalty on all attack and damage rolls, and you take a
  // -1 penalty to Celerity. For each additional multiple of half your Vigor, all penalties are worsened by 1."
  it("paralysis 12 against Vigor 12 (1 x Vigor): two classes slower, -2 hit and damage, -2 Celerity", () => {
    const m = afflictionModifiers({ ...base, paralysis: 12 });
    expect(m).toMatchObject({ speedClassSteps: 2, attack: -2, damage: -2 });
    expect(m.celerity(14)).toBe(12);
    // a long sword, Standard (static 9), two classes slower: Sluggish, static 15
    expect(
      speedFactor({ speedClass: "standard", steps: m.speedClassSteps, mode: "static" }, scriptedDice([])),
    ).toBe(15);
  });

  // "Penalties cannot drop your Celerity below 5." "If your total paralysis damage is three times your
  // Vigor or more, you are completely immobile and unable to move or act." (Celerity 5)
  it("keeps Celerity at 5 or more; at 3 x Vigor the creature is immobile, Celerity 5, and cannot act", () => {
    expect(afflictionModifiers({ ...base, paralysis: 30 }).celerity(9)).toBe(5);
    const still = afflictionModifiers({ ...base, paralysis: 36 });
    expect(still).toMatchObject({ immobile: true, canAct: false, movementFeet: 0 });
    expect(still.celerity(14)).toBe(5);
    expect(() => ensureCanAct(still, "Garret")).toThrow(RuleError);
  });

  // "Each point of petrification damage causes a -1 to hit, +1 to SF, -1 to Celerity, and +1 to Vigor.
  // Additionally, every 2 points reduces your speed by 1/4 ... Once a character has sustained 10 points
  // of petrification damage, he is fully petrified."
  it("petrification 4: -4 hit, +4 SF, -4 Celerity, +4 Vigor, half speed; 10 points: cannot act", () => {
    const m = afflictionModifiers({ ...base, petrification: 4 });
    expect(m).toMatchObject({ attack: -4, speedFactor: 4, vigorBonus: 4, movementFeet: 10, damage: 0 });
    expect(m.celerity(14)).toBe(10);
    expect(
      speedFactor({ speedClass: "fast", modifier: m.speedFactor, mode: "static" }, scriptedDice([])),
    ).toBe(10);
    const stone = afflictionModifiers({ ...base, petrification: 10 });
    expect(stone.petrified).toBe(true);
    expect(() => ensureCanAct(stone, "Zherynn")).toThrow(RuleError);
  });

  it("adds both together", () => {
    const m = afflictionModifiers({ ...base, paralysis: 6, petrification: 2 });
    expect(m).toMatchObject({ speedClassSteps: 1, speedFactor: 2, attack: -3, damage: -1, movementFeet: 15 });
    expect(m.celerity(14)).toBe(11);
  });
});
