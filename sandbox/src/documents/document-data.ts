// The data side of a client Document: its source cleaned and validated by its schema and its type's
// TypeDataModel, the system model, embedded collections, prepared data.
import { Collection } from "../core/collection";
import { EMBEDDED, type DocumentName } from "../core/protocol";
import { deepClone, mergeObject, type AnyObject } from "../core/utils";
import type { DataField } from "../data/field-base";
import { SchemaField } from "../data/compound-fields";
import { TypeDataModel } from "../data/data-model";
import type { ClientDocument } from "./document";
import { cleanDocumentSource } from "./source";
import { documentClass, runtime, type SheetLike } from "./runtime";

const schemas = new WeakMap<object, SchemaField>();

export class DocumentData {
  static documentName: DocumentName = "Actor";
  /** Embedded document name -> source field, e.g. `{ Item: "items" }`. */
  static embedded: Partial<Record<DocumentName, string>> = {};
  /** Base fields exposed through getters on the class instead of own properties. */
  static getterFields: string[] = [];
  static hasTypeData = true;

  declare _id: string | null;
  declare name: string;
  declare type: string;
  declare img: string | null;
  declare flags: Record<string, Record<string, unknown>>;
  declare ownership: Record<string, number>;
  declare system: unknown;
  declare _source: AnyObject;
  declare parent: ClientDocument | null;
  declare apps: Record<string, SheetLike>;

  static defineSchema(): Record<string, DataField> {
    return {};
  }

  static get schema(): SchemaField {
    let schema = schemas.get(this);
    if (!schema) schemas.set(this, (schema = new SchemaField(this.defineSchema())));
    return schema;
  }

  static get implementation(): typeof ClientDocument {
    return documentClass(this.documentName);
  }

  /** The TypeDataModel class for a type: the one registered for it, else the one for "base". */
  static systemModel(type: string): typeof TypeDataModel | undefined {
    const models = runtime.config[this.documentName]?.dataModels ?? {};
    return models[type] ?? models.base;
  }

  /**
   * The types Foundry accepts: those the manifest declares in `documentTypes`, plus "base" (for
   * documents other than Actor and Item). A `CONFIG.<Doc>.dataModels` key the manifest does not
   * declare is ignored by Foundry, and a document of that type is refused.
   */
  static validTypes(): string[] {
    const declared = Object.keys(runtime.documentTypes[this.documentName] ?? {});
    return [
      ...new Set([
        ...declared,
        ...(this.documentName === "Actor" || this.documentName === "Item" ? [] : ["base"]),
      ]),
    ];
  }

  /** Cleans and validates a full source; throws a DataModelValidationError listing every failure. */
  static cleanSource(data: AnyObject): AnyObject {
    return cleanDocumentSource(this, data);
  }

  constructor(
    data: AnyObject = {},
    { parent = null, pack = null }: { parent?: ClientDocument | null; pack?: string | null } = {},
  ) {
    const cls = this.constructor as typeof DocumentData;
    const hidden = (key: string, value: unknown): void =>
      void Object.defineProperty(this, key, { value, writable: true, enumerable: false, configurable: true });
    hidden("parent", parent);
    hidden("_pack", pack);
    hidden("apps", {});
    hidden("_source", cls.cleanSource(data));
    this._initialize();
    this.#embed();
    if (!parent) this.prepareData();
  }

