import { intField } from "./common";
import { itemStatsField } from "../rulesets/fields";

const { HTMLField, NumberField, SchemaField, StringField, BooleanField } = foundry.data.fields;

export const ITEM_SCHEMA_VERSION = 1;

/** Fields every Tempo item has; each type adds its own, and every ruleset its own block. */
function baseItemSchema() {
  return {
    schemaVersion: new NumberField({ required: true, nullable: false, integer: true, initial: ITEM_SCHEMA_VERSION }),
    description: new HTMLField({ required: true, blank: true, initial: "" }),
    stats: new SchemaField(itemStatsField()),
  };
}

function weaponSchema() {
  return {
    ...baseItemSchema(),
    damage: new StringField({ required: true, blank: false, initial: "1d6" }),
    ranged: new BooleanField({ required: true, initial: false }),
    range: intField(0),
    equipped: new BooleanField({ required: true, initial: true }),
  };
}

function armorSchema() {
  return { ...baseItemSchema(), equipped: new BooleanField({ required: true, initial: true }) };
}

function spellSchema() {
  return { ...baseItemSchema(), castingTime: intField(1) };
}

function actionSchema() {
  return { ...baseItemSchema(), category: new StringField({ required: true, blank: true, initial: "" }) };
}

function gearSchema() {
  return { ...baseItemSchema(), quantity: intField(1) };
}

export type WeaponSchema = ReturnType<typeof weaponSchema>;
export type ArmorSchema = ReturnType<typeof armorSchema>;
export type SpellSchema = ReturnType<typeof spellSchema>;
export type ActionSchema = ReturnType<typeof actionSchema>;
export type GearSchema = ReturnType<typeof gearSchema>;

export class WeaponData extends foundry.abstract.TypeDataModel<WeaponSchema, Item.Implementation> {
  static override defineSchema(): WeaponSchema {
    return weaponSchema();
  }
}
export class ArmorData extends foundry.abstract.TypeDataModel<ArmorSchema, Item.Implementation> {
  static override defineSchema(): ArmorSchema {
    return armorSchema();
  }
}
export class ShieldData extends foundry.abstract.TypeDataModel<ArmorSchema, Item.Implementation> {
  static override defineSchema(): ArmorSchema {
    return armorSchema();
  }
}
export class SpellData extends foundry.abstract.TypeDataModel<SpellSchema, Item.Implementation> {
  static override defineSchema(): SpellSchema {
    return spellSchema();
  }
}
export class ActionData extends foundry.abstract.TypeDataModel<ActionSchema, Item.Implementation> {
  static override defineSchema(): ActionSchema {
    return actionSchema();
  }
}
export class GearData extends foundry.abstract.TypeDataModel<GearSchema, Item.Implementation> {
  static override defineSchema(): GearSchema {
    return gearSchema();
  }
}
