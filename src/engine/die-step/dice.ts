import type { RollDie } from "../core/dice";
import { ensure } from "../core/errors";
import { DS_ERR } from "./errors";
import { int } from "./validate";

/** The die ranks, lowest first: "d2 < d4 < d6 < d8 < d10 < d12". */
export const DIE_RANKS = ["d2", "d4", "d6", "d8", "d10", "d12"] as const;
export type Die = (typeof DIE_RANKS)[number];

/** How a roll is kept: one die, or two dice keeping the best (advantage) or the worst (disadvantage). */
export type RollMode = "normal" | "advantage" | "disadvantage";

export function isDie(value: string): value is Die {
  return (DIE_RANKS as readonly string[]).includes(value);
}

/** Throws unless `value` is one of the die ranks. */
export function assertDie(value: string): Die {
  ensure(isDie(value), DS_ERR.UnknownDie, { die: value });
  return value;
}

/** The rank of a die: d2 = 0 ... d12 = 5. */
export function dieRank(die: Die): number {
  return DIE_RANKS.indexOf(assertDie(die));
}

/** The number of faces of a die ("d8" -> 8). */
export function dieFaces(die: Die): number {
  return Number(assertDie(die).slice(1));
}

/**
 * The die `steps` ranks up (positive) or down (negative). Interpretation: the ladder stops at its
 * ends (a d4 two ranks down is a d2; a d12 one rank up stays a d12).
 */
export function shiftDie(die: Die, steps: number): Die {
  int(steps, "steps");
  const rank = Math.min(DIE_RANKS.length - 1, Math.max(0, dieRank(die) + steps));
  return DIE_RANKS[rank]!;
}

/** Advantage and disadvantage cancel; several of one kind still roll just two dice. */
export function rollMode(advantage: boolean, disadvantage: boolean): RollMode {
  if (advantage === disadvantage) return "normal";
  return advantage ? "advantage" : "disadvantage";
}

/** A roll mode as a card stored it: advantage or disadvantage when it says so, else normal. */
export function storedMode(stored: string): RollMode {
  return stored === "advantage" || stored === "disadvantage" ? stored : "normal";
}

/** The dice a roll needs: 1 when normal, 2 with advantage or disadvantage. */
export function diceCount(mode: RollMode): number {
  return mode === "normal" ? 1 : 2;
}

/** The Foundry formula of a roll: "1d8", "2d8kh" (advantage), "2d8kl" (disadvantage). */
export function dieFormula(die: Die, mode: RollMode = "normal"): string {
  const faces = dieFaces(die);
  if (mode === "normal") return `1d${faces}`;
  return `2d${faces}${mode === "advantage" ? "kh" : "kl"}`;
}

/** A die roll as the shell hands it over: the die, the mode, and every die result. */
export interface DieRoll {
  die: Die;
  mode: RollMode;
  results: readonly number[];
}

/** The kept result of a roll (checks the count and every face). */
export function keptResult(roll: DieRoll): number {
  const faces = dieFaces(roll.die);
  const expected = diceCount(roll.mode);
  ensure(roll.results.length === expected, DS_ERR.DiceCount, { expected, got: roll.results.length });
  for (const r of roll.results) {
    ensure(Number.isInteger(r) && r >= 1 && r <= faces, DS_ERR.DieFace, { value: r, faces });
  }
  if (roll.mode === "advantage") return Math.max(...roll.results);
  if (roll.mode === "disadvantage") return Math.min(...roll.results);
  return roll.results[0]!;
}

/** Rolls a die with injected dice. */
export function rollDieStep(die: Die, mode: RollMode, roll: RollDie): DieRoll {
  const faces = dieFaces(die);
  const results: number[] = [];
  for (let i = 0; i < diceCount(mode); i++) results.push(roll(faces));
  return { die, mode, results };
}
