/** Random targeting (seed 000, "Melee Attack", "Missile Attacks"). */
import type { RollDie } from "../core/dice";
import { ensure } from "../core/errors";
import { key } from "./constants";

/** Picks one of `candidates` uniformly with one die of as many faces as there are candidates. */
export function pickRandom<T>(candidates: readonly T[], rollDie: RollDie): T {
  ensure(candidates.length > 0, key("Error.NoTargets"));
  if (candidates.length === 1) return candidates[0] as T;
  return candidates[rollDie(candidates.length) - 1] as T;
}

/**
 * The target of a melee attack routine when several opponents are engaged with the attacker: chosen at
 * random, and every attack of the same routine goes at that one opponent.
 */
export function randomMeleeTarget(engagedOpponents: readonly string[], rollDie: RollDie): string {
  return pickRandom(engagedOpponents, rollDie);
}

/**
 * The target of a missile fired at opponents engaged in melee: chosen at random among ALL the melee's
 * participants, allies included.
 */
export function missileIntoMeleeTarget(meleeParticipants: readonly string[], rollDie: RollDie): string {
  return pickRandom(meleeParticipants, rollDie);
}
