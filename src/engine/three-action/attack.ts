import type { RollDie } from "../core/dice";
import { ensure } from "../core/errors";
import type { AttackResolution } from "./advantage";
import { die, integer, whole } from "./checks";
import { TA_ERR } from "./errors";

export type RollMode = AttackResolution["mode"];

/** How many d20 a roll needs: two with advantage or disadvantage, one otherwise. */
export function d20Count(mode: RollMode): number {
  return mode === "normal" ? 1 : 2;
}

/** The d20 formula for Foundry's Roll: "2d20kh", "2d20kl" or "1d20". */
export function d20Formula(mode: RollMode): string {
  return mode === "advantage" ? "2d20kh" : mode === "disadvantage" ? "2d20kl" : "1d20";
}

/** The kept die: the higher of two with advantage, the lower with disadvantage. */
export function keptDie(dice: readonly number[], mode: RollMode): number {
  ensure(dice.length === d20Count(mode), TA_ERR.DiceCount, { expected: d20Count(mode), got: dice.length });
  for (const d of dice) die(d, 20);
  return mode === "advantage" ? Math.max(...dice) : Math.min(...dice);
}

/** Draws the d20s a roll needs from injected dice. */
export function rollD20s(roll: RollDie, mode: RollMode): number[] {
  return Array.from({ length: d20Count(mode) }, () => roll(20));
}

/** A critical success beats the target number by 10 or more, or is a natural 20 that succeeds (Interpretation 2). */
export const CRITICAL_MARGIN = 10;

export interface AttackRoll {
  dice: number[];
  /** The kept d20. */
  natural: number;
  total: number;
  hit: boolean;
  critical: boolean;
  /** total − target number. */
  margin: number;
}

export interface AttackInput {
  /** attackBonus(...) */
  bonus: number;
  /** Subtracted: the range penalty and any other penalty. */
  penalty?: number;
  /** The target's Physical or Mental Defense. */
  defense: number;
  mode: RollMode;
  /** From resolveSituation: the roll is made but always misses. */
  autoMiss?: boolean;
}

/**
 * An attack against a Defense with the given d20 results: it hits when the total is equal to or
 * higher than the Defense (the seed's Spell Attack wording, used for every attack).
 */
export function evaluateAttack(dice: readonly number[], input: AttackInput): AttackRoll {
  const natural = keptDie(dice, input.mode);
  const total = natural + integer(input.bonus, "bonus") - whole(input.penalty ?? 0, "penalty");
  const defense = integer(input.defense, "defense");
  const margin = total - defense;
  const hit = !input.autoMiss && margin >= 0;
  const critical = hit && (natural === 20 || margin >= CRITICAL_MARGIN);
  return { dice: [...dice], natural, total, hit, critical, margin };
}

/** Rolls an attack with injected dice. */
export function rollAttack(roll: RollDie, input: AttackInput): AttackRoll {
  return evaluateAttack(rollD20s(roll, input.mode), input);
}

export interface OpposedRoll {
  attacker: AttackRoll;
  defender: { dice: number[]; natural: number; total: number };
  success: boolean;
  critical: boolean;
}

export interface OpposedInput {
  attackerBonus: number;
  attackerMode: RollMode;
  defenderBonus: number;
  defenderMode: RollMode;
  autoMiss?: boolean;
}

/**
 * An opposed Melee Attack roll: the attacker succeeds with a total HIGHER than the defender's (a tie
 * keeps things as they are, Interpretation 5); critical as for attacks, the defender's total being
 * the target number.
 */
export function evaluateOpposed(
  attackerDice: readonly number[],
  defenderDice: readonly number[],
  input: OpposedInput,
): OpposedRoll {
  const dNatural = keptDie(defenderDice, input.defenderMode);
  const dTotal = dNatural + integer(input.defenderBonus, "defenderBonus");
  const attacker = evaluateAttack(attackerDice, {
    bonus: input.attackerBonus,
    defense: dTotal + 1,
    mode: input.attackerMode,
    autoMiss: input.autoMiss ?? false,
  });
  // Margin and critical are against the defender's total, not total + 1.
  const margin = attacker.total - dTotal;
  const success = attacker.hit;
  const critical = success && (attacker.natural === 20 || margin >= CRITICAL_MARGIN);
  return {
    attacker: { ...attacker, margin, critical },
    defender: { dice: [...defenderDice], natural: dNatural, total: dTotal },
    success,
    critical,
  };
}

/** Rolls an opposed roll with injected dice (attacker's dice first). */
export function rollOpposed(roll: RollDie, input: OpposedInput): OpposedRoll {
  const a = rollD20s(roll, input.attackerMode);
  const d = rollD20s(roll, input.defenderMode);
  return evaluateOpposed(a, d, input);
}

export interface AreaTarget {
  defense: number;
  /** This target's own mode (resolveSituation with area: true). */
  mode: RollMode;
  autoMiss?: boolean;
}

/**
 * An attack against every creature in an Area is ONE roll (seed: "make a single Attack roll"): two d20
 * are rolled once when any target needs them, and each target keeps by its own mode (the first die
 * when it has neither; Interpretation 4). `dice` has 2 results when any mode is not normal, else 1.
 */
export function evaluateAreaAttack(
  dice: readonly number[],
  bonus: number,
  penalty: number,
  targets: readonly AreaTarget[],
): AttackRoll[] {
  const needed = targets.some((t) => t.mode !== "normal") ? 2 : 1;
  ensure(dice.length === needed, TA_ERR.DiceCount, { expected: needed, got: dice.length });
  return targets.map((t) =>
    evaluateAttack(t.mode === "normal" ? dice.slice(0, 1) : dice, {
      bonus,
      penalty,
      defense: t.defense,
      mode: t.mode,
      autoMiss: t.autoMiss ?? false,
    }),
  );
}

/** Damage of a hit: the rolled damage, doubled on a critical success (Interpretation 3). */
export function hitDamage(rolled: number, critical: boolean): number {
  whole(rolled, "damage");
  return critical ? rolled * 2 : rolled;
}
