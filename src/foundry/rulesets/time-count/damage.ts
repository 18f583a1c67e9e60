import { timeCount } from "../../../engine/index";
import { activeImpairments } from "./settings";
import type { TcStats } from "./stats";

/** Where an actor keeps its Time Count block (the update path prefix). */
export const TC_STATS = "system.stats.timeCount";

export type LandedHit = timeCount.LandedHit;

export interface HitOptions {
  /** The optional Impairments rule is on. */
  impairments: boolean;
  /** Several hits of one count applied together (Simultaneous Actions). */
  simultaneous: boolean;
  /** Conditions the hits put on the target. */
  conditions: readonly string[];
  /** The target's clock, to tell whether its spell is still being prepared. */
  preparing: { count: number } | null;
}

/**
 * The target's `system` changes (dot paths) after `hits` (engine `landHits`: damage reduction, the
 * Threshold of Pain, impairments, the casting DC, the check owed) and the conditions they put on it.
 * Hits that deal no damage touch only conditions.
 */
export function hitChanges(s: TcStats, hits: readonly LandedHit[], options: HitOptions) {
  const after = timeCount.landHits(
    {
      hp: s.hp.value,
      fatigue: s.fatigue,
      threshold: s.threshold.value,
      bonusHp: s.bonusHp,
      invigoration: s.invigoration,
      damageReduction: s.damageReduction,
      wounded: s.conditions.wounded,
      impairments: s.impairments,
      preparation: timeCount.enginePreparation(s.preparation),
    },
    hits,
    {
      impairments: options.impairments,
      simultaneous: options.simultaneous,
      preparingAt: options.preparing?.count ?? null,
    },
  );
  const changes: Record<string, unknown> = {};
  if (after) {
    changes[`${TC_STATS}.hp.value`] = after.hp;
    changes[`${TC_STATS}.fatigue`] = after.fatigue;
    changes[`${TC_STATS}.threshold.value`] = after.threshold;
    changes[`${TC_STATS}.bonusHp`] = after.bonusHp;
    changes[`${TC_STATS}.invigoration`] = after.invigoration;
    changes[`${TC_STATS}.conditions.wounded`] = after.wounded;
    changes[`${TC_STATS}.conditions.dead`] = after.dead;
    changes[`${TC_STATS}.checkDc`] = after.checkDc;
    if (after.gained.length) changes[`${TC_STATS}.impairments`] = { ...after.impairments };
    if (after.preparation)
      changes[`${TC_STATS}.preparation`] = timeCount.storedPreparation(after.preparation, s.preparation);
  }
  if (options.conditions.includes("prone")) changes[`${TC_STATS}.stance`] = "prone";
  if (options.conditions.includes("immobile")) changes[`${TC_STATS}.conditions.immobile`] = true;
  return { changes, impairments: [...(after?.gained ?? [])] };
}

/** Fatigue the actor spends itself (engine `spendFatigue`): and the check it may now owe. */
export function fatigueChanges(s: TcStats, gain: number): Record<string, number> {
  const after = timeCount.spendFatigue(
    { hp: s.hp.value, invigoration: s.invigoration, fatigue: s.fatigue },
    gain,
  );
  if (!after) return {};
  return {
    [`${TC_STATS}.fatigue`]: after.fatigue,
    ...(after.checkDc ? { [`${TC_STATS}.checkDc`]: after.checkDc } : {}),
  };
}

/** Impairments that count for a check or a roll now (none unless the optional rule is on). */
export function countedImpairments(s: TcStats): number {
  return timeCount.totalImpairments(activeImpairments(s.impairments));
}
