import { describe, expect, it } from "vitest";
import { RuleError } from "../../src/engine/core/errors";
import { threeAction as ta } from "../../src/engine/index";

function key(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return e.key;
    throw e;
  }
  return "no error";
}

describe("actionBudget: every condition's effect on actions", () => {
  it("gives 3 actions, 1 reaction and free actions to a creature without conditions", () => {
    expect(ta.actionBudget([])).toEqual({ actions: 3, reactions: 1, freeActions: true });
  });
  it("adds feat reactions", () => {
    expect(ta.actionBudget([], 2)).toEqual({ actions: 3, reactions: 3, freeActions: true });
  });
  it("Slowed: one less action and one less reaction (usually 2 and 0)", () => {
    expect(ta.actionBudget(["slowed"])).toEqual({ actions: 2, reactions: 0, freeActions: true });
    expect(ta.actionBudget(["slowed"], 1)).toEqual({ actions: 2, reactions: 1, freeActions: true });
  });
  it("Incapacitated: two less of each (usually 1 action and 0 reactions)", () => {
    expect(ta.actionBudget(["incapacitated"])).toEqual({ actions: 1, reactions: 0, freeActions: true });
  });
  it("never goes below 0 (Slowed and Incapacitated together)", () => {
    expect(ta.actionBudget(["incapacitated", "slowed"])).toEqual({
      actions: 0,
      reactions: 0,
      freeActions: true,
    });
  });
  it("Stunned and Unconscious: no actions, reactions or free actions", () => {
    for (const c of ["stunned", "unconscious"]) {
      expect(ta.actionBudget([c], 3)).toEqual({ actions: 0, reactions: 0, freeActions: false });
    }
  });
  it("other conditions leave the budget alone", () => {
    for (const c of ["prone", "shaken", "grappled", "bleeding", "on-fire", "blinded", "squeezing"]) {
      expect(ta.actionBudget([c])).toEqual({ actions: 3, reactions: 1, freeActions: true });
    }
  });
  it("refuses an unknown condition and a negative feat count", () => {
    expect(key(() => ta.actionBudget(["sleepy"]))).toBe(ta.TA_ERR.UnknownCondition);
    expect(key(() => ta.actionBudget([], -1))).toBe(ta.TA_ERR.Negative);
  });
});

describe("attackBonus", () => {
  const base = { level: 3, str: 2, dex: 4, ess: 1 };
  it("melee: Level + STR with a heavy weapon", () => {
    expect(ta.attackBonus({ ...base, kind: "melee", weapon: "heavy" })).toBe(5);
  });
  it("melee with a light or medium weapon: the better of STR and DEX", () => {
    expect(ta.attackBonus({ ...base, kind: "melee", weapon: "light" })).toBe(7);
    expect(ta.attackBonus({ ...base, kind: "melee", weapon: "medium" })).toBe(7);
    expect(ta.attackBonus({ ...base, str: 5, kind: "melee", weapon: "light" })).toBe(8);
  });
  it("ranged: Level + DEX; spell: Level + ESS", () => {
    expect(ta.attackBonus({ ...base, kind: "ranged", weapon: "heavy" })).toBe(7);
    expect(ta.attackBonus({ ...base, kind: "spell" })).toBe(4);
  });
  it("refuses a missing weapon, an unknown kind and a fractional level", () => {
    expect(key(() => ta.attackBonus({ ...base, kind: "melee" }))).toBe(ta.TA_ERR.UnknownWeapon);
    expect(key(() => ta.attackBonus({ ...base, kind: "thrown" as "melee", weapon: "light" }))).toBe(
      ta.TA_ERR.UnknownKind,
    );
    expect(key(() => ta.attackBonus({ ...base, level: 1.5, kind: "spell" }))).toBe(ta.TA_ERR.NotInteger);
  });
});

