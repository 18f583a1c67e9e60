import type { RollDie } from "../core/dice";
import { ensure } from "../core/errors";

/** Table: Movement Rates: squares moved on TC 1-4 of a movement, by rate in feet per 4 TC. */
export const MOVEMENT_TABLE: Readonly<Record<number, readonly [number, number, number, number]>> = {
  5: [0, 1, 0, 0],
  10: [1, 0, 1, 0],
  15: [1, 1, 0, 1],
  20: [1, 1, 1, 1],
  25: [1, 2, 1, 1],
  30: [2, 1, 2, 1],
  35: [2, 2, 1, 2],
  40: [2, 2, 2, 2],
  45: [2, 3, 2, 2],
  50: [3, 2, 3, 2],
  55: [3, 3, 3, 2],
  60: [3, 3, 3, 3],
};

/** Named rates of the table ("Extremely Slow (5 ft)" ... "Extremely Fast (35 ft)"). */
export const MOVEMENT_RATE_NAMES: Readonly<Record<number, string>> = {
  5: "extremelySlow",
  10: "verySlow",
  15: "slow",
  20: "normal",
  25: "fast",
  30: "veryFast",
  35: "extremelyFast",
};

function checkRate(rateFeet: number): void {
  ensure(
    Number.isInteger(rateFeet) && rateFeet >= 0 && rateFeet % 5 === 0,
    "TEMPO.TimeCount.Error.InvalidMovementRate",
    { rate: rateFeet },
  );
}

/**
 * Squares moved on the `tc`-th consecutive count of a movement (tc = 1 is the first count).
 * The 4-count pattern repeats; rates above 60 ft add one square per count for every 20 ft
 * (e.g. 65 ft moves like 45 ft plus 1 square each count).
 */
export function movementSquares(rateFeet: number, tc: number): number {
  checkRate(rateFeet);
  ensure(Number.isInteger(tc) && tc >= 1, "TEMPO.TimeCount.Error.InvalidCount", { count: tc });
  if (rateFeet === 0) return 0;
  let rate = rateFeet;
  let extra = 0;
  while (rate > 60) {
    rate -= 20;
    extra += 1;
  }
  const row = MOVEMENT_TABLE[rate];
  ensure(row !== undefined, "TEMPO.TimeCount.Error.InvalidMovementRate", {
    rate: rateFeet,
  });
  return (row[(tc - 1) % 4] ?? 0) + extra;
}

/** Squares covered in `counts` consecutive counts of one movement, starting at its first count. */
export function squaresOverCounts(rateFeet: number, counts: number): number {
  let total = 0;
  for (let tc = 1; tc <= counts; tc++) total += movementSquares(rateFeet, tc);
  return total;
}

/** "Running increases your movement by half your base speed, rounded down to the nearest 5-foot increment." */
export function runningSpeed(baseFeet: number): number {
  checkRate(baseFeet);
  return baseFeet + Math.floor(baseFeet / 2 / 5) * 5;
}

/**
 * Sprinting: DC 10 Athletics (Str). On a failure the character only runs. On a success the running
 * speed is computed as if base were 5 ft faster, plus 5 ft per 5 points the result exceeds 10;
 * always at least 5 ft faster than running.
 */
export function sprintingSpeed(
  baseFeet: number,
  athleticsResult: number,
): { sprinting: boolean; speed: number } {
  const running = runningSpeed(baseFeet);
  if (athleticsResult < 10) return { sprinting: false, speed: running };
  const bonus = 5 + Math.floor((athleticsResult - 10) / 5) * 5;
  return {
    sprinting: true,
    speed: Math.max(running + 5, runningSpeed(baseFeet + bonus)),
  };
}

/** Counts of preparation needed: run after 4 TC at base speed, sprint after 4 TC running; Poised skips both. */
export function canStartRunning(tcAtBaseSpeedSameDirection: number, poised: boolean): boolean {
  return poised || tcAtBaseSpeedSameDirection >= 4;
}
export function canStartSprinting(tcRunning: number, poised: boolean): boolean {
  return poised || tcRunning >= 4;
}

