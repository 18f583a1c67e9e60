import { ensure } from "../core/errors";
import { CR_ERR } from "./errors";
import type { TestResult } from "./test-model";
import { int } from "./validate";

/** Who wins a skill contest: one side, or nobody (both failed). */
export type ContestWinner = "attacker" | "defender" | "none";

/**
 * A skill contest (the seed names them, e.g. Grapple, and calls the Combat Roll "a special skill
 * contest" without giving the general rule). Tempo resolves it like the Combat Roll: one passes and
 * the other fails -> the passer wins; both fail -> nobody; both pass -> more Successes wins, a tie
 * goes to the defender (the attempt does not succeed).
 */
export function contestWinner(
  attacker: Pick<TestResult, "passed" | "successes">,
  defender: Pick<TestResult, "passed" | "successes">,
): ContestWinner {
  int(attacker.successes, "attacker.successes");
  int(defender.successes, "defender.successes");
  if (!attacker.passed && !defender.passed) return "none";
  if (attacker.passed && !defender.passed) return "attacker";
  if (!attacker.passed && defender.passed) return "defender";
  return attacker.successes > defender.successes ? "attacker" : "defender";
}

/** "Grapple ... Make a skill contest with Athletics vs Athletics or Acrobatics (defender's choice)." */
export const GRAPPLE_ATTACK_SKILL = "athletics" as const;
export const GRAPPLE_DEFENSE_SKILLS = ["athletics", "acrobatics"] as const;
export type GrappleDefenseSkill = (typeof GRAPPLE_DEFENSE_SKILLS)[number];

export function isGrappleDefense(value: string): value is GrappleDefenseSkill {
  return (GRAPPLE_DEFENSE_SKILLS as readonly string[]).includes(value);
}

/** Throws unless the defender's choice is Athletics or Acrobatics. */
export function assertGrappleDefense(value: string): GrappleDefenseSkill {
  ensure(isGrappleDefense(value), CR_ERR.GrappleDefense, { skill: value });
  return value;
}

/** The grapple holds (the target is grappled) only when the grappler wins the contest. */
export function grappleHolds(winner: ContestWinner): boolean {
  return winner === "attacker";
}
