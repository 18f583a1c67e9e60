// Unlinked tokens' synthetic actors, as Foundry builds them from a token's ActorDelta; shared by the
// world server (permission checks, storing) and the client (the documents).
import { deepClone, mergeObject, type AnyObject } from "./utils";

/**
 * The source of an unlinked token's synthetic actor: the base actor's source with the token's
 * ActorDelta merged over it (the delta's `items`, once written, replace the base actor's items).
 * Shared by the server and the client, so both see the same actor.
 */
export function syntheticSource(base: AnyObject | undefined, token: AnyObject): AnyObject | undefined {
  if (!base) return undefined;
  const delta = deepClone((token.delta ?? {}) as AnyObject);
  const items = delta.items;
  delete delta.items;
  delete delta._id;
  const out = mergeObject(deepClone(base), delta, { performDeletions: true });
  if (Array.isArray(items)) out.items = deepClone(items);
  return out;
}
