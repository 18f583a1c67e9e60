/**
 * Update options by which an action tells the health door (door.ts) what it already did for the health it
 * writes. A module of its own, without imports: rulesets import it, and the door imports the registry.
 * - `tempoHealthRuled`: the ruleset's rules already ran on it (an attack card that wrote the conditions
 *   itself, a start-of-turn effect): the door stores it as it is.
 * - `tempoHealthTold`: the rules have not run, but the writer's own card or line tells the change (a card's
 *   Apply): the door applies the rules and posts a line only for a change of state (knocked out, dead).
 */
export const RULED = "tempoHealthRuled";
export const TOLD = "tempoHealthTold";

/** The options of an update whose health the rules already computed. */
export const ruledHealth = (): Record<string, boolean> => ({ [RULED]: true });

/** The options of an update whose health change a card already tells. */
export const toldHealth = (): Record<string, boolean> => ({ [TOLD]: true });
