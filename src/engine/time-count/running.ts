import { ensure } from "../core/errors";
import {
  canStartRunning,
  canStartSprinting,
  enduranceCheck,
  ENDURANCE_CHECK_DC,
  runningSpeed,
  RUNNING_CHECK_INTERVAL_TC,
  sprintingSpeed,
  SPRINTING_CHECK_INTERVAL_TC,
  type EnduranceCheckOutcome,
} from "./movement";
import { planMovement, type MovementPlan } from "./movement-turns";

/**
 * Running and Sprinting on the Time Count. A movement action is made at a pace: walking (the base
 * combat speed), running (+ half the base) or sprinting (the DC 10 Athletics (Str) check's speed). A
 * run is a chain of consecutive movements; its state travels from one movement to the next.
 */
export const PACES = ["walk", "run", "sprint"] as const;
export type Pace = (typeof PACES)[number];

export interface RunState {
  /** The pace of the movement this state follows. */
  readonly pace: Pace;
  /** Consecutive TC moved at base speed ("move at your base speed for at least 4 TC"). */
  readonly baseTc: number;
  /** Consecutive TC running or sprinting ("you must first be running for at least 4 TC"). */
  readonly runTc: number;
  /** TC since the run's last endurance check. */
  readonly sinceCheckTc: number;
  /** Failed endurance checks during this run (three stop it). */
  readonly failures: number;
  /** The run included sprinting ("count the whole time as sprinting"). */
  readonly sprinted: boolean;
  /** The sprint's speed from its Athletics (Str) check (0: not sprinting). */
  readonly sprintFeet: number;
}

export const STANDING: RunState = {
  pace: "walk",
  baseTc: 0,
  runTc: 0,
  sinceCheckTc: 0,
  failures: 0,
  sprinted: false,
  sprintFeet: 0,
};

export interface RunInput {
  readonly pace: Pace;
  readonly baseFeet: number;
  readonly squares: number;
  /** The state of the movement this one continues; STANDING for a new movement. */
  readonly previous: RunState;
  /** The movement pattern's count to begin at (1 for a new movement). */
  readonly startTc?: number;
  /** Poised: "you may begin a movement at either running or sprinting speed". */
  readonly poised: boolean;
  /** Forced to stop an earlier run: "Assuming you are not fatigued, you may resume running". */
  readonly fatigued: boolean;
  readonly halfSpeed?: boolean;
  readonly immobile?: boolean;
  /** The running penalty carried from earlier checks (−1 per running check, −2 per sprinting check). */
  readonly penalty: number;
  readonly fatigue: number;
  readonly hp: number;
}

const continuing = (p: RunState) => p.pace !== "walk";

/**
 * Refuses a pace the rules forbid (running while fatigued, running without 4 TC at base speed,
 * sprinting without 4 TC running, unless poised) and tells whether the DC 10 Athletics (Str) check to
 * begin sprinting is owed (not when the sprint goes on).
 */
export function sprintCheckNeeded(input: RunInput): boolean {
  const p = input.previous;
  if (input.pace === "walk") return false;
  ensure(!input.fatigued, "TEMPO.TimeCount.Error.FatiguedCannotRun", {});
  if (input.pace === "run") {
    if (!continuing(p))
      ensure(canStartRunning(p.baseTc, input.poised), "TEMPO.TimeCount.Error.CannotStartRunning", {});
    return false;
  }
  if (p.pace === "sprint") return false;
  ensure(
    canStartSprinting(p.pace === "run" ? p.runTc : 0, input.poised),
    "TEMPO.TimeCount.Error.CannotStartSprinting",
    {},
  );
  return true;
}

/** The pace actually moved at: a failed sprint check is "considered running". */
export function paceAfterSprintCheck(input: RunInput, sprintTotal: number | null): Pace {
  if (!sprintCheckNeeded(input)) return input.pace;
  return sprintTotal !== null && sprintingSpeed(input.baseFeet, sprintTotal).sprinting ? "sprint" : "run";
}

/**
 * Whether this movement owes the DC 20 Athletics (Con) check: when the run begins, when a sprint
 * begins without running first, and once 30 TC (20 TC when the run includes sprinting) have passed
 * since the last check (a check falling due during a movement is rolled as the next one begins).
 */
export function enduranceCheckDue(input: RunInput, pace: Pace): boolean {
  const p = input.previous;
  if (pace === "walk") return false;
  if (!continuing(p)) return true;
  const sprinted = p.sprinted || pace === "sprint";
  return p.sinceCheckTc >= (sprinted ? SPRINTING_CHECK_INTERVAL_TC : RUNNING_CHECK_INTERVAL_TC);
}

export interface RunOutcome {
  /** The pace moved at (walk when the check forces the run to stop). */
  readonly pace: Pace;
  readonly plan: MovementPlan;
  readonly sprint: { readonly total: number; readonly success: boolean; readonly feet: number } | null;
  readonly endurance: (EnduranceCheckOutcome & { readonly penalty: number }) | null;
  readonly state: RunState;
  /** The running penalty carried after this movement. */
  readonly penalty: number;
  readonly fatigue: number;
  readonly becomesFatigued: boolean;
  /** "You are unsteady while running or sprinting." */
  readonly unsteady: boolean;
}

/**
 * One movement at a pace, with the checks' totals the shell rolled (d20 + attribute + Athletics):
 * the sprint check when `sprintCheckNeeded`, the endurance check when `enduranceCheckDue`.
 */
