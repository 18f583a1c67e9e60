// Compendium packs on the client (v13 CompendiumCollection): `game.packs` keyed `<system>.<name>`, each
// with its `index` (loaded at start: `_id`, `name`, `img`, `type`, `uuid`) and its documents built on
// demand (`getDocuments`, `getDocument`), each with `pack` set and a `Compendium.<pack>.<Doc>.<id>`
// uuid. A system's packs are locked: nothing here writes to them. `importAll` (and `importDialog`, which
// asks first) creates their documents in the world.
import { Collection } from "../core/collection";
import type { DocumentName, PackSnapshot } from "../core/protocol";
import { deepClone, escapeHTML, type AnyObject } from "../core/utils";
import type { ClientDocument } from "./document";
import { documentClass, runtime } from "./runtime";
import type { WorldCollection } from "./world-collection";

export interface IndexEntry {
  _id: string;
  name: string;
  img: string | null;
  type: string | undefined;
  uuid: string;
}

export class CompendiumCollection extends Collection<ClientDocument> {
  readonly metadata: { id: string; name: string; label: string; type: string; packageType: "system" };
  readonly index = new Collection<IndexEntry>();
  readonly locked = true;
  readonly #sources = new Map<string, AnyObject>();

  constructor(systemId: string, snapshot: PackSnapshot) {
    super();
    const id = `${systemId}.${snapshot.name}`;
    this.metadata = {
      id,
      name: snapshot.name,
      label: snapshot.label,
      type: snapshot.type,
      packageType: "system",
    };
    for (const source of snapshot.documents) {
      const _id = String(source._id);
      this.#sources.set(_id, source);
      this.index.set(_id, {
        _id,
        name: String(source.name ?? ""),
        img: typeof source.img === "string" ? source.img : null,
        type: typeof source.type === "string" ? source.type : undefined,
        uuid: `Compendium.${id}.${snapshot.type}.${_id}`,
      });
    }
  }
  get collection(): string {
    return this.metadata.id;
  }
  get documentName(): string {
    return this.metadata.type;
  }
  get title(): string {
    return this.metadata.label;
  }

  /** The pack's document of this id (built once and kept, as Foundry caches loaded documents), or undefined. */
  async getDocument(id: string): Promise<ClientDocument | undefined> {
    const cached = this.get(id);
    if (cached) return cached;
    const source = this.#sources.get(id);
    if (!source) return undefined;
    const Impl = documentClass(this.documentName as DocumentName);
    const doc = new Impl(deepClone(source), { pack: this.collection });
    this.set(id, doc);
    return doc;
  }
  async getDocuments(): Promise<ClientDocument[]> {
    const docs = await Promise.all([...this.#sources.keys()].map((id) => this.getDocument(id)));
    return docs.filter((d): d is ClientDocument => d !== undefined);
  }
  async getIndex(): Promise<Collection<IndexEntry>> {
    return this.index;
  }

  /** The world collection this pack's documents import into (`game.actors` for an Actor pack...). */
  get #world(): WorldCollection | undefined {
    return Object.values(runtime.collections).find((c) => c.documentName === this.documentName);
  }

  /**
   * v13's `importAll`: every document of the pack created in the world in one batch, each as
   * `fromCompendium` gives it (ids kept with `keepId`). The stand-in has no folders, so none is made.
   */
  async importAll({ keepId = false }: { keepId?: boolean } = {}): Promise<ClientDocument[]> {
    const world = this.#world;
    if (!world) throw new Error(`The ${this.collection} pack's documents cannot be imported into the world`);
    const data = (await this.getDocuments()).map((doc) => world.fromCompendium(doc, { keepId }));
    return world.documentClass.createDocuments(data, { keepId });
  }

  /** v13's `importDialog`: asks first, then imports everything (the pack's Import All Content). */
  async importDialog(): Promise<ClientDocument[] | null> {
    const title = `Import All Content: ${this.title}`;
    const body = `<p>Import all ${this.index.size} ${escapeHTML(this.documentName)} documents of the ${escapeHTML(this.title)} compendium into the world?</p>`;
    const yes = runtime.confirm ? await runtime.confirm(title, body) : true;
    return yes ? this.importAll() : null;
  }
}
