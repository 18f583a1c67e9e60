import { ensure } from "../core/errors";

export interface ParalysisEffect {
  /** Multiples of half the Vigor reached (0-5), or 6 when immobile. */
  readonly level: number;
  /** Speed class steps slower for every action. */
  readonly speedClassSteps: number;
  readonly attack: number;
  readonly damage: number;
  readonly celerity: number;
  readonly immobile: boolean;
}

/**
 * Paralysis table: at half the Vigor, +1 SC, -1 hit, -1 damage, -1 Celerity; one more per further
 * half Vigor; at 3 x Vigor, completely immobile (Celerity 5, cannot move or act).
 */
export function paralysisEffect(paralysisDamage: number, vigor: number): ParalysisEffect {
  ensure(vigor > 0 && paralysisDamage >= 0, "TEMPO.TimeCount.Error.InvalidAffliction", {});
  const level = Math.floor((2 * paralysisDamage) / vigor);
  if (level >= 6)
    return {
      level: 6,
      speedClassSteps: 0,
      attack: 0,
      damage: 0,
      celerity: 0,
      immobile: true,
    };
  return {
    level,
    speedClassSteps: level,
    attack: 0 - level,
    damage: 0 - level,
    celerity: 0 - level,
    immobile: false,
  };
}

export interface PetrificationEffect {
  readonly attack: number;
  readonly speedFactor: number;
  readonly celerity: number;
  readonly vigor: number;
  /** Movement rate after losing 1/4 per 2 points, rounded down to 5 ft. */
  readonly movementFeet: number;
  readonly petrified: boolean;
}

/** Each point: -1 hit, +1 SF, -1 Celerity, +1 Vigor; each 2 points -1/4 speed (0 at 8); 10 points: petrified. */
export function petrificationEffect(points: number, baseMovementFeet: number): PetrificationEffect {
  ensure(points >= 0 && Number.isInteger(points), "TEMPO.TimeCount.Error.InvalidAffliction", {});
  const quarters = Math.min(4, Math.floor(points / 2));
  const movementFeet = Math.floor((baseMovementFeet * (4 - quarters)) / 4 / 5) * 5;
  return {
    attack: 0 - points,
    speedFactor: points,
    celerity: 0 - points,
    vigor: points,
    movementFeet,
    petrified: points >= 10,
  };
}
