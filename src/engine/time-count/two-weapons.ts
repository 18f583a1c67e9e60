import { ensure } from "../core/errors";
import { ATTACK_MODIFIERS } from "./attack";
import { twoWeaponSpeedFactor } from "./speed";

/**
 * Two-Weapon Combat (seed): "You may attack with both weapons simultaneously at a -6 to hit with each,
 * provided that both attacks are against the same target. Roll both speed factors and take the worse
 * result. You may instead alternate attacks. If your previous attack was with the other weapon, then
 * you may choose to take a -4 penalty to hit and make your attack one speed class faster than normal."
 */
export const TWO_WEAPON_MODES = ["none", "together", "alternating"] as const;
export type TwoWeaponMode = (typeof TWO_WEAPON_MODES)[number];

export interface TwoWeaponAttack {
  readonly mode: TwoWeaponMode;
  /** The weapon of this attack. */
  readonly weaponId: string;
  /** Together: the other weapon, attacking at the same moment. */
  readonly secondWeaponId?: string;
  /** Alternating: the weapon of the actor's previous attack (null: none). */
  readonly previousWeaponId?: string | null;
  /** Both attacks' targets (together: they must be the same one). */
  readonly targetIds?: readonly string[];
}

/** The attack roll modifier of each attack: -6 together, -4 alternating. */
export function twoWeaponAttackModifier(mode: TwoWeaponMode): number {
  if (mode === "together") return ATTACK_MODIFIERS.twoWeaponsTogether;
  if (mode === "alternating") return ATTACK_MODIFIERS.twoWeaponsAlternating;
  return 0;
}

/** Speed class steps of the attack: alternating is "one speed class faster than normal". */
export function twoWeaponSpeedSteps(mode: TwoWeaponMode): number {
  return mode === "alternating" ? -1 : 0;
}

/**
 * Refuses what the rules do not allow: both at once with a single weapon or against two targets;
 * alternating when the previous attack was not with the other weapon.
 */
export function checkTwoWeaponAttack(attack: TwoWeaponAttack): void {
  if (attack.mode === "together") {
    ensure(
      attack.secondWeaponId !== undefined &&
        attack.secondWeaponId !== "" &&
        attack.secondWeaponId !== attack.weaponId,
      "TEMPO.TimeCount.Error.TwoWeaponsNeedsSecond",
      {},
    );
    ensure(new Set(attack.targetIds ?? []).size <= 1, "TEMPO.TimeCount.Error.TwoWeaponsSameTarget", {});
  }
  if (attack.mode === "alternating") {
    const previous = attack.previousWeaponId ?? null;
    ensure(previous !== null && previous !== attack.weaponId, "TEMPO.TimeCount.Error.NotAlternating", {});
  }
}

/** The SF that ends the turn: together, the worse of both weapons' SFs; otherwise the weapon's own. */
export function twoWeaponTurnSpeedFactor(mode: TwoWeaponMode, speedFactors: readonly number[]): number {
  const [first, second] = speedFactors;
  ensure(first !== undefined, "TEMPO.TimeCount.Error.MissingWeaponSpeed", {});
  if (mode !== "together") return first;
  ensure(second !== undefined, "TEMPO.TimeCount.Error.MissingWeaponSpeed", {});
  return twoWeaponSpeedFactor(first, second);
}
