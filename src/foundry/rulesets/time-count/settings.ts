/** The Time Count's own world settings (registered at init through the definition's hook). */
export const ROLL_NPC_SPEED = "timeCountRollNpcSpeed";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "tempo.timeCountRollNpcSpeed": boolean;
  }
}

export function registerTimeCountSettings(): void {
  game.settings.register("tempo", ROLL_NPC_SPEED, {
    name: "TEMPO.TimeCount.Setting.RollNpcSpeed.Name",
    hint: "TEMPO.TimeCount.Setting.RollNpcSpeed.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
}

/** "NPCs use the Static SF ... At his option, he may choose to roll for any given NPCs." */
export function rollNpcSpeed(): boolean {
  return game.settings.get("tempo", ROLL_NPC_SPEED) === true;
}
