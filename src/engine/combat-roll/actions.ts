import { ensure } from "../core/errors";
import type { ActionInput } from "../turns/types";
import { CR_ERR } from "./errors";

export type CombatRollActionId =
  | "dash"
  | "disengage"
  | "grapple"
  | "escape"
  | "search"
  | "sneak"
  | "strike"
  | "use-magic"
  | "defend"
  | "manipulate"
  | "opportunity-attack"
  | "reaction-magic"
  | "release"
  | "free";

interface ActionRule {
  category: "primary" | "reaction" | "defend" | "free";
  /** Fixed Attack trait (Strike, Opportunity Attack); magic depends on the spell. */
  attack: boolean | "spell";
}

/**
 * The seed's actions: primary (own turn), reactions (any time; Defend among them, in a category of its
 * own so that it can be told apart), each 1 AP; a free action 0 AP.
 */
export const COMBAT_ROLL_ACTIONS: Readonly<Record<CombatRollActionId, ActionRule>> = {
  dash: { category: "primary", attack: false },
  disengage: { category: "primary", attack: false },
  // "grappling, pushing, and tripping a creature do not count as attacks"
  grapple: { category: "primary", attack: false },
  // Interpretation (the seed names no escape): trying to break free is a primary action like the Grapple.
  escape: { category: "primary", attack: false },
  search: { category: "primary", attack: false },
  sneak: { category: "primary", attack: false },
  strike: { category: "primary", attack: true },
  "use-magic": { category: "primary", attack: "spell" },
  // A reaction ("Defend. You block, dodge, parry, or withstand an attack"), counted apart (expiry.ts).
  defend: { category: "defend", attack: false },
  manipulate: { category: "reaction", attack: false },
  "opportunity-attack": { category: "reaction", attack: true },
  "reaction-magic": { category: "reaction", attack: false },
  // Interpretation: letting go of a held foe is a free action (no AP, the one free action of the round).
  release: { category: "free", attack: false },
  free: { category: "free", attack: false },
};

/**
 * The turn-engine action for a combat-roll action. `spellHasAttackTrait` decides whether Use Magic
 * uses one of the two Attacks per Round; a reaction spell must be non-attacking.
 */
export function turnAction(
  id: CombatRollActionId,
  opts: { spellHasAttackTrait?: boolean; cost?: number } = {},
): ActionInput {
  const rule = COMBAT_ROLL_ACTIONS[id];
  ensure(rule !== undefined, CR_ERR.UnknownAction, { id: String(id) });
  const attack = rule.attack === "spell" ? opts.spellHasAttackTrait === true : rule.attack;
  return opts.cost === undefined
    ? { category: rule.category, attack }
    : { category: rule.category, attack, cost: opts.cost };
}