  /** Builds the embedded collections from the source. */
  #embed(): void {
    const cls = this.constructor as typeof DocumentData;
    for (const [name, field] of Object.entries(cls.embedded)) {
      const Child = documentClass(name as DocumentName);
      const collection = new Collection<ClientDocument>();
      for (const childSource of this._source[field] as AnyObject[]) {
        const child = new Child(childSource, { parent: this as unknown as ClientDocument });
        collection.set(String(child.id), child);
      }
      this._source[field] = collection.map((c) => c._source);
      Object.defineProperty(this, field, {
        value: collection,
        writable: true,
        enumerable: false,
        configurable: true,
      });
    }
  }

  /** Replaces the whole source (embedded documents rebuilt) and prepares again: a synthetic actor
   *  whose base actor changed. */
  _replaceSource(data: AnyObject): void {
    const cls = this.constructor as typeof DocumentData;
    Object.defineProperty(this, "_source", {
      value: cls.cleanSource(data),
      writable: true,
      enumerable: false,
      configurable: true,
    });
    this._initialize();
    this.#embed();
    this.prepareData();
  }

  /** Sets the base fields and the system model from the source (resets prepared values). */
  _initialize(): void {
    const cls = this.constructor as typeof DocumentData;
    for (const [name, field] of Object.entries(cls.schema.fields)) {
      if (cls.getterFields.includes(name)) continue;
      Object.defineProperty(this, name, {
        value: field.initialize(this._source[name], this),
        writable: true,
        enumerable: true,
        configurable: true,
      });
    }
    if (cls.hasTypeData) {
      const Model = cls.systemModel(this.type);
      const system = Model
        ? new Model(this._source.system as AnyObject, { parent: this })
        : deepClone(this._source.system);
      if (system instanceof TypeDataModel) this._source.system = system._source;
      Object.defineProperty(this, "system", {
        value: system,
        writable: true,
        enumerable: true,
        configurable: true,
      });
    }
  }

  get documentName(): DocumentName {
    return (this.constructor as typeof DocumentData).documentName;
  }
  get id(): string | null {
    return this._id;
  }
  /** The compendium pack (`<package>.<name>`) holding this document (an embedded one: its parent's), or null. */
  get pack(): string | null {
    return this.parent ? this.parent.pack : ((this as unknown as { _pack: string | null })._pack ?? null);
  }
  get uuid(): string {
    const own = `${this.documentName}.${String(this.id)}`;
    if (this.parent) return `${this.parent.uuid}.${own}`;
    return this.pack ? `Compendium.${this.pack}.${own}` : own;
  }
  get isEmbedded(): boolean {
    return this.parent !== null;
  }
  get collection(): Collection<ClientDocument> | undefined {
    const embedded = EMBEDDED[this.documentName];
    if (this.parent && embedded) return this.parent.getEmbeddedCollection(this.documentName);
    return undefined;
  }

  getEmbeddedCollection(name: DocumentName): Collection<ClientDocument> {
    const field = (this.constructor as typeof DocumentData).embedded[name];
    if (!field) throw new Error(`${name} is not embedded in ${this.documentName}`);
    return (this as unknown as Record<string, Collection<ClientDocument>>)[field] ?? new Collection();
  }
  getEmbeddedDocument(name: DocumentName, id: string): ClientDocument | undefined {
    return this.getEmbeddedCollection(name).get(id);
  }

  // ---- prepared data (Foundry order: system base, base, embedded, system derived, derived) ----
  prepareData(): void {
    const system = this.system instanceof TypeDataModel ? this.system : null;
    system?.prepareBaseData();
    this.prepareBaseData();
    this.prepareEmbeddedDocuments();
    system?.prepareDerivedData();
    this.prepareDerivedData();
  }
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
  prepareEmbeddedDocuments(): void {
    for (const name of Object.keys((this.constructor as typeof DocumentData).embedded)) {
      for (const child of this.getEmbeddedCollection(name as DocumentName)) child.prepareData();
    }
  }
  /** Re-initializes from the source and prepares again (children too). */
  reset(): void {
    this._initialize();
    for (const name of Object.keys((this.constructor as typeof DocumentData).embedded)) {
      for (const child of this.getEmbeddedCollection(name as DocumentName)) child._initialize();
    }
    this.prepareData();
  }

  /** Changes the source locally (as in `_preCreate`); throws and changes nothing if invalid. */
  updateSource(changes: AnyObject = {}): AnyObject {
    const cls = this.constructor as typeof DocumentData;
    const merged = mergeObject(this.toObject(), changes, { performDeletions: true });
    const cleaned = cls.cleanSource(merged);
    for (const field of Object.values(cls.embedded)) cleaned[field] = this._source[field];
    Object.defineProperty(this, "_source", {
      value: cleaned,
      writable: true,
      enumerable: false,
      configurable: true,
    });
    this._initialize();
    return changes;
  }

  toObject(source = true): AnyObject {
    if (source) return deepClone(this._source);
    const out: AnyObject = {};
    for (const name of Object.keys((this.constructor as typeof DocumentData).schema.fields))
      out[name] = deepClone((this as unknown as AnyObject)[name]);
    return out;
  }
  toJSON(): AnyObject {
    return this.toObject();
  }
}
