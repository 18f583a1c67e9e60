import { describe, expect, it } from "vitest";
import { afflictionModifiers } from "../../../src/engine/time-count/afflictions";
import {
  defenseLabel,
  defenseValueNow,
  defensesNow,
  isDying,
  derivedScores,
  storedScoresDerived,
  sizeModifierOfSize,
  stanceAttackBonus,
  weaponAttributeBonus,
  type ScoreInputs,
} from "../../../src/engine/time-count/scores";
import { stanceModifiers } from "../../../src/engine/time-count/stances";
import { keyOf } from "../rule-error-key";

const scores: ScoreInputs = {
  attributes: { constitution: 2, dexterity: 3, wisdom: 1, persona: 1 },
  armorBonus: 4,
  shieldBonus: 1,
  size: "medium",
  fortitude: 2,
  agility: 3,
  willpower: 1,
  thresholdBase: 3,
  thresholdArmor: 2,
  threshold: { value: 4, max: 5 },
};

describe("derived scores", () => {
  // "Your effective ToP is equal to your base + Persona + armor or other special modifiers."
  it("derives the defences and the ToP's maximum; the lowered ToP stays as it is", () => {
    const out = derivedScores(scores);
    expect(out.defenses).toEqual({ primary: 18, passive: 14, vigor: 14, celerity: 16, spirit: 12 });
    expect(out.threshold).toEqual({ value: 4, max: 6 });
  });

  it("never leaves the ToP above its maximum nor below 0", () => {
    expect(derivedScores({ ...scores, threshold: { value: 9, max: 9 } }).threshold.value).toBe(6);
    expect(derivedScores({ ...scores, threshold: { value: -2, max: 20 } }).threshold.value).toBe(0);
  });

  it("tells stored scores that are the derived ones from those set by hand", () => {
    const derived = derivedScores(scores);
    const stored = { ...scores, defenses: derived.defenses, threshold: { value: 2, max: 6 } };
    expect(storedScoresDerived(stored)).toBe(true);
    expect(storedScoresDerived({ ...stored, defenses: { ...derived.defenses, vigor: 15 } })).toBe(false);
    expect(storedScoresDerived({ ...stored, threshold: { value: 2, max: 7 } })).toBe(false);
  });

  it("refuses an unknown size", () => {
    expect(sizeModifierOfSize("medium")).toBe(0);
    expect(keyOf(() => sizeModifierOfSize("colossalish"))).toBe("TEMPO.TimeCount.Error.UnknownSize");
  });
});

describe("dying", () => {
  // "If your fatigue equals or exceeds double your current HP, you are dying".
  it("counts Invigoration as hit points, and the dead are not dying", () => {
    expect(isDying({ dead: false, hp: 5, invigoration: 0, fatigue: 10 })).toBe(true);
    expect(isDying({ dead: false, hp: 5, invigoration: 1, fatigue: 10 })).toBe(false);
    expect(isDying({ dead: true, hp: 5, invigoration: 0, fatigue: 10 })).toBe(false);
    expect(isDying({ dead: false, hp: 0, invigoration: 0, fatigue: 10 })).toBe(false);
  });
});

describe("a weapon's damage attribute", () => {
  const attributes = { strength: -1, dexterity: 3, intelligence: 0 };
  it("is Dexterity for a dexterity category, Strength by default, bows with their Strength penalty", () => {
    expect(weaponAttributeBonus(attributes, { category: "staffs", composite: false })).toBe(3);
    expect(weaponAttributeBonus(attributes, { category: "nothing-known", composite: false })).toBe(-1);
    expect(weaponAttributeBonus(attributes, { category: "bows", composite: false })).toBe(
      weaponAttributeBonus({ ...attributes, strength: 0 }, { category: "bows", composite: false }) - 1,
    );
  });
});

describe("the stances on attacks and defences", () => {
  it("adds a stance's attack and melee attack, refusing an attack in Parrying", () => {
    expect(stanceAttackBonus(null, true)).toBe(0);
    expect(stanceAttackBonus(stanceModifiers("prone"), true)).toBe(-4);
    expect(stanceAttackBonus(stanceModifiers("prone"), false)).toBe(0);
    expect(keyOf(() => stanceAttackBonus(stanceModifiers("parrying"), true))).toBe(
      "TEMPO.TimeCount.Error.StanceCannotAttack",
    );
  });

  const defenses = { primary: 15, passive: 12, vigor: 13, celerity: 14, spirit: 11 };
  const none = { primary: 0, passive: 0, vigor: 0, celerity: 0, spirit: 0 };
  const calm = afflictionModifiers({ paralysis: 0, petrification: 0, vigor: 13, movementFeet: 30 });
  it("adds a stance's Primary bonus and its numbers against melee or ranged attacks", () => {
    const prone = stanceModifiers("prone");
    const at = (key: "primary" | "passive" | "spirit", melee: boolean) =>
      defenseValueNow({ key, defenses, impaired: none, afflicted: calm, stance: prone, melee });
    expect(at("primary", true)).toBe(11);
    expect(at("passive", false)).toBe(16);
    expect(at("spirit", true)).toBe(11);
  });

  it("lowers a defence by its impairments and Celerity by paralysis, never below 5", () => {
    const frozen = afflictionModifiers({ paralysis: 40, petrification: 0, vigor: 4, movementFeet: 30 });
    const value = defenseValueNow({
      key: "celerity",
      defenses,
      impaired: { ...none, celerity: -1 },
      afflicted: frozen,
      stance: null,
      melee: true,
    });
    expect(value).toBe(5);
    expect(defenseLabel("celerity")).toBe("TEMPO.TimeCount.Defense.Celerity");
  });

  // Issue 30: the sheet shows what an attack will use. Vigor 13 with one bludgeoning impairment
  // (−1 Fortitude) is 12; Primary 14 in a Cautious stance is 16.
  it("gives every defence as an attack will use it, against melee and ranged attacks", () => {
    const stored = { primary: 14, passive: 12, vigor: 13, celerity: 14, spirit: 11 };
    const now = defensesNow({
      defenses: stored,
      impaired: { ...none, vigor: -1 },
      afflicted: calm,
      stance: stanceModifiers("cautious"),
    });
    expect(now.vigor).toEqual({ melee: 12, ranged: 12 });
    expect(now.primary).toEqual({ melee: 16, ranged: 16 });
    expect(now.passive).toEqual({ melee: 12, ranged: 12 });
    const crouched = defensesNow({
      defenses: stored,
      impaired: none,
      afflicted: calm,
      stance: stanceModifiers("crouch"),
    });
    expect(crouched.primary).toEqual({ melee: 12, ranged: 16 });
    expect(crouched.celerity).toEqual({ melee: 14, ranged: 14 });
  });
});
