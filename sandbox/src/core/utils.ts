// foundry.utils: the object helpers Tempo uses, written for the sandbox (shared by server and client).

export type AnyObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is AnyObject {
  if (value === null || typeof value !== "object") return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function deepClone<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => deepClone(v)) as T;
  if (value instanceof Set) return new Set([...value].map((v: unknown) => deepClone(v))) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (isPlainObject(value)) {
    const out: AnyObject = {};
    for (const [k, v] of Object.entries(value)) out[k] = deepClone(v);
    return out as T;
  }
  return value;
}

export function getProperty(object: unknown, key: string): unknown {
  if (!key) return undefined;
  let target: unknown = object;
  for (const part of key.split(".")) {
    if (target === null || target === undefined || typeof target !== "object") return undefined;
    target = (target as AnyObject)[part];
  }
  return target;
}

/** Sets a dotted key; returns whether the value changed. */
export function setProperty(object: AnyObject, key: string, value: unknown): boolean {
  const parts = key.split(".");
  const last = parts.pop() ?? "";
  let target: AnyObject = object;
  for (const part of parts) {
    const next = target[part];
    if (next === null || typeof next !== "object") target[part] = {};
    target = target[part] as AnyObject;
  }
  const changed = target[last] !== value;
  target[last] = value;
  return changed;
}

/** Expands `{"a.b": 1}` into `{a: {b: 1}}`, recursively. */
export function expandObject(object: AnyObject): AnyObject {
  const out: AnyObject = {};
  for (const [k, v] of Object.entries(object)) {
    const value = isPlainObject(v) ? expandObject(v) : v;
    const existing = getProperty(out, k);
    if (isPlainObject(existing) && isPlainObject(value)) mergeObject(existing, value);
    else setProperty(out, k, value);
  }
  return out;
}

export function flattenObject(object: AnyObject, prefix = ""): AnyObject {
  const out: AnyObject = {};
  for (const [k, v] of Object.entries(object)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (isPlainObject(v) && Object.keys(v).length > 0) Object.assign(out, flattenObject(v, key));
    else out[key] = v;
  }
  return out;
}

export interface MergeOptions {
  insertKeys?: boolean;
  insertValues?: boolean;
  overwrite?: boolean;
  recursive?: boolean;
  inplace?: boolean;
  performDeletions?: boolean;
}

/**
 * Merges `other` into `original` (in place by default) as Foundry's mergeObject does: dotted keys
 * are expanded, nested objects merged, and with `performDeletions` a `-=key` removes `key` and an
 * `==key` replaces it whole (v13's forced replacement).
 */
export function mergeObject<T extends object>(
  original: T,
  other: object = {},
  options: MergeOptions = {},
): T {
  const opts: Required<MergeOptions> = {
    insertKeys: true,
    insertValues: true,
    overwrite: true,
    recursive: true,
    inplace: true,
    performDeletions: false,
    ...options,
  };
  const target = (opts.inplace ? original : deepClone(original)) as AnyObject;
  const source = expandObject(other as AnyObject);
  for (const [key, value] of Object.entries(source)) mergeKey(target, key, value, opts);
  return target as T;
}

function mergeKey(target: AnyObject, key: string, value: unknown, opts: Required<MergeOptions>): void {
  if (opts.performDeletions && key.startsWith("-=")) {
    delete target[key.slice(2)];
    return;
  }
  if (opts.performDeletions && key.startsWith("==")) {
    target[key.slice(2)] = deepClone(value);
    return;
  }
  const exists = Object.prototype.hasOwnProperty.call(target, key);
  const current = target[key];
  if (isPlainObject(value) && opts.recursive) {
    if (isPlainObject(current)) {
      for (const [k, v] of Object.entries(value)) {
        mergeKey(current, k, v, { ...opts, insertKeys: opts.insertValues ? true : opts.insertKeys });
      }
      return;
    }
    if (!exists && !opts.insertKeys) return;
    if (exists && !opts.overwrite) return;
    const fresh: AnyObject = {};
    for (const [k, v] of Object.entries(value)) mergeKey(fresh, k, v, { ...opts, insertKeys: true });
    target[key] = fresh;
    return;
  }
  if (!exists && !opts.insertKeys) return;
  if (exists && !opts.overwrite) return;
  target[key] = deepClone(value);
}

/** The keys of `other` whose values differ from `original` (nested objects compared recursively). */
export function diffObject(original: AnyObject, other: AnyObject): AnyObject {
  const out: AnyObject = {};
  for (const [key, value] of Object.entries(other)) {
    const before = original[key];
    if (isPlainObject(value) && isPlainObject(before)) {
      const inner = diffObject(before, value);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else if (!valuesEqual(before, value)) out[key] = value;
  }
  return out;
}

export function valuesEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => valuesEqual(v, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => valuesEqual(a[k], b[k]));
  }
  return false;
}

const ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A 16-character id (ids are not game randomness: they do not use the dice source). */
export function randomID(length = 16): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ID_CHARS[b % ID_CHARS.length]).join("");
}

export function isValidId(id: unknown): id is string {
  return typeof id === "string" && /^[a-zA-Z0-9]{16}$/.test(id);
}

export function escapeHTML(value: unknown): string {
  return String(value ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

export function isNewerVersion(v1: string | number, v0: string | number): boolean {
  const a = String(v1).split(".");
  const b = String(v0).split(".");
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? "0";
    const y = b[i] ?? "0";
    const nx = Number(x);
    const ny = Number(y);
    if (Number.isFinite(nx) && Number.isFinite(ny)) {
      if (nx !== ny) return nx > ny;
    } else if (x !== y) return x > y;
  }
  return false;
}

export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Set || value instanceof Map) return value.size === 0;
  if (typeof value === "object") return Object.keys(value).length === 0;
  return false;
}

export const utils = {
  mergeObject,
  deepClone,
  getProperty,
  setProperty,
  expandObject,
  flattenObject,
  randomID,
  escapeHTML,
  isNewerVersion,
  diffObject,
  isEmpty,
};
