import type { RollDie } from "../core/dice";
import { ensure } from "../core/errors";
import { die, integer, whole } from "./checks";
import { TA_ERR } from "./errors";

/** Maneuvers replace a melee attack; all are opposed melee attack rolls except Feint (vs Mental Defense). */
export const MANEUVERS = {
  break: { against: "opposed" },
  push: { against: "opposed" },
  feint: { against: "mental" },
  disarm: { against: "opposed" },
  trip: { against: "opposed" },
  grapple: { against: "opposed" },
} as const;
export type Maneuver = keyof typeof MANEUVERS;

export function maneuverAgainst(id: string): "opposed" | "mental" {
  ensure(id in MANEUVERS, TA_ERR.UnknownManeuver, { id });
  return MANEUVERS[id as Maneuver].against;
}

/** When an effect that a maneuver lays ends, counted from the maneuvering creature's turns. */
export type Until = "end-of-attacker-turn" | "start-of-attacker-next-turn";

/** Break: damage to a carried object; double on a critical. */
export function breakDamage(success: boolean, critical: boolean, rolled: number): number {
  whole(rolled, "damage");
  if (!success) return 0;
  return critical ? rolled * 2 : rolled;
}

export interface PushInput {
  success: boolean;
  critical: boolean;
  /** The distance the attacker chooses: 5 ft on a success; 5, 10 or 15 ft on a critical. */
  chosenFeet?: number;
  /** Feet the target can travel before a hard surface (a wall); omitted = open ground. */
  freeFeet?: number;
}

export interface PushResult {
  /** Feet the target actually moves. */
  moved: number;
  /** Feet it could not travel because of the hard surface (multiple of 5). */
  blocked: number;
  /** d6 of damage: one per 5 ft it could not travel. */
  damageDice: number;
  damage: number;
  prone: boolean;
}

/**
 * Push: 5 ft on a success, up to 15 ft on a critical (the attacker's choice, by 5 ft). Stopped by a
 * hard surface: a d6 of damage for every 5 ft it could not travel, and it falls Prone. The attacker
 * follows (remaining adjacent, within its Speed): left to the shell's movement.
 */
export function pushOutcome(input: PushInput, roll: RollDie): PushResult {
  const none: PushResult = { moved: 0, blocked: 0, damageDice: 0, damage: 0, prone: false };
  if (!input.success) return none;
  const max = input.critical ? 15 : 5;
  const chosen = whole(input.chosenFeet ?? max, "chosenFeet");
  ensure(chosen % 5 === 0 && chosen >= 5 && chosen <= max, TA_ERR.PushDistance, { feet: chosen, max });
  const free = input.freeFeet === undefined ? chosen : whole(input.freeFeet, "freeFeet");
  const moved = Math.min(chosen, free);
  const blocked = chosen - moved;
  const damageDice = Math.ceil(blocked / 5);
  let damage = 0;
  for (let i = 0; i < damageDice; i++) damage += die(roll(6), 6);
  return { moved, blocked, damageDice, damage, prone: blocked > 0 };
}

/** Moving through an enemy's square by a free Push: fail = movement ends; success = difficult terrain; critical = no penalty. */
export function pushThrough(success: boolean, critical: boolean): "stop" | "difficult" | "clear" {
  if (!success) return "stop";
  return critical ? "clear" : "difficult";
}

export interface FeintResult {
  flatFooted: boolean;
  /** Against whom: the feinting creature only, or everyone (critical). */
  against: "attacker" | "everyone";
  until: Until;
}

/** Feint (vs Mental Defense): Flat Footed against you for the rest of your turn; on a critical, against everyone until your next turn. */
export function feintOutcome(success: boolean, critical: boolean): FeintResult | null {
  if (!success) return null;
  return critical
    ? { flatFooted: true, against: "everyone", until: "start-of-attacker-next-turn" }
    : { flatFooted: true, against: "attacker", until: "end-of-attacker-turn" };
}

/** Disarm: the item drops in their square; on a critical, the attacker may instead fling it 10 ft or take it. */
export function disarmOptions(success: boolean, critical: boolean): ("drop" | "fling-10ft" | "take")[] {
  if (!success) return [];
  return critical ? ["drop", "fling-10ft", "take"] : ["drop"];
}

export interface TripResult {
  prone: boolean;
  /** A flying target falls 50 ft, or until it hits the ground. */
  fallFeet: number;
  /** On a critical: fall damage as if from 10 ft, on top of any other fall. */
  extraFallFeet: number;
}

/** Trip: Prone; a flier falls min(50 ft, its height); a critical adds fall damage as from 10 ft. */
export function tripOutcome(success: boolean, critical: boolean, heightFeet = 0): TripResult | null {
  whole(heightFeet, "heightFeet");
  if (!success) return null;
  return { prone: true, fallFeet: Math.min(50, heightFeet), extraFallFeet: critical ? 10 : 0 };
}

/** Before a Grapple: the attacker needs a free hand or a natural weapon. */
export function assertCanGrapple(freeHands: number, naturalWeapon: boolean): void {
  whole(freeHands, "freeHands");
  ensure(freeHands > 0 || naturalWeapon, TA_ERR.NoFreeHand);
}

export interface GrappleSide {
  /** Entangled when smaller than the other creature; otherwise its Speed is halved. */
  entangled: boolean;
  speedHalved: boolean;
}

export interface GrappleResult {
  attacker: { conditions: ["grappling"] } & GrappleSide;
  target: { conditions: ("grappled" | "slowed")[]; slowedUntil: Until | null } & GrappleSide;
  /** Whose space both share: the larger creature's, or the grappled one's when the same size. */
  space: "attacker" | "target";
}

/**
 * Grapple: the attacker is Grappling and the target Grappled; they share the larger one's space (the
 * target's at equal size); on a critical the target is also Slowed for one Round (until the start of
 * the attacker's next turn, by the seed's 1-Round rule). Sizes are ranks (larger = bigger).
 */
export function grappleOutcome(
  success: boolean,
  critical: boolean,
  attackerSize: number,
  targetSize: number,
): GrappleResult | null {
  integer(attackerSize, "attackerSize");
  integer(targetSize, "targetSize");
  if (!success) return null;
  return {
    attacker: {
      conditions: ["grappling"],
      entangled: attackerSize < targetSize,
      speedHalved: attackerSize >= targetSize,
    },
    target: {
      conditions: critical ? ["grappled", "slowed"] : ["grappled"],
      slowedUntil: critical ? "start-of-attacker-next-turn" : null,
      entangled: targetSize < attackerSize,
      speedHalved: targetSize >= attackerSize,
    },
    space: attackerSize > targetSize ? "attacker" : "target",
  };
}
