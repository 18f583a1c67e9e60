import { formulaField, intField } from "./common";
import { itemStatsField } from "../rulesets/fields";
import { type Source } from "../migration/steps";
import { migrateItemData } from "../migration/pending";

const { HTMLField, NumberField, SchemaField, StringField, BooleanField } = foundry.data.fields;

export const ITEM_SCHEMA_VERSION = 1;

/** Fields every Tempo item has; each type adds its own, and every ruleset its own block. */
function baseItemSchema() {
  return {
    schemaVersion: new NumberField({
      required: true,
      nullable: false,
      integer: true,
      initial: ITEM_SCHEMA_VERSION,
    }),
    description: new HTMLField({ required: true, blank: true, initial: "" }),
    stats: new SchemaField(itemStatsField()),
  };
}

function weaponSchema() {
  return {
    ...baseItemSchema(),
    damage: formulaField("1d6", { blank: false }),
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

/** Every item model migrates its source from older Tempo layouts (see migration/steps.ts). */
abstract class ItemModel<Schema extends foundry.data.fields.DataSchema> extends foundry.abstract
  .TypeDataModel<Schema, Item.Implementation> {
  static override migrateData(source: Source) {
    migrateItemData(source); // in place: Foundry discards what migrateData returns (its issue 13141)
    return super.migrateData(source);
  }
}

export class WeaponData extends ItemModel<WeaponSchema> {
  static override defineSchema(): WeaponSchema {
    return weaponSchema();
  }
}
export class ArmorData extends ItemModel<ArmorSchema> {
  static override defineSchema(): ArmorSchema {
    return armorSchema();
  }
}
export class ShieldData extends ItemModel<ArmorSchema> {
  static override defineSchema(): ArmorSchema {
    return armorSchema();
  }
}
export class SpellData extends ItemModel<SpellSchema> {
  static override defineSchema(): SpellSchema {
    return spellSchema();
  }
}
export class ActionData extends ItemModel<ActionSchema> {
  static override defineSchema(): ActionSchema {
    return actionSchema();
  }
}
export class GearData extends ItemModel<GearSchema> {
  static override defineSchema(): GearSchema {
    return gearSchema();
  }
}
