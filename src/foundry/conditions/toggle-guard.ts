/**
 * A condition whose end is an action (issue 28): a ruleset marks such a condition with `endedBy`
 * (ConditionDefinition: Prone ends by standing up; a status the health rules own follows health). A
 * player's toggle of it, from the sheet's condition buttons or the token HUD's status palette, is refused
 * on the player's own client, before the write: a `preCreateActiveEffect` / `preDeleteActiveEffect` guard
 * returns false and warns, naming what ends it. The GM may still set or clear anything, and Tempo's own
 * rules (which write conditions through `setCondition`, at the GM or on the acting client) are not toggles.
 */
import type { ConditionDefinition } from "../rulesets/definition";
import { activeRuleset } from "../rulesets/registry";
import { isRuledWrite } from "./index";

/** The active ruleset's condition of that id when a player may not toggle it (it has `endedBy`). */
function ruledCondition(id: string): ConditionDefinition | undefined {
  return activeRuleset().conditions.find((c) => c.id === id && c.endedBy);
}

/**
 * Why this user may not toggle the condition by hand (localized), or null: never for a GM (an assistant
 * GM included), nor for a condition its ruleset leaves to toggles.
 */
export function toggleRefusal(id: string, user: User.Implementation): string | null {
  const condition = ruledCondition(id);
  if (!condition?.endedBy || user.isGM) return null;
  return game.i18n.format("TEMPO.Condition.NotByToggle", {
    condition: game.i18n.localize(condition.label),
    how: game.i18n.localize(condition.endedBy),
  });
}

/** The first status of the effect that this user may not toggle, with the reason; null when none. */
function refusedStatus(effect: ActiveEffect.Implementation, statuses: Iterable<string>): string | null {
  const actor = effect.parent;
  if (!(actor instanceof Actor)) return null;
  for (const id of statuses) {
    if (isRuledWrite(actor, id)) continue;
    const why = toggleRefusal(id, game.user);
    if (why) return why;
  }
  return null;
}

/** Refuses (false, with a warning) this user's own write of a status a player may not toggle. */
function guard(
  effect: ActiveEffect.Implementation,
  statuses: Iterable<string>,
  userId: string,
): false | void {
  if (userId !== game.user.id) return;
  const why = refusedStatus(effect, statuses);
  if (!why) return;
  ui.notifications?.warn(why);
  return false;
}

/** The guard's hooks (at init). */
export function registerToggleGuard(): void {
  Hooks.on("preCreateActiveEffect", (effect, data, _options, userId) =>
    guard(effect, (data as { statuses?: Iterable<string> }).statuses ?? effect.statuses, userId),
  );
  Hooks.on("preDeleteActiveEffect", (effect, _options, userId) => guard(effect, effect.statuses, userId));
}
