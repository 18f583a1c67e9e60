import { ensure } from "../core/errors";
import { DS_ERR } from "./errors";
import { nonNegativeInt } from "./validate";

export interface Pools {
  hp: number;
  mp: number;
}

/**
 * Subtracts damage from HP: "HPs cannot go below zero"; at 0 the character is knocked out, which "also
 * reduces their MPs to zero".
 */
export function applyDamage(pools: Pools, damage: number): { hp: number; mp: number; knockedOut: boolean } {
  nonNegativeInt(pools.hp, "hp");
  nonNegativeInt(pools.mp, "mp");
  nonNegativeInt(damage, "damage");
  const hp = Math.max(0, pools.hp - damage);
  return { hp, mp: hp === 0 ? 0 : pools.mp, knockedOut: hp === 0 };
}

/** "Lethal damage that does 2xHP in one shot instantly kills (or 1xHP if the target is already knocked out)." */
export function instantDeath(input: { damage: number; maxHp: number; knockedOut: boolean }): boolean {
  nonNegativeInt(input.damage, "damage");
  nonNegativeInt(input.maxHp, "maxHp");
  if (input.damage === 0) return false;
  return input.damage >= (input.knockedOut ? 1 : 2) * input.maxHp;
}

/** Unarmed strikes "will only do lethal damage if the target is already unconscious". */
export function unarmedLethal(targetKnockedOut: boolean): boolean {
  return targetKnockedOut;
}

export interface Target {
  hp: number;
  maxHp: number;
  mp: number;
  /** Already at 0 HP before this hit. */
  knockedOut: boolean;
  /** A minor unnamed (evil) character: dies when knocked out by lethal damage. */
  minion?: boolean;
}

export interface HitResult {
  hp: number;
  mp: number;
  knockedOut: boolean;
  /** Newly knocked out by this hit. */
  knockOut: boolean;
  dead: boolean;
  /** Why it died: "instant" (2xHP, 1xHP when down), "minion", "no-hp" (0 HP characters); null if alive. */
  death: "instant" | "minion" | "no-hp" | null;
  /** A lethal knock-out that still owes its survival roll (after the encounter or on magical healing). */
  survivalPending: boolean;
}

/** One hit on a target: damage, knock-out, instant death, minions, the survival roll owed. */
export function takeHit(target: Target, damage: number, lethal: boolean): HitResult {
  ensure(target.hp <= target.maxHp, DS_ERR.HpAboveMax, { hp: target.hp, max: target.maxHp });
  const after = applyDamage(target, damage);
  const knockOut = after.knockedOut && !target.knockedOut;
  let death: HitResult["death"] = null;
  if (lethal && damage > 0) {
    if (target.maxHp === 0) death = "no-hp";
    else if (instantDeath({ damage, maxHp: target.maxHp, knockedOut: target.knockedOut })) death = "instant";
    else if (knockOut && target.minion === true) death = "minion";
  }
  return {
    ...after,
    knockOut,
    dead: death !== null,
    death,
    survivalPending: death === null && after.knockedOut && lethal && damage > 0,
  };
}
