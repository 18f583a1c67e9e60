/**
 * Mounted combat basics (seed 000, "Charge" `mountedChargeBonus` and `encumbranceRestriction`, "Set
 * Weapon Against Charge" `eligibility`). The charge limit for an encumbered rider is in
 * `chargeForbiddenReason` (movement.ts).
 */
import { key } from "./constants";
import type { SegmentsActorStats, SegmentsWeaponStats } from "./types";

/**
 * Whether the weapon can be set against a charge: one that can be set (spears, most pole arms,
 * tridents...), and a lance only "when used dismounted".
 */
export function canSetWeapon(stats: SegmentsActorStats, weapon: SegmentsWeaponStats): boolean {
  return weapon.canBeSet && !(weapon.lance && stats.mounted === true);
}

/**
 * Why the attack does not deal the mounted lance charge's double weapon damage (a localization key), or
 * null when it does: "An attacker riding a combat-trained mount (such as a warhorse) and wielding a
 * lance deals double the weapon damage on a charge round".
 */
export function mountedLanceChargeReason(
  stats: SegmentsActorStats,
  weapon: SegmentsWeaponStats | undefined,
  charging: boolean,
): string | null {
  if (weapon?.kind !== "melee" || !weapon.lance) return key("Error.LanceRequired");
  if (stats.mounted !== true || stats.mountCombatTrained !== true) return key("Error.NeedsTrainedMount");
  if (!charging) return key("Error.NeedsChargeRound");
  return null;
}
