import { RuleError } from "../core/errors";
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

/** A hit not applied yet, as the grouping reads it: the card, its target, and the fight and TC it was rolled in. */
export interface WaitingHit {
  readonly id: string;
  readonly target: string;
  /** The fight it was rolled in ("" outside one) and its TC (−1: unknown). */
  readonly combatId: string;
  readonly count: number;
}

/**
 * Simultaneous Actions, Attacking: "two or more characters attack a single target simultaneously" means
 * in the same TC of the same fight. The hits applied together with `first`: every hit in `waiting` (in
 * the order they were rolled) on its target at its fight's TC, `first` among them; `first` alone when it
 * was rolled outside a fight.
 */
export function simultaneousGroup<H extends WaitingHit>(first: H, waiting: readonly H[]): H[] {
  if (!first.combatId || first.count < 0) return [first];
  const group = waiting.filter(
    (h) => h.target === first.target && h.combatId === first.combatId && h.count === first.count,
  );
  return group.some((h) => h.id === first.id) ? group : [first, ...group];
}

/**
 * Initiative: "If two numbers match, then the actions occur at the same time. This means that all
 * actions take place and all dice are rolled before any of the effects are applied." A hit of the
 * fight's current TC waits while anyone is still due at that TC (`dueNow`); refused saying so.
 */
export function ensureDiceBeforeEffects(
  hit: Pick<WaitingHit, "count">,
  now: { count: number; dueNow: number },
): void {
  if (hit.count >= 0 && hit.count === now.count && now.dueNow > 0)
    throw new RuleError("TEMPO.TimeCount.Error.DiceBeforeEffects", { count: hit.count });
}
