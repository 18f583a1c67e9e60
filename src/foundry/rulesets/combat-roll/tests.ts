import { combatRoll } from "../../../engine/index";
import { evaluateRoll } from "../../dice";

/** A test as the card stores it. */
export interface CardTest {
  skill: string;
  formula: string;
  dice: number[];
  kept: number;
  target: number;
  passed: boolean;
  successes: number;
  automatic: boolean;
}

export const NO_TEST: CardTest = {
  skill: "",
  formula: "",
  dice: [],
  kept: 0,
  target: 0,
  passed: false,
  successes: 0,
  automatic: false,
};

/**
 * Rolls a test with Foundry's Roll: `testFormula` gives the d20s for the boons/banes, all their
 * results go to the engine's `evaluateTest`, which keeps the right die and counts Successes.
 */
export async function rollCardTest(
  skill: string,
  spec: { skill: number; modifier: number; boonBane: number },
): Promise<CardTest> {
  const formula = combatRoll.testFormula(spec.boonBane);
  const roll = await evaluateRoll({ formula, data: {} });
  const dice = roll.dice.flatMap((d) => d.results.map((r) => r.result));
  const result = combatRoll.evaluateTest(dice, spec);
  return {
    skill,
    formula,
    dice,
    kept: result.kept ?? 0,
    target: combatRoll.testTarget(spec.skill, spec.modifier),
    passed: result.passed,
    successes: result.successes,
    automatic: false,
  };
}

/** A test the rules decide without a roll (no defence, Size Matters). */
export function automaticCardTest(skill: string, passed: boolean): CardTest {
  const result = combatRoll.automaticTest(passed);
  return { ...NO_TEST, skill, passed: result.passed, successes: result.successes, automatic: true };
}
