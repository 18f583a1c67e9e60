/**
 * Values one document of a write batch passes to every client through the update's options. Foundry gives
 * ONE options object to every document of a batch (`Actor.updateDocuments(updates, options)`: each
 * document's `_preUpdate`, `preUpdate<Doc>` and `update<Doc>` receive the same object), so a value set for
 * one document is seen by the others: it is stored under the document's id and read back by that id.
 * The option's name may hold a dotted path: it is read by key, never through `getProperty`.
 */

function recordOf(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Stores `value` for the document `id` in the batch's options, beside the other documents' values. */
export function setDocumentOption(options: object, name: string, id: string, value: unknown): void {
  const all = options as Record<string, unknown>;
  const byId = recordOf(all[name]) ?? {};
  byId[id] = value;
  all[name] = byId;
}

/** The value stored for the document `id` in the batch's options (undefined when none). */
export function documentOption(options: unknown, name: string, id: string): unknown {
  const byId = recordOf(recordOf(options)?.[name]);
  return byId && Object.prototype.hasOwnProperty.call(byId, id) ? byId[id] : undefined;
}
