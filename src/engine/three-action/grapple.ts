import { integer, whole } from "./checks";

/**
 * Whether a maneuver ends a grapple (seed 001, Grappled: "If you succeed an opposed Melee Attack roll
 * against the Creature Grappling you to Push them away or Grapple them this condition ends"; Grappling
 * says the same from the other side): a SUCCESSFUL Push or Grapple of the grappled creature against its
 * own grappler. Both conditions end; a Grapple that escapes lays no new grapple (Interpretation 32).
 */
export function escapesGrapple(
  maneuver: string,
  success: boolean,
  attackerGrappledByTarget: boolean,
): boolean {
  return success && attackerGrappledByTarget && (maneuver === "grapple" || maneuver === "push");
}

export interface GrappleMovement {
  /** Smaller than a creature of its grapple: it cannot move from its space under its own power. */
  entangled: boolean;
  speedHalved: boolean;
  /** Feet it may move with one Move. */
  feet: number;
}

/**
 * A creature's movement in its grapples (seed 001, Grappled and Grappling: "If you are smaller than the
 * Creature …, you are Entangled, otherwise your Speed is halved"): `partnerSizes` are the sizes of the
 * creatures it grapples or is grappled by. Entangled when any of them is larger; otherwise half its
 * Speed, rounded down, however many grapples (Interpretation 33). No grapple: its full Speed.
 */
export function grappleMovement(
  speed: number,
  size: number,
  partnerSizes: readonly number[],
): GrappleMovement {
  const full = whole(speed, "speed");
  integer(size, "size");
  for (const s of partnerSizes) integer(s, "size");
  if (partnerSizes.length === 0) return { entangled: false, speedHalved: false, feet: full };
  if (partnerSizes.some((s) => s > size)) return { entangled: true, speedHalved: false, feet: 0 };
  return { entangled: false, speedHalved: true, feet: Math.floor(full / 2) };
}
