import { RuleError } from "../engine/core/errors";
import type { RollRequest } from "./rulesets/definition";

/** A Roll made from a RollRequest. */
export type TempoRoll = Roll<Record<string, number>>;

/** Throws a localized RuleError naming `formula` unless Foundry's Roll can parse it. */
export function assertFormula(formula: string): void {
  if (!Roll.validate(formula)) throw new RuleError("TEMPO.Error.BadFormula", { formula });
}

/** Evaluates a roll request with Foundry's Roll; a malformed formula is a localized RuleError. */
export async function evaluateRoll(request: RollRequest): Promise<TempoRoll> {
  assertFormula(request.formula);
  const roll = new Roll(request.formula, request.data);
  await roll.evaluate();
  return roll;
}

/** The natural result of the first die of a roll (the d20 of an attack). */
export function naturalResult(roll: TempoRoll): number {
  const die = roll.dice[0];
  const result = die?.results.find((r) => r.active !== false) ?? die?.results[0];
  if (!result) throw new RuleError("TEMPO.Error.BadFormula", { formula: roll.formula });
  return result.result;
}

/**
 * A RollDie for the engine drawn from Foundry's own random source (`CONFIG.Dice.randomUniform`),
 * so tie-breaks and other engine dice follow the same (seedable) source as every Roll.
 */
export function foundryDie(faces: number): number {
  return 1 + Math.min(faces - 1, Math.floor(CONFIG.Dice.randomUniform() * faces));
}
