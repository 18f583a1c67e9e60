import { resolveContest, type ContestResult } from "./contest";
import { takeHit, type HitResult, type Target } from "./damage";
import type { DieRoll } from "./dice";

export interface AttackResolution {
  contest: ContestResult;
  /** What the hit did to the target; null on a miss (the target is unchanged). */
  hit: HitResult | null;
}

/**
 * One attack from both rolls (advantage and disadvantage in their modes): the contest's successes,
 * damage = 1 + extra successes, then knock-out, instant death, minions and the survival roll owed.
 * `lethal` is false for unarmed strikes against a conscious target (see `unarmedLethal`).
 */
export function resolveAttack(input: {
  attack: DieRoll;
  defense: DieRoll;
  target: Target;
  lethal: boolean;
}): AttackResolution {
  const contest = resolveContest(input.attack, input.defense);
  return { contest, hit: contest.hit ? takeHit(input.target, contest.damage, input.lethal) : null };
}
