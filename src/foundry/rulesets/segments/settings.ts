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
  });
}

/** The world's armour class convention. */
export function acMode(): segments.AcMode {
  return game.settings.get("tempo", AC_SETTING) === "ascending" ? "ascending" : "descending";
}
