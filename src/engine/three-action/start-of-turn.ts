import type { RollDie } from "../core/dice";
import { bleedOutcome, strongestPoison, type BleedOutcome } from "./basics";
import { die, integer, whole } from "./checks";
import { applyDamage, checkVitals, withConditions, type LogEntry, type Vitals } from "./damage";

/** One poison instance: its level, rounds left, and its damage per round (the poison's own numbers). */
export interface PoisonDose {
  level: number;
  rounds: number;
  damage: { count: number; faces: number; flat: number };
}

export interface TurnStartInput extends Vitals {
  poisons: readonly PoisonDose[];
  /** Feet still to fall from a fall of more than 100 ft (0 or omitted: not falling). */
  fallingFeet?: number;
}

export interface TurnStartResult {
  vitals: Vitals;
  poisons: PoisonDose[];
  fallingFeet: number;
  /** Feet fallen at this turn start (fall damage by Size is the GM's: the seed has no table here). */
  fellFeet: number;
  bleed: { d20: number; total: number; outcome: BleedOutcome } | null;
  log: LogEntry[];
}

function rollDice(roll: RollDie, count: number, faces: number): number {
  let sum = 0;
  for (let i = 0; i < count; i++) sum += die(roll(faces), faces);
  return sum;
}

/**
 * The start of a creature's turn, in the seed's order (Interpretation 10): Bleeding first (d20 minus the
 * Bleed Penalty on the Bleed Table, then 2d6 bleed damage unless it stabilized), then On fire (2d6),
 * then Poisoned (the strongest instance's damage; every instance loses a round), then falling on (up to
 * 100 ft). Stops when the creature dies. A delaying creature takes this at its original place.
 */
export function startOfTurn(input: TurnStartInput, roll: RollDie): TurnStartResult {
  checkVitals(input);
  for (const p of input.poisons) {
    whole(p.level, "level");
    whole(p.rounds, "rounds");
    whole(p.damage.count, "count");
    whole(p.damage.faces, "faces", 1);
    integer(p.damage.flat, "flat");
  }
  const remainingFall = whole(input.fallingFeet ?? 0, "fallingFeet");
  let vitals: Vitals = {
    hp: input.hp,
    maxHp: input.maxHp,
    conditions: [...input.conditions],
    bleedPenalty: input.bleedPenalty,
  };
  const log: LogEntry[] = [];
  let poisons = input.poisons.map((p) => ({ ...p, damage: { ...p.damage } }));
  let bleed: TurnStartResult["bleed"] = null;
  const dead = (): boolean => vitals.conditions.includes("dead");
  const hurt = (amount: number, source: string): void => {
    const r = applyDamage(vitals, amount, source);
    vitals = r.vitals;
    log.push(...r.log);
  };
  const result = (fellFeet: number, fallingFeet: number): TurnStartResult => ({
    vitals,
    poisons,
    fallingFeet,
    fellFeet,
    bleed,
    log,
  });
  if (dead()) return result(0, remainingFall);

  if (vitals.conditions.includes("bleeding")) {
    const d20 = die(roll(20), 20);
    const total = d20 - vitals.bleedPenalty;
    const outcome = bleedOutcome(total, vitals.hp);
    bleed = { d20, total, outcome };
    log.push({ key: `Bleed.${outcome}`, data: { d20, penalty: vitals.bleedPenalty, total } });
    if (outcome === "death") {
      vitals = {
        ...vitals,
        conditions: withConditions(checkVitals(vitals), ["dead"], ["bleeding", "incapacitated"]),
        bleedPenalty: 0,
      };
      return result(0, remainingFall);
    }
    if (outcome === "unconscious") {
      vitals = { ...vitals, conditions: withConditions(checkVitals(vitals), ["unconscious", "prone"], []) };
    }
    if (outcome === "deteriorate") vitals = { ...vitals, bleedPenalty: vitals.bleedPenalty + 1 };
    if (outcome === "stabilize") {
      vitals = {
        ...vitals,
        conditions: withConditions(checkVitals(vitals), [], ["bleeding"]),
        bleedPenalty: 0,
      };
    } else {
      hurt(rollDice(roll, 2, 6), "bleed");
      if (dead()) return result(0, remainingFall);
    }
  }

  if (vitals.conditions.includes("on-fire")) {
    hurt(rollDice(roll, 2, 6), "fire");
    if (dead()) return result(0, remainingFall);
  }

  const strongest = strongestPoison(poisons);
  if (strongest !== null) {
    const { count, faces, flat } = strongest.damage;
    hurt(Math.max(0, rollDice(roll, count, faces) + flat), "poison");
  }
  poisons = poisons.map((p) => ({ ...p, rounds: Math.max(0, p.rounds - 1) })).filter((p) => p.rounds > 0);
  if (poisons.length === 0 && vitals.conditions.includes("poisoned")) {
    vitals = { ...vitals, conditions: withConditions(checkVitals(vitals), [], ["poisoned"]) };
  }
  if (dead()) return result(0, remainingFall);

  const fell = Math.min(100, remainingFall);
  if (fell > 0) log.push({ key: "Falling", data: { feet: fell, left: remainingFall - fell } });
  return result(fell, remainingFall - fell);
}

