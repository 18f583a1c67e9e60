import { applyHit, type HitResult, type HitState } from "./health";

export interface SimultaneousHit {
  readonly attackerId: string;
  readonly damage: number;
  readonly nonlethal?: boolean;
}

export interface SimultaneousOutcome {
  readonly state: HitResult;
  /** Impairments the target takes this TC. */
  readonly impairments: number;
  /** How much the ToP is lowered for deciding impairments (successful attackers beyond the first). */
  readonly impairmentThresholdModifier: number;
  /** Each hit's own result, in the order given (which hits brought an impairment). */
  readonly perHit: readonly HitResult[];
}

/**
 * Simultaneous Actions (optional): hits landing on one target in the same TC from different
 * attackers lower its ToP by 1 per successful attacker beyond the first when deciding impairments
 * (two weapons of one attacker count once). The hits still each lower the ToP by 1, in the order
 * given; the hit-point / fatigue split uses the normal ToP.
 */
export function applySimultaneousHits(
  state: HitState,
  hits: readonly SimultaneousHit[],
): SimultaneousOutcome {
  const attackers = new Set(hits.map((h) => h.attackerId)).size;
  const modifier = attackers > 1 ? 1 - attackers : 0;
  let current: HitResult | null = null;
  let impairments = 0;
  const perHit: HitResult[] = [];
  for (const h of hits) {
    const from: HitState = current ?? state;
    current = applyHit(from, h.damage, {
      nonlethal: h.nonlethal,
      impairmentThresholdModifier: modifier,
    });
    perHit.push(current);
    if (current.impairment) impairments += 1;
  }
  const final: HitResult = current ?? {
    hp: state.hp,
    fatigue: state.fatigue,
    threshold: state.threshold,
    wounded: state.threshold <= 0,
    bonusHp: state.bonusHp ?? 0,
    invigoration: state.invigoration ?? 0,
    hpLoss: 0,
    fatigueGain: 0,
    impairment: false,
  };
  return { state: final, impairments, impairmentThresholdModifier: modifier, perHit };
}
