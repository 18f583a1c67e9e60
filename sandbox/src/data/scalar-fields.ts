// Scalar data fields: numbers, strings, booleans, ids, plain objects.
import { deepClone, isPlainObject } from "../core/utils";
import { DataField, type DataFieldOptions, type Failures } from "./field-base";

export class NumberField extends DataField {
  protected override defaults(): DataFieldOptions {
    return { required: false, nullable: true, initial: null, integer: false, positive: false };
  }

  // As Foundry's NumberField, the limits are readable on the field (a sheet renders them on inputs)
  get min(): number | undefined {
    return typeof this.options.min === "number" ? this.options.min : undefined;
  }
  get max(): number | undefined {
    return typeof this.options.max === "number" ? this.options.max : undefined;
  }
  get step(): number | undefined {
    return typeof this.options.step === "number" ? this.options.step : undefined;
  }
  get integer(): boolean {
    return this.options.integer === true;
  }

  protected override cast(value: unknown): unknown {
    let n: number;
    if (typeof value === "string") {
      if (value.trim() === "") return this.nullable ? null : this.getInitialValue();
      n = Number(value);
    } else if (typeof value === "number") n = value;
    else if (typeof value === "boolean") n = Number(value);
    else return value;
    if (this.options.integer === true && Number.isFinite(n)) n = Math.round(n);
    const step = this.options.step;
    if (typeof step === "number" && step > 0 && Number.isFinite(n)) {
      const base = typeof this.options.min === "number" ? this.options.min : 0;
      n = Number((Math.round((n - base) / step) * step + base).toFixed(10));
    }
    return n;
  }

  protected validateType(value: unknown, path: string, failures: Failures): void {
    if (typeof value !== "number" || Number.isNaN(value))
      return void failures.push(`${path}: must be a number`);
    if (this.options.integer === true && !Number.isInteger(value))
      failures.push(`${path}: must be an integer`);
    const { min, max } = this.options;
    if (typeof min === "number" && value < min)
      failures.push(`${path}: must be greater than or equal to ${min}`);
    if (typeof max === "number" && value > max)
      failures.push(`${path}: must be less than or equal to ${max}`);
    if (this.options.positive === true && value <= 0) failures.push(`${path}: must be a positive number`);
    if (
      !Number.isFinite(value) &&
      (min !== undefined || max !== undefined || this.options.integer === true)
    ) {
      failures.push(`${path}: must be a finite number`);
    }
  }
}

export class StringField extends DataField {
  protected override defaults(): DataFieldOptions {
    return { required: false, nullable: false, blank: true, trim: true, initial: undefined };
  }

  override getInitialValue(data: unknown = {}): unknown {
    const initial = super.getInitialValue(data);
    if (initial !== undefined) return initial;
    if (this.required) return undefined;
    if (this.nullable) return null;
    return this.options.blank === false ? undefined : "";
  }

  protected override cast(value: unknown): unknown {
    let s = typeof value === "string" ? value : typeof value === "object" ? value : String(value);
    if (typeof s !== "string") return s;
    if (this.options.trim !== false) s = s.trim();
    if (s === "" && this.options.blank === false && this.nullable) return null;
    return s;
  }

  protected validateType(value: unknown, path: string, failures: Failures): void {
    if (typeof value !== "string") return void failures.push(`${path}: must be a string`);
    if (this.options.blank === false && value === "") failures.push(`${path}: may not be a blank string`);
  }
}

export class HTMLField extends StringField {}
export class FilePathField extends StringField {}

export class DocumentIdField extends StringField {
  protected override defaults(): DataFieldOptions {
    return {
      ...super.defaults(),
      required: true,
      blank: false,
      nullable: true,
      initial: null,
      readonly: true,
    };
  }
  protected override validateType(value: unknown, path: string, failures: Failures): void {
    if (typeof value !== "string" || !/^[a-zA-Z0-9]{16}$/.test(value)) {
      failures.push(`${path}: must be a valid 16-character alphanumeric ID`);
    }
  }
}

export class BooleanField extends DataField {
  protected override defaults(): DataFieldOptions {
    return { required: true, nullable: false, initial: false };
  }
  protected override cast(value: unknown): unknown {
    if (value === "true") return true;
    if (value === "false") return false;
    return Boolean(value);
  }
  protected validateType(value: unknown, path: string, failures: Failures): void {
    if (typeof value !== "boolean") failures.push(`${path}: must be a boolean`);
  }
}

export class ObjectField extends DataField {
  protected override defaults(): DataFieldOptions {
    return { required: true, nullable: false, initial: () => ({}) };
  }
  protected override cast(value: unknown): unknown {
    return isPlainObject(value) ? deepClone(value) : value;
  }
  protected validateType(value: unknown, path: string, failures: Failures): void {
    if (!isPlainObject(value)) failures.push(`${path}: must be an object`);
  }
}
