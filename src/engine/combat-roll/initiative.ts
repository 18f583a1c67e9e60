import type { RollDie } from "../core/dice";
import { int } from "./validate";

export interface InitiativeInput {
  /** Player characters add Initiative, NPCs add PER. */
  isPC: boolean;
  initiative?: number;
  per?: number;
}

/** The bonus added to 1d6: Initiative for PCs, PER for NPCs. */
export function initiativeBonus(input: InitiativeInput): number {
  return int((input.isPC ? input.initiative : input.per) ?? 0, input.isPC ? "initiative" : "per");
}

/** Formula for the shell's Roll: "1d6 + 3", "1d6 - 1", "1d6". */
export function initiativeFormula(input: InitiativeInput): string {
  const bonus = initiativeBonus(input);
  if (bonus === 0) return "1d6";
  return bonus > 0 ? `1d6 + ${bonus}` : `1d6 - ${-bonus}`;
}

/** Rolls initiative with an injected die. */
export function rollInitiative(
  roll: RollDie,
  input: InitiativeInput,
): { total: number; die: number; bonus: number } {
  const bonus = initiativeBonus(input);
  const die = roll(6);
  return { total: die + bonus, die, bonus };
}
