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
