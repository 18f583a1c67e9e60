import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import { RuleError } from "../../../src/engine/core/errors";
import { missileIntoMeleeTarget, randomMeleeTarget } from "../../../src/engine/segments/index";

describe("random targets", () => {
  it("a melee routine picks one engaged opponent at random with a die of as many faces", () => {
    const dice: number[] = [];
    const spy = (faces: number): number => {
      dice.push(faces);
      return 2;
    };
    expect(randomMeleeTarget(["orc1", "orc2", "orc3"], spy)).toBe("orc2");
    expect(dice).toEqual([3]);
  });

  it("a single opponent needs no roll", () => {
    expect(randomMeleeTarget(["orc"], scriptedDice([]))).toBe("orc");
    expect(() => randomMeleeTarget([], scriptedDice([]))).toThrow(RuleError);
  });

  it("a missile into a melee may strike an ally", () => {
    // "the target is chosen randomly from among all melee participants, so the attacker might inadvertently hit an ally."
    expect(missileIntoMeleeTarget(["orc", "fighter"], scriptedDice([2]))).toBe("fighter");
  });
});
