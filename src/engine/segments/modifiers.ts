/** Tables and penalties of the chapter: cover, concealment, two-weapon fighting. */
import { ensure } from "../core/errors";
import { key } from "./constants";

/** Cover percentages of the seed's table. */
export type CoverPercent = 25 | 50 | 75 | 90;

const COVER: Readonly<Record<CoverPercent, number>> = {
  25: -2,
  50: -4,
  75: -7,
  90: -10,
};

/** Penalty to the attacker's roll for the target's cover: 25% -2, 50% -4, 75% -7, 90% -10. */
export function coverPenalty(percent: number): number {
  const value = (COVER as Record<number, number>)[percent];
  ensure(value !== undefined, key("Error.UnknownCover"), { percent });
  return value;
}

/** Concealment levels of the seed's table. */
export type ConcealmentLevel = "quarter" | "half" | "three-quarters" | "nine-tenths";

const CONCEALMENT: Readonly<Record<ConcealmentLevel, number>> = {
  quarter: -1,
  half: -2,
  "three-quarters": -3,
  "nine-tenths": -4,
};

/** Penalty to the attacker's roll for the target's concealment: quarter -1, half -2, three-quarters -3, nine-tenths -4. */
export function concealmentPenalty(level: string): number {
  const value = (CONCEALMENT as Record<string, number>)[level];
  ensure(value !== undefined, key("Error.UnknownConcealment"), { level });
  return value;
}

/** Two-weapon fighting: the primary hand's base penalty. */
export const TWO_WEAPON_PRIMARY_PENALTY = -2;
/** Two-weapon fighting: the off hand's base penalty. */
export const TWO_WEAPON_OFF_HAND_PENALTY = -4;

/**
 * To-hit modifiers when fighting with a weapon in each hand: primary -2, off hand -4, each adjusted by
 * the character's Dexterity missile bonus (or penalty); the bonus may offset the penalty but the result
 * is never a bonus.
 */
export function twoWeaponPenalties(dexterityBonus: number): {
  primary: number;
  offHand: number;
} {
  ensure(Number.isInteger(dexterityBonus), key("Error.NotInteger"), {
    value: dexterityBonus,
  });
  return {
    primary: Math.min(0, TWO_WEAPON_PRIMARY_PENALTY + dexterityBonus),
    offHand: Math.min(0, TWO_WEAPON_OFF_HAND_PENALTY + dexterityBonus),
  };
}
