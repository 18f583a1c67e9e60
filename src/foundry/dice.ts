import { RuleError } from "../engine/core/errors";
import type { RollRequest } from "./rulesets/definition";

/** A Roll made from a RollRequest. */
export type TempoRoll = Roll<Record<string, number>>;

/** Throws a localized RuleError naming `formula` unless Foundry's Roll can parse it. */
export function assertFormula(formula: string): void {
  if (!Roll.validate(formula)) throw new RuleError("TEMPO.Error.BadFormula", { formula });
}

/**
 * Rolls are gathered by recordings: each evaluated Roll joins every recording in progress. One is the
 * GM's current queued task (socket.ts starts and ends it with each task; the queue runs one at a time),
 * so a card written at the end of a task carries every Roll the task made: Dice So Nice and the chat's
 * own dice tooltip see core Rolls, never bare numbers. Others are scoped (`recordingRolls`).
 */
const recordings = new Set<TempoRoll[]>();

/** The recording of the GM's queued task running now; null outside one (a player's client keeps none). */
let task: TempoRoll[] | null = null;

/** A queued GM task begins (true) or ends (false): its recording starts afresh, or stops. */
export function collectRolls(on: boolean): void {
  if (task) recordings.delete(task);
  task = on ? [] : null;
  if (task) recordings.add(task);
}

/** Takes the Rolls the current task evaluated so far (they are attached once). */
export function takeRolls(): TempoRoll[] {
  return task ? task.splice(0) : [];
}

/** Runs `fn` and gives back, with its result, every Roll evaluated while it ran (for the chat line that shows them). */
export async function recordingRolls<T>(fn: () => Promise<T>): Promise<{ value: T; rolls: TempoRoll[] }> {
  const rolls: TempoRoll[] = [];
  recordings.add(rolls);
  try {
    return { value: await fn(), rolls };
  } finally {
    recordings.delete(rolls);
  }
}

/** Evaluates a roll request with Foundry's Roll; a malformed formula is a localized RuleError. */
export async function evaluateRoll(request: RollRequest): Promise<TempoRoll> {
  assertFormula(request.formula);
  const roll = new Roll(request.formula, request.data);
  await roll.evaluate();
  for (const list of recordings) list.push(roll);
  return roll;
}

/** The natural result of the first die of a roll (the d20 of an attack). */
export function naturalResult(roll: TempoRoll): number {
  const die = roll.dice[0];
  const result = die?.results.find((r) => r.active !== false) ?? die?.results[0];
  if (!result) throw new RuleError("TEMPO.Error.BadFormula", { formula: roll.formula });
  return result.result;
}

/**
 * A RollDie for the engine drawn from Foundry's own random source (`CONFIG.Dice.randomUniform`),
 * so tie-breaks and other engine dice follow the same (seedable) source as every Roll.
 */
export function foundryDie(faces: number): number {
  return 1 + Math.min(faces - 1, Math.floor(CONFIG.Dice.randomUniform() * faces));
}
