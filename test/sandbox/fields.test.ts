import { describe, expect, it } from "vitest";
import { DataModel, TypeDataModel } from "../../sandbox/src/data/data-model";
import {
  ArrayField,
  BooleanField,
  DataModelValidationError,
  NumberField,
  SchemaField,
  SetField,
  StringField,
  type DataField,
} from "../../sandbox/src/data/fields";
import type { AnyObject } from "../../sandbox/src/core/utils";

class Stats extends TypeDataModel {
  declare hp: { value: number; max: number; pct?: number };
  declare speed: string;
  static override defineSchema(): Record<string, DataField> {
    return {
      hp: new SchemaField({
        value: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 5 }),
        max: new NumberField({ required: true, nullable: false, integer: true, positive: true, initial: 5 }),
      }),
      speed: new StringField({ required: true, choices: ["slow", "fast"], initial: "slow" }),
      tags: new SetField(new StringField()),
      ready: new BooleanField(),
      notes: new ArrayField(new NumberField({ integer: true })),
    };
  }
  static override migrateData(source: AnyObject): AnyObject {
    if (typeof source.health === "number")
      source.hp = { ...((source.hp as AnyObject) ?? {}), value: source.health };
    return super.migrateData(source);
  }
  override prepareDerivedData(): void {
    this.hp.pct = Math.round((100 * this.hp.value) / this.hp.max);
  }
}

describe("data fields", () => {
  it("fill initial values, cast number strings and booleans, drop unknown keys", () => {
    const m = new Stats({ hp: { value: "3" }, ready: "true", extra: 1, notes: ["2.6"] } as AnyObject);
    expect(m._source).toEqual({ hp: { value: 3, max: 5 }, speed: "slow", tags: [], ready: true, notes: [3] });
    expect(m.hp.value).toBe(3);
    expect((m as unknown as AnyObject).tags).toBeInstanceOf(Set);
  });
  it("reject out-of-range numbers, bad choices and blank required strings with their paths", () => {
    let error: unknown;
    try {
      new Stats({ hp: { value: -1, max: 0 }, speed: "warp" });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DataModelValidationError);
    const failures = (error as DataModelValidationError).failures;
    expect(failures).toContain("hp.value: must be greater than or equal to 0");
    expect(failures).toContain("hp.max: must be a positive number");
    expect(failures.some((f) => f.startsWith("speed:"))).toBe(true);
    expect(() => new SchemaFieldModel({ name: "" })).toThrow(/blank/);
  });
  it("updateSource throws on invalid changes and keeps the old source", () => {
    const m = new Stats({ hp: { value: 4, max: 5 } });
    expect(() => m.updateSource({ "hp.value": -3 })).toThrow(DataModelValidationError);
    expect(m._source.hp).toEqual({ value: 4, max: 5 });
    expect(m.updateSource({ "hp.value": "2" })).toEqual({ hp: { value: 2 } });
    expect(m.hp.value).toBe(2);
  });
  it("applies migrateData to the source on construction", () => {
    const m = new Stats({ health: 4 } as AnyObject);
    expect(m._source.hp).toEqual({ value: 4, max: 5 });
    expect("health" in m._source).toBe(false);
  });
  it("keeps only what migrateData changed in place: its return value is ignored, as Foundry's migrateDataSafe does", () => {
    // a model that returns a migrated copy and leaves its source alone: Foundry loses the migration
    class ReturnsCopy extends Stats {
      static override migrateData(source: AnyObject): AnyObject {
        const { health, ...rest } = source;
        return typeof health === "number" ? { ...rest, hp: { value: health } } : source;
      }
    }
    const copied = new ReturnsCopy({ health: 4, hp: { value: 1 } } as AnyObject);
    expect(copied._source.hp).toEqual({ value: 1, max: 5 });
    expect(copied.updateSource({ health: 3 }).hp).toBeUndefined();
    expect(copied.validateChanges({ health: 2 }).hp).toEqual({ value: 1, max: 5 });
    // one that changes its source and returns nothing: its migration is kept everywhere
    class InPlace extends Stats {
      static override migrateData(source: AnyObject): AnyObject {
        if (typeof source.health === "number") source.hp = { value: source.health };
        return undefined as unknown as AnyObject;
      }
    }
    const inPlace = new InPlace({ health: 4 } as AnyObject);
    expect(inPlace._source.hp).toEqual({ value: 4, max: 5 });
    expect(inPlace.updateSource({ health: 3 })).toEqual({ hp: { value: 3 } });
    expect(inPlace.validateChanges({ health: 2 }).hp).toEqual({ value: 2, max: 5 });
  });
  it("lets prepareDerivedData add values that a reset removes", () => {
    const m = new Stats({ hp: { value: 1, max: 4 } });
    m.prepareDerivedData();
    expect(m.hp.pct).toBe(25);
    m.reset();
    expect(m.hp.pct).toBeUndefined();
  });
});

class SchemaFieldModel extends DataModel {
  static override defineSchema(): Record<string, DataField> {
    return { name: new StringField({ required: true, blank: false }) };
  }
}
