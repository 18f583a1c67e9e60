import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../src/engine/core/dice";
import { dieStep } from "../../src/engine/index";
import { keyOf } from "./rule-error-key";

const { shiftDie, dieFormula, keptResult, rollDieStep, rollMode, contestSuccesses, resolveContest } = dieStep;

describe("die ranks: d2 < d4 < d6 < d8 < d10 < d12", () => {
  it("shifts up and down by ranks", () => {
    expect(shiftDie("d6", 1)).toBe("d8");
    expect(shiftDie("d12", -5)).toBe("d2");
    expect(shiftDie("d8", 0)).toBe("d8");
  });

  it("'the attacker's STR die, reduced by two die ranks': d10 -> d6, d6 -> d2", () => {
    expect(shiftDie("d10", -2)).toBe("d6");
    expect(shiftDie("d6", -2)).toBe("d2");
    expect(dieStep.unarmedDie("d8")).toBe("d4");
  });

  it("stops at the ends of the ladder (Interpretation 2)", () => {
    expect(shiftDie("d4", -2)).toBe("d2");
    expect(shiftDie("d12", 1)).toBe("d12");
  });

  it("refuses an unknown die or a fractional step with a localized RuleError", () => {
    expect(keyOf(() => shiftDie("d20" as dieStep.Die, 1))).toBe("TEMPO.DieStep.Error.UnknownDie");
    expect(keyOf(() => shiftDie("d6", 0.5))).toBe("TEMPO.DieStep.Error.NotInteger");
  });
});

describe("advantage and disadvantage: roll two, keep the best or the worst", () => {
  it("formulas for Foundry's Roll", () => {
    expect(dieFormula("d8")).toBe("1d8");
    expect(dieFormula("d8", "advantage")).toBe("2d8kh");
    expect(dieFormula("d2", "disadvantage")).toBe("2d2kl");
  });

  it("keeps the best with advantage and the worst with disadvantage", () => {
    expect(keptResult({ die: "d8", mode: "advantage", results: [2, 7] })).toBe(7);
    expect(keptResult({ die: "d8", mode: "disadvantage", results: [2, 7] })).toBe(2);
    expect(keptResult({ die: "d8", mode: "normal", results: [5] })).toBe(5);
  });

  it("checks the number of dice and every face", () => {
    expect(keyOf(() => keptResult({ die: "d8", mode: "advantage", results: [3] }))).toBe(
      "TEMPO.DieStep.Error.DiceCount",
    );
    expect(keyOf(() => keptResult({ die: "d4", mode: "normal", results: [5] }))).toBe(
      "TEMPO.DieStep.Error.DieFace",
    );
  });

  it("advantage and disadvantage cancel (Interpretation 5)", () => {
    expect(rollMode(true, true)).toBe("normal");
    expect(rollMode(true, false)).toBe("advantage");
    expect(rollMode(false, true)).toBe("disadvantage");
  });

  it("rolls with injected dice, two dice for a mode", () => {
    const r = rollDieStep("d6", "advantage", scriptedDice([1, 6]));
    expect(r).toEqual({ die: "d6", mode: "advantage", results: [1, 6] });
  });
});

describe("the contest model: successes = floor(attack / defence) when higher, a tie to the defender", () => {
  it("higher wins one success; double two; triple three", () => {
    expect(contestSuccesses(5, 4)).toBe(1);
    expect(contestSuccesses(7, 4)).toBe(1);
    expect(contestSuccesses(8, 4)).toBe(2);
    expect(contestSuccesses(12, 4)).toBe(3);
    expect(contestSuccesses(12, 1)).toBe(12);
  });

  it("a tie or a lower roll scores nothing", () => {
    expect(contestSuccesses(4, 4)).toBe(0);
    expect(contestSuccesses(3, 4)).toBe(0);
  });

  it("resolves an attack from both rolls: damage = 1 + extra successes", () => {
    const r = resolveContest(
      { die: "d10", mode: "advantage", results: [3, 9] },
      { die: "d6", mode: "disadvantage", results: [4, 6] },
    );
    expect(r).toEqual({ attack: 9, defense: 4, successes: 2, hit: true, damage: 2 });
    const miss = resolveContest(
      { die: "d6", mode: "normal", results: [3] },
      { die: "d8", mode: "normal", results: [3] },
    );
    expect(miss).toMatchObject({ hit: false, damage: 0 });
  });
});
