import { DEFAULT_RULESET, type RulesetId, isRulesetId } from "./ids";

/** The world's chosen ruleset (the `tempo.ruleset` setting); the default while it cannot be read yet. */
export function activeRulesetId(): RulesetId {
  let value: unknown;
  try {
    value = game.settings.get("tempo", "ruleset");
  } catch {
    return DEFAULT_RULESET;
  }
  return isRulesetId(value) ? value : DEFAULT_RULESET;
}
