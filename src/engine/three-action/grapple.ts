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

/** A creature in a grapple: its uuid, its conditions and its pairs (who grapples it, whom it grapples). */
export interface GrappleSide {
  uuid: string;
  conditions: readonly string[];
  grappledBy: readonly string[];
  grappling: readonly string[];
}

/** A creature's conditions and pairs after a grapple is laid or ended. */
export interface GrappleSideAfter {
  conditions: string[];
  grappledBy: string[];
  grappling: string[];
}

const plus = (list: readonly string[], item: string) => [...new Set([...list, item])];

/**
 * A Grapple's success (seed 001, Grappled / Grappling): the attacker is Grappling and grapples the target;
 * the target is Grappled by the attacker, with the other conditions the grapple laid (`grappleOutcome`).
 */
export function layGrapple(
  attacker: GrappleSide,
  target: GrappleSide,
  targetConditions: readonly string[],
): { attacker: GrappleSideAfter; target: GrappleSideAfter } {
  return {
    attacker: {
      conditions: plus(attacker.conditions, "grappling"),
      grappledBy: [...attacker.grappledBy],
      grappling: plus(attacker.grappling, target.uuid),
    },
    target: {
      conditions: [...new Set([...target.conditions, ...targetConditions])],
      grappledBy: plus(target.grappledBy, attacker.uuid),
      grappling: [...target.grappling],
    },
  };
}

/**
 * The grapple of `grappler` on `grappled` ends (an escape): each pair goes, and each creature loses its
 * Grappled / Grappling condition unless another grapple still keeps it.
 */
export function endGrapple(
  grappled: GrappleSide,
  grappler: GrappleSide,
): { grappled: GrappleSideAfter; grappler: GrappleSideAfter } {
  const by = grappled.grappledBy.filter((u) => u !== grappled.uuid && u !== grappler.uuid);
  const of = grappler.grappling.filter((u) => u !== grappled.uuid);
  const drop = (list: readonly string[], id: string, keep: boolean) =>
    keep ? [...list] : list.filter((c) => c !== id);
  return {
    grappled: {
      conditions: drop(grappled.conditions, "grappled", by.length > 0),
      grappledBy: by,
      grappling: [...grappled.grappling],
    },
    grappler: {
      conditions: drop(grappler.conditions, "grappling", of.length > 0),
      grappledBy: [...grappler.grappledBy],
      grappling: of,
    },
  };
}
