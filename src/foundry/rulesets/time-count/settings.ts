import { timeCount } from "../../../engine/index";

/** The Time Count's own world settings (registered at init through the definition's hook). */
export const ROLL_NPC_SPEED = "timeCountRollNpcSpeed" as const;
/** Optional rule "Impairments": a hit over the Threshold of Pain gives one impairment of its type. */
export const IMPAIRMENTS = "timeCountImpairments" as const;
/** Optional rule "Simultaneous Actions": dice of one count before effects, ToP lowered, +1 mutual. */
export const SIMULTANEOUS = "timeCountSimultaneous" as const;
/** "Nonlethal Damage" (a weapon's Nonlethal flag): all fatigue through the Threshold of Pain. */
export const NONLETHAL = "timeCountNonlethal" as const;
type FlagKey = typeof ROLL_NPC_SPEED | typeof IMPAIRMENTS | typeof SIMULTANEOUS | typeof NONLETHAL;

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "tempo.timeCountRollNpcSpeed": boolean;
    "tempo.timeCountImpairments": boolean;
    "tempo.timeCountSimultaneous": boolean;
    "tempo.timeCountNonlethal": boolean;
  }
}

function flagSetting(key: FlagKey, label: string, initial: boolean): void {
  game.settings.register("tempo", key, {
    name: `TEMPO.TimeCount.Setting.${label}.Name`,
    hint: `TEMPO.TimeCount.Setting.${label}.Hint`,
    scope: "world",
    config: true,
    type: Boolean,
    default: initial,
  });
}

export function registerTimeCountSettings(): void {
  flagSetting(ROLL_NPC_SPEED, "RollNpcSpeed", false);
  flagSetting(IMPAIRMENTS, "Impairments", false);
  flagSetting(SIMULTANEOUS, "Simultaneous", false);
  // Not optional in the seed: on by default; a world may switch it off as a house rule.
  flagSetting(NONLETHAL, "Nonlethal", true);
}

function flagOn(key: FlagKey): boolean {
  return game.settings.get("tempo", key) === true;
}

/** "NPCs use the Static SF ... At his option, he may choose to roll for any given NPCs." */
export function rollNpcSpeed(): boolean {
  return flagOn(ROLL_NPC_SPEED);
}

export function impairmentsRule(): boolean {
  return flagOn(IMPAIRMENTS);
}

export function simultaneousRule(): boolean {
  return flagOn(SIMULTANEOUS);
}

export function nonlethalRule(): boolean {
  return flagOn(NONLETHAL);
}

/** The impairments that count: the stored ones under the optional rule, none without it. */
export function activeImpairments(stored: timeCount.Impairments): timeCount.Impairments {
  return impairmentsRule() ? stored : timeCount.NO_IMPAIRMENTS;
}
