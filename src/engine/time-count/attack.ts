import { ensure } from "../core/errors";

export interface AttackRoll {
  /** The d20 before modifiers. */
  readonly natural: number;
  /** d20 + Accuracy + every modifier. */
  readonly total: number;
  /** The targeted defense's value. */
  readonly defense: number;
  /** Weapon with the Precise property: a natural 19 can also be critical. */
  readonly precise?: boolean;
  /** Spells "cannot yield a critical hit or critical fumble unless specified in the spell's description". */
  readonly canCritical?: boolean;
  readonly canFumble?: boolean;
}

export interface AttackResult {
  readonly hit: boolean;
  readonly critical: boolean;
  readonly fumble: boolean;
  /** total - defense: "Great Success (5)" needs a margin of at least 5. */
  readonly margin: number;
}

/**
 * Seed "Natural 1s and 20s" and "Critical Hits": a natural 1 always misses (a critical fumble unless
 * the attack cannot fumble); a natural 20 always hits; otherwise hit when total >= defense. Critical
 * on a natural 20 (or 19 with Precise) when the total beats the defense by at least 1.
 */
export function resolveAttack(roll: AttackRoll): AttackResult {
  const { natural, total, defense } = roll;
  ensure(Number.isInteger(natural) && natural >= 1 && natural <= 20, "TEMPO.TimeCount.Error.InvalidNatural", {
    natural,
  });
  const margin = total - defense;
  if (natural === 1)
    return {
      hit: false,
      critical: false,
      fumble: roll.canFumble ?? true,
      margin,
    };
  const hit = natural === 20 || margin >= 0;
  const threat = natural === 20 || (natural === 19 && roll.precise === true);
  const critical = (roll.canCritical ?? true) && threat && margin >= 1;
  return { hit, critical, fumble: false, margin };
}

/** Whether a maneuver's "Great Success (N)" applies (the attack hit by at least N). */
export function isGreatSuccess(result: AttackResult, threshold: number): boolean {
  return result.hit && result.margin >= threshold;
}

/**
 * "a penalty to hit equal to how many full range increments are exceeded": with a 40 ft increment,
 * 45-80 ft is -1, 85-120 ft is -2.
 */
export function rangePenalty(distanceFeet: number, incrementFeet: number): number {
  ensure(incrementFeet > 0, "TEMPO.TimeCount.Error.InvalidIncrement", {
    increment: incrementFeet,
  });
  ensure(distanceFeet >= 0, "TEMPO.TimeCount.Error.InvalidDistance", {
    distance: distanceFeet,
  });
  if (distanceFeet <= incrementFeet) return 0;
  return -(Math.ceil(distanceFeet / incrementFeet) - 1);
}

export type RangedKind = "missile" | "thrown";

/** Missile weapons: 10 increments; thrown: 10 increments modified by 1 per point of Strength. */
export function maxRange(incrementFeet: number, kind: RangedKind, strength = 0): number {
  ensure(incrementFeet > 0, "TEMPO.TimeCount.Error.InvalidIncrement", {
    increment: incrementFeet,
  });
  const increments = kind === "missile" ? 10 : Math.max(0, 10 + strength);
  return increments * incrementFeet;
}

export interface RangeCheck {
  readonly distanceFeet: number;
  readonly incrementFeet: number;
  /** "" : a ranged weapon whose kind is not given, held to the missile limit (interpretation 79). */
  readonly kind: RangedKind | "";
  /** The attacker's Strength (thrown weapons). */
  readonly strength?: number;
}

/**
 * Refuses a ranged attack beyond its maximum range (`maxRange`): `OutOfRange` with the distance and the
 * limit, both in feet. The range penalty covers every distance up to it.
 */
export function checkRange(c: RangeCheck): void {
  const max = maxRange(c.incrementFeet, c.kind === "thrown" ? "thrown" : "missile", c.strength ?? 0);
  ensure(c.distanceFeet <= max, "TEMPO.TimeCount.Error.OutOfRange", { distance: c.distanceFeet, max });
}

export type Cover = "none" | "partial" | "half" | "improved" | "nineTenths";

/** Table: Common Attack Roll Modifiers (cover rows). */
export const COVER_MODIFIERS: Readonly<Record<Cover, number>> = {
  none: 0,
  partial: -2,
  half: -4,
  improved: -6,
  nineTenths: -8,
};