describe("rangedModifiers: range increments", () => {
  it("no penalty within the first increment", () => {
    expect(ta.rangedModifiers(30, 30)).toEqual({ penalty: 0, disadvantage: false });
    expect(ta.rangedModifiers(10, 30)).toEqual({ penalty: 0, disadvantage: false });
  });
  it("−1 per increment of distance, rounded down, beyond the first", () => {
    expect(ta.rangedModifiers(35, 30).penalty).toBe(1);
    expect(ta.rangedModifiers(59, 30).penalty).toBe(1);
    expect(ta.rangedModifiers(60, 30).penalty).toBe(2);
    expect(ta.rangedModifiers(100, 20).penalty).toBe(5);
  });
  it("disadvantage within 5 ft", () => {
    expect(ta.rangedModifiers(5, 30)).toEqual({ penalty: 0, disadvantage: true });
    expect(ta.rangedModifiers(0, 30).disadvantage).toBe(true);
    expect(ta.rangedModifiers(10, 30).disadvantage).toBe(false);
  });
  it("refuses a zero increment", () => {
    expect(key(() => ta.rangedModifiers(10, 0))).toBe(ta.TA_ERR.NotPositive);
  });
});

describe("bleedOutcome: the Bleed Table row by row", () => {
  it("0 or less: Death when already below 0 HP, Unconscious otherwise", () => {
    expect(ta.bleedOutcome(0, -1)).toBe("death");
    expect(ta.bleedOutcome(-4, -10)).toBe("death");
    expect(ta.bleedOutcome(0, 0)).toBe("unconscious");
    expect(ta.bleedOutcome(-3, 5)).toBe("unconscious");
  });
  it("1–5 Unconscious", () => {
    for (const t of [1, 3, 5]) expect(ta.bleedOutcome(t, -2)).toBe("unconscious");
  });
  it("6–10 Deteriorate", () => {
    for (const t of [6, 8, 10]) expect(ta.bleedOutcome(t, -2)).toBe("deteriorate");
  });
  it("11–15 nothing", () => {
    for (const t of [11, 13, 15]) expect(ta.bleedOutcome(t, -2)).toBe("none");
  });
  it("16–20 Stabilize", () => {
    for (const t of [16, 18, 20]) expect(ta.bleedOutcome(t, -2)).toBe("stabilize");
  });
});

describe("healthState: death and incapacitation", () => {
  it("up above 0 HP", () => expect(ta.healthState(1, 10)).toBe("up"));
  it("Incapacitated at 0 or less", () => {
    expect(ta.healthState(0, 10)).toBe("incapacitated");
    expect(ta.healthState(-9, 10)).toBe("incapacitated");
  });
  it("dead at a negative HP equal to or beyond max HP", () => {
    expect(ta.healthState(-10, 10)).toBe("dead");
    expect(ta.healthState(-15, 10)).toBe("dead");
  });
  it("refuses a max HP of 0", () => expect(key(() => ta.healthState(0, 0))).toBe(ta.TA_ERR.NotPositive));
});

describe("focusEnergy", () => {
  it("(ESS + Level) / 3 rounded down", () => {
    expect(ta.focusEnergy(3, 3)).toBe(2);
    expect(ta.focusEnergy(4, 4)).toBe(2);
    expect(ta.focusEnergy(5, 4)).toBe(3);
    expect(ta.focusEnergy(0, 1)).toBe(0);
  });
  it("never negative", () => expect(ta.focusEnergy(-5, 1)).toBe(0));
});

describe("strongestPoison: highest level only, durations separate", () => {
  it("picks the highest level", () => {
    const a = { level: 1, rounds: 5 };
    const b = { level: 3, rounds: 1 };
    expect(ta.strongestPoison([a, b])).toBe(b);
  });
  it("ignores spent instances and returns null when none is left", () => {
    const a = { level: 1, rounds: 2 };
    expect(ta.strongestPoison([{ level: 4, rounds: 0 }, a])).toBe(a);
    expect(ta.strongestPoison([])).toBeNull();
  });
  it("of equal levels, the one with the most rounds left", () => {
    const a = { level: 2, rounds: 1 };
    const b = { level: 2, rounds: 4 };
    expect(ta.strongestPoison([a, b])).toBe(b);
  });
});

describe("initiativeFormula (Interpretation 1)", () => {
  it("d20 + DEX", () => {
    expect(ta.initiativeFormula(3)).toBe("1d20 + 3");
    expect(ta.initiativeFormula(-1)).toBe("1d20 - 1");
    expect(ta.initiativeFormula(0)).toBe("1d20");
  });
});
