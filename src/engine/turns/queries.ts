import type { CombatantState, TurnState } from "./types";

/** The active combatant's id, or null. */
export function activeCombatant(state: TurnState): string | null {
  return state.active;
}

/** The combatants still to act this round, in order (the active one first; a carried one acts in its carrier's turn). */
export function upcoming(state: TurnState): string[] {
  return state.roundOrder.filter((id) => {
    const c: CombatantState = state.combatants[id]!;
    return !c.done && !c.defeated && !c.delayed && !c.carriedBy;
  });
}

/** Attacks left this round (null = unlimited). */
export function attacksLeft(state: TurnState, id: string, maxAttacksPerRound: number | null): number | null {
  const c = state.combatants[id];
  if (!c || maxAttacksPerRound === null) return maxAttacksPerRound;
  return Math.max(0, maxAttacksPerRound - c.attacks);
}
