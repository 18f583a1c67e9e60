import { ensure } from "../core/errors";
import { keptResult, type DieRoll } from "./dice";
import { DS_ERR } from "./errors";
import { int } from "./validate";

/**
 * THE contest model of Tempo's die-step ruleset (the seed names "successes", "double" and "triple"
 * without the rule): the active side wins only when its kept result is HIGHER than the opposing
 * result (a tie goes to the defender); it then scores one success per whole multiple of the opposing
 * result: successes = floor(active / opposing). 5 vs 4 -> 1, 8 vs 4 -> 2 ("double"), 12 vs 4 -> 3
 * ("triple"), 4 vs 4 -> 0.
 */
export function contestSuccesses(active: number, opposing: number): number {
  int(active, "active");
  int(opposing, "opposing");
  ensure(active >= 1, DS_ERR.Negative, { name: "active", value: active });
  ensure(opposing >= 1, DS_ERR.Negative, { name: "opposing", value: opposing });
  return active > opposing ? Math.floor(active / opposing) : 0;
}

export interface ContestResult {
  /** The attacker's kept result. */
  attack: number;
  /** The defender's kept result. */
  defense: number;
  successes: number;
  hit: boolean;
  /** Damage when the attack does damage: "a point of damage, plus an additional point for each additional success". */
  damage: number;
}

/** Resolves an attack (or grab, or any contest) from both rolls, advantage and disadvantage included. */
export function resolveContest(attack: DieRoll, defense: DieRoll): ContestResult {
  const a = keptResult(attack);
  const d = keptResult(defense);
  const successes = contestSuccesses(a, d);
  return { attack: a, defense: d, successes, hit: successes > 0, damage: damageFor(successes) };
}

/**
 * How a contest ended, for the card's words: the active side's win ("hit"), a tie (which "goes to the
 * defender", Interpretation 1), or a lower result (a plain miss).
 */
export function contestOutcome(active: number, opposing: number): "hit" | "tie" | "miss" {
  if (contestSuccesses(active, opposing) > 0) return "hit";
  return active === opposing ? "tie" : "miss";
}

/** "a point of damage, plus an additional point for each additional success": 0 on a miss. */
export function damageFor(successes: number): number {
  int(successes, "successes");
  return Math.max(0, successes);
}
