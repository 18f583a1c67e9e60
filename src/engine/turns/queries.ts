import { afterDebt, poolBudget } from "./budget";
import type { CombatantState, TurnConfig, TurnState } from "./types";

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

/**
 * Where a combatant stands in the round, for the words of what it has left (a sheet's budget): its turn
 * now, still to come (a saved turn too), delaying, over, lost to surprise, out of the fight, or carried
 * (it acts on its carrier's turn, from the carrier's pool).
 */
export type TurnPhase = "active" | "waiting" | "delayed" | "done" | "surprised" | "defeated" | "carried";

export function turnPhase(state: TurnState, config: TurnConfig, id: string): TurnPhase | null {
  const c = state.combatants[id];
  if (!c) return null;
  if (c.defeated) return "defeated";
  if (c.carriedBy) return "carried";
  if (c.surprised && state.round === 1 && config.surprise === "lose-first-turn") return "surprised";
  if (state.active === id) return "active";
  if (c.delayed) return "delayed";
  return c.done ? "done" : "waiting";
}

/**
 * The AP a combatant may still spend this round, what a tracker's pips and a sheet's budget show. A round
 * budget (Combat Roll) is the pool itself, which reactions still draw on after the turn. An own-turn
 * budget (Three-Action, Die-Step) is the pool while its turn lasts (or is delayed, kept for its return);
 * before its turn, the budget that turn will bring, less the AP its interrupts already owe it; once the
 * turn is over, none (what it left is lost: interrupts then borrow from the next turn, see `debt`).
 */
export function apLeft(state: TurnState, config: TurnConfig, id: string): number {
  const c = state.combatants[id];
  const phase = turnPhase(state, config, id);
  if (!c || phase === null || phase === "defeated" || phase === "carried" || phase === "surprised") return 0;
  if (config.apRefresh === "round" || phase === "active" || phase === "delayed") return c.ap;
  if (phase === "done") return 0;
  // still to come: a turn already begun (a saved one) keeps its pool; a fresh one brings its budget
  return c.started ? c.ap : afterDebt(poolBudget(config, state, c), c.debt).ap;
}
