import type { BudgetModifier, CombatantState, TurnConfig, TurnState } from "./types";

function applyModifiers(base: number, pool: BudgetModifier["pool"], mods: readonly BudgetModifier[]): number {
  const mine = mods.filter((m) => m.pool === pool);
  if (mine.some((m) => m.op === "zero")) return 0;
  let value = base;
  if (mine.some((m) => m.op === "halve")) value = Math.floor(value / 2);
  for (const m of mine) if (m.op === "subtract") value -= m.amount ?? 0;
  return Math.max(0, value);
}

/** The AP a combatant gets at a refresh: its own or the ruleset's budget, after conditions. */
export function apBudget(config: TurnConfig, c: CombatantState): number {
  return applyModifiers(c.baseAp ?? config.ap, "ap", c.modifiers);
}

/** The reactions a combatant gets at a refresh (0 when reactions are paid from AP). */
export function reactionBudget(config: TurnConfig, c: CombatantState): number {
  return applyModifiers(config.reactions, "reactions", c.modifiers);
}

/**
 * AP to spend, and how many of them are restricted: `movementOnly` may only pay for movement, `noMovement`
 * may not (both are part of `ap`, never both > 0 in one pool).
 */
export interface Pool {
  ap: number;
  movementOnly: number;
  noMovement: number;
}

/**
 * The pool of a carrier and the one it carries (a rider and its mount acting as one): the larger of their
 * budgets; the AP only the carried one brings (its budget above the carrier's) may only move, the AP only
 * the carrier brings (its budget above the carried one's) may not.
 */
export function pairPool(own: number, carried: number): Pool {
  return {
    ap: Math.max(own, carried),
    movementOnly: Math.max(0, carried - own),
    noMovement: Math.max(0, own - carried),
  };
}

/** The combatant that `id` carries, if any. */
export function carriedBy(state: TurnState, id: string): CombatantState | undefined {
  return Object.values(state.combatants).find((c) => c.carriedBy === id);
}

/** The pool a combatant gets at a refresh: its own budget, or with the one it carries, the pair's. */
export function poolBudget(config: TurnConfig, state: TurnState, c: CombatantState): Pool {
  const own = apBudget(config, c);
  const carried = carriedBy(state, c.id);
  return carried ? pairPool(own, apBudget(config, carried)) : { ap: own, movementOnly: 0, noMovement: 0 };
}

/**
 * A pool less the AP owed to it (interrupts borrowed from it): the debt is paid from the AP that may not
 * move first (an interrupt is not movement), then from the unrestricted ones.
 */
export function afterDebt(pool: Pool, debt: number): Pool {
  const ap = Math.max(0, pool.ap - debt);
  return {
    ap,
    movementOnly: Math.min(pool.movementOnly, ap),
    noMovement: Math.max(0, pool.noMovement - debt),
  };
}

/**
 * The combatant holding `pool`. A restricted count is written once it is not 0 or already there (then 0
 * too: a stored state is merged into, so a key is never dropped); states without carrying stay as they were.
 */
export function withPool(c: CombatantState, pool: Pool): CombatantState {
  const next: CombatantState = { ...c, ap: pool.ap };
  if (pool.movementOnly > 0 || "movementOnly" in c) next.movementOnly = pool.movementOnly;
  if (pool.noMovement > 0 || "noMovement" in c) next.noMovement = pool.noMovement;
  return next;
}

/** A combatant's AP now as a pool (its restricted counts, 0 when absent). */
export function poolOf(c: CombatantState): Pool {
  return { ap: c.ap, movementOnly: c.movementOnly ?? 0, noMovement: c.noMovement ?? 0 };
}
