// The client runtime's shared state: configuration, hooks, collections, the connection to the
// world server and the listeners (the UI) told about every applied change.
import { Collection } from "../core/collection";
import { HooksRegistry } from "../core/hooks";
import type { DocumentName, ModifyRequest, ModifyResult, WorldCollectionKey } from "../core/protocol";
import type { AnyObject } from "../core/utils";
import type { TypeDataModel } from "../data/data-model";
import type { CompendiumCollection } from "./compendium";
import type { ClientDocument } from "./document";
import { WorldCollection } from "./world-collection";

export interface Transport {
  modify(req: Omit<ModifyRequest, "userId" | "clientId">): Promise<ModifyResult>;
  socket(channel: string, payload: unknown): Promise<void>;
  setSetting(key: string, value: unknown): Promise<void>;
  advanceTime(delta: number): Promise<number>;
}

export type DocumentClass = typeof ClientDocument;

export interface DocumentConfig {
  documentClass: DocumentClass;
  dataModels: Record<string, typeof TypeDataModel>;
  typeLabels: Record<string, string>;
  [key: string]: unknown;
}

export interface DocumentChange {
  action: "create" | "update" | "delete";
  document: ClientDocument;
  changes?: AnyObject;
}

/**
 * One applied write of embedded documents, told once for the batch after each document's own change:
 * Foundry calls the parent's `_on{Create,Update,Delete}DescendantDocuments` once per operation with
 * the embedded collection's name ("items") and the batch's data, diffs or ids.
 */
export interface DescendantBatch {
  action: "create" | "update" | "delete";
  parent: ClientDocument;
  /** The embedded collection's name in the parent ("items", "effects", "combatants", "tokens"); null for
   * a synthetic token actor, which the stand-in keeps under its token without a collection. */
  collection: string | null;
  documents: ClientDocument[];
  /** create: the new documents' data; update: the diffs (each with its `_id`); delete: the ids. */
  data: AnyObject[] | string[];
}

export interface SheetLike {
  rendered: boolean;
  render(options?: boolean | AnyObject): unknown;
  close(options?: AnyObject): unknown;
}

export const runtime = {
  config: {} as Record<DocumentName, DocumentConfig>,
  hooks: new HooksRegistry(),
  collections: {
    actors: new WorldCollection("Actor"),
    items: new WorldCollection("Item"),
    combats: new WorldCollection("Combat"),
    messages: new WorldCollection("ChatMessage"),
    users: new WorldCollection("User"),
    scenes: new WorldCollection("Scene"),
    macros: new WorldCollection("Macro"),
  } as Record<WorldCollectionKey, WorldCollection>,
  /** the system's compendium packs (`game.packs`), keyed by collection (`<system>.<name>`) */
  packs: new Collection<CompendiumCollection>(),
  transport: null as Transport | null,
  userId: "",
  activeUsers: new Set<string>(),
  systemId: "",
  /** document types declared by the system manifest (`documentTypes`) */
  documentTypes: {} as Record<string, Record<string, unknown>>,
  initiativeFormula: "",
  /** system.json `primaryTokenAttribute`: a new token's bar1 attribute */
  primaryTokenAttribute: null as string | null,
  listeners: new Set<(change: DocumentChange) => void>(),
  batchListeners: new Set<(batch: DescendantBatch) => void>(),
  /** set by the application layer */
  sheetFor: null as ((doc: ClientDocument) => SheetLike | null) | null,
  /** set by the application layer (DialogV2.confirm); without one, confirmations pass */
  confirm: null as ((title: string, content: string) => Promise<boolean>) | null,
};

export function documentConfig(name: DocumentName): DocumentConfig {
  const config = runtime.config[name];
  if (!config) throw new Error(`CONFIG.${name} is not configured`);
  return config;
}

export function documentClass(name: DocumentName): DocumentClass {
  return documentConfig(name).documentClass;
}

export function notifyChange(change: DocumentChange): void {
  for (const listener of runtime.listeners) {
    try {
      listener(change);
    } catch (err) {
      console.error("sandbox: a change listener failed", err);
    }
  }
}

export function notifyBatch(batch: DescendantBatch): void {
  for (const listener of runtime.batchListeners) {
    try {
      listener(batch);
    } catch (err) {
      console.error("sandbox: a batch listener failed", err);
    }
  }
}

export function currentUser(): ClientDocument | undefined {
  return runtime.collections.users.get(runtime.userId);
}
