// Actions the seed names without a cost of their own (drinking a potion, searching a body, lighting a
// torch...): whoever takes one says what it is and which action it takes (Interpretation 43). An exclusive
// one provokes ("Taking an exclusive action ... will provoke a possible opportunity attack"), and so does
// one of "any situation stated in a particular rule", which the player or the GM ticks.
import { ensure } from "../core/errors";
import { DS_ERR } from "./errors";
import { opportunityTriggers, type OpportunityTrigger } from "./opportunity";

/** The categories an action of one's own takes (an interrupt answers another's action: not chosen here). */
export const OTHER_CATEGORIES = ["major", "minor", "exclusive", "free"] as const;
export type OtherCategory = (typeof OTHER_CATEGORIES)[number];

/** The longest description the chat line takes. */
export const OTHER_ACTION_MAX = 80;

export interface OtherAction {
  what: string;
  category: OtherCategory;
  /** What it provokes, before it happens (an offer to the enemies in the region). */
  triggers: OpportunityTrigger[];
}

/** The action as the player describes it, checked: a description, a category, whether a rule says it provokes. */
export function planOtherAction(input: { what: string; category: string; ruleSays: boolean }): OtherAction {
  const what = input.what.trim();
  ensure(what !== "" && what.length <= OTHER_ACTION_MAX, DS_ERR.OtherActionText, { max: OTHER_ACTION_MAX });
  const category = input.category as OtherCategory;
  ensure(OTHER_CATEGORIES.includes(category), DS_ERR.UnknownCategory, { category: input.category });
  return { what, category, triggers: opportunityTriggers({ category, ruleSays: input.ruleSays }) };
}

/**
 * The actions a healing spell may take in a fight: a spell is cast as a major action ("Making an attack
 * requires a major action, unless specifically stated otherwise"; `DIE_STEP_ACTIONS.cast`), unless its own
 * rules (outside this chapter) say minor or exclusive. Interpretation 46.
 */
export const HEAL_CATEGORIES = ["major", "minor", "exclusive"] as const;
export type HealCategory = (typeof HEAL_CATEGORIES)[number];

export interface HealingAction {
  /** The action the healer spends in a fight; null outside one (no AP, Interpretation 25). */
  category: HealCategory | null;
  /** What it provokes first (an exclusive action). */
  triggers: OpportunityTrigger[];
}

/**
 * Magical healing as an action of the healer. In a fight: "a healing spell in combat" takes the action chosen
 * (major unless the spell says otherwise); a ritual is not cast in a fight ("If a magical healing ritual is
 * used (not just a healing spell in combat)"). HP restored: a whole number of at least 1 (a ritual: all).
 */
export function planHealing(input: {
  category: string;
  ritual: boolean;
  amount: number;
  inFight: boolean;
}): HealingAction {
  ensure(!(input.inFight && input.ritual), DS_ERR.RitualInFight, {});
  ensure(input.ritual || (Number.isInteger(input.amount) && input.amount >= 1), DS_ERR.HealAmount, {});
  if (!input.inFight) return { category: null, triggers: [] };
  const category = input.category as HealCategory;
  ensure(HEAL_CATEGORIES.includes(category), DS_ERR.UnknownCategory, { category: input.category });
  return { category, triggers: opportunityTriggers({ category }) };
}
