// The client Document: ownership, flags, sheet, lifecycle methods and the CRUD API (each call one
// write batch sent to the world server). Its data side is DocumentData.
import { ownershipLevel } from "../core/permissions";
import { OWNERSHIP, type DocumentName } from "../core/protocol";
import { getProperty, mergeObject, type AnyObject } from "../core/utils";
import { createDocuments, deleteDocuments, updateDocuments, type DatabaseOptions } from "./database";
import { DocumentData } from "./document-data";
import { currentUser, documentClass, runtime, type SheetLike } from "./runtime";

export interface UserLike {
  id: string | null;
  _id?: unknown;
  isGM?: boolean;
  _source: AnyObject;
}

export class ClientDocument extends DocumentData {
  // ---- ownership ----
  /** The source whose `ownership` decides this document's (embedded ones inherit their parent's). */
  protected _ownershipSource(): AnyObject | undefined {
    return this.parent ? this.parent._ownershipSource() : this._source;
  }
  getUserLevel(user: UserLike | undefined = currentUser()): number {
    if (!user) return OWNERSHIP.NONE;
    return ownershipLevel(this._ownershipSource(), { _id: String(user.id), role: Number(user._source.role) });
  }
  testUserPermission(
    user: UserLike,
    permission: number | keyof typeof OWNERSHIP,
    { exact = false } = {},
  ): boolean {
    const level = typeof permission === "number" ? permission : OWNERSHIP[permission];
    const own = this.getUserLevel(user);
    return exact ? own === level : own >= level;
  }
  get permission(): number {
    return this.getUserLevel();
  }
  get isOwner(): boolean {
    return this.getUserLevel() >= OWNERSHIP.OWNER;
  }
  get limited(): boolean {
    return this.getUserLevel() === OWNERSHIP.LIMITED;
  }
  get visible(): boolean {
    return this.getUserLevel() >= OWNERSHIP.LIMITED;
  }

  // ---- flags ----
  getFlag(scope: string, key: string): unknown {
    return getProperty(this.flags?.[scope], key);
  }
  async setFlag(scope: string, key: string, value: unknown): Promise<this | undefined> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }
  async unsetFlag(scope: string, key: string): Promise<this | undefined> {
    const parts = key.split(".");
    const last = parts.pop() ?? key;
    return this.update({ [["flags", scope, ...parts, `-=${last}`].join(".")]: null });
  }

  // ---- sheet and apps ----
  get sheet(): SheetLike | null {
    return runtime.sheetFor?.(this) ?? null;
  }
  render(force = false, options: AnyObject = {}): void {
    for (const app of Object.values(this.apps)) void app.render({ force, ...options });
  }

  // ---- lifecycle (overridable) ----
  async _preCreate(_data: AnyObject, _options: AnyObject, _user: unknown): Promise<boolean | void> {}
  _onCreate(_data: AnyObject, _options: AnyObject, _userId: string): void {}
  async _preUpdate(_changes: AnyObject, _options: AnyObject, _user: unknown): Promise<boolean | void> {}
  _onUpdate(_changed: AnyObject, _options: AnyObject, _userId: string): void {}
  async _preDelete(_options: AnyObject, _user: unknown): Promise<boolean | void> {}
  _onDelete(_options: AnyObject, _userId: string): void {}
  /**
   * Foundry's batch hook on the requesting client, after each document's `_preUpdate`: it may add
   * options to the operation (`operation.updates` holds the diffs, `operation.parent` the parent).
   */
  static async _preUpdateOperation(
    _documents: ClientDocument[],
    _operation: AnyObject,
    _user: unknown,
  ): Promise<void> {}

  // ---- CRUD ----
  static async create(data: AnyObject | AnyObject[], options: DatabaseOptions = {}): Promise<unknown> {
    const created = await createDocuments(this, Array.isArray(data) ? data : [data], options);
    return Array.isArray(data) ? created : created[0];
  }
  static async createDocuments(
    data: AnyObject[] = [],
    options: DatabaseOptions = {},
  ): Promise<ClientDocument[]> {
    return createDocuments(this, data, options);
  }
  static async updateDocuments(
    updates: AnyObject[] = [],
    options: DatabaseOptions = {},
  ): Promise<ClientDocument[]> {
    return updateDocuments(this, updates, options);
  }
  static async deleteDocuments(ids: string[] = [], options: DatabaseOptions = {}): Promise<ClientDocument[]> {
    return deleteDocuments(this, ids, options);
  }
  async update(changes: AnyObject = {}, options: AnyObject = {}): Promise<this | undefined> {
    const cls = this.constructor as typeof ClientDocument;
    const [doc] = await cls.updateDocuments([{ ...changes, _id: this.id }], {
      ...options,
      parent: this.parent,
    });
    return doc as this | undefined;
  }
  async delete(options: AnyObject = {}): Promise<this | undefined> {
    const cls = this.constructor as typeof ClientDocument;
    const [doc] = await cls.deleteDocuments([String(this.id)], { ...options, parent: this.parent });
    return doc as this | undefined;
  }
  /**
   * A copy of this document with `data` merged in (Foundry's `Document#clone`): a new id unless
   * `keepId`; with `save`, created beside this one (same parent) and the created document returned.
   */
  clone(
    data: AnyObject = {},
    { save = false, keepId = false }: { save?: boolean; keepId?: boolean } = {},
  ): unknown {
    const source = mergeObject(this.toObject(), data);
    if (!keepId) delete source._id;
    const cls = this.constructor as typeof ClientDocument;
    if (save) return cls.create(source, { parent: this.parent });
    return new cls(source, { parent: this.parent });
  }

  /**
   * The document a drop's data names (v13 `Document.fromDropData`): `{ type, uuid }`, resolved through
   * `fromUuid` (a pack's document included); a drop of another document type is refused.
   */
  static async fromDropData(data: AnyObject): Promise<ClientDocument | undefined> {
    if (data.type !== this.documentName)
      throw new Error(`The drop data is a ${String(data.type)}, not a ${this.documentName}`);
    const resolve = (globalThis as { fromUuid?: (uuid: string) => Promise<ClientDocument | null> }).fromUuid;
    const doc = typeof data.uuid === "string" ? await resolve?.(data.uuid) : null;
    return doc ?? undefined;
  }

  /** What a drag of this document carries (Foundry's `toDragData`): its type and uuid. */
  toDragData(): { type: string; uuid: string } {
    return { type: this.documentName, uuid: this.uuid };
  }

  async createEmbeddedDocuments(
    name: DocumentName,
    data: AnyObject[],
    options: AnyObject = {},
  ): Promise<ClientDocument[]> {
    return documentClass(name).createDocuments(data, { ...options, parent: this });
  }
  async updateEmbeddedDocuments(
    name: DocumentName,
    updates: AnyObject[],
    options: AnyObject = {},
  ): Promise<ClientDocument[]> {
    return documentClass(name).updateDocuments(updates, { ...options, parent: this });
  }
  async deleteEmbeddedDocuments(
    name: DocumentName,
    ids: string[],
    options: AnyObject = {},
  ): Promise<ClientDocument[]> {
    return documentClass(name).deleteDocuments(ids, { ...options, parent: this });
  }
}
