// Unlinked tokens' synthetic actors, as Foundry builds them from a token's ActorDelta; shared by the
// world server (permission checks, storing) and the client (the documents).
import { deepClone, mergeObject, type AnyObject } from "./utils";

/**
 * The source of an unlinked token's synthetic actor: the base actor's source with the token's
 * ActorDelta merged over it (the delta's `items` and `effects`, once written, replace the base actor's).
 * Shared by the server and the client, so both see the same actor.
 */
export function syntheticSource(base: AnyObject | undefined, token: AnyObject): AnyObject | undefined {
  if (!base) return undefined;
  const delta = deepClone((token.delta ?? {}) as AnyObject);
  const lists = { items: delta.items, effects: delta.effects };
  delete delta.items;
  delete delta.effects;
  delete delta._id;
  const out = mergeObject(deepClone(base), delta, { performDeletions: true });
  for (const [field, list] of Object.entries(lists)) if (Array.isArray(list)) out[field] = deepClone(list);
  return out;
}