export interface Breath {
  /** Rounds the breath has been held (counted at the end of each of the creature's turns). */
  held: number;
  /** It has already dropped to 0 HP for want of air. */
  dropped: boolean;
}

/**
 * Suffocation, counted at the END of each of the creature's turns while it cannot breathe: it holds
 * its breath for STR rounds, then drops to 0 HP and becomes Incapacitated; at the end of its next turn
 * without air it dies. A breath resets the count (Interpretation 11).
 */
export function breathStep(
  breath: Breath,
  str: number,
  canBreathe: boolean,
): { breath: Breath; dropToZero: boolean; dies: boolean } {
  whole(breath.held, "held");
  integer(str, "str");
  if (canBreathe) return { breath: { held: 0, dropped: false }, dropToZero: false, dies: false };
  if (breath.dropped) return { breath, dropToZero: false, dies: true };
  const held = breath.held + 1;
  const drop = held >= Math.max(0, str);
  return { breath: { held, dropped: drop }, dropToZero: drop, dies: false };
}

/** Drops a creature to 0 HP (suffocation): the damage rules make it Incapacitated, Prone and Bleeding. */
export function dropToZero(v: Vitals): ReturnType<typeof applyDamage> {
  return applyDamage(v, Math.max(0, v.hp), "suffocation");
}

/**
 * The dice `startOfTurn` may draw, in its order, as formulas for the shell to roll first: Bleeding's d20
 * and 2d6, On fire's 2d6, the strongest poison's damage dice. Falling rolls none.
 */
export function startOfTurnDice(conditions: readonly string[], poisons: readonly PoisonDose[]): string[] {
  const out: string[] = [];
  if (conditions.includes("bleeding")) out.push("1d20", "2d6");
  if (conditions.includes("on-fire")) out.push("2d6");
  const strongest = strongestPoison(poisons);
  if (strongest) out.push(`${strongest.damage.count}d${strongest.damage.faces}`);
  return out;
}

/** The formulas to roll for a creature's ongoing effects (`startOfTurnDice`), or null when it suffers none. */
export function ongoingDice(
  conditions: readonly string[],
  poisons: readonly PoisonDose[],
  fallingFeet: number,
): string[] | null {
  const formulas = startOfTurnDice(conditions, poisons);
  return formulas.length === 0 && fallingFeet === 0 ? null : formulas;
}

/**
 * `startOfTurn` with the dice the shell rolled for `ongoingDice` (each formula's faces, in its order):
 * the effects draw them in turn. `used`: the rolls they drew from (a roll made needless by the creature's
 * death is not one), the ones its chat line shows.
 */
export function startOfTurnRolled(
  input: TurnStartInput,
  rolled: readonly (readonly number[])[],
): { result: TurnStartResult; used: number[] } {
  const dice = rolled.flatMap((faces, roll) => faces.map((value) => ({ roll, value })));
  const used = new Set<number>();
  let next = 0;
  const result = startOfTurn(input, () => {
    const d = dice[next++];
    if (!d) return 1;
    used.add(d.roll);
    return d.value;
  });
  return { result, used: [...used] };
}
