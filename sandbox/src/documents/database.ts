// Write batches: validate and run the pre-hooks on the requesting client, send ONE request per
// create/update/delete call to the world server, then apply the result (locally and, through the
// event stream, on every other client) with the _on* methods and the post-hooks.
import { canModify } from "../core/permissions";
import {
  EMBEDDED,
  WORLD_COLLECTIONS,
  type DocumentName,
  type ModifyRequest,
  type ModifyResult,
  type ParentRef,
} from "../core/protocol";
import { stats } from "../core/stats";
import {
  deepClone,
  diffObject,
  expandObject,
  isPlainObject,
  mergeObject,
  type AnyObject,
} from "../core/utils";
import type { Collection } from "../core/collection";
import type { ClientDocument } from "./document";
import { currentUser, documentClass, notifyBatch, notifyChange, runtime } from "./runtime";

export interface DatabaseOptions {
  parent?: ClientDocument | null;
  [option: string]: unknown;
}

type DocClass = typeof ClientDocument;

/** The reference of a parent document, through its own parents (a synthetic actor's token and scene). */
export function refOf(doc: ClientDocument): ParentRef {
  const ref: ParentRef = { documentName: doc.documentName as ParentRef["documentName"], id: String(doc.id) };
  if (doc.parent) ref.parent = refOf(doc.parent);
  return ref;
}

/** The document a parent reference names, on this client (a token's synthetic actor included). */
export function resolveRef(ref: ParentRef): ClientDocument | null {
  if (ref.parent) {
    const parent = resolveRef(ref.parent);
    try {
      return parent?.getEmbeddedDocument(ref.documentName, ref.id) ?? null;
    } catch {
      return null;
    }
  }
  const key = WORLD_COLLECTIONS[ref.documentName];
  return key ? (runtime.collections[key].get(ref.id) ?? null) : null;
}

function target(
  cls: DocClass,
  parent: ClientDocument | null | undefined,
): { collection: Collection<ClientDocument>; parentRef?: ParentRef } {
  const name = cls.documentName;
  // A synthetic token actor: written through its token (into the token's ActorDelta).
  if (name === "Actor" && parent?.documentName === "Token") {
    const actor = parent.getEmbeddedDocument(
      "Actor",
      String((parent as unknown as { actorId: string }).actorId),
    );
    const collection = new (runtime.collections.actors.constructor as typeof Collection<ClientDocument>)();
    if (actor) collection.set(String(actor.id), actor);
    return { collection, parentRef: refOf(parent) };
  }
  // an Item may also be the world's (the Items directory): embedded only when it has a parent
  if (EMBEDDED[name] && (parent || !WORLD_COLLECTIONS[name])) {
    if (!parent) throw new Error(`A ${name} must be created in a parent document`);
    return { collection: parent.getEmbeddedCollection(name), parentRef: refOf(parent) };
  }
  const key = WORLD_COLLECTIONS[name];
  if (!key) throw new Error(`${name} has no world collection`);
  return { collection: runtime.collections[key] };
}

function checkPermission(
  doc: ClientDocument,
  action: "create" | "update" | "delete",
  changes?: AnyObject,
): void {
  const user = currentUser();
  if (!user) throw new Error("No current user");
  const allowed = canModify({
    documentName: doc.documentName,
    action,
    user: { _id: String(user.id), role: Number(user._source.role) },
    source: doc._source,
    changes,
    // A synthetic actor is owned as its (merged) source says, not through its token.
    parent: doc.parent?.documentName === "Token" ? undefined : doc.parent?._source,
    actor: (id) => runtime.collections.actors.get(id)?._source,
    // a Combat's current combatant as this client's (the system's) turn order has it
    turnHolders: () => {
      const current = (doc as unknown as { combatant?: ClientDocument | null }).combatant;
      return current ? [current._source] : [];
    },
  });
  if (!allowed)
    throw new Error(
      `User ${user.name} lacks permission to ${action} ${doc.documentName} [${String(doc.id)}]`,
    );
}

async function send(
  req: Omit<ModifyRequest, "userId" | "clientId">,
  ids: string[],
): Promise<ClientDocument[]> {
  if (!runtime.transport) throw new Error("The sandbox runtime has no connection to a world");
  const record = {
    action: req.action,
    documentName: req.documentName,
    ids,
    parent: req.parent ? `${req.parent.documentName}.${req.parent.id}` : null,
    landed: false,
  };
  stats.writes.push(record);
  const result = await runtime.transport.modify(req);
  const applied = applyModify(result);
  record.landed = true;
  return applied;
}

function withoutEmbedded(cls: DocClass, source: AnyObject): AnyObject {
  const out = { ...source };
  for (const field of Object.values(cls.embedded)) delete out[field];
  return out;
}

/** `-=key` deletions and `==key` replacements survive the diff, as in Foundry. */
function deletions(changes: AnyObject): AnyObject {
  const out: AnyObject = {};
  for (const [k, v] of Object.entries(changes)) {
    if (k.startsWith("-=") || k.startsWith("==")) out[k] = v;
    else if (isPlainObject(v)) {
      const inner = deletions(v);
      if (Object.keys(inner).length > 0) out[k] = inner;
    }
  }
  return out;
}