/** Endurance checks: when starting to run and every 30 TC running; every 20 TC sprinting. */
export const RUNNING_CHECK_INTERVAL_TC = 30;
export const SPRINTING_CHECK_INTERVAL_TC = 20;
export const ENDURANCE_CHECK_DC = 20;

export interface EnduranceCheckInput {
  /** The Athletics (Con) result before the cumulative penalties. */
  readonly result: number;
  readonly previousRunningChecks: number;
  readonly previousSprintingChecks: number;
  /** Failed checks so far in this run (three failures stop the run). */
  readonly failuresSoFar: number;
  readonly fatigue: number;
  readonly hp: number;
}

export interface EnduranceCheckOutcome {
  readonly total: number;
  readonly success: boolean;
  readonly fatigue: number;
  readonly failures: number;
  /** Must stop running (three failures, or the fatigue would knock the runner out). */
  readonly mustStop: boolean;
  /** "If you are forced to stop running ... you become fatigued." */
  readonly becomesFatigued: boolean;
}

/**
 * DC 20 Athletics (Con), -1 per previous running check and -2 per previous sprinting check.
 * Failing by 5 or less adds 1 fatigue, by more adds 2. If the fatigue would reach the runner's hit
 * points (risking unconsciousness) the run stops with fatigue one below the hit points instead.
 */
export function enduranceCheck(input: EnduranceCheckInput): EnduranceCheckOutcome {
  const total = input.result - input.previousRunningChecks - 2 * input.previousSprintingChecks;
  const success = total >= ENDURANCE_CHECK_DC;
  const gained = success ? 0 : ENDURANCE_CHECK_DC - total <= 5 ? 1 : 2;
  const failures = input.failuresSoFar + (success ? 0 : 1);
  let fatigue = input.fatigue + gained;
  let mustStop = failures >= 3;
  if (gained > 0 && fatigue >= input.hp) {
    fatigue = Math.max(input.fatigue, input.hp - 1);
    mustStop = true;
  }
  return {
    total,
    success,
    fatigue,
    failures,
    mustStop,
    becomesFatigued: mustStop,
  };
}

export interface SpaceEntrant {
  readonly id: string;
  readonly rateFeet: number;
  readonly dexterity: number;
}

/**
 * "Entering a Space Simultaneously": fastest movement rate first, then highest Dexterity, then
 * random: one d1000 per tied entrant, highest first (a tie of that die keeps the given order).
 * Returns ids in the order their entries resolve.
 */
export function spaceEntryOrder(entrants: readonly SpaceEntrant[], rollDie: RollDie): string[] {
  const keyed = entrants.map((e) => ({ e, tie: 0 }));
  const groups = new Map<string, typeof keyed>();
  for (const k of keyed) {
    const g = `${k.e.rateFeet}|${k.e.dexterity}`;
    groups.set(g, [...(groups.get(g) ?? []), k]);
  }
  for (const group of groups.values()) if (group.length > 1) for (const k of group) k.tie = rollDie(1000);
  keyed.sort((a, b) => b.e.rateFeet - a.e.rateFeet || b.e.dexterity - a.e.dexterity || b.tie - a.tie);
  return keyed.map((k) => k.e.id);
}

/** Unencumbered combat speeds by race (seed "Movement Rate"), in feet per 4 TC. */
export const RACIAL_SPEED_FEET: Readonly<Record<string, number>> = {
  halfling: 15,
  gnome: 15,
  dwarf: 15,
  human: 20,
  drow: 20,
  aleiram: 20,
  niera: 20,
  halfElf: 20,
  alidran: 25,
  lyorae: 25,
};

/** Out of combat: walking is half the combat speed, sneaking a quarter. */
export function walkingSpeed(combatFeet: number): number {
  return combatFeet / 2;
}
export function sneakingSpeed(combatFeet: number): number {
  return combatFeet / 4;
}
