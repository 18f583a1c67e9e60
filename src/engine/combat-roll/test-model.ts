import type { RollDie } from "../core/dice";
import { ensure } from "../core/errors";
import { CR_ERR } from "./errors";
import { int, nonNegativeInt } from "./validate";

/**
 * Tempo's model of a combat-roll "test" (the seed leaves its mechanics open; see the rules doc,
 * "Interpretations / The test model"):
 * - a test has a target value T = skill value (attribute + skill, as the sheet shows it) + flat modifiers
 *   (cover, flanking, untrained weapon, ...);
 * - roll one d20; it passes when the kept die is at most T (roll under);
 * - Successes = 1 + floor((T - kept die) / 5) on a pass, 0 on a failure;
 * - a boon rolls one extra d20 and keeps the lowest, a bane one extra and keeps the highest; boons and
 *   banes cancel one for one, and every further net boon (bane) adds one more die.
 */
export const TEST_DIE = 20;
/** Each full 5 points of margin under the target adds one Success. */
export const SUCCESS_STEP = 5;

export interface TestResult {
  passed: boolean;
  successes: number;
  /** The kept d20, absent for automatic results. */
  kept?: number;
  /** Set when the test was not rolled: the seed makes it pass or fail automatically. */
  automatic?: boolean;
}

export interface TestSpec {
  /** The skill value: governing attribute + skill. */
  skill: number;
  /** Sum of flat bonuses and penalties (+2 flanking, -2 untrained weapon, -5 high cover...). */
  modifier?: number;
  /** Net boons (positive) or banes (negative); see `netBoonBane`. */
  boonBane?: number;
}

/** Boons and banes cancel one for one; the result is positive for boons, negative for banes. */
export function netBoonBane(boons: number, banes: number): number {
  return nonNegativeInt(boons, "boons") - nonNegativeInt(banes, "banes");
}

/** The target value a kept d20 must not exceed. */
export function testTarget(skill: number, modifier = 0): number {
  return int(skill, "skill") + int(modifier, "modifier");
}

/** How many d20 a test rolls for a net boon/bane. */
export function testDiceCount(boonBane = 0): number {
  return 1 + Math.abs(int(boonBane, "boonBane"));
}

/** Dice formula for the shell's Roll: "1d20", "2d20kl" (one boon), "3d20kh" (two banes)... */
export function testFormula(boonBane = 0): string {
  const count = testDiceCount(boonBane);
  if (boonBane === 0) return `1d${TEST_DIE}`;
  return `${count}d${TEST_DIE}${boonBane > 0 ? "kl" : "kh"}`;
}

/** Successes of a kept die against a target (0 when it fails). */
export function successesFor(kept: number, target: number): number {
  if (kept > target) return 0;
  return 1 + Math.floor((target - kept) / SUCCESS_STEP);
}

/**
 * Evaluates a test from ALL its d20 results (the shell passes the dice of the Roll built from
 * `testFormula`): keeps the lowest with a boon, the highest with a bane.
 */
export function evaluateTest(dice: readonly number[], spec: TestSpec): TestResult {
  const boonBane = spec.boonBane ?? 0;
  const expected = testDiceCount(boonBane);
  ensure(dice.length === expected, CR_ERR.DiceCount, { expected, got: dice.length });
  for (const d of dice) {
    ensure(Number.isInteger(d) && d >= 1 && d <= TEST_DIE, CR_ERR.DieFace, { value: d, faces: TEST_DIE });
  }
  const kept = boonBane >= 0 ? Math.min(...dice) : Math.max(...dice);
  const target = testTarget(spec.skill, spec.modifier ?? 0);
  const successes = successesFor(kept, target);
  return { passed: successes > 0, successes, kept };
}

/** Rolls a test with injected dice. */
export function rollTest(roll: RollDie, spec: TestSpec): TestResult & { dice: number[] } {
  const dice: number[] = [];
  for (let i = 0; i < testDiceCount(spec.boonBane ?? 0); i++) dice.push(roll(TEST_DIE));
  return { ...evaluateTest(dice, spec), dice };
}

/** A test the rules decide without a roll (no defence, full cover, "Size Matters"). */
export function automaticTest(passed: boolean): TestResult {
  return { passed, successes: passed ? 1 : 0, automatic: true };
}
