// The choices a Three-Action attack makes from what the creature holds (seed 001, "Attacks" and
// "Maneuvers"; Interpretation 36): which attacks a weapon allows, which Defense is rolled against, which
// weapon resists a maneuver, and the verdict a card shows.
import { ensure } from "../core/errors";
import { TA_ERR } from "./errors";
import type { AttackKind, WeaponWeight } from "./basics";
import { maneuverAgainst, type PushInput } from "./maneuvers";
import type { RollMode } from "./attack";

const E = "TEMPO.ThreeAction.Error.";

/** Why the weapon cannot make this attack (a localization key), or null: a Maneuver is a melee attack (an unknown one throws). */
export function attackRefusal(maneuver: string, kind: AttackKind): string | null {
  if (!maneuver) return null;
  maneuverAgainst(maneuver);
  return kind === "melee" ? null : `${E}ManeuverMelee`;
}

/** Why a weapon of this kind offers no Area attack, or null: Area attacks come from a Spell or a ranged feat (Volley). */
export function areaRefusal(kind: AttackKind | string): string | null {
  return kind === "melee" ? `${E}AreaMelee` : null;
}

/** The Defense an attack is rolled against: a Feint's Mental, another Maneuver's Physical, else the weapon's. */
export function attackDefense(maneuver: string, weaponDefense: "physical" | "mental"): "physical" | "mental" {
  if (maneuver === "feint") return "mental";
  return maneuver ? "physical" : weaponDefense;
}

/** Whether the attack is an opposed roll (every Maneuver but a Feint) rather than a roll against a Defense. */
export function isOpposed(maneuver: string): boolean {
  return Boolean(maneuver) && maneuverAgainst(maneuver) === "opposed";
}

/** The weapon a creature resists a maneuver with: its first melee weapon, else light (unarmed). */
export function resistingWeight(weapons: readonly { kind: string; weight: WeaponWeight }[]): WeaponWeight {
  return weapons.find((w) => w.kind === "melee")?.weight ?? "light";
}

/** The card's verdict. */
export function verdictOf(hit: boolean, critical: boolean): "critical" | "hit" | "miss" {
  if (critical) return "critical";
  return hit ? "hit" : "miss";
}

/** An Area attack's ONE roll: two d20 when any target has advantage or disadvantage (each keeps by its own mode). */
export function areaDice(modes: readonly RollMode[]): "1d20" | "2d20" {
  return modes.some((m) => m !== "normal") ? "2d20" : "1d20";
}

/**
 * A successful Push's input: the attacker pushes as far as it may (5 ft; 15 ft on a critical), stopped by
 * a wall `wallFeet` away when the player gave one.
 */
export function pushChoice(critical: boolean, wallFeet: number | undefined): PushInput {
  return {
    success: true,
    critical,
    chosenFeet: critical ? 15 : 5,
    ...(wallFeet === undefined ? {} : { freeFeet: wallFeet }),
  };
}

/** The distances the attack dialog asks (blank: not given): how far the target is, the wall, the drop. */
export interface AttackFeet {
  distance?: number | undefined;
  wallFeet?: number | undefined;
  heightFeet?: number | undefined;
}

/**
 * The attack dialog's distances, as the GM takes them: each one given is a whole number of feet, 0 or
 * more. The dialog checks what was typed with it, and the GM's attack with the same rule.
 */
export function assertAttackFeet(feet: AttackFeet): void {
  for (const value of [feet.distance, feet.wallFeet, feet.heightFeet])
    if (value !== undefined)
      ensure(Number.isInteger(value) && value >= 0, TA_ERR.FeetTyped, { value: String(value) });
}
