import type { RollDie } from "../core/dice";
import type { CombatantState, TiebreakStep } from "./types";

/** Compares two combatants: higher initiative first, then the configured tiebreak steps. */
export function compareInitiative(
  a: CombatantState,
  b: CombatantState,
  steps: readonly TiebreakStep[],
): number {
  if (a.initiative !== b.initiative) return b.initiative - a.initiative;
  for (const step of steps) {
    if (step === "modifier" && a.modifier !== b.modifier) return b.modifier - a.modifier;
    if (step === "random" && a.tiebreak !== b.tiebreak) return b.tiebreak - a.tiebreak;
  }
  return 0;
}

/**
 * Draws random tiebreaks for every group still tied after the non-random steps: a Fisher-Yates
 * shuffle with injected dice (each group of n uses dice d2..dn), so ties cost no re-rolls. Returns the
 * combatants with `tiebreak` set (n..1 within a group, higher acts first) and sorted.
 */
export function sortWithTiebreak(
  list: readonly CombatantState[],
  steps: readonly TiebreakStep[],
  roll: RollDie,
): CombatantState[] {
  const nonRandom = steps.filter((s) => s !== "random");
  const sorted = [...list].sort((a, b) => compareInitiative(a, b, nonRandom));
  if (!steps.includes("random")) return sorted;
  const out: CombatantState[] = [];
  let i = 0;
  while (i < sorted.length) {
    let j = i + 1;
    while (j < sorted.length && compareInitiative(sorted[i]!, sorted[j]!, nonRandom) === 0) j++;
    const group = sorted.slice(i, j);
    if (group.length > 1) {
      for (let k = group.length - 1; k > 0; k--) {
        const r = roll(k + 1) - 1;
        [group[k], group[r]] = [group[r]!, group[k]!];
      }
      group.forEach((c, idx) => out.push({ ...c, tiebreak: group.length - idx }));
    } else {
      out.push(...group);
    }
    i = j;
  }
  return out;
}
