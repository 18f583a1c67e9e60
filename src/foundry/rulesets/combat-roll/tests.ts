import { combatRoll } from "../../../engine/index";
import type { CardTest } from "../../../engine/combat-roll/index";
import { evaluateRoll } from "../../dice";

/**
 * Rolls a test with Foundry's Roll: `testFormula` gives the d20s for the boons/banes, all their
 * results go to the engine (`cardTest`), which keeps the right die and counts Successes.
 */
export async function rollCardTest(
  skill: string,
  spec: { skill: number; modifier: number; boonBane: number },
): Promise<CardTest> {
  const formula = combatRoll.testFormula(spec.boonBane);
  const roll = await evaluateRoll({ formula, data: {} });
  return combatRoll.cardTest(
    skill,
    formula,
    roll.dice.flatMap((d) => d.results.map((r) => r.result)),
    spec,
  );
}

/** A test of a skill's value alone, without modifiers, boons or banes (grapples, escapes, Search, Sneak, surprise). */
export function rollPlainTest(skill: string, value: number): Promise<CardTest> {
  return rollCardTest(skill, { skill: value, modifier: 0, boonBane: 0 });
}
