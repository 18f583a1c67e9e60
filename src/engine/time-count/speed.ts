import type { RollDie } from "../core/dice";
import { ensure } from "../core/errors";
import { formatDiceTerm, rollDiceTerm, type DiceTerm } from "./dice-terms";

/** The nine Speed Classes, fastest first (seed: "Table: Speed Classes"). */
export const SPEED_CLASSES = [
  "free",
  "rapid",
  "swift",
  "fast",
  "standard",
  "slow",
  "sluggish",
  "lethargic",
  "sedentary",
] as const;
export type SpeedClass = (typeof SPEED_CLASSES)[number];

export interface SpeedClassRow {
  readonly speedClass: SpeedClass;
  /** Random SF, rolled by player characters after each action. */
  readonly random: DiceTerm;
  /** Static SF, used by NPCs. */
  readonly static: number;
}

/** Table: Speed Classes (Speed | Random SF | Static SF). */
export const SPEED_CLASS_TABLE: Readonly<Record<SpeedClass, SpeedClassRow>> = {
  free: {
    speedClass: "free",
    random: { count: 0, faces: 1, bonus: 0 },
    static: 0,
  },
  rapid: {
    speedClass: "rapid",
    random: { count: 1, faces: 4, bonus: 0 },
    static: 2,
  },
  swift: {
    speedClass: "swift",
    random: { count: 1, faces: 4, bonus: 2 },
    static: 4,
  },
  fast: {
    speedClass: "fast",
    random: { count: 1, faces: 6, bonus: 3 },
    static: 6,
  },
  standard: {
    speedClass: "standard",
    random: { count: 1, faces: 6, bonus: 6 },
    static: 9,
  },
  slow: {
    speedClass: "slow",
    random: { count: 1, faces: 8, bonus: 8 },
    static: 12,
  },
  sluggish: {
    speedClass: "sluggish",
    random: { count: 1, faces: 10, bonus: 10 },
    static: 15,
  },
  lethargic: {
    speedClass: "lethargic",
    random: { count: 1, faces: 12, bonus: 12 },
    static: 18,
  },
  sedentary: {
    speedClass: "sedentary",
    random: { count: 1, faces: 12, bonus: 16 },
    static: 22,
  },
};

/** "if a speed class is slowed beyond sedentary, then just add another 4 points onto the SF for every additional step". */
export const SF_PER_STEP_BEYOND_SEDENTARY = 4;

export function isSpeedClass(value: string): value is SpeedClass {
  return (SPEED_CLASSES as readonly string[]).includes(value);
}

export interface ShiftOptions {
  /** "Effects that modify speed class cannot improve the class beyond Rapid unless otherwise specified." */
  readonly allowFasterThanRapid?: boolean;
}

export interface ShiftedSpeedClass {
  readonly speedClass: SpeedClass;
  /** Steps slowed beyond Sedentary (each adds 4 to the SF). */
  readonly stepsBeyondSedentary: number;
}

/** Shifts a class `steps` classes (positive = slower, negative = faster), by the seed's limits. */
export function shiftSpeedClass(
  speedClass: string,
  steps = 0,
  options: ShiftOptions = {},
): ShiftedSpeedClass {
  ensure(isSpeedClass(speedClass), "TEMPO.TimeCount.Error.UnknownSpeedClass", {
    speedClass,
  });
  ensure(Number.isInteger(steps), "TEMPO.TimeCount.Error.InvalidSteps", {
    steps,
  });
  const from = SPEED_CLASSES.indexOf(speedClass);
  const last = SPEED_CLASSES.length - 1;
  let to = from + steps;
  if (steps < 0) {
    // Improving never makes an action slower, and stops at Rapid unless the effect says otherwise.
    const floor = options.allowFasterThanRapid ? 0 : Math.min(from, 1);
    to = Math.max(to, floor);
  }
  const beyond = Math.max(0, to - last);
  const index = Math.min(to, last);
  return {
    speedClass: SPEED_CLASSES[index] ?? "sedentary",
    stepsBeyondSedentary: beyond,
  };
}

