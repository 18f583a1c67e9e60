// The base of foundry.data.fields: clean (cast) then validate, as Foundry's data fields do. A failure
// is collected with its path; the model throws one DataModelValidationError listing them all.
import { deepClone } from "../core/utils";

export class DataModelValidationError extends Error {
  constructor(
    message: string,
    readonly failures: string[] = [],
  ) {
    super(message);
    this.name = "DataModelValidationError";
  }
}

export type Choices =
  readonly unknown[] | Record<string, unknown> | (() => readonly unknown[] | Record<string, unknown>);

export interface DataFieldOptions {
  required?: boolean;
  nullable?: boolean;
  initial?: unknown;
  label?: string;
  hint?: string;
  choices?: Choices;
  validate?: (value: unknown) => boolean | void;
  validationError?: string;
  gmOnly?: boolean;
  readonly?: boolean;
  [option: string]: unknown;
}

export type Failures = string[];

export abstract class DataField {
  readonly options: DataFieldOptions;
  name = "";

  constructor(options: DataFieldOptions = {}) {
    this.options = { ...this.defaults(), ...options };
  }

  protected defaults(): DataFieldOptions {
    return { required: false, nullable: false, initial: undefined };
  }

  get required(): boolean {
    return this.options.required === true;
  }
  get nullable(): boolean {
    return this.options.nullable === true;
  }
  get initial(): unknown {
    return this.options.initial;
  }
  get label(): string {
    return this.options.label ?? "";
  }
  get choices(): Choices | undefined {
    return this.options.choices;
  }

  getInitialValue(data: unknown = {}): unknown {
    const initial = this.options.initial;
    return typeof initial === "function" ? (initial as (d: unknown) => unknown)(data) : deepClone(initial);
  }

  /** Casts a value to the field's type; a missing value takes the initial one unless `partial`. */
  clean(value: unknown, partial = false): unknown {
    if (value === undefined) return partial ? undefined : this.getInitialValue();
    if (value === null) return null;
    return this.cast(value, partial);
  }

  protected cast(value: unknown, _partial: boolean): unknown {
    return value;
  }

  validate(value: unknown, path: string, failures: Failures): void {
    if (value === undefined) {
      if (this.required) failures.push(`${path}: may not be undefined`);
      return;
    }
    if (value === null) {
      if (!this.nullable) failures.push(`${path}: may not be null`);
      return;
    }
    const before = failures.length;
    this.validateType(value, path, failures);
    if (failures.length > before) return;
    const choices = resolveChoices(this.options.choices);
    if (choices && !choices.includes(value)) {
      failures.push(`${path}: ${String(value)} is not a valid choice`);
      return;
    }
    if (this.options.validate && this.options.validate(value) === false) {
      failures.push(`${path}: ${this.options.validationError ?? "is not a valid value"}`);
    }
  }

  protected abstract validateType(value: unknown, path: string, failures: Failures): void;

  /** The runtime value held by a model for a source value. */
  initialize(value: unknown, _model: unknown): unknown {
    return deepClone(value);
  }
}

export function resolveChoices(choices: Choices | undefined): unknown[] | undefined {
  if (choices === undefined) return undefined;
  const resolved = typeof choices === "function" ? choices() : choices;
  return Array.isArray(resolved) ? [...resolved] : Object.keys(resolved);
}