export async function createDocuments(
  cls: DocClass,
  data: AnyObject[],
  options: DatabaseOptions,
): Promise<ClientDocument[]> {
  const { parent = null, ...opts } = options;
  const Impl = documentClass(cls.documentName);
  const { parentRef } = target(Impl, parent);
  const sources: AnyObject[] = [];
  for (const datum of data) {
    const doc = new Impl(datum, { parent });
    if ((await doc._preCreate(datum, opts, currentUser())) === false) continue;
    if (runtime.hooks.call(`preCreate${Impl.documentName}`, doc, datum, opts, runtime.userId) === false)
      continue;
    checkPermission(doc, "create");
    sources.push(doc.toObject());
  }
  if (sources.length === 0) return [];
  const req = { action: "create" as const, documentName: Impl.documentName, data: sources, options: opts };
  return send(
    parentRef ? { ...req, parent: parentRef } : req,
    sources.map((s) => String(s._id ?? "")),
  );
}

/** A non-recursive update replaces each object it names whole: the same as an `==key` replacement. */
function replacements(changes: AnyObject, whole: boolean): AnyObject {
  if (!whole) return changes;
  const out: AnyObject = {};
  for (const [k, v] of Object.entries(changes))
    out[isPlainObject(v) && !k.startsWith("-=") ? `==${k}` : k] = v;
  return out;
}

/**
 * v13 refuses to change a document's type unless its `system` is replaced whole (`==system`, or an update
 * with `recursive: false`): the old type's data must not be merged into the new type's (foundryvtt 11951).
 */
function checkTypeChange(doc: ClientDocument, changes: AnyObject): void {
  if (changes.type === undefined || changes.type === doc._source.type || "==system" in changes) return;
  throw new Error(
    "The type of a Document can be changed only if the system field is force-replaced (==) or updated with {recursive:false}",
  );
}

export async function updateDocuments(
  cls: DocClass,
  updates: AnyObject[],
  options: DatabaseOptions,
): Promise<ClientDocument[]> {
  // ONE options object for the whole batch, as Foundry: every document's _preUpdate / preUpdate<Doc>
  // gets it (a value one sets, the next sees), and it travels with the batch to every update<Doc>
  const { parent = null, ...opts } = options;
  const Impl = documentClass(cls.documentName);
  const { collection, parentRef } = target(Impl, parent);
  const diffs: AnyObject[] = [];
  const documents: ClientDocument[] = [];
  for (const update of updates) {
    const id = String(update._id);
    const doc = collection.get(id);
    if (!doc) throw new Error(`${Impl.documentName} ${id} does not exist`);
    const changes = replacements(expandObject(update), opts.recursive === false);
    delete changes._id;
    checkTypeChange(doc, changes);
    const next = Impl.cleanSource(mergeObject(doc.toObject(), changes, { performDeletions: true }));
    // diff: false sends the given changes whole (as Foundry does), e.g. a migration writing back a
    // source that is already migrated in memory.
    const diff =
      opts.diff === false
        ? mergeObject(withoutEmbedded(Impl, changes), deletions(changes))
        : mergeObject(
            diffObject(withoutEmbedded(Impl, doc._source), withoutEmbedded(Impl, next)),
            deletions(changes),
          );
    // a replaced field is sent as the client cleaned it (the new type's model fills its defaults)
    for (const key of Object.keys(diff)) if (key.startsWith("==")) diff[key] = next[key.slice(2)];
    if (Object.keys(diff).length === 0) continue;
    if ((await doc._preUpdate(diff, opts, currentUser())) === false) continue;
    if (runtime.hooks.call(`preUpdate${Impl.documentName}`, doc, diff, opts, runtime.userId) === false)
      continue;
    checkPermission(doc, "update", diff);
    diffs.push({ ...diff, _id: id });
    documents.push(doc);
  }
  if (diffs.length === 0) return [];
  // The batch hook may add options (v13's Combatant adds `combatTurn`); they travel with the batch.
  const operation: AnyObject = { ...opts, updates: diffs, parent };
  await Impl._preUpdateOperation(documents, operation, currentUser());
  delete operation.updates;
  delete operation.parent;
  const req = { action: "update" as const, documentName: Impl.documentName, data: diffs, options: operation };
  return send(
    parentRef ? { ...req, parent: parentRef } : req,
    diffs.map((d) => String(d._id)),
  );
}

