/**
 * Defeat, one way for every ruleset. A ruleset names the statuses that take a combatant out of the fight
 * (`health.outStatuses`: Three-Action's Dead, Combat Roll's Unconscious...). When an actor gains the first
 * of them, however it came (the health door, a card, the token HUD's palette), the active GM marks its
 * combatants defeated (`Combatant#defeated`: the tracker greys the row, and each ruleset's clock skips a
 * defeated combatant); when it loses the last, they are brought back. Core's token overlay for death
 * ("dead", `CONFIG.specialStatusEffects.DEFEATED`) stays a status of its own: an unconscious combatant is
 * defeated without being shown dead. One no longer defeated rejoins where its ruleset's clock allows
 * (`health.rejoin`: the Time Count's count).
 */
import { combatantOfActor } from "../combatants";
import { guarded } from "../notify";
import { activeRuleset } from "../rulesets/registry";
import { inGmQueue, isActiveGM } from "../socket";

/** Whether the actor holds one of the ruleset's out-of-the-fight statuses. */
export function isOutOfFight(actor: { statuses: Set<string> }, outStatuses: readonly string[]): boolean {
  return outStatuses.some((id) => actor.statuses.has(id));
}

/** Marks the actor's combatants defeated, or brings them back, as its statuses say. */
async function syncDefeat(actor: Actor.Implementation, outStatuses: readonly string[]): Promise<void> {
  const out = isOutOfFight(actor, outStatuses);
  for (const combat of game.combats) {
    const combatant = combatantOfActor(combat, actor);
    if (combatant && combatant.defeated !== out) await combatant.update({ defeated: out });
  }
}

/** An effect that carries one of the out statuses came or went: the GM syncs its actor's combatants. */
function onEffect(effect: ActiveEffect.Implementation): void {
  const outStatuses = activeRuleset().health?.outStatuses ?? [];
  const actor = effect.parent;
  if (!isActiveGM() || !(actor instanceof Actor)) return;
  if (![...effect.statuses].some((id) => outStatuses.includes(id))) return;
  void guarded(() => inGmQueue(() => syncDefeat(actor, outStatuses)));
}

/** A combatant no longer defeated (however it came back): the GM lets its ruleset's clock take it back. */
function onCombatant(combatant: Combatant.Implementation, changed: object): void {
  const rejoin = activeRuleset().health?.rejoin;
  if (!rejoin || !isActiveGM() || (changed as { defeated?: unknown }).defeated !== false) return;
  void guarded(() => inGmQueue(() => rejoin(combatant)));
}

/** Defeat's hooks (at init). */
export function registerDefeat(): void {
  Hooks.on("createActiveEffect", onEffect);
  Hooks.on("deleteActiveEffect", onEffect);
  Hooks.on("updateCombatant", onCombatant);
}
