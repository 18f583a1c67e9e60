// Health from any source (issue 28): what an HP value written by hand means under seed 002 (a sheet field,
// the token bar, a macro, a GM's ruling: a fall, a trap, a spell Tempo does not roll), which states take a
// character out of the fight, and the AP budget that follows the wound state the moment it changes.
import { ensure } from "../core/errors";
import { poolBudget, poolOf, withPool } from "../turns/budget";
import { payerOf } from "../turns/carry";
import { combatant, setBudgetModifiers, withCombatant } from "../turns/flow";
import type { TurnState } from "../turns/types";
import { takeHit, type HitResult } from "./damage";
import { DS_ERR } from "./errors";
import { apModifiers, DIE_STEP_TURNS } from "./turns";
import { int } from "./validate";
import { heal, type Vitals, type Wound } from "./wounds";

/** What a value set by hand reads of the character: its vitals, MP, and whether it is a minor foe. */
export interface HealthTarget extends Vitals {
  mp: number;
  minion: boolean;
}

/** The changes of state worth a line of their own (no numbers: who watches may not observe every creature). */
export const HEALTH_EVENTS = ["knocked-out", "dead", "revived", "mortal-healed", "healed-full"] as const;
export type HealthEvent = (typeof HEALTH_EVENTS)[number];

export interface HealthSet {
  vitals: Vitals;
  mp: number;
  event: HealthEvent | null;
  /** Why it died, when this change killed it (as a card's hit says). */
  death: HitResult["death"];
}

/** A lower value: its drop is ONE hit of lethal damage (Interpretation 51). */
function hurt(t: HealthTarget, to: number): HealthSet {
  const hp = Math.min(t.hp, t.maxHp);
  const hit = takeHit(
    { hp, maxHp: t.maxHp, mp: t.mp, knockedOut: hp === 0, minion: t.minion },
    hp - to,
    true,
  );
  const vitals: Vitals = {
    ...t,
    hp: hit.hp,
    wound: hit.dead ? "dead" : t.wound,
    survivalPending: !hit.dead && (t.survivalPending || hit.survivalPending),
    stunned: hit.dead ? "none" : t.stunned,
  };
  const event = hit.dead ? "dead" : hit.knockOut ? "knocked-out" : null;
  return { vitals, mp: hit.mp, event, death: hit.death };
}

/**
 * A higher value: healing by the difference (`heal`, up to the maximum, as first aid heals: no stun, which
 * is magical healing's and the survival roll's). From 0 HP the character comes to; a lethal knock-out owes
 * its survival roll first, which only Magical healing rolls (refused here).
 */
function healed(t: HealthTarget, to: number): HealthSet {
  ensure(!(t.hp === 0 && t.survivalPending), DS_ERR.SurvivalOwedHeal, {});
  const after = heal(t, Math.min(to, t.maxHp) - Math.min(t.hp, t.maxHp));
  const revived = t.hp === 0 && after.hp > 0;
  let event: HealthEvent | null = null;
  if (t.wound === "mortally-wounded" && after.wound !== "mortally-wounded") event = "mortal-healed";
  else if (revived) event = "revived";
  else if (t.wound === "badly-wounded" && after.wound === "none") event = "healed-full";
  return { vitals: after, mp: t.mp, event, death: null };
}

/**
 * HP set by hand: a lower value is one hit of lethal damage of the drop (a value below 0 is 0, "HPs cannot
 * go below zero", its whole drop still counting for instant death); a higher one is healing up to the
 * maximum. The dead are refused ("healing cannot help"; the GM sets the wound state back first).
 */
export function healthSet(t: HealthTarget, to: number): HealthSet {
  int(to, "HP");
  ensure(t.wound !== "dead", DS_ERR.DeadHealth, {});
  return to < t.hp ? hurt(t, to) : healed(t, to);
}

/** The states that take a character out of the fight: knocked out (0 HP, mortal wound included), dead. */
export function outOfFight(s: { hp: number; wound: Wound }): { knockedOut: boolean; dead: boolean } {
  const dead = s.wound === "dead";
  return { knockedOut: !dead && s.hp === 0, dead };
}

/**
 * The statuses a character's vitals call for, against those it has: Dead when dead (it keeps any other);
 * knocked out, Unconscious; up, no Unconscious. What to add and what to remove (each list empty when
 * nothing is to change).
 */
export function vitalStatusChanges(
  vitals: { hp: number; wound: Wound },
  has: (status: string) => boolean,
): { add: string[]; remove: string[] } {
  const out = outOfFight(vitals);
  if (out.dead) return { add: has("dead") ? [] : ["dead"], remove: [] };
  if (out.knockedOut) return { add: has("unconscious") ? [] : ["unconscious"], remove: [] };
  return { add: [], remove: has("unconscious") ? ["unconscious"] : [] };
}

/** The fields of a value set by hand that the rules changed (`mp` and the vitals besides `hp`), and to what. */
export function changedByHealth(before: HealthTarget, after: HealthSet): Record<string, unknown> {
  const pairs: [string, unknown, unknown][] = [
    ["mp.value", before.mp, after.mp],
    ["wound", before.wound, after.vitals.wound],
    ["survivalPending", before.survivalPending, after.vitals.survivalPending],
    ["permanentInjury", before.permanentInjury, after.vitals.permanentInjury],
    ["stunned", before.stunned, after.vitals.stunned],
  ];
  return Object.fromEntries(pairs.filter(([, was, now]) => was !== now).map(([key, , now]) => [key, now]));
}

const BADLY = "badly-wounded";

/**
 * The wound state changed in a fight: the character's budget follows at once ("their total APs are
 * halved"). Its halving for a bad wound is set or removed (others, an unskilled rider's, stay); when its
 * turn (or its pair's) is the active one, the AP left change by as much as the budget did, what was spent
 * staying spent; otherwise the next turn starts from the new budget. Interpretation 52.
 */
export function woundBudget(state: TurnState, id: string, badlyWounded: boolean): TurnState {
  const c = combatant(state, DIE_STEP_TURNS, id);
  const had = c.modifiers.some((m) => m.source === BADLY);
  if (had === badlyWounded) return state;
  const others = c.modifiers.filter((m) => m.source !== BADLY);
  const next = setBudgetModifiers(state, DIE_STEP_TURNS, id, [...others, ...apModifiers({ badlyWounded })]);
  const payer = payerOf(state, id);
  const before = state.combatants[payer];
  const after = next.combatants[payer];
  if (state.active !== payer || !before || !after) return next;
  const delta = poolBudget(DIE_STEP_TURNS, next, after).ap - poolBudget(DIE_STEP_TURNS, state, before).ap;
  const pool = poolOf(after);
  const ap = Math.max(0, pool.ap + delta);
  const restricted = {
    movementOnly: Math.min(pool.movementOnly, ap),
    noMovement: Math.min(pool.noMovement, ap),
  };
  return withCombatant(next, withPool(after, { ap, ...restricted }));
}