/** The static SF of a speed class after shifting it `steps` classes (positive = slower). */
export function staticSpeedFactor(speedClass: SpeedClass, steps = 0, options: ShiftOptions = {}): number {
  const shifted = shiftSpeedClass(speedClass, steps, options);
  return (
    SPEED_CLASS_TABLE[shifted.speedClass].static + SF_PER_STEP_BEYOND_SEDENTARY * shifted.stepsBeyondSedentary
  );
}

/** The random SF of a (shifted) speed class as a dice term. */
export function speedFactorTerm(speedClass: SpeedClass, steps = 0, options: ShiftOptions = {}): DiceTerm {
  const shifted = shiftSpeedClass(speedClass, steps, options);
  const row = SPEED_CLASS_TABLE[shifted.speedClass].random;
  return {
    ...row,
    bonus: (row.bonus ?? 0) + SF_PER_STEP_BEYOND_SEDENTARY * shifted.stepsBeyondSedentary,
  };
}

/** The random SF as a dice formula, e.g. `"1d6+3"` for Fast; Free is `"0"`. */
export function speedFactorFormula(speedClass: SpeedClass, steps = 0, options: ShiftOptions = {}): string {
  return formatDiceTerm(speedFactorTerm(speedClass, steps, options));
}

/** Rolls the random SF of a (shifted) class: what player characters do after each action. */
export function rollSpeedFactor(
  speedClass: SpeedClass,
  rollDie: RollDie,
  steps = 0,
  options: ShiftOptions = {},
): number {
  return rollDiceTerm(speedFactorTerm(speedClass, steps, options), rollDie);
}

/**
 * Applies flat SF modifiers after the class shift ("first apply the modifiers to the speed class and
 * then to the speed factor"); SF modifiers "cannot reduce the result below 1". A Free action (SF 0)
 * stays 0 when reduced: the floor only stops a reduction, it never slows an action down.
 */
export function modifySpeedFactor(speedFactor: number, modifier: number): number {
  ensure(Number.isInteger(speedFactor) && speedFactor >= 0, "TEMPO.TimeCount.Error.InvalidSpeedFactor", {
    value: speedFactor,
  });
  const result = speedFactor + modifier;
  if (modifier >= 0) return result;
  return Math.max(result, Math.min(speedFactor, 1));
}

export type SpeedMode = "random" | "static";

export interface SpeedFactorRequest {
  readonly speedClass: SpeedClass;
  /** Class steps (positive = slower): skills, quick strike (-1), disarm (+1), paralysis... */
  readonly steps?: number;
  /** Flat SF modifier applied after the class shift: petrification (+1 per point), slashing impairments... */
  readonly modifier?: number;
  /** "Player characters roll their SF ... NPCs use the Static SF" (the GM may roll for an NPC). */
  readonly mode: SpeedMode;
  readonly allowFasterThanRapid?: boolean;
}

/** The full SF of an action: class shift, then random or static value, then flat modifiers. */
export function speedFactor(request: SpeedFactorRequest, rollDie: RollDie): number {
  const steps = request.steps ?? 0;
  const options = { allowFasterThanRapid: request.allowFasterThanRapid };
  const base =
    request.mode === "static"
      ? staticSpeedFactor(request.speedClass, steps, options)
      : rollSpeedFactor(request.speedClass, rollDie, steps, options);
  return modifySpeedFactor(base, request.modifier ?? 0);
}

/** Footnote 2 actions (concentration +1, controlling a frightened mount +2) add their SF to the action taken. */
export function combinedSpeedFactor(mainSpeedFactor: number, addOns: readonly number[]): number {
  return addOns.reduce((sum, add) => sum + add, mainSpeedFactor);
}

/** Feint: "½SF" of the weapon. Rounded down, never below 1 (the SF floor). */
export function halfSpeedFactor(weaponSpeedFactor: number): number {
  return Math.max(1, Math.floor(weaponSpeedFactor / 2));
}

/** Two weapons at once: "Roll both speed factors and take the worse result." */
export function twoWeaponSpeedFactor(first: number, second: number): number {
  return Math.max(first, second);
}
