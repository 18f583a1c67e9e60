import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/engine/core/errors";
import { heal, splitHealing } from "../../../src/engine/time-count/healing";
import { currentHitPoints } from "../../../src/engine/time-count/health";

describe("Healing Magic", () => {
  // "the caster rolls 8 points of healing with a spell. He decides to give the target 5 Invigoration
  // and reduce the target's fatigue by 3."
  it("splits 8 points into 5 Invigoration and 3 off fatigue", () => {
    const split = splitHealing(8, 5);
    expect(split).toEqual({ invigoration: 5, fatigueReduction: 3 });
    const out = heal({ hp: 6, maxHp: 14, fatigue: 10, invigoration: 0, checkDc: 0 }, split);
    expect(out).toMatchObject({ hp: 6, invigoration: 5, fatigue: 7, lost: 0 });
  });

  it("refuses a share of Invigoration that is negative or more than the healing", () => {
    expect(() => splitHealing(8, 9)).toThrow(RuleError);
    expect(() => splitHealing(8, -1)).toThrow(RuleError);
    expect(() => splitHealing(-2, 0)).toThrow(RuleError);
    expect(() => splitHealing(2.5, 0)).toThrow(RuleError);
  });

  it("refuses a negative amount of healing with its own message (not the Invigoration split's)", () => {
    for (const amount of [-5, 2.5]) {
      let error: unknown = null;
      try {
        splitHealing(amount, 0);
      } catch (e) {
        error = e;
      }
      expect(error).toMatchObject({ key: "TEMPO.TimeCount.Error.InvalidHealingAmount", data: { amount } });
    }
    expect(splitHealing(0, 0)).toEqual({ invigoration: 0, fatigueReduction: 0 });
  });

  // "Magical healing can never cause your current hit point total to exceed your maximum, or your
  // fatigue to drop below 0."
  it("loses what would pass the maximum hit points or take fatigue below 0", () => {
    const out = heal({ hp: 12, maxHp: 14, fatigue: 1, invigoration: 0, checkDc: 0 }, splitHealing(8, 5));
    expect(out).toMatchObject({ invigoration: 2, fatigue: 0, lost: 3 + 2 });
  });

  it("re-counts a Constitution check owed from the new fatigue; none once fatigue no longer exceeds hit points", () => {
    const owed = { hp: 2, maxHp: 8, fatigue: 7, invigoration: 0, checkDc: 5 };
    expect(heal(owed, splitHealing(2, 0)).checkDc).toBe(3);
    expect(heal(owed, splitHealing(6, 0)).checkDc).toBe(0);
    // no check owed: healing owes none
    expect(heal({ ...owed, checkDc: 0 }, splitHealing(1, 0)).checkDc).toBe(0);
  });

  it("counts Invigoration as current hit points for the check owed (issue 14)", () => {
    // "Magical healing can never cause your current hit point total to exceed your maximum": the
    // Invigoration is part of that total, so 3 Invigoration weigh against the fatigue like hit points.
    const owed = { hp: 2, maxHp: 8, fatigue: 7, invigoration: 0, checkDc: 5 };
    expect(heal(owed, splitHealing(3, 3))).toMatchObject({ invigoration: 3, fatigue: 7, checkDc: 2 });
    expect(heal(owed, splitHealing(6, 3)).checkDc).toBe(0);
  });
});

describe("current hit points for the consciousness rules", () => {
  // Invigoration is healing "recorded separately from normal hit points": part of the current total.
  it("adds Invigoration to the hit points", () => {
    expect(currentHitPoints({ hp: 5, invigoration: 3 })).toBe(8);
    expect(currentHitPoints({ hp: 5, invigoration: 0 })).toBe(5);
  });
});