export function runMovement(
  input: RunInput,
  totals: { readonly sprint?: number | null; readonly endurance?: number | null },
): RunOutcome {
  const p = input.previous;
  const needsSprint = sprintCheckNeeded(input);
  ensure(!needsSprint || typeof totals.sprint === "number", "TEMPO.TimeCount.Error.MissingCheck", {});
  const sprintTotal = needsSprint ? (totals.sprint ?? 0) : null;
  let pace = paceAfterSprintCheck(input, sprintTotal);
  const sprint =
    sprintTotal === null ? null : { total: sprintTotal, ...sprintOf(input.baseFeet, sprintTotal) };
  const due = enduranceCheckDue(input, pace);
  ensure(!due || typeof totals.endurance === "number", "TEMPO.TimeCount.Error.MissingCheck", {});
  const sprinted = (continuing(p) && p.sprinted) || pace === "sprint";
  const endurance = due
    ? {
        ...enduranceCheck({
          result: totals.endurance ?? 0,
          previousRunningChecks: input.penalty,
          previousSprintingChecks: 0,
          failuresSoFar: continuing(p) ? p.failures : 0,
          fatigue: input.fatigue,
          hp: input.hp,
        }),
        penalty: input.penalty,
      }
    : null;
  const penalty = input.penalty + (endurance ? (sprinted ? 2 : 1) : 0);
  if (endurance?.mustStop) pace = "walk";
  const sprintFeet = pace === "sprint" ? (sprint?.feet ?? p.sprintFeet) : 0;
  const rateFeet =
    pace === "walk" ? input.baseFeet : pace === "run" ? runningSpeed(input.baseFeet) : sprintFeet;
  const plan = planMovement({
    rateFeet,
    squares: input.squares,
    startTc: input.startTc ?? 1,
    halfSpeed: input.halfSpeed === true,
    immobile: input.immobile === true,
  });
  const c = plan.counts;
  const state: RunState =
    pace === "walk"
      ? { ...STANDING, baseTc: (p.pace === "walk" ? p.baseTc : 0) + c }
      : {
          pace,
          baseTc: 0,
          runTc: (continuing(p) ? p.runTc : 0) + c,
          sinceCheckTc: (endurance || !continuing(p) ? 0 : p.sinceCheckTc) + c,
          failures: endurance?.failures ?? (continuing(p) ? p.failures : 0),
          sprinted,
          sprintFeet,
        };
  return {
    pace,
    plan,
    sprint,
    endurance,
    state,
    penalty,
    fatigue: endurance?.fatigue ?? input.fatigue,
    becomesFatigued: endurance?.becomesFatigued === true,
    unsteady: pace !== "walk",
  };
}

function sprintOf(baseFeet: number, total: number): { success: boolean; feet: number } {
  const s = sprintingSpeed(baseFeet, total);
  return { success: s.sprinting, feet: s.speed };
}

/** "Your penalty to running decreases by 1 for every minute spent resting" (not below 0). */
export function recoveredRunPenalty(penalty: number, restSeconds: number): number {
  return Math.max(0, penalty - Math.max(0, Math.floor(restSeconds / 60)));
}

/** Encodes a run state for the combatant's movement marker (and back): `pace.baseTc.runTc...`. */
export function encodeRunState(s: RunState): string {
  return [s.pace, s.baseTc, s.runTc, s.sinceCheckTc, s.failures, s.sprinted ? 1 : 0, s.sprintFeet].join(".");
}

export function decodeRunState(text: string): RunState {
  const [pace, ...rest] = text.split(".");
  const n = rest.map(Number);
  if (
    !(PACES as readonly string[]).includes(pace ?? "") ||
    n.length !== 6 ||
    n.some((v) => !Number.isInteger(v) || v < 0)
  )
    return STANDING;
  const [baseTc = 0, runTc = 0, sinceCheckTc = 0, failures = 0, sprinted = 0, sprintFeet = 0] = n;
  return { pace: pace as Pace, baseTc, runTc, sinceCheckTc, failures, sprinted: sprinted === 1, sprintFeet };
}

/** What a run card tells of its endurance check: the roll, the penalty taken off, the total against the DC. */
export interface RunCardNumbers {
  readonly roll: number;
  readonly penalty: number;
  readonly total: number;
  readonly dc: number;
  readonly success: boolean;
  /** Fatigue the movement added (a failed check), and the failures counted so far. */
  readonly gained: number;
  readonly failures: number;
  readonly mustStop: boolean;
}

/**
 * The endurance check's numbers as the run card shows them (null when no check was due): the check's
 * total before the running penalty (`roll`, as its dice show it), the penalty, the total against the DC,
 * and the fatigue it added. The penalty and the fatigue are the runner's own: the shell keeps them
 * where only who may see the runner's numbers reads them.
 */
export function runCardNumbers(
  input: RunInput,
  outcome: RunOutcome,
  endurance: number | null,
): RunCardNumbers | null {
  const e = outcome.endurance;
  if (!e) return null;
  return {
    roll: endurance ?? e.total + e.penalty,
    penalty: e.penalty,
    total: e.total,
    dc: ENDURANCE_CHECK_DC,
    success: e.success,
    gained: outcome.fatigue - input.fatigue,
    failures: e.failures,
    mustStop: e.mustStop,
  };
}
