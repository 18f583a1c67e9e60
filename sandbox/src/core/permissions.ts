// Ownership and write permissions as Foundry enforces them; shared by the server and the client.
import { OWNERSHIP, ROLES, type DocumentName, type ModifyAction } from "./protocol";
import { valuesEqual, type AnyObject } from "./utils";

export interface UserLike {
  _id: string;
  role: number;
}

/** The role `CONST.USER_PERMISSIONS.MACRO_SCRIPT` asks by default (v13: PLAYER). */
export const MACRO_SCRIPT_ROLE: number = ROLES.PLAYER;

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
  /**
   * For a Combat update: the combatant(s) that may hold its current turn. A client passes its
   * `combat.combatant` (the turn order its system sorts); by default (the server, which runs no system
   * code and so cannot sort the turns) every combatant of the combat.
   */
  turnHolders?: () => AnyObject[];
}

/**
 * What a non-GM owner may change of a Combatant: `initiative`, `flags` and `defeated`. Taken from
 * foundryvtt issues 10501 and 12386 (BaseCombatant's update permission lists `initiative` among a few
 * keys, and refuses `type`); `system` is NOT in the list: the stricter reading, so that a system passing
 * here does not rely on a looser rule.
 */
export const PLAYER_COMBATANT_KEYS: readonly string[] = ["initiative", "flags", "defeated"];

/** What a non-GM owner of the combat's current combatant may change of the Combat (its "End Turn"). */
export const PLAYER_COMBAT_KEYS: readonly string[] = ["turn", "round"];

/**
 * The top-level keys an update really changes: a dotted or `-=` key counts as its first part; a key
 * whose value equals the stored one does not count (the stand-in, like Foundry's v13 client with
 * `type`, may add unchanged keys to an update on its own).
 */
export function changedKeys(source: AnyObject, changes: AnyObject): string[] {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(changes)) {
    if (key === "_id") continue;
    const top = (key.startsWith("-=") ? key.slice(2) : key).split(".")[0] ?? key;
    if (key === top && valuesEqual(source[top], value)) continue;
    keys.add(top);
  }
  return [...keys];
}

const onlyKeys = (source: AnyObject, changes: AnyObject | undefined, allowed: readonly string[]) =>
  changedKeys(source, changes ?? {}).every((k) => allowed.includes(k));

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
    case "Combat": {
      // Foundry: the owner of the current combatant may move the turn and round (core's End Turn, a
      // macro's nextTurn), nothing else; creating or deleting a combat is the GM's.
      if (action !== "update" || !onlyKeys(source, ctx.changes, PLAYER_COMBAT_KEYS)) return false;
      if (typeof source.turn !== "number") return false;
      const holders = ctx.turnHolders?.() ?? ((source.combatants ?? []) as AnyObject[]);
      return holders.some((c) => ownsThroughActor(ctx, c));
    }
    case "ChatMessage":
      return source.author === user._id;
    case "Scene":
      return false;
    case "Macro":
      // Foundry v13 (BaseMacro): a player creates a macro as its own author, and a script macro only
      // with MACRO_SCRIPT (by default the PLAYER role: CONST.USER_PERMISSIONS); it updates or deletes
      // the macros it owns.
      if (action === "create")
        return (
          source.author === user._id &&
          (source.type !== "script" || user.role >= MACRO_SCRIPT_ROLE) &&
          ownershipLevel(source, user) >= OWNERSHIP.OWNER
        );
      return ownershipLevel(source, user) >= OWNERSHIP.OWNER;
    case "Combatant":
      // Owned through its actor (Foundry); its owner may change only a few keys (PLAYER_COMBATANT_KEYS);
      // only a GM creates or removes one.
      if (action !== "update" || !onlyKeys(source, ctx.changes, PLAYER_COMBATANT_KEYS)) return false;
      return ownsThroughActor(ctx, source);
    case "Token":
      // Owned through its actor (Foundry): an owner may update a token (move, edit it); only a GM
      // creates or removes one.
      return action === "update" && ownsThroughActor(ctx, source);
    case "JournalEntry":
    case "JournalEntryPage":
      // the stand-in keeps journals in the system's locked packs only: nobody writes them
      return false;
  }
}

/** Whether the user owns the actor a combatant (or token) source stands for. */
function ownsThroughActor(ctx: PermissionContext, source: AnyObject): boolean {
  const actorId = typeof source.actorId === "string" ? source.actorId : "";
  return ownershipLevel(ctx.actor?.(actorId), ctx.user) >= OWNERSHIP.OWNER;
}
