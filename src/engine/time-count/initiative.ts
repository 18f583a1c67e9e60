import type { RollDie } from "../core/dice";

export interface InitiativeInput {
  /**
   * Bonuses such as Wisdom. Lowest acts first, so a bonus is SUBTRACTED from the roll, the way the
   * surprise penalty (+1d6) is added.
   */
  readonly bonus?: number;
  /** Penalties such as being stunned: added to the roll. */
  readonly penalty?: number;
  readonly surprised?: boolean;
}

export interface InitiativeRoll {
  readonly total: number;
  readonly die: number;
  /** The surprise penalty die, when surprised. */
  readonly surpriseDie: number | null;
  /** Surprised characters are unsteady until they first act. */
  readonly unsteady: boolean;
}

/**
 * "everyone rolls 1d6+4"; "A surprised character ... receives a +1d6 penalty to their first
 * initiative roll." The result never goes below 0 (the first count of the fight).
 */
export function rollInitiative(input: InitiativeInput, rollDie: RollDie): InitiativeRoll {
  const die = rollDie(6);
  const surpriseDie = input.surprised ? rollDie(6) : null;
  const total = Math.max(0, die + 4 - (input.bonus ?? 0) + (input.penalty ?? 0) + (surpriseDie ?? 0));
  return { total, die, surpriseDie, unsteady: input.surprised === true };
}

/** The formula the shell can hand to Foundry's Roll for initiative. */
export function initiativeFormula(input: InitiativeInput = {}): string {
  const net = (input.penalty ?? 0) - (input.bonus ?? 0);
  const mod = net === 0 ? "" : net > 0 ? ` + ${net}` : ` - ${-net}`;
  return `1d6 + 4${mod}${input.surprised ? " + 1d6" : ""}`;
}
