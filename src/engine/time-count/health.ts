import { ensure } from "../core/errors";

/** "All characters begin with a base ToP of 3." */
export const BASE_THRESHOLD = 3;

/** Effective ToP = base + Persona + armor or other special modifiers (before hits lower it). */
export function effectiveThreshold(base: number, persona: number, armorAndOther = 0): number {
  return base + persona + armorAndOther;
}

export interface HitState {
  readonly hp: number;
  readonly fatigue: number;
  /** The current effective Threshold of Pain (already lowered by earlier hits). */
  readonly threshold: number;
  /** Bonus hit points: lost first. */
  readonly bonusHp?: number;
  /** Invigoration (healing recorded apart from normal hit points): lost after bonus hit points. */
  readonly invigoration?: number;
}

export interface HitOptions {
  readonly nonlethal?: boolean;
  /** Simultaneous attacks lower the ToP used to decide impairments only (negative number). */
  readonly impairmentThresholdModifier?: number;
}

export interface HitResult {
  readonly hp: number;
  readonly fatigue: number;
  readonly threshold: number;
  /** The effective ToP has reached 0. */
  readonly wounded: boolean;
  readonly bonusHp: number;
  readonly invigoration: number;
  /** Hit points (bonus, invigoration and normal) the hit removed. */
  readonly hpLoss: number;
  readonly fatigueGain: number;
  /** Damage exceeded the (impairment) threshold: one impairment under the optional rule. */
  readonly impairment: boolean;
}

/**
 * Threshold of Pain: damage greater than the ToP adds fatigue equal to the ToP and takes the excess
 * from hit points; otherwise all of it is fatigue. Nonlethal damage is all fatigue. Every hit lowers
 * the ToP by 1 (not below 0); at 0 the character is wounded. Hit point loss takes bonus hit points
 * first, then Invigoration, then hit points (which stop at 0: dead; a hit never raises them).
 */
export function applyHit(state: HitState, damage: number, options: HitOptions = {}): HitResult {
  ensure(Number.isInteger(damage) && damage >= 0, "TEMPO.TimeCount.Error.InvalidDamage", { damage });
  const top = Math.max(0, state.threshold);
  const exceeds = damage > top;
  const lethal = options.nonlethal !== true;
  const fatigueGain = lethal && exceeds ? top : damage;
  let loss = lethal && exceeds ? damage - top : 0;
  const hpLoss = loss;
  let bonusHp = state.bonusHp ?? 0;
  let invigoration = state.invigoration ?? 0;
  const fromBonus = Math.min(bonusHp, loss);
  bonusHp -= fromBonus;
  loss -= fromBonus;
  const fromInvigoration = Math.min(invigoration, loss);
  invigoration -= fromInvigoration;
  loss -= fromInvigoration;
  const threshold = Math.max(0, top - 1);
  const impairmentThreshold = Math.max(0, top + (options.impairmentThresholdModifier ?? 0));
  return {
    // Hit points never go below 0 and a hit never raises them (even a stored negative value).
    hp: Math.min(state.hp, Math.max(0, state.hp - loss)),
    fatigue: state.fatigue + fatigueGain,
    threshold,
    wounded: threshold === 0,
    bonusHp,
    invigoration,
    hpLoss,
    fatigueGain,
    impairment: damage > impairmentThreshold,
  };
}

export interface HealingState {
  readonly hp: number;
  readonly maxHp: number;
  readonly fatigue: number;
  readonly invigoration: number;
}

/**
 * Healing magic split between Invigoration and fatigue: the current total (hp + Invigoration) never
 * exceeds the maximum and fatigue never drops below 0; the points that cannot apply are lost.
 */
export function applyHealing(
  state: HealingState,
  split: { invigoration: number; fatigueReduction: number },
): HealingState {
  ensure(split.invigoration >= 0 && split.fatigueReduction >= 0, "TEMPO.TimeCount.Error.InvalidHealing", {});
  const room = Math.max(0, state.maxHp - state.hp - state.invigoration);
  return {
    ...state,
    invigoration: state.invigoration + Math.min(room, split.invigoration),
    fatigue: Math.max(0, state.fatigue - split.fatigueReduction),
  };
}

/** "Once the target sleeps for the night, any remaining points of Invigoration are lost." */
export function overnightRest<T extends { invigoration: number }>(state: T): T {
  return { ...state, invigoration: 0 };
}

export type VitalStatus = "dead" | "dying" | "atRisk" | "healthy";

/**
 * The current hit points the consciousness rules weigh fatigue against: hit points plus Invigoration.
 * Interpretation (time-count rules doc): Invigoration is healing "recorded separately from normal hit
 * points" and capped by "your current hit point total", so it is part of that total.
 */
export function currentHitPoints(state: { hp: number; invigoration: number }): number {
  return state.hp + state.invigoration;
}

/**
 * HP 0: dead. Fatigue at least double the current hit points: dying (maybe still conscious). Fatigue
 * at least the current hit points: at risk of falling unconscious.
 */
export function vitalStatus(state: { hp: number; fatigue: number }): VitalStatus {
  if (state.hp <= 0) return "dead";
  if (state.fatigue >= 2 * state.hp) return "dying";
  if (state.fatigue >= state.hp) return "atRisk";
  return "healthy";
}

/**
 * A Constitution check is due when fatigue first exceeds hit points, and each later time fatigue
 * rises or hit points fall while fatigue still exceeds them.
 */
export function needsConsciousnessCheck(
  before: { hp: number; fatigue: number },
  after: { hp: number; fatigue: number },
): boolean {
  if (after.hp <= 0 || after.fatigue <= after.hp) return false;
  const first = before.fatigue <= before.hp;
  return first || after.fatigue > before.fatigue || after.hp < before.hp;
}

export interface ConsciousnessCheck {
  readonly dc: number;
  readonly total: number;
  readonly conscious: boolean;
  /** Failure: stays unconscious at least 10 TC per point of failure before the first check to wake. */
  readonly unconsciousTc: number;
}

/** The check to stay conscious is rolled only when a hit left one owed (its DC recorded). */
export function ensureCheckOwed(checkDc: number, actorName: string): void {
  ensure(checkDc > 0, "TEMPO.TimeCount.Error.NoCheckDue", { name: actorName });
}

/** DC = fatigue - hit points; -2 per impairment (optional rule); no automatic success. */
export function consciousnessCheck(
  state: { hp: number; fatigue: number; impairments?: number },
  checkResult: number,
): ConsciousnessCheck {
  const dc = state.fatigue - state.hp;
  const total = checkResult - 2 * (state.impairments ?? 0);
  const conscious = total >= dc;
  return {
    dc,
    total,
    conscious,
    unconsciousTc: conscious ? 0 : 10 * (dc - total),
  };
}

/** A TC is about half a second: 120 TC per minute. */
export const TC_PER_MINUTE = 120;

/**
 * Regaining consciousness: after the first wait, a failed check is retried every 1d10 TC; a dying
 * character who was stabilized waits 2d10 minutes, then retries every 1d6 minutes. Returns TC.
 */
export function firstWakeCheckDelay(
  unconsciousTc: number,
  stabilizedDying: boolean,
  rollDie: (f: number) => number,
): number {
  if (!stabilizedDying) return unconsciousTc;
  return (rollDie(10) + rollDie(10)) * TC_PER_MINUTE;
}
export function nextWakeCheckDelay(stabilizedDying: boolean, rollDie: (f: number) => number): number {
  return stabilizedDying ? rollDie(6) * TC_PER_MINUTE : rollDie(10);
}
