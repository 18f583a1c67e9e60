/**
 * The token bar resource `resources.hp`: every ruleset keeps health in its own block, so the actor's
 * derived `system.resources.hp` mirrors the active ruleset's pool, and a token bar edit of
 * `resources.hp` is written to that pool. Pure: no Foundry globals.
 */
export const TOKEN_HP = "resources.hp";

export interface Pool {
  value: number;
  max: number;
}

/** The stored attribute a token bar edit of `attribute` must change. */
export function storedAttribute(attribute: string, hpPath: string | null): string {
  return attribute === TOKEN_HP && hpPath ? hpPath : attribute;
}

/** The `{ value, max }` pool at `path` in `system`, or an empty pool when there is none. */
export function readPool(system: unknown, path: string | null): Pool {
  let node: unknown = system;
  for (const key of path ? path.split(".") : []) {
    node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  }
  if (typeof node !== "object" || node === null) return { value: 0, max: 0 };
  const { value, max } = node as Record<string, unknown>;
  return { value: typeof value === "number" ? value : 0, max: typeof max === "number" ? max : 0 };
}

/**
 * `CONFIG.Actor.trackableAttributes` for both actor types: what the token configuration offers as
 * bars. `resources.hp` (the bar every ruleset fills) and, when the active ruleset has one, its own
 * stored pool. Foundry lists these; editability is decided by TempoTokenDocument.
 */
export function trackableAttributes(hpPath: string | null): { bar: string[]; value: string[] } {
  return { bar: [TOKEN_HP, ...(hpPath ? [hpPath] : [])], value: [] };
}
