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
