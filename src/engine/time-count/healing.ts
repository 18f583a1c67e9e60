import { ensure } from "../core/errors";
import { applyHealing } from "./health";

/**
 * Healing Magic (seed): "Spells that heal damage can be split between granting temporary hit points
 * that disappear once the character heals from an overnight rest (known as Invigoration), and
 * permanently reducing fatigue. For example, the caster rolls 8 points of healing with a spell. He
 * decides to give the target 5 Invigoration and reduce the target's fatigue by 3."
 */
export interface HealingSplit {
  readonly invigoration: number;
  readonly fatigueReduction: number;
}

/** `amount` points of healing, `invigoration` of them as Invigoration and the rest off fatigue. */
export function splitHealing(amount: number, invigoration: number): HealingSplit {
  ensure(Number.isInteger(amount) && amount >= 0, "TEMPO.TimeCount.Error.InvalidHealingAmount", { amount });
  ensure(
    Number.isInteger(invigoration) && invigoration >= 0 && invigoration <= amount,
    "TEMPO.TimeCount.Error.InvalidHealingSplit",
    { amount, invigoration },
  );
  return { invigoration, fatigueReduction: amount - invigoration };
}

export interface HealTarget {
  readonly hp: number;
  readonly maxHp: number;
  readonly fatigue: number;
  readonly invigoration: number;
  /** The DC of the Constitution check to stay conscious owed now (0: none). */
  readonly checkDc: number;
}

export interface HealOutcome extends HealTarget {
  /** Points that could not apply (Invigoration above the maximum, fatigue below 0): lost. */
  readonly lost: number;
}

/**
 * Heals a character (engine `applyHealing`: never above the maximum hit points, never below 0
 * fatigue). A Constitution check owed is re-counted from the new fatigue and Invigoration: none once fatigue no longer
 * exceeds the hit points (the check is due only while it does).
 */
export function heal(target: HealTarget, split: HealingSplit): HealOutcome {
  const after = applyHealing(target, split);
  const gained = after.invigoration - target.invigoration + (target.fatigue - after.fatigue);
  // Interpretation: Invigoration counts as current hit points (the cap names "your current hit point
  // total", and Invigoration is healing recorded apart from the normal hit points).
  const checkDc = target.checkDc > 0 ? Math.max(0, after.fatigue - after.hp - after.invigoration) : 0;
  return {
    ...after,
    checkDc,
    lost: split.invigoration + split.fatigueReduction - gained,
  };
}
