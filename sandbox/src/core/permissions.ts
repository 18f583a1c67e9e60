// Ownership and write permissions as Foundry enforces them; shared by the server and the client.
import { OWNERSHIP, ROLES, type DocumentName, type ModifyAction } from "./protocol";
import type { AnyObject } from "./utils";

export interface UserLike {
  _id: string;
  role: number;
}

export const isGM = (user: UserLike): boolean => user.role >= ROLES.ASSISTANT;

/** The ownership level of a user over a top-level source with an `ownership` object. */
export function ownershipLevel(source: AnyObject | undefined, user: UserLike): number {
  if (isGM(user)) return OWNERSHIP.OWNER;
  if (!source) return OWNERSHIP.NONE;
  const ownership = (source.ownership ?? {}) as Record<string, number>;
  const own = ownership[user._id];
  if (typeof own === "number" && own !== OWNERSHIP.INHERIT) return own;
  return typeof ownership.default === "number" ? ownership.default : OWNERSHIP.NONE;
}

export interface PermissionContext {
  documentName: DocumentName;
  action: ModifyAction;
  user: UserLike;
  /** the existing source (update/delete) or the new one (create) */
  source: AnyObject;
  /** the requested changes (update) */
  changes?: AnyObject;
  /** the parent's source, for embedded documents */
  parent?: AnyObject;
  /** resolves a world actor's source (combatants are owned through their actor) */
  actor?: (id: string) => AnyObject | undefined;
}

/** Whether a user may perform a write; GMs may do anything. */
export function canModify(ctx: PermissionContext): boolean {
  const { user, action, source } = ctx;
  if (isGM(user)) return true;
  switch (ctx.documentName) {
    case "User":
      return action === "update" && source._id === user._id && !("role" in (ctx.changes ?? {}));
    case "Actor":
    case "Item":
      if (ctx.parent) return ownershipLevel(ctx.parent, user) >= OWNERSHIP.OWNER;
      return action !== "create" && ownershipLevel(source, user) >= OWNERSHIP.OWNER;
    case "ActiveEffect":
      // An actor's effects are the actor owner's (Foundry: an embedded document's owner is its parent's).
      return ownershipLevel(ctx.parent, user) >= OWNERSHIP.OWNER;
    case "Combat":
      return false;
    case "ChatMessage":
      return source.author === user._id;
    case "Scene":
      return false;
    case "Combatant":
    case "Token": {
      // Owned through its actor (Foundry): an owner may update a combatant (its initiative) or a token
      // (move, edit it); only a GM creates or removes one.
      if (action !== "update") return false;
      const actorId = typeof source.actorId === "string" ? source.actorId : "";
      return ownershipLevel(ctx.actor?.(actorId), user) >= OWNERSHIP.OWNER;
    }
  }
}
