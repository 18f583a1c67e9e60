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
  // Off by default: as Foundry's permissions have it, a player sees another actor's hit points,
  // defences and plans only if they may observe that actor (visibility.ts, the one policy every view asks:
  // trackers, cards, sheets). The GM may reveal them to everyone; cards and the tracker show the change at once.
  game.settings.register("tempo", "revealStats", {
    name: "TEMPO.Setting.RevealStats.Name",
    hint: "TEMPO.Setting.RevealStats.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
    onChange: () => {
      void ui.chat?.render();
      void ui.combat?.render();
      // an open sheet of a creature the viewer may not observe turns from its limited view to the full one
      for (const app of foundry.applications.instances.values())
        if (app instanceof foundry.applications.sheets.ActorSheetV2 && app.rendered) void app.render();
    },
  });
  // Off by default while a record costs one write of its own after the action's batch (history/recorder.ts).
  game.settings.register("tempo", "history", {
    name: "TEMPO.Setting.History.Name",
    hint: "TEMPO.Setting.History.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
  game.settings.register("tempo", "schemaVersion", {
    name: "TEMPO.Setting.SchemaVersion.Name",
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
}
