// Health set by hand (issue 28: the health door): seed 001 "Incapacitated" ("A Creature with 0 or less HP
// that is not Dead is Incapacitated. When a Creature first becomes Incapacitated it is knocked Prone, and
// begins Bleeding"), "Dead" ("a negative HP equal to or greater than its max HP"), "Bleeding" ("Any time
// the Creature takes Damage, their Bleed Penalty increases by 1. Any time the Creature is healed, their
// Bleed Penalty is reduced by 1").
import { describe, expect, it } from "vitest";
import { RuleError } from "../../src/engine/core/errors";
import { threeAction as ta } from "../../src/engine/index";

const mira = { hp: 11, maxHp: 11, conditions: [] as string[], bleedPenalty: 0 };

describe("Three-Action: health set by hand is damage or healing by the difference", () => {
  it("to 0: Incapacitated, Prone and Bleeding, the Bleed Penalty from 0", () => {
    const { vitals } = ta.healthSet(mira, 0);
    expect(vitals.hp).toBe(0);
    expect([...vitals.conditions].sort()).toEqual(["bleeding", "incapacitated", "prone"]);
    expect(vitals.bleedPenalty).toBe(0);
  });

  it("from -10 to 5: no longer Incapacitated; still Prone and Bleeding, the penalty one lower", () => {
    const down = { ...mira, hp: -10, conditions: ["incapacitated", "prone", "bleeding"], bleedPenalty: 2 };
    const { vitals } = ta.healthSet(down, 5);
    expect(vitals.hp).toBe(5);
    expect([...vitals.conditions].sort()).toEqual(["bleeding", "prone"]);
    expect(vitals.bleedPenalty).toBe(1);
  });

  it("to minus its maximum: Dead; more than the maximum heals to the maximum", () => {
    expect(ta.healthSet(mira, -11).vitals.conditions).toContain("dead");
    expect(ta.healthSet({ ...mira, hp: 3 }, 99).vitals.hp).toBe(11);
  });

  it("a bleeding creature hurt by hand: one instance of damage, the penalty one higher", () => {
    const bleeding = { ...mira, hp: 6, conditions: ["bleeding"], bleedPenalty: 1 };
    expect(ta.healthSet(bleeding, 4).vitals.bleedPenalty).toBe(2);
  });

  it("the dead's HP do not change: refused, naming why", () => {
    const dead = { ...mira, hp: -11, conditions: ["dead"] };
    expect(() => ta.healthSet(dead, 5)).toThrow(RuleError);
    expect(() => ta.healthSet(dead, 5)).toThrow("TEMPO.ThreeAction.Error.DeadHealth");
  });
});
