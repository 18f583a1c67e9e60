/**
 * Foundry merges an update into an ObjectField: keys the new value leaves out would survive. This
 * turns "replace `before` by `after`" into an update that does exactly that: `after`, plus a
 * `-=key: null` deletion for each key of a nested object that `after` no longer has. Arrays and
 * other values are replaced whole. Pure: no Foundry globals.
 */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function replacementUpdate(before: unknown, after: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = isObject(before) ? before[key] : undefined;
    out[key] = isObject(value) && isObject(old) ? replacementUpdate(old, value) : value;
  }
  if (isObject(before)) {
    for (const key of Object.keys(before)) {
      if (!(key in after) && !key.startsWith("-=")) out[`-=${key}`] = null;
    }
  }
  return out;
}

/** Applies an update made by `replacementUpdate` as Foundry's mergeObject with deletions would. */
export function applyReplacement(before: unknown, update: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = isObject(before) ? { ...before } : {};
  for (const [key, value] of Object.entries(update)) {
    if (key.startsWith("-=")) delete out[key.slice(2)];
    else out[key] = isObject(value) && isObject(out[key]) ? applyReplacement(out[key], value) : value;
  }
  return out;
}
