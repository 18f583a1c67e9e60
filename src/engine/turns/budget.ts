import type { BudgetModifier, CombatantState, TurnConfig } from "./types";

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
