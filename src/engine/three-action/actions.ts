import { ensure } from "../core/errors";
import type { ActionInput } from "../turns/types";
import { actionBudget, checkConditions } from "./basics";
import { whole } from "./checks";
import { TA_ERR } from "./errors";

/** What each action of the seed costs in the turn engine (categories of THREE_ACTION_TURNS). */
export const THREE_ACTIONS = {
  attack: { category: "action", attack: true },
  maneuver: { category: "action", attack: true },
  move: { category: "action" },
  "stand-up": { category: "action" },
  crawl: { category: "action" },
  cast: { category: "action" },
  control: { category: "action" },
  command: { category: "action" },
  focus: { category: "action" },
  dodge: { category: "action" },
  ready: { category: "action", cost: 2 },
  skill: { category: "action" },
  interact: { category: "action" },
  "put-out-fire": { category: "action" },
  choke: { category: "action" },
  reaction: { category: "reaction" },
  /** The readied action when its trigger comes: already paid by Ready's two actions (Interpretation 13). */
  "readied-trigger": { category: "free" },
  "drop-prone": { category: "free" },
  "drop-item": { category: "free" },
  "release-grapple": { category: "free" },
  "push-through": { category: "free", attack: true },
} as const satisfies Record<string, ActionInput>;
export type ThreeAction = keyof typeof THREE_ACTIONS;

/** The turn engine's ActionInput for an action of the seed. */
export function actionInput(id: string): ActionInput {
  ensure(id in THREE_ACTIONS, TA_ERR.UnknownAction, { id });
  return { ...THREE_ACTIONS[id as ThreeAction] };
}

/**
 * Whether conditions forbid taking any action, reaction or free action RIGHT NOW (the turn engine
 * applies budgets only at a refresh, so a creature stunned after its turn still holds its reaction):
 * Stunned and Unconscious creatures (and the dead) take none. Returns the RuleError key, or null.
 */
export function blockedBy(conditions: readonly string[]): string | null {
  return actionBudget(conditions).freeActions ? null : TA_ERR.CannotAct;
}

export interface CastInput {
  /** Energy put into each component of the spell (component name → Energy). */
  components: Readonly<Record<string, number>>;
  /** The caster's Energy now. */
  energy: number;
  /** Cast from a magic item: its given amounts per component, which the caster may not change. */
  fixed?: Readonly<Record<string, number>>;
}

/** Casting: the Energy spent is the sum over components; throws when there is not enough or an item's amounts differ. */
export function castCost(input: CastInput): { spent: number; energyLeft: number } {
  const energy = whole(input.energy, "energy");
  let spent = 0;
  for (const [name, amount] of Object.entries(input.components)) spent += whole(amount, name);
  if (input.fixed !== undefined) {
    const keys = new Set([...Object.keys(input.fixed), ...Object.keys(input.components)]);
    for (const k of keys) {
      ensure((input.fixed[k] ?? 0) === (input.components[k] ?? 0), TA_ERR.FixedEnergy, { component: k });
    }
    // Interpretation 14: a magic item's spell draws on the item, not the caster's Energy.
    return { spent: 0, energyLeft: energy };
  }
  ensure(spent <= energy, TA_ERR.NotEnoughEnergy, { cost: spent, energy });
  return { spent, energyLeft: energy - spent };
}

/** Control: a spell may be controlled once per turn. Returns the new list of spells controlled this turn. */
export function control(controlledThisTurn: readonly string[], spellId: string): string[] {
  ensure(!controlledThisTurn.includes(spellId), TA_ERR.AlreadyControlled, { spell: spellId });
  return [...controlledThisTurn, spellId];
}

/** Command: a creature may be commanded once per round. Returns the new list of creatures commanded this round. */
export function command(commandedThisRound: readonly string[], creatureId: string): string[] {
  ensure(!commandedThisRound.includes(creatureId), TA_ERR.AlreadyCommanded, { creature: creatureId });
  return [...commandedThisRound, creatureId];
}

/** Dodge: the creature gains "dodging"; the next attack against it has Disadvantage and removes it. */
export function dodge(conditions: readonly string[]): string[] {
  checkConditions(conditions);
  return conditions.includes("dodging") ? [...conditions] : [...conditions, "dodging"];
}

/** After an attack with `consumesDodge`: the target's "dodging" is gone. */
export function spendDodge(conditions: readonly string[]): string[] {
  return checkConditions(conditions).filter((c) => c !== "dodging");
}

/** The condition that forbids acting (`blockedBy`), for its message: Dead, else Unconscious, else Stunned. */
export function blockingCondition(conditions: readonly string[]): "dead" | "unconscious" | "stunned" | null {
  if (!blockedBy(conditions)) return null;
  return (["dead", "unconscious", "stunned"] as const).find((c) => conditions.includes(c)) ?? "stunned";
}
