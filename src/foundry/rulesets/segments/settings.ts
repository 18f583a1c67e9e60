import type { segments } from "../../../engine/index";

/** The world setting choosing descending (THAC0) or ascending armour class. */
export const AC_SETTING = "segmentsArmorClass";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "tempo.segmentsArmorClass": "descending" | "ascending";
  }
}

export function registerSegmentsSettings(): void {
  game.settings.register("tempo", AC_SETTING, {
    name: "TEMPO.Segments.Setting.ArmorClass.Name",
    hint: "TEMPO.Segments.Setting.ArmorClass.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: {
      descending: "TEMPO.Segments.Setting.ArmorClass.descending",
      ascending: "TEMPO.Segments.Setting.ArmorClass.ascending",
    },
    default: "descending",
    // the open actor sheets show the world's convention first (its pair, the header): redrawn on a change
    onChange: () => {
      for (const app of foundry.applications.instances.values())
        if (app instanceof foundry.applications.sheets.ActorSheetV2 && app.rendered) void app.render();
    },
  });
}

/** The world's armour class convention. */
export function acMode(): segments.AcMode {
  return game.settings.get("tempo", AC_SETTING) === "ascending" ? "ascending" : "descending";
}