export async function deleteDocuments(
  cls: DocClass,
  ids: string[],
  options: DatabaseOptions,
): Promise<ClientDocument[]> {
  const { parent = null, ...opts } = options;
  const Impl = documentClass(cls.documentName);
  const { collection, parentRef } = target(Impl, parent);
  const toDelete: string[] = [];
  for (const id of ids) {
    const doc = collection.get(id);
    if (!doc) throw new Error(`${Impl.documentName} ${id} does not exist`);
    if ((await doc._preDelete(opts, currentUser())) === false) continue;
    if (runtime.hooks.call(`preDelete${Impl.documentName}`, doc, opts, runtime.userId) === false) continue;
    checkPermission(doc, "delete");
    toDelete.push(id);
  }
  if (toDelete.length === 0) return [];
  const req = { action: "delete" as const, documentName: Impl.documentName, ids: toDelete, options: opts };
  return send(parentRef ? { ...req, parent: parentRef } : req, toDelete);
}

/** Applies a server result (this client's own, or another's from the event stream). */
export function applyModify(result: ModifyResult): ClientDocument[] {
  const Impl = documentClass(result.documentName);
  let parent: ClientDocument | null = null;
  if (result.parent) {
    parent = resolveRef(result.parent);
    if (!parent) return [];
  }
  const { collection } = target(Impl, parent);
  const field = EMBEDDED[result.documentName]?.field;
  const parentList = (): AnyObject[] => (parent && field ? (parent._source[field] as AnyObject[]) : []);
  // the batch's one options object, handed to every document's _on* method and post-hook
  const { userId, options } = result;
  const name: DocumentName = result.documentName;
  const touched: [ClientDocument, AnyObject | undefined][] = [];
  if (result.action === "create") {
    for (const source of result.result as AnyObject[]) {
      const doc = new Impl(source, { parent });
      collection.set(String(doc.id), doc);
      if (parent) parentList().push(doc._source);
      touched.push([doc, source]);
    }
  } else if (result.action === "update") {
    for (const change of result.result as AnyObject[]) {
      const doc = collection.get(String(change._id));
      if (!doc) continue;
      const changes = deepClone(change);
      delete changes._id;
      const next = Impl.cleanSource(mergeObject(doc.toObject(), changes, { performDeletions: true }));
      for (const f of Object.values(Impl.embedded)) next[f] = doc._source[f];
      if (parent) {
        const list = parentList();
        list[list.indexOf(doc._source)] = next;
      }
      Object.defineProperty(doc, "_source", {
        value: next,
        writable: true,
        enumerable: false,
        configurable: true,
      });
      doc._initialize();
      touched.push([doc, changes]);
    }
  } else {
    for (const id of result.result as string[]) {
      const doc = collection.get(id);
      if (!doc) continue;
      collection.delete(id);
      if (parent) parentList().splice(parentList().indexOf(doc._source), 1);
      touched.push([doc, undefined]);
    }
  }
  // v13: a Combatant batch carrying `combatTurn` moves its combat's turn in the same operation.
  if (
    parent &&
    result.action === "update" &&
    typeof options.combatTurn === "number" &&
    "turn" in parent._source
  )
    parent._source.turn = options.combatTurn;
  if (parent?.documentName === "Token") syncDelta(parent, touched);
  else if (parent) parent.reset();
  else if (result.action !== "delete") for (const [doc] of touched) doc.prepareData();
  if (parent?.documentName === "Actor" && parent.parent?.documentName === "Token")
    syncDeltaList(parent, name);
  for (const [doc, data] of touched) {
    if (result.action === "create") {
      doc._onCreate(data ?? {}, options, userId);
      runtime.hooks.callAll(`create${name}`, doc, options, userId);
    } else if (result.action === "update") {
      doc._onUpdate(data ?? {}, options, userId);
      runtime.hooks.callAll(`update${name}`, doc, data, options, userId);
    } else {
      doc._onDelete(options, userId);
      runtime.hooks.callAll(`delete${name}`, doc, options, userId);
    }
    notifyChange(
      data
        ? { action: result.action, document: doc, changes: data }
        : { action: result.action, document: doc },
    );
  }
  if (parent && touched.length > 0)
    notifyBatch({
      action: result.action,
      parent,
      collection: field ?? null,
      documents: touched.map(([doc]) => doc),
      data:
        result.action === "delete"
          ? touched.map(([doc]) => String(doc.id))
          : touched.map(([doc, data]) =>
              result.action === "update" ? { ...data, _id: doc.id } : (data ?? {}),
            ),
    });
  return touched.map(([doc]) => doc);
}

/** A synthetic actor's update: the token's delta takes the changes, and the actor prepares again. */
function syncDelta(token: ClientDocument, touched: [ClientDocument, AnyObject | undefined][]): void {
  for (const [actor, changes] of touched) {
    token._source.delta = mergeObject((token._source.delta ?? {}) as AnyObject, deepClone(changes ?? {}));
    actor.prepareData();
  }
}

/** A synthetic actor's items or effects changed: the token's delta now holds the whole list (server/world.ts). */
function syncDeltaList(actor: ClientDocument, name: DocumentName): void {
  const field = EMBEDDED[name]?.field;
  if (field !== "items" && field !== "effects") return;
  const token = actor.parent as ClientDocument;
  const delta = (token._source.delta ??= {}) as AnyObject;
  delta[field] = deepClone(actor._source[field] as AnyObject[]);
}
