// An action's payload, declared once: a shape of fields that reads the raw payload (a button's
// `data-*` attributes are strings; a macro passes numbers and booleans) into typed values, or
// refuses it whole. `parseWith(shape, name)` is the action's `parse`; its result types every read.
import { RuleError } from "../../engine/core/errors";
import type { ActionPayload } from "./action";

type Raw = ActionPayload[string] | undefined;

/** One field: its value read from the raw one, or `INVALID`. */
export interface PayloadField<T extends string | number | boolean> {
  read(raw: Raw): T | typeof INVALID;
}

export const INVALID: unique symbol = Symbol("invalid payload field");

/**
 * A field that may be absent: its key is then absent from the typed payload too (so "not given" stays
 * apart from every value: a distance not given is not a distance of 0).
 */
export interface OptionalField<T extends string | number | boolean> {
  readonly optional: true;
  read(raw: Raw): T | undefined | typeof INVALID;
}

type Value = string | number | boolean;
/** A payload's declared fields, by name. */
export type Shape = Readonly<Record<string, PayloadField<Value> | OptionalField<Value>>>;
type IsOptional<F> = F extends OptionalField<Value> ? true : false;

/** The typed payload a shape reads (an optional field's key is optional). */
export type PayloadOf<S extends Shape> = {
  [K in keyof S as IsOptional<S[K]> extends true ? never : K]: S[K] extends PayloadField<infer T> ? T : never;
} & {
  [K in keyof S as IsOptional<S[K]> extends true ? K : never]?: S[K] extends OptionalField<infer T>
    ? T
    : never;
};

/** A required text (a uuid, an id, a name): not empty. */
export function text(): PayloadField<string> {
  return { read: (raw) => (typeof raw === "string" && raw !== "" ? raw : INVALID) };
}

/** An optional text: `fallback` when absent. */
export function optText(fallback = ""): PayloadField<string> {
  return {
    read: (raw) => (raw === undefined ? fallback : typeof raw === "string" ? raw : INVALID),
  };
}

/**
 * A text that may be absent: its key then stays absent from the typed payload. For a routing field
 * (`messageId`, `combatId`) that an action takes only sometimes: the route reads the ruleset from such a
 * field whenever it is present, so it must never travel empty.
 */
export function maybeText(): OptionalField<string> {
  return { optional: true, read: (raw) => (raw === undefined || raw === "" ? undefined : text().read(raw)) };
}

/** One of the listed words. */
export function oneOf<const V extends string>(values: readonly V[], fallback?: V): PayloadField<V> {
  return {
    read(raw) {
      if (raw === undefined && fallback !== undefined) return fallback;
      return values.find((value) => value === raw) ?? INVALID;
    },
  };
}

function toNumber(raw: Raw): number | null {
  if (typeof raw === "number") return raw;
  if (typeof raw !== "string" || raw.trim() === "") return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** A whole number (a string of digits from a button, a number from a macro), within `min`..`max`. */
export function int(limits: { min?: number; max?: number; fallback?: number } = {}): PayloadField<number> {
  return {
    read(raw) {
      if (raw === undefined && limits.fallback !== undefined) return limits.fallback;
      const value = toNumber(raw);
      if (value === null || !Number.isInteger(value)) return INVALID;
      if (limits.min !== undefined && value < limits.min) return INVALID;
      if (limits.max !== undefined && value > limits.max) return INVALID;
      return value;
    },
  };
}

/** A whole number that may be absent (or blank, as an empty field of a form sends it): within `min`..`max`. */
export function optInt(limits: { min?: number; max?: number } = {}): OptionalField<number> {
  const whole = int(limits);
  return { optional: true, read: (raw) => (raw === undefined || raw === "" ? undefined : whole.read(raw)) };
}

/** A yes/no (`true`/`false`, `"1"`/`"0"`, `"true"`/`"false"`); absent: `fallback`. */
export function flag(fallback = false): PayloadField<boolean> {
  return {
    read(raw) {
      if (raw === undefined || raw === "") return fallback;
      if (raw === true || raw === "1" || raw === "true" || raw === 1) return true;
      if (raw === false || raw === "0" || raw === "false" || raw === 0) return false;
      return INVALID;
    },
  };
}

/**
 * The `parse` of the action `name` from its shape: the typed payload, or a refusal
 * ("TEMPO.Error.BadRequest") naming the action when any field is missing or malformed. Fields
 * outside the shape are dropped, so nothing unread rides on to `perform`.
 */
export function parseWith<S extends Shape>(shape: S, name: string): (raw: ActionPayload) => PayloadOf<S> {
  return (raw) => {
    const out: Record<string, string | number | boolean> = {};
    for (const [key, field] of Object.entries(shape)) {
      const value = field.read(raw[key]);
      if (value === INVALID) throw new RuleError("TEMPO.Error.BadRequest", { action: name });
      if (value !== undefined) out[key] = value;
    }
    // the loop above read every key of the shape with its own field
    return out as PayloadOf<S>;
  };
}
