/** Movement, charging and closing (seed 000, "Charge", "Closing into Combat"). */
import { ensure } from "../core/errors";
import { CHARGE_INTERVAL_ROUNDS, MELEE_RANGE_FT, key } from "./constants";
import type { Declaration, SegmentsActorStats } from "./types";

/** Combatants within 10 ft are engaged and may melee. */
export function isEngaged(distanceFt: number): boolean {
  ensure(distanceFt >= 0, key("Error.BadDistance"), { distance: distanceFt });
  return distanceFt <= MELEE_RANGE_FT;
}

/** A charge covers twice the normal movement rate. */
export function chargeDistance(movement: number): number {
  ensure(movement >= 0, key("Error.BadMovement"), { movement });
  return movement * 2;
}

/** Closing into combat advances the full movement rate. */
export function closeDistance(movement: number): number {
  ensure(movement >= 0, key("Error.BadMovement"), { movement });
  return movement;
}

/**
 * Whether a charge from `distanceFt` away can end within 10 ft of the target: the distance to cover
 * (distance - 10 ft) must not exceed twice the movement rate.
 */
export function chargeReaches(movement: number, distanceFt: number): boolean {
  ensure(distanceFt >= 0, key("Error.BadDistance"), { distance: distanceFt });
  return Math.max(0, distanceFt - MELEE_RANGE_FT) <= chargeDistance(movement);
}

export interface ChargeEligibility {
  readonly round: number;
  /** The round of the combatant's last charge, if any. */
  readonly lastChargeRound?: number;
  readonly mounted?: boolean;
  /** The mount is at the maximum encumbrance category. */
  readonly mountAtMaxEncumbrance?: boolean;
}

/**
 * Why a charge is not allowed (a localization key), or null when it is: once every 10 rounds, and not
 * at the maximum encumbrance category unless mounted on a mount below it. Whether the combatant is
 * mounted comes from `e`, else from its stats.
 */
export function chargeForbiddenReason(stats: SegmentsActorStats, e: ChargeEligibility): string | null {
  if (e.lastChargeRound !== undefined && e.round - e.lastChargeRound < CHARGE_INTERVAL_ROUNDS) {
    return key("Error.ChargeTooSoon");
  }
  // The mount given here, else the actor's own (`mounted`, `mountAtMaxEncumbrance`).
  if (e.mounted ?? stats.mounted === true) {
    if (e.mountAtMaxEncumbrance ?? stats.mountAtMaxEncumbrance === true) return key("Error.ChargeEncumbered");
  } else if (stats.atMaxEncumbrance) {
    return key("Error.ChargeEncumbered");
  }
  return null;
}

/** What strikes first when a charge reaches its target. */
export type ChargeFirstStrike = "set-weapon" | "longer-weapon" | null;

export interface ChargeDefender {
  readonly declaration: Declaration;
  readonly weaponLengthFt: number;
  /** The defender has already acted this round. */
  readonly hasActed: boolean;
}

/**
 * Who strikes before the charger: a defender with a weapon set against the charge (double damage), or a
 * defender wielding a longer weapon who has not yet acted this round and declared a melee attack (its
 * declared attack is spent on that first strike). Otherwise the charger strikes first (null).
 */
export function chargeFirstStrike(
  chargerWeaponLengthFt: number,
  defender: ChargeDefender,
): ChargeFirstStrike {
  if (defender.declaration.kind === "set-vs-charge") return "set-weapon";
  if (
    !defender.hasActed &&
    defender.declaration.kind === "melee" &&
    defender.weaponLengthFt > chargerWeaponLengthFt
  ) {
    return "longer-weapon";
  }
  return null;
}
