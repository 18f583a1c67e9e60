import { describe, expect, it } from "vitest";
import { defenseValues, targetedDefense } from "../../../src/engine/time-count/defenses";
import { impairmentDefenseShift, NO_IMPAIRMENTS } from "../../../src/engine/time-count/impairments";

// Seed 004, "Impairments": bludgeoning -1 Fortitude, piercing -1 Willpower, slashing -1 Agility; the
// defences are built on those scores ("Defenses": Primary takes the highest of Fortitude, Agility and
// Willpower; Vigor = 10 + Con + Fortitude; Celerity = 10 + Dex + Agility; Spirit = 10 + Wis + Willpower).
describe("impairments lower the defences built on the impaired scores", () => {
  const scores = {
    armorBonus: 4,
    shieldBonus: 2,
    sizeModifier: 0,
    constitution: 2,
    dexterity: 3,
    wisdom: 1,
    fortitude: 3,
    agility: 2,
    willpower: 1,
  };

  it("changes nothing without impairments", () => {
    expect(impairmentDefenseShift(scores, NO_IMPAIRMENTS)).toEqual({
      primary: 0,
      passive: 0,
      vigor: 0,
      celerity: 0,
      spirit: 0,
    });
  });

  it("equals recomputing the defences from the impaired scores", () => {
    const impairments = { bludgeoning: 2, piercing: 1, slashing: 1 };
    const before = defenseValues(scores);
    const after = defenseValues({
      ...scores,
      fortitude: scores.fortitude - 2,
      willpower: scores.willpower - 1,
      agility: scores.agility - 1,
    });
    const shift = impairmentDefenseShift(scores, impairments);
    // Fortitude 3 -> 1, Agility 2 -> 1, Willpower 1 -> 0: Primary's best score 3 -> 1 (-2).
    expect(shift).toEqual({ primary: -2, passive: 0, vigor: -2, celerity: -1, spirit: -1 });
    for (const key of Object.keys(shift) as (keyof typeof shift)[])
      expect(before[key] + shift[key]).toBe(after[key]);
  });

  it("lowers Primary only as far as the next best score", () => {
    // Fortitude 3 -> 0 after three bludgeoning impairments; Agility 2 now the best: Primary -1.
    expect(impairmentDefenseShift(scores, { bludgeoning: 3, piercing: 0, slashing: 0 }).primary).toBe(-1);
    // Willpower is not the best score: a piercing impairment leaves Primary alone.
    expect(impairmentDefenseShift(scores, { bludgeoning: 0, piercing: 1, slashing: 0 }).primary).toBe(0);
  });
});

// Seed 004, "Attack Roll": Passive "if he is surprised, unsteady, or immobile"; "Passive Defense ...
// whenever you are not able to actively avoid being hit". An unconscious defender cannot react at all.
describe("an unconscious defender", () => {
  it("is attacked on its Passive defence", () => {
    expect(targetedDefense(undefined, { unconscious: true, wieldingMeleeWeapon: true }, true)).toBe(
      "passive",
    );
    expect(targetedDefense("primary", { unconscious: true }, false)).toBe("passive");
  });
  it("still takes a named defence as named", () => {
    expect(targetedDefense("vigor", { unconscious: true }, true)).toBe("vigor");
  });
});
