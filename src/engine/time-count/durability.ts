import { ensure } from "../core/errors";

/**
 * Critical Fumbles (seed): "A critical fumble with a weapon reduces the weapon's Durability Points by
 * 1, and may break it. See weapon quality." The weapon quality section is not part of the seed: Tempo
 * reads "may break it" as the fumble that takes the last Durability Point breaks the weapon, and a
 * broken weapon (0 Durability Points) cannot attack until it is repaired (its points restored).
 */
export function isBroken(durability: number): boolean {
  return durability <= 0;
}

/** A fumble's wear on the weapon: its Durability Points after the loss (never below 0), and whether it broke. */
export function wearWeapon(durability: number, loss: number): { durability: number; broke: boolean } {
  ensure(Number.isInteger(loss) && loss >= 0, "TEMPO.TimeCount.Error.InvalidDamage", { damage: loss });
  const left = Math.max(0, durability - loss);
  return { durability: left, broke: loss > 0 && !isBroken(durability) && isBroken(left) };
}

/** An attack (or a special action, or a parry) with a weapon: refused while it is broken. */
export function ensureWeaponUsable(durability: number, name: string): void {
  ensure(!isBroken(durability), "TEMPO.TimeCount.Error.WeaponBroken", { name });
}
