/**
 * An actor's sheet for a viewer who may not see its numbers (issue 29; visibility.ts): Foundry v13 lets a
 * LIMITED user open the sheet, and it shows the name, the portrait, the conditions and the health in a
 * word, never a number, a defence or an action.
 */
import type { ConditionToggle } from "../conditions/index";
import { healthFor } from "../visibility";

export const LIMITED_TEMPLATE = "systems/tempo/templates/actor/limited.hbs";

/** What the limited view shows. */
export interface LimitedView {
  /** The health word's key ("" where the ruleset has no pool), and the word. */
  health: string;
  word: string;
  conditions: readonly ConditionToggle[];
}

/** The limited view of an actor for a viewer, with the conditions it has now. */
export function limitedView(
  actor: Actor.Implementation,
  viewer: User.Implementation,
  conditions: readonly ConditionToggle[],
): LimitedView {
  const { word, label } = healthFor(actor, viewer);
  return { health: label, word: word ?? "", conditions };
}
