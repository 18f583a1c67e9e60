// ActiveEffect, embedded in an Actor (its `effects`), and the token status effects built on it
// (CONFIG.statusEffects, Actor#statuses, Actor#toggleStatusEffect), as Foundry v13 documents them.
import type { AnyObject } from "../core/utils";
import {
  ArrayField,
  BooleanField,
  DocumentIdField,
  FilePathField,
  ObjectField,
  StringField,
} from "../data/fields";
import type { DataField } from "../data/field-base";
import { ClientDocument } from "./document";
import { runtime } from "./runtime";

/** One entry of `CONFIG.statusEffects` (v13: `id`, `name`, `img`; `_id` optional). */
export interface StatusEffectConfig {
  id: string;
  name: string;
  img: string;
  _id?: string;
  hud?: boolean;
}

/**
 * Core's v13 list (Foundry's ids and icons): what a system replaces or extends at init. The whole list,
 * so that a system which keeps core's entries meets the same overlaps (icons, meanings) as in Foundry.
 */
export const CORE_STATUS_EFFECTS: StatusEffectConfig[] = [
  ["dead", "Dead", "skull"],
  ["unconscious", "Unconscious", "unconscious"],
  ["sleep", "Asleep", "sleep"],
  ["stun", "Stunned", "daze"],
  ["prone", "Prone", "falling"],
  ["restrain", "Restrained", "net"],
  ["paralysis", "Paralysis", "paralysis"],
  ["fly", "Flying", "wing"],
  ["blind", "Blind", "blind"],
  ["deaf", "Deaf", "deaf"],
  ["silence", "Silenced", "silenced"],
  ["fear", "Frightened", "terror"],
  ["burning", "Burning", "fire"],
  ["frozen", "Frozen", "frozen"],
  ["shock", "Shocked", "lightning"],
  ["corrode", "Corroding", "acid"],
  ["bleeding", "Bleeding", "blood"],
  ["disease", "Diseased", "biohazard"],
  ["poison", "Poisoned", "poison"],
  ["curse", "Cursed", "sun"],
  ["regen", "Regeneration", "regen"],
  ["degen", "Degeneration", "degen"],
  ["hover", "Hovering", "wingfoot"],
  ["burrow", "Burrowing", "mole"],
  ["upgrade", "Upgrade", "upgrade"],
  ["downgrade", "Downgrade", "downgrade"],
  ["invisible", "Invisible", "invisible"],
  ["target", "Targeted", "target"],
  ["eye", "Marked", "eye"],
  ["bless", "Blessed", "angel"],
  ["fireShield", "Fire Shield", "fire-shield"],
  ["coldShield", "Ice Shield", "ice-shield"],
  ["magicShield", "Magic Shield", "mage-shield"],
  ["holyShield", "Holy Shield", "holy-shield"],
].map(([id, name, icon]) => ({
  id: id ?? "",
  name: `EFFECT.Status${name?.replace(/ /g, "") ?? ""}`,
  img: `icons/svg/${icon ?? ""}.svg`,
}));

/** Core's statuses with a meaning of its own (v13 `CONFIG.specialStatusEffects`): a system may remap them. */
export const SPECIAL_STATUS_EFFECTS = {
  DEFEATED: "dead",
  INVISIBLE: "invisible",
  BLIND: "blind",
  BURROW: "burrow",
  HOVER: "hover",
  FLY: "fly",
};

export class ActiveEffect extends ClientDocument {
  static override documentName = "ActiveEffect" as const;

  static override defineSchema(): Record<string, DataField> {
    return {
      _id: new DocumentIdField(),
      name: new StringField({ required: true, blank: false }),
      // v13 ActiveEffects are typed documents ("base" unless a system declares more)
      type: new StringField({ required: true, blank: false, initial: "base" }),
      img: new FilePathField({ initial: "icons/svg/aura.svg" }),
      // Foundry stores `statuses` as an array (a SetField) and exposes a Set once prepared.
      statuses: new ArrayField(new StringField({ required: true, blank: false })),
      disabled: new BooleanField({ initial: false }),
      changes: new ArrayField(new ObjectField()),
      origin: new StringField({ nullable: true, initial: null }),
      flags: new ObjectField(),
    };
  }

  declare name: string;
  declare img: string;
  declare disabled: boolean;

  declare statuses: Set<string>;

  /** The status ids become a Set, as Foundry's SetField initializes them (the source keeps an array). */
  override _initialize(): void {
    super._initialize();
    this.statuses = new Set((this._source.statuses as string[] | undefined) ?? []);
  }

  /** Applied unless disabled (the sandbox has no suppression by a system). */
  get active(): boolean {
    return !this.disabled;
  }

  /** The effect data of one `CONFIG.statusEffects` entry (Foundry's `ActiveEffect.fromStatusEffect`). */
  static fromStatusEffect(statusId: string): AnyObject {
    const list = statusEffects();
    const status = list.find((s) => s.id === statusId);
    if (!status) throw new Error(`Invalid status ID "${statusId}" provided to ActiveEffect#fromStatusEffect`);
    // Foundry localizes the name into the effect's data.
    const i18n = (globalThis as { game?: { i18n?: { localize(k: string): string } } }).game?.i18n;
    const data: AnyObject = {
      name: i18n?.localize(status.name) ?? status.name,
      img: status.img,
      statuses: [status.id],
    };
    if (status._id) data._id = status._id;
    return data;
  }
}

/** `CONFIG.statusEffects` (set up by createConfig; a system may replace the array at init). */
export function statusEffects(): StatusEffectConfig[] {
  const config = runtime.config as unknown as { statusEffects?: StatusEffectConfig[] };
  return config.statusEffects ?? [];
}
