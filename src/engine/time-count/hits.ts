import type { DamageType } from "./damage";
import { applyDamageReduction } from "./damage";
import { applyHit, currentHitPoints, needsConsciousnessCheck, vitalStatus, type HitResult } from "./health";
import { addImpairment, type Impairments } from "./impairments";
import { takeDamageWhilePreparing, type SpellPreparation } from "./magic";
import { applySimultaneousHits } from "./simultaneous";

export const DAMAGE_TYPES: readonly DamageType[] = ["bludgeoning", "piercing", "slashing"];

export function isDamageType(value: string): value is DamageType {
  return (DAMAGE_TYPES as readonly string[]).includes(value);
}

/** One hit landing on a target when a card is applied. */
export interface LandedHit {
  /** Who struck (simultaneous hits of one attacker count once). */
  readonly attackerId: string;
  /** The card's damage before damage reduction (0: the hit deals none, e.g. a trip). */
  readonly damage: number;
  readonly nonlethal: boolean;
  /** "" : no impairment type. */
  readonly damageType: string;
}

/** What of the target the hits change. */
export interface HitTarget {
  readonly hp: number;
  readonly fatigue: number;
  readonly threshold: number;
  readonly bonusHp: number;
  readonly invigoration: number;
  readonly damageReduction: number;
  readonly wounded: boolean;
  readonly impairments: Impairments;
  /** The spell the target holds (null: none). */
  readonly preparation: SpellPreparation | null;
}

export interface LandedHitOptions {
  /** The optional Impairments rule is on. */
  readonly impairments: boolean;
  /** Several hits of one count applied together (Simultaneous Actions). */
  readonly simultaneous: boolean;
  /** The count now when the target's spell is still being prepared (null: it is not). */
  readonly preparingAt: number | null;
}

/** The target after the hits (null: no hit dealt damage, nothing but conditions changes). */
export interface LandedOutcome {
  readonly hp: number;
  readonly fatigue: number;
  readonly threshold: number;
  readonly bonusHp: number;
  readonly invigoration: number;
  readonly wounded: boolean;
  readonly dead: boolean;
  /** The DC of the Constitution check now owed (0: none). */
  readonly checkDc: number;
  /** The impairments after the hits, and the types gained (optional rule). */
  readonly impairments: Impairments;
  readonly gained: readonly DamageType[];
  /** The preparation with the damage added to its DC; null when it did not change. */
  readonly preparation: SpellPreparation | null;
}

/**
 * The hits of a card (or of a count, applied together): damage reduction first, then the Threshold
 * of Pain (`applyHit`, or `applySimultaneousHits` when applied together), nonlethal damage all
 * fatigue, bonus hit points and Invigoration, the ToP lowered by 1 per damaging hit (wounded at 0),
 * dead at 0 hit points, an impairment per hit over the ToP (optional rule), the damage added to a
 * spell's casting DC while it is prepared, and the Constitution check now owed.
 */
export function landHits(
  t: HitTarget,
  hits: readonly LandedHit[],
  options: LandedHitOptions,
): LandedOutcome | null {
  const state = {
    hp: t.hp,
    fatigue: t.fatigue,
    threshold: t.threshold,
    bonusHp: t.bonusHp,
    invigoration: t.invigoration,
  };
  const landed = hits
    .filter((h) => h.damage > 0)
    .map((h) => ({ ...h, damage: applyDamageReduction(h.damage, t.damageReduction) }));
  if (landed.length === 0) return null;
  const plain = landed.map((h) => ({ attackerId: h.attackerId, damage: h.damage, nonlethal: h.nonlethal }));
  let after: HitResult;
  let perHit: readonly HitResult[];
  if (options.simultaneous && landed.length > 1) {
    const outcome = applySimultaneousHits(state, plain);
    after = outcome.state;
    perHit = outcome.perHit;
  } else {
    const results: HitResult[] = [];
    for (const h of plain)
      results.push(applyHit(results.at(-1) ?? state, h.damage, { nonlethal: h.nonlethal }));
    const last = results.at(-1);
    if (!last) return null;
    after = last;
    perHit = results;
  }
  let impairments = t.impairments;
  const gained: DamageType[] = [];
  if (options.impairments)
    perHit.forEach((r, i) => {
      const type = landed[i]?.damageType ?? "";
      if (r.impairment && isDamageType(type)) {
        impairments = addImpairment(impairments, type);
        gained.push(type);
      }
    });
  let preparation: SpellPreparation | null = null;
  if (t.preparation && options.preparingAt !== null) {
    const taken = landed.reduce((sum, h) => sum + h.damage, 0);
    const next = takeDamageWhilePreparing(t.preparation, taken, options.preparingAt);
    if (next !== t.preparation) preparation = next;
  }
  // Invigoration counts as current hit points for the check (`currentHitPoints`).
  const before = { hp: currentHitPoints(t), fatigue: t.fatigue };
  return {
    hp: after.hp,
    fatigue: after.fatigue,
    threshold: after.threshold,
    bonusHp: after.bonusHp,
    invigoration: after.invigoration,
    wounded: t.wounded || after.wounded,
    dead: vitalStatus(after) === "dead",
    checkDc: checkOwed(before, { hp: currentHitPoints(after), fatigue: after.fatigue }),
    impairments,
    gained,
    preparation,
  };
}

/** The DC of the Constitution check a change from `before` to `after` brings on (0: none). */
export function checkOwed(
  before: { hp: number; fatigue: number },
  after: { hp: number; fatigue: number },
): number {
  return needsConsciousnessCheck(before, after) ? after.fatigue - after.hp : 0;
}

/**
 * Fatigue the actor spends itself (a special action's cost, a spell, a failed endurance check):
 * the new fatigue and the DC of the check it may now owe (0: none). Null when nothing is spent.
 */
export function spendFatigue(
  s: { hp: number; invigoration: number; fatigue: number },
  gain: number,
): { fatigue: number; checkDc: number } | null {
  if (gain <= 0) return null;
  const hp = currentHitPoints(s);
  const fatigue = s.fatigue + gain;
  return { fatigue, checkDc: checkOwed({ hp, fatigue: s.fatigue }, { hp, fatigue }) };
}
