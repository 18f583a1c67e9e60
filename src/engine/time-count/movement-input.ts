import { RuleError } from "../core/errors";
import { heal, type HealOutcome, type HealingSplit } from "./healing";
import { spendFatigue } from "./hits";
import { ENDURANCE_CHECK_DC } from "./movement";
import { impairmentPenalties, type Impairments } from "./impairments";
import {
  decodeRunState,
  recoveredRunPenalty,
  runMovement,
  sprintCheckNeeded,
  STANDING,
  type Pace,
  type RunInput,
  type RunOutcome,
} from "./running";

/** The movement the actor's last action was, when it ended at `endCount`. */
export interface LastMovement {
  readonly nextTc: number;
  readonly endCount: number;
  /** The run it belongs to (`encodeRunState`), "" : none. */
  readonly run?: string;
}

/** What of the mover the engine's run input reads. */
export interface Mover {
  readonly baseFeet: number;
  readonly poised: boolean;
  readonly fatigued: boolean;
  readonly halfSpeed: boolean;
  readonly immobile: boolean;
  /** The running penalty stored, and the world seconds since its last check. */
  readonly penalty: number;
  readonly restSeconds: number;
  readonly fatigue: number;
  readonly hp: number;
}

/**
 * The engine's input for a movement of `squares` at `pace` at `count`: a movement begun right as
 * the last one ended continues its pattern and its run; the running penalty is recovered by the
 * rest since its last check.
 */
export function runInputAt(
  mover: Mover,
  pace: Pace,
  squares: number,
  last: LastMovement | null,
  count: number,
): RunInput {
  const continues = last && last.endCount === count ? last : null;
  return {
    pace,
    baseFeet: mover.baseFeet,
    squares,
    previous: continues ? decodeRunState(continues.run ?? "") : STANDING,
    startTc: continues?.nextTc ?? 1,
    poised: mover.poised,
    fatigued: mover.fatigued,
    halfSpeed: mover.halfSpeed,
    immobile: mover.immobile,
    penalty: recoveredRunPenalty(mover.penalty, mover.restSeconds),
    fatigue: mover.fatigue,
    hp: mover.hp,
  };
}

/** Refuses, before anything is rolled, a movement the pace's requirements or the squares forbid. */
export function checkMovement(input: RunInput): void {
  runMovement(input, {
    sprint: sprintCheckNeeded(input) ? 10 : null,
    endurance: ENDURANCE_CHECK_DC + input.penalty,
  });
}

/**
 * What a paced movement leaves on the mover: "Once you begin moving, you revert to a basic stance"
 * (Poised left); the fatigue of a failed check (and the check to stay conscious it may owe), the
 * running penalty, and fatigued when forced to stop.
 */
export function runAftermath(
  s: { poised: boolean; hp: number; invigoration: number; fatigue: number },
  outcome: RunOutcome,
): {
  leavePoised: boolean;
  fatigue: { fatigue: number; checkDc: number } | null;
  penalty: number | null;
  fatigued: boolean;
} {
  return {
    leavePoised: s.poised,
    fatigue: outcome.endurance ? spendFatigue(s, outcome.fatigue - s.fatigue) : null,
    penalty: outcome.endurance ? outcome.penalty : null,
    fatigued: outcome.becomesFatigued,
  };
}

/** Hands not holding an equipped weapon (two at most); strikes without hands use the feet (two). */
export function appendagesFree(equippedWeapons: number, withoutHands: boolean): number {
  return withoutHands ? 2 : Math.max(0, 2 - equippedWeapons);
}

/** Power on a damage roll: piercing impairments lower it (none counted without the optional rule). */
export function powerNow(power: number, impairments: Impairments): number {
  return power + impairmentPenalties(impairments).power;
}

/** Magical healing on a living actor (`heal`); the dead (or at 0 hit points) are refused. */
export function healLiving(
  s: { dead: boolean; hp: number; maxHp: number; fatigue: number; invigoration: number; checkDc: number },
  split: HealingSplit,
  actorName: string,
): HealOutcome {
  if (s.dead || s.hp <= 0) throw new RuleError("TEMPO.TimeCount.Error.HealDead", { name: actorName });
  return heal(
    { hp: s.hp, maxHp: s.maxHp, fatigue: s.fatigue, invigoration: s.invigoration, checkDc: s.checkDc },
    split,
  );
}
