import { timeCount } from "../../../engine/index";
import { DAMAGE_TYPES } from "./fields";
import { activeImpairments } from "./settings";
import { enginePreparation, storedPreparation } from "./spell-state";
import { currentHp, tcStats, type TcStats } from "./stats";

export const P = "system.stats.timeCount";

/** One hit landing on a target when a card is applied. */
export interface LandedHit {
  /** Who struck (simultaneous hits of one attacker count once). */
  attackerId: string;
  /** The card's damage before damage reduction (0: the hit deals none, e.g. a trip). */
  damage: number;
  nonlethal: boolean;
  /** "" : no impairment type. */
  damageType: string;
}

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

function isDamageType(value: string): value is timeCount.DamageType {
  return (DAMAGE_TYPES as readonly string[]).includes(value);
}

/**
 * The target's `system` changes (dot paths) after `hits`: damage reduction first, then the
 * Threshold of Pain (`applyHit`, or `applySimultaneousHits` when applied together), nonlethal
 * damage all fatigue, bonus hit points and Invigoration, the ToP lowered by 1 per damaging hit
 * (wounded at 0), dead at 0 hit points, an impairment per hit over the ToP (optional rule), the
 * damage added to a spell's casting DC while it is prepared, conditions, and the Constitution
 * check now owed. Hits that deal no damage touch only conditions.
 */
export function hitChanges(s: TcStats, hits: readonly LandedHit[], options: HitOptions) {
  const state: timeCount.HitState = {
    hp: s.hp.value,
    fatigue: s.fatigue,
    threshold: s.threshold.value,
    bonusHp: s.bonusHp,
    invigoration: s.invigoration,
  };
  const landed = hits
    .filter((h) => h.damage > 0)
    .map((h) => ({ ...h, damage: timeCount.applyDamageReduction(h.damage, s.damageReduction) }));
  const modifierHits = landed.map((h) => ({
    attackerId: h.attackerId,
    damage: h.damage,
    nonlethal: h.nonlethal,
  }));
  let after: timeCount.HitResult | null = null;
  const perHit: timeCount.HitResult[] = [];
  if (options.simultaneous && landed.length > 1) {
    const outcome = timeCount.applySimultaneousHits(state, modifierHits);
    after = outcome.state;
    perHit.push(...outcome.perHit);
  } else {
    for (const h of modifierHits) {
      after = timeCount.applyHit(after ?? state, h.damage, { nonlethal: h.nonlethal });
      perHit.push(after);
    }
  }
  const changes: Record<string, unknown> = {};
  let impairments = s.impairments;
  const gained: string[] = [];
  if (after) {
    changes[`${P}.hp.value`] = after.hp;
    changes[`${P}.fatigue`] = after.fatigue;
    changes[`${P}.threshold.value`] = after.threshold;
    changes[`${P}.bonusHp`] = after.bonusHp;
    changes[`${P}.invigoration`] = after.invigoration;
    changes[`${P}.conditions.wounded`] = s.conditions.wounded || after.wounded;
    changes[`${P}.conditions.dead`] = timeCount.vitalStatus(after) === "dead";
    // Invigoration counts as current hit points for the check (engine `currentHitPoints`).
    const now = { hp: timeCount.currentHitPoints(after), fatigue: after.fatigue };
    const due = timeCount.needsConsciousnessCheck({ hp: currentHp(s), fatigue: s.fatigue }, now);
    changes[`${P}.checkDc`] = due ? now.fatigue - now.hp : 0;
    if (options.impairments) {
      perHit.forEach((r, i) => {
        const type = landed[i]?.damageType ?? "";
        if (r.impairment && isDamageType(type)) {
          impairments = timeCount.addImpairment(impairments, type);
          gained.push(type);
        }
      });
      if (gained.length) changes[`${P}.impairments`] = { ...impairments };
    }
    const p = enginePreparation(s.preparation);
    if (p && options.preparing) {
      const taken = landed.reduce((sum, h) => sum + h.damage, 0);
      const next = timeCount.takeDamageWhilePreparing(p, taken, options.preparing.count);
      if (next !== p) changes[`${P}.preparation`] = storedPreparation(next, s.preparation);
    }
  }
  if (options.conditions.includes("prone")) changes[`${P}.stance`] = "prone";
  if (options.conditions.includes("immobile")) changes[`${P}.conditions.immobile`] = true;
  return { changes, impairments: gained };
}

/** The generic card path (macros, `AttackProcedure.damageUpdate`): one lethal hit, no options. */
export function damageUpdate(target: Actor.Implementation, amount: number): Record<string, number | boolean> {
  const { changes } = hitChanges(
    tcStats(target),
    [{ attackerId: "", damage: amount, nonlethal: false, damageType: "" }],
    { impairments: false, simultaneous: false, conditions: [], preparing: null },
  );
  const out: Record<string, number | boolean> = {};
  for (const [k, v] of Object.entries(changes))
    if (typeof v === "number" || typeof v === "boolean") out[k] = v;
  return out;
}

/** Fatigue the actor spends itself (a special action's cost, a spell): and the check it may now owe. */
export function fatigueChanges(s: TcStats, gain: number): Record<string, number> {
  if (gain <= 0) return {};
  const before = { hp: currentHp(s), fatigue: s.fatigue };
  const after = { hp: currentHp(s), fatigue: s.fatigue + gain };
  const due = timeCount.needsConsciousnessCheck(before, after);
  return { [`${P}.fatigue`]: after.fatigue, ...(due ? { [`${P}.checkDc`]: after.fatigue - after.hp } : {}) };
}

/** Impairments that count for a check or a roll now (none unless the optional rule is on). */
export function countedImpairments(s: TcStats): number {
  return timeCount.totalImpairments(activeImpairments(s.impairments));
}
