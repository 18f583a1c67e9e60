/** Unarmed combat: grappling, breaking free by comparing Strength, overbearing (seed 000, "Unarmed Combat"). */
import type { RollDie } from "../core/dice";
import { ensure } from "../core/errors";
import { key } from "./constants";

/**
 * The number a d20 must not exceed for `actor` to win a Strength contest against `opponent`:
 * 10 + 2 x (actor's Strength - opponent's Strength), kept within 1..20. Equal Strength is an even
 * chance; 5 points stronger always wins (an ogre breaks a kobold's hold at will); 5 points weaker
 * wins only on a 1 (the ogre holds the kobold almost indefinitely).
 */
export function strengthContestTarget(actorStrength: number, opponentStrength: number): number {
  ensure(Number.isFinite(actorStrength) && Number.isFinite(opponentStrength), key("Error.BadStrength"));
  return Math.min(20, Math.max(1, Math.round(10 + 2 * (actorStrength - opponentStrength))));
}

/** One Strength contest with an injected d20. */
export function strengthContest(
  actorStrength: number,
  opponentStrength: number,
  rollDie: RollDie,
): { roll: number; target: number; success: boolean } {
  const target = strengthContestTarget(actorStrength, opponentStrength);
  const roll = rollDie(20);
  return { roll, target, success: roll <= target };
}

/** A restrained character's attempt to break free of a grapple (its action for the round). */
export function breakFree(
  escaperStrength: number,
  holderStrength: number,
  rollDie: RollDie,
): { roll: number; target: number; success: boolean } {
  return strengthContest(escaperStrength, holderStrength, rollDie);
}

/**
 * Why a restrained combatant makes no attack (a localization key taking `{name}`), or null: "a
 * successful grapple restrains the target, preventing them from fighting". Breaking free is its way out.
 */
export function restrainedAttackReason(restrained: boolean): string | null {
  return restrained ? key("Error.Restrained") : null;
}

/** What a hit with a grapple or an overbear does to the target. */
export type GrappleOutcome = "restrained" | "prone";

/**
 * After an overbearing attack (a grapple at the end of a charge) hits: a Strength contest of attacker
 * against target decides whether the target is knocked prone; if it fails, the attack is resolved as a
 * standard grapple and the target is restrained instead. Damage is 1d2-1 either way (see `rollDamage`).
 */
export function resolveOverbear(
  attackerStrength: number,
  targetStrength: number,
  rollDie: RollDie,
): { roll: number; target: number; outcome: GrappleOutcome } {
  const contest = strengthContest(attackerStrength, targetStrength, rollDie);
  return {
    roll: contest.roll,
    target: contest.target,
    outcome: contest.success ? "prone" : "restrained",
  };
}

/**
 * What a hit of `form` does beyond its damage: a grapple restrains, an overbear knocks prone when the
 * attacker wins the Strength contest (`resolveOverbear`, its d20 from `rollDie`), any other form nothing
 * (null). Not yet applied: the card's button applies it.
 */
export function grappleOutcomeOf(
  form: string,
  strengths: { attacker: number; target: number },
  rollDie: RollDie,
): { outcome: GrappleOutcome; roll: number; target: number; applied: false } | null {
  if (form === "grapple") return { outcome: "restrained", roll: 0, target: 0, applied: false };
  if (form !== "overbear") return null;
  return { ...resolveOverbear(strengths.attacker, strengths.target, rollDie), applied: false };
}
