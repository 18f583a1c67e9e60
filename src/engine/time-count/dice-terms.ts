import type { RollDie } from "../core/dice";
import { ensure } from "../core/errors";

/** A group of identical dice plus a flat bonus, e.g. 1d6+3 is `{ count: 1, faces: 6, bonus: 3 }`. */
export interface DiceTerm {
  readonly count: number;
  readonly faces: number;
  readonly bonus?: number;
}

/**
 * The most dice one term may roll. The seed's weapons and spells roll a few dice (1d4 to 3d6); a
 * hundred is far above them and keeps the rolls (a loop per die) bounded.
 */
export const MAX_DICE = 100;

const TERM = /^(\d+)d(\d+)([+-]\d+)?$/;

/** Parses "NdF", "NdF+B" or "NdF-B" (no spaces). */
export function parseDiceTerm(formula: string): DiceTerm {
  const match = TERM.exec(formula.replace(/\s+/g, ""));
  ensure(match !== null, "TEMPO.TimeCount.Error.InvalidFormula", { formula });
  const [, count, faces, bonus] = match;
  const term = {
    count: Number(count),
    faces: Number(faces),
    bonus: bonus === undefined ? 0 : Number(bonus),
  };
  checkDiceTerm(term);
  return term;
}

/** Writes a term back as a Foundry-style formula ("1d6+3", "2d4", "1d8-1", or "0" for no dice). */
export function formatDiceTerm(term: DiceTerm): string {
  const bonus = term.bonus ?? 0;
  if (term.count === 0) return String(bonus);
  const dice = `${term.count}d${term.faces}`;
  if (bonus === 0) return dice;
  return bonus > 0 ? `${dice}+${bonus}` : `${dice}${bonus}`;
}

/** Refuses a term that is not whole dice of at least one face, or that rolls more than `MAX_DICE` dice. */
export function checkDiceTerm(term: DiceTerm): void {
  ensure(!(Number.isInteger(term.count) && term.count > MAX_DICE), "TEMPO.TimeCount.Error.TooManyDice", {
    formula: formatDiceTerm(term),
    max: MAX_DICE,
  });
  ensure(
    Number.isInteger(term.count) && term.count >= 0 && Number.isInteger(term.faces) && term.faces >= 1,
    "TEMPO.TimeCount.Error.InvalidFormula",
    { formula: formatDiceTerm(term) },
  );
}

/** Rolls a term with the injected die. */
export function rollDiceTerm(term: DiceTerm, rollDie: RollDie): number {
  checkDiceTerm(term);
  let total = term.bonus ?? 0;
  for (let i = 0; i < term.count; i++) total += rollDie(term.faces);
  return total;
}

/** The highest result a term can roll. */
export function maxDiceTerm(term: DiceTerm): number {
  checkDiceTerm(term);
  return term.count * term.faces + (term.bonus ?? 0);
}
