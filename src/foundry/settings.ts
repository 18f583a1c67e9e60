import { DEFAULT_RULESET } from "./rulesets/ids";
import { rulesetChoices } from "./rulesets/registry";

/** World settings of Tempo. Every name and hint is a localization key. */
export function registerSettings(): void {
  game.settings.register("tempo", "ruleset", {
    name: "TEMPO.Setting.Ruleset.Name",
    hint: "TEMPO.Setting.Ruleset.Hint",
    scope: "world",
    config: true,
    requiresReload: true,
    type: String,
    choices: rulesetChoices(),
    default: DEFAULT_RULESET,
  });
  game.settings.register("tempo", "schemaVersion", {
    name: "TEMPO.Setting.SchemaVersion.Name",
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
}
