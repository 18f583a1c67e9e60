// foundry.abstract.DataModel and TypeDataModel: a schema-defined model whose source is migrated,
// cleaned and validated on construction and on every update; invalid data throws and changes nothing.
import { deepClone, diffObject, mergeObject, type AnyObject } from "../core/utils";
import { DataModelValidationError, type DataField, type Failures } from "./field-base";
import { SchemaField } from "./compound-fields";

const schemas = new WeakMap<object, SchemaField>();

export interface DataModelOptions {
  parent?: unknown;
}

export class DataModel {
  declare _source: AnyObject;
  declare parent: unknown;

  static defineSchema(): Record<string, DataField> {
    return {};
  }

  static get schema(): SchemaField {
    let schema = schemas.get(this);
    if (!schema) {
      schema = new SchemaField(this.defineSchema());
      schemas.set(this, schema);
    }
    return schema;
  }

  /**
   * Migrates a source object IN PLACE before it is cleaned (on every construction, update and
   * validation). A subclass must change the object it is given: its return value is ignored.
   */
  static migrateData(source: AnyObject): AnyObject {
    return source;
  }

  /**
   * What the model calls, as Foundry's `migrateDataSafe`: runs `migrateData` for its changes to
   * `source` and DISCARDS its return value (public Foundry issue 13141), so a migration that builds and
   * returns a new object is lost. Returns `source` itself.
   */
  static migrateDataSafe(source: AnyObject): AnyObject {
    this.migrateData(source);
    return source;
  }

  static cleanData(source: AnyObject = {}, { partial = false }: { partial?: boolean } = {}): AnyObject {
    return (this.schema.clean(source, partial) ?? {}) as AnyObject;
  }

  /** Throws a DataModelValidationError listing every failure of a cleaned source. */
  static validateSource(source: AnyObject, label = this.name): void {
    const failures: Failures = [];
    this.schema.validate(source, "", failures);
    if (failures.length > 0) {
      throw new DataModelValidationError(`${label} validation errors:\n  ${failures.join("\n  ")}`, failures);
    }
  }

  constructor(data: AnyObject = {}, { parent = null }: DataModelOptions = {}) {
    const cls = this.constructor as typeof DataModel;
    Object.defineProperty(this, "parent", {
      value: parent,
      writable: true,
      enumerable: false,
      configurable: true,
    });
    const migrated = cls.migrateDataSafe(deepClone(data));
    const source = cls.cleanData(migrated);
    cls.validateSource(source);
    Object.defineProperty(this, "_source", {
      value: source,
      writable: true,
      enumerable: false,
      configurable: true,
    });
    this._initialize();
  }

  get schema(): SchemaField {
    return (this.constructor as typeof DataModel).schema;
  }

  /** Copies the initialized source onto the model as own properties (what prepare methods mutate). */
  protected _initialize(): void {
    const schema = this.schema;
    for (const [name, field] of Object.entries(schema.fields)) {
      Object.defineProperty(this, name, {
        value: field.initialize(this._source[name], this),
        writable: true,
        enumerable: true,
        configurable: true,
      });
    }
  }

  /** Resets prepared values to the source. */
  reset(): void {
    this._initialize();
  }

  /** Applies changes to the source atomically: throws and keeps the old source if the result is invalid. */
  updateSource(changes: AnyObject = {}): AnyObject {
    const cls = this.constructor as typeof DataModel;
    const merged = mergeObject(deepClone(this._source), changes, { performDeletions: true });
    const cleaned = cls.cleanData(cls.migrateDataSafe(merged));
    cls.validateSource(cleaned);
    const diff = diffObject(this._source, cleaned);
    this._source = cleaned;
    this._initialize();
    return diff;
  }

  /** Validates changes against the current source without applying them; returns the new source. */
  validateChanges(changes: AnyObject): AnyObject {
    const cls = this.constructor as typeof DataModel;
    const merged = mergeObject(deepClone(this._source), changes, { performDeletions: true });
    const cleaned = cls.cleanData(cls.migrateDataSafe(merged));
    cls.validateSource(cleaned);
    return cleaned;
  }

  toObject(source = true): AnyObject {
    if (source) return deepClone(this._source);
    const out: AnyObject = {};
    for (const name of Object.keys(this.schema.fields))
      out[name] = deepClone((this as unknown as AnyObject)[name]);
    return out;
  }

  toJSON(): AnyObject {
    return this.toObject();
  }

  clone(data: AnyObject = {}): this {
    const cls = this.constructor as new (d: AnyObject, o: DataModelOptions) => this;
    return new cls(mergeObject(this.toObject(), data, { inplace: false }), { parent: this.parent });
  }
}

/** The `system` model of a document type. */
export class TypeDataModel extends DataModel {
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
}
