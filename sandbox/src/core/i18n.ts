// game.i18n: translations from the system's language files; missing keys return the key itself.
import { getProperty, mergeObject, type AnyObject } from "./utils";

export class Localization {
  lang = "en";
  translations: AnyObject = {};

  /** Adds a language file's (nested) translations. */
  addTranslations(data: AnyObject): void {
    mergeObject(this.translations, data);
  }

  has(key: string): boolean {
    return typeof getProperty(this.translations, key) === "string";
  }

  localize(key: string): string {
    const value = getProperty(this.translations, key);
    return typeof value === "string" ? value : key;
  }

  /** Localizes `key` and replaces each `{name}` with `data.name` (unknown placeholders stay). */
  format(key: string, data: Record<string, unknown> = {}): string {
    return this.localize(key).replace(/{[^}]+}/g, (match) => {
      const value = data[match.slice(1, -1)];
      return value === undefined ? match : String(value);
    });
  }
}

/**
 * The few strings of Foundry's own language file that the stand-in shows: core's status effect names
 * (CONFIG.statusEffects keeps the keys; Foundry's client localizes them from its lang/en.json).
 */
export const CORE_TRANSLATIONS: AnyObject = {
  DOCUMENT: { Actor: "Actor", Item: "Item", JournalEntry: "Journal Entry" },
  SETTINGS: {
    Configure: "Configure Settings",
    Title: "Configure Game Settings",
    Category: { core: "Core Settings", system: "System Settings", module: "Module Settings" },
    Save: "Save Changes",
    Reset: "Reset Defaults",
    ReloadPromptTitle: "Reload Application?",
    ReloadPromptBody:
      "Some of the changed settings require a reload of the application to take effect. Would you like to reload now?",
  },
  TOKEN: {
    Title: "Token Configuration",
    Update: "Update Token",
    TABS: { identity: "Identity" },
    FIELDS: { name: { label: "Name" }, disposition: { label: "Disposition" } },
    DISPOSITION: { SECRET: "Secret", HOSTILE: "Hostile", NEUTRAL: "Neutral", FRIENDLY: "Friendly" },
  },
  SHEETS: { DocumentSheetPrivate: "You do not have permission to view this {type} sheet." },
  EFFECT: {
    StatusDead: "Dead",
    StatusUnconscious: "Unconscious",
    StatusAsleep: "Asleep",
    StatusStunned: "Stunned",
    StatusProne: "Prone",
    StatusRestrained: "Restrained",
    StatusParalysis: "Paralysis",
    StatusFlying: "Flying",
    StatusBlind: "Blind",
    StatusDeaf: "Deaf",
    StatusSilenced: "Silenced",
    StatusFrightened: "Frightened",
    StatusBurning: "Burning",
    StatusFrozen: "Frozen",
    StatusShocked: "Shocked",
    StatusCorroding: "Corroding",
    StatusBleeding: "Bleeding",
    StatusDiseased: "Diseased",
    StatusPoisoned: "Poisoned",
    StatusCursed: "Cursed",
    StatusRegeneration: "Regeneration",
    StatusDegeneration: "Degeneration",
    StatusHovering: "Hovering",
    StatusBurrowing: "Burrowing",
    StatusUpgrade: "Upgrade",
    StatusDowngrade: "Downgrade",
    StatusInvisible: "Invisible",
    StatusTargeted: "Targeted",
    StatusMarked: "Marked",
    StatusBlessed: "Blessed",
    StatusFireShield: "Fire Shield",
    StatusIceShield: "Ice Shield",
    StatusMagicShield: "Magic Shield",
    StatusHolyShield: "Holy Shield",
  },
};
