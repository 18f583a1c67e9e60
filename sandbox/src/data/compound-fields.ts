// Compound data fields: schemas, arrays and sets of other fields, embedded data models.
import { deepClone, isPlainObject, type AnyObject } from "../core/utils";
import { DataField, type DataFieldOptions, type Failures } from "./field-base";

const join = (path: string, key: string | number): string =>
  typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key;

export class SchemaField extends DataField {
  readonly fields: Record<string, DataField>;

  constructor(fields: Record<string, DataField>, options: DataFieldOptions = {}) {
    super(options);
    this.fields = fields;
    for (const [name, field] of Object.entries(fields)) field.name = name;
  }

  protected override defaults(): DataFieldOptions {
    return { required: true, nullable: false, initial: undefined };
  }

  override getInitialValue(data: unknown = {}): unknown {
    if (this.options.initial !== undefined) return super.getInitialValue(data);
    const out: AnyObject = {};
    for (const [name, field] of Object.entries(this.fields)) out[name] = field.getInitialValue(data);
    return out;
  }

  /** Casts each known key; unknown keys are dropped, as Foundry's schema cleaning does. */
  protected override cast(value: unknown, partial: boolean): unknown {
    if (!isPlainObject(value)) return value;
    const out: AnyObject = {};
    for (const [name, field] of Object.entries(this.fields)) {
      if (partial && !(name in value)) continue;
      const cleaned = field.clean(value[name], partial);
      if (cleaned !== undefined || name in value) out[name] = cleaned;
    }
    return out;
  }

  has(name: string): boolean {
    return name in this.fields;
  }

  get(name: string): DataField | undefined {
    return this.fields[name];
  }

  /** The field at a dotted path (or key list) inside this schema, as Foundry's `getField`. */
  getField(path: string | string[]): DataField | undefined {
    const [first, ...rest] = typeof path === "string" ? path.split(".") : path;
    const field = first === undefined ? undefined : this.fields[first];
    if (rest.length === 0) return field;
    return field instanceof SchemaField ? field.getField(rest) : undefined;
  }

  protected validateType(value: unknown, path: string, failures: Failures): void {
    if (!isPlainObject(value)) return void failures.push(`${path || "data"}: must be an object`);
    for (const [name, field] of Object.entries(this.fields))
      field.validate(value[name], join(path, name), failures);
  }

  override initialize(value: unknown, model: unknown): unknown {
    if (!isPlainObject(value)) return value;
    const out: AnyObject = {};
    for (const [name, field] of Object.entries(this.fields)) out[name] = field.initialize(value[name], model);
    return out;
  }
}

export class ArrayField extends DataField {
  constructor(
    readonly element: DataField,
    options: DataFieldOptions = {},
  ) {
    super(options);
  }

  protected override defaults(): DataFieldOptions {
    return { required: true, nullable: false, initial: () => [] };
  }

  protected override cast(value: unknown, partial: boolean): unknown {
    let list: unknown[];
    if (Array.isArray(value)) list = value;
    else if (value instanceof Set) list = [...value];
    else if (isPlainObject(value) && Object.keys(value).every((k) => /^\d+$/.test(k)))
      list = Object.values(value);
    else list = [value];
    return list.map((v) => this.element.clean(v, partial));
  }

  protected validateType(value: unknown, path: string, failures: Failures): void {
    if (!Array.isArray(value)) return void failures.push(`${path}: must be an array`);
    value.forEach((v: unknown, i) => this.element.validate(v, join(path, i), failures));
  }

  override initialize(value: unknown, model: unknown): unknown {
    return Array.isArray(value) ? value.map((v: unknown) => this.element.initialize(v, model)) : value;
  }
}

export class SetField extends ArrayField {
  protected override validateType(value: unknown, path: string, failures: Failures): void {
    super.validateType(value, path, failures);
    if (Array.isArray(value) && new Set(value).size !== value.length)
      failures.push(`${path}: must contain unique values`);
  }

  override initialize(value: unknown, model: unknown): unknown {
    const list = super.initialize(value, model);
    return Array.isArray(list) ? new Set(list) : list;
  }
}

/** A minimal model contract, so this file does not import the DataModel class (no import cycle). */
export interface EmbeddedModelClass {
  readonly schema: SchemaField;
  new (data: AnyObject, options: { parent?: unknown }): object;
}

export class EmbeddedDataField extends SchemaField {
  constructor(
    readonly model: EmbeddedModelClass,
    options: DataFieldOptions = {},
  ) {
    super(model.schema.fields, options);
  }

  override initialize(value: unknown, model: unknown): unknown {
    return isPlainObject(value) ? new this.model(deepClone(value), { parent: model }) : value;
  }
}
