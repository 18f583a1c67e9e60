import { ensure } from "../core/errors";
import { effectiveCelerity } from "./defenses";

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

export interface AfflictionState {
  readonly paralysis: number;
  readonly petrification: number;
  /** The stored Vigor (paralysis thresholds are multiples of half of it). */
  readonly vigor: number;
  readonly movementFeet: number;
}

export interface AfflictionModifiers {
  /** Speed class steps slower for every action with a speed class (paralysis). */
  readonly speedClassSteps: number;
  /** Added to every SF (petrification), after the class steps. */
  readonly speedFactor: number;
  /** To every attack roll and damage roll. */
  readonly attack: number;
  readonly damage: number;
  /** The Celerity and Vigor defences once afflicted (Celerity never below 5; 5 when immobile). */
  readonly celerity: (base: number) => number;
  readonly vigorBonus: number;
  readonly movementFeet: number;
  /** Paralysis at 3 x Vigor: "unable to move or act"; fully petrified likewise. */
  readonly immobile: boolean;
  readonly petrified: boolean;
  readonly canAct: boolean;
}

/** Paralysis and petrification together, as the Time Count applies them to a creature's actions. */
export function afflictionModifiers(state: AfflictionState): AfflictionModifiers {
  const paralysis = state.paralysis > 0 ? paralysisEffect(state.paralysis, Math.max(1, state.vigor)) : null;
  const petrification = petrificationEffect(state.petrification, state.movementFeet);
  const immobile = paralysis?.immobile === true;
  const celerityPenalty = (paralysis?.celerity ?? 0) + petrification.celerity;
  return {
    speedClassSteps: paralysis?.speedClassSteps ?? 0,
    speedFactor: petrification.speedFactor,
    attack: (paralysis?.attack ?? 0) + petrification.attack,
    damage: paralysis?.damage ?? 0,
    // "Penalties cannot drop your Celerity below 5. A character who is completely immobile also has a
    // Celerity of 5." (a Celerity already below 5 is not raised by a penalty)
    celerity: (base) =>
      immobile
        ? effectiveCelerity(base, 0, true)
        : Math.min(base, effectiveCelerity(base, celerityPenalty, false)),
    vigorBonus: petrification.vigor,
    movementFeet: immobile ? 0 : petrification.movementFeet,
    immobile,
    petrified: petrification.petrified,
    canAct: !immobile && !petrification.petrified,
  };
}

/** Refuses any action of a creature that cannot act (paralysed to 3 x Vigor, fully petrified). */
export function ensureCanAct(m: AfflictionModifiers, name: string): void {
  ensure(m.canAct, m.petrified ? "TEMPO.TimeCount.Error.Petrified" : "TEMPO.TimeCount.Error.Paralysed", {
    name,
  });
}