/** Table: Common Attack Roll Modifiers (other rows). */
export const ATTACK_MODIFIERS = {
  higherGround: 1,
  proficient: 1,
  flanked: 2,
  rear: 4,
  noAffinity: -2,
  /** Simultaneous Actions: two characters attacking each other at the same moment. */
  mutualSimultaneous: 1,
  twoWeaponsTogether: -6,
  twoWeaponsAlternating: -4,
  unarmedWithoutHands: -4,
  crowdedSpace: -4,
  grabbed: -2,
  feint: 2,
  distracted: -2,
  bullRushRunningStart: 2,
  disarmTwoHandedItem: -4,
  disarmWithRanged: -2,
} as const;

export type Facing = "front" | "side" | "rear";

export interface AttackSituation {
  readonly melee: boolean;
  /** Spells do not apply the size modifier. */
  readonly spell?: boolean;
  readonly attackerSize?: number;
  readonly higherGround?: boolean;
  readonly proficient?: boolean;
  readonly noAffinity?: boolean;
  /** The defender has enemies in front and behind. */
  readonly defenderFlanked?: boolean;
  /** The flanked defender keeps a set facing; the attacker's position relative to it. */
  readonly defenderFacing?: Facing;
  /** An attack from the rear (outside flanking). */
  readonly rear?: boolean;
  readonly cover?: Cover;
  readonly rangePenalty?: number;
  /** Attacker's stance and condition modifiers (see stances.ts, afflictions.ts). */
  readonly other?: readonly number[];
}

/**
 * Sum of the situational modifiers of the seed's attack table. Flanking helps melee only; with a set
 * facing, front attackers lose the +2, side attackers keep +2 and rear attackers get +4 in total.
 * A rear attack (+4) already includes, and does not stack with, the flanking +2.
 */
export function situationalAttackModifier(s: AttackSituation): number {
  let total = 0;
  if (s.higherGround) total += ATTACK_MODIFIERS.higherGround;
  if (s.proficient) total += ATTACK_MODIFIERS.proficient;
  if (s.noAffinity) total += ATTACK_MODIFIERS.noAffinity;
  if (!s.spell) total += s.attackerSize ?? 0;
  let position = 0;
  if (s.rear) position = ATTACK_MODIFIERS.rear;
  if (s.melee && s.defenderFlanked) {
    const facing = s.defenderFacing;
    const flank =
      facing === undefined || facing === "side"
        ? ATTACK_MODIFIERS.flanked
        : facing === "rear"
          ? ATTACK_MODIFIERS.rear
          : 0;
    position = Math.max(position, flank);
  }
  total += position;
  total += COVER_MODIFIERS[s.cover ?? "none"];
  total += s.rangePenalty ?? 0;
  for (const m of s.other ?? []) total += m;
  return total;
}

/**
 * Spells: "+2 per charge" applied to the attack roll: as many charges as the prepared spell holds, no
 * more (a whole number from 0); refused saying how many it holds.
 */
export function checkChargesOnAttack(chargesOnAttack: number, held: number): void {
  ensure(
    Number.isInteger(chargesOnAttack) && chargesOnAttack >= 0 && chargesOnAttack <= held,
    "TEMPO.TimeCount.Error.TooManyCharges",
    { charges: chargesOnAttack, held },
  );
}

/** Spell attack bonus: Accuracy + Intelligence + 2 per charge applied to the attack roll. */
export function spellAttackBonus(accuracy: number, intelligence: number, chargesOnAttack = 0): number {
  return accuracy + intelligence + 2 * chargesOnAttack;
}

/**
 * Table: Front, Side, and Rear Facing: the 3x3 neighbourhood around the character (X), rows from the
 * front. Facing straight: FFF / SXS / RRR. Facing diagonally (towards the top-left corner): FFS / FXR / SRR.
 */
export const FACING_GRID = {
  straight: [
    ["front", "front", "front"],
    ["side", "self", "side"],
    ["rear", "rear", "rear"],
  ],
  diagonal: [
    ["front", "front", "side"],
    ["front", "self", "rear"],
    ["side", "rear", "rear"],
  ],
} as const;
