// The wire protocol between sandbox clients (browser pages) and the world server.
import type { AnyObject } from "./utils";

export type DocumentName =
  | "Actor"
  | "Item"
  | "ActiveEffect"
  | "Combat"
  | "Combatant"
  | "ChatMessage"
  | "User"
  | "Scene"
  | "Token"
  | "Macro"
  | "JournalEntry"
  | "JournalEntryPage";
export type WorldCollectionKey = "actors" | "items" | "combats" | "messages" | "users" | "scenes" | "macros";

export const WORLD_COLLECTIONS: Partial<Record<DocumentName, WorldCollectionKey>> = {
  Actor: "actors",
  Item: "items",
  Combat: "combats",
  ChatMessage: "messages",
  User: "users",
  Scene: "scenes",
  Macro: "macros",
};

/** Embedded document name -> [parent document name, field of the parent holding the array]. */
export const EMBEDDED: Partial<
  Record<
    DocumentName,
    { parent: "Actor" | "Combat" | "Scene"; field: "items" | "effects" | "combatants" | "tokens" }
  >
> = {
  Item: { parent: "Actor", field: "items" },
  ActiveEffect: { parent: "Actor", field: "effects" },
  Combatant: { parent: "Combat", field: "combatants" },
  Token: { parent: "Scene", field: "tokens" },
};

/**
 * The parent of an embedded write. A synthetic token actor (an unlinked token's Actor) is addressed
 * through its token: `{ Actor a, parent: { Token t, parent: { Scene s } } }`, as its uuid
 * `Scene.s.Token.t.Actor.a` is; its writes land in the token's ActorDelta (`delta`).
 */
export interface ParentRef {
  documentName: "Actor" | "Combat" | "Scene" | "Token";
  id: string;
  parent?: ParentRef;
}

export type ModifyAction = "create" | "update" | "delete";

export interface ModifyRequest {
  action: ModifyAction;
  documentName: DocumentName;
  parent?: ParentRef;
  /** create: full sources; update: changes with `_id`; delete: ids */
  data?: AnyObject[];
  ids?: string[];
  options?: AnyObject;
  userId: string;
  clientId: string;
}

export interface ModifyResult {
  action: ModifyAction;
  documentName: DocumentName;
  parent?: ParentRef;
  /** create: stored sources; update: applied changes with `_id`; delete: ids */
  result: AnyObject[] | string[];
  options: AnyObject;
  userId: string;
}

export type ServerEvent =
  | ({ type: "modify" } & ModifyResult)
  | { type: "socket"; channel: string; payload: unknown; userId: string }
  | { type: "setting"; key: string; value: unknown; userId: string }
  | { type: "time"; worldTime: number; delta: number; userId: string }
  | { type: "users"; active: string[] }
  | { type: "reset" }
  /** a GM asked every other client to reload (a world setting that needs it changed) */
  | { type: "reload" };

/** One compendium pack of the system: its manifest entry and its documents' sources. */
export interface PackSnapshot {
  /** the pack's name in system.json (its collection is `<system id>.<name>`) */
  name: string;
  label: string;
  /** the document name it holds ("Actor", "Item", "JournalEntry"...) */
  type: string;
  documents: AnyObject[];
}

export interface WorldSnapshot {
  world: { id: string; title: string };
  system: { id: string };
  users: AnyObject[];
  actors: AnyObject[];
  items: AnyObject[];
  combats: AnyObject[];
  messages: AnyObject[];
  scenes: AnyObject[];
  macros: AnyObject[];
  /** the system's compendium packs, read-only (as a locked pack is in Foundry) */
  packs: PackSnapshot[];
  settings: Record<string, unknown>;
  worldTime: number;
  activeUsers: string[];
  seededRuleset: string | null;
  /** a new world (ServerOptions.newWorld): a ruleset switch never reseeds it */
  newWorld: boolean;
  sampleCombatPending: boolean;
  notice: string | null;
}

export const OWNERSHIP = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;
export const ROLES = { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;
