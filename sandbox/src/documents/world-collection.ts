// A world collection (v13 WorldCollection): `game.actors`, `game.items`, `game.macros`... with
// `documentName`, `documentClass`, and the import of a compendium document (`fromCompendium`,
// `importFromCompendium`), which is a create like any other (a player without the create permission
// is refused by the server, as in Foundry).
import { Collection } from "../core/collection";
import type { DocumentName } from "../core/protocol";
import { mergeObject, type AnyObject } from "../core/utils";
import type { CompendiumCollection } from "./compendium";
import type { ClientDocument } from "./document";
import { documentClass } from "./runtime";

export interface FromCompendiumOptions {
  clearSort?: boolean;
  clearFolder?: boolean;
  clearOwnership?: boolean;
  keepId?: boolean;
}

export class WorldCollection extends Collection<ClientDocument> {
  constructor(readonly documentName: DocumentName) {
    super();
  }
  get documentClass(): typeof ClientDocument {
    return documentClass(this.documentName);
  }

  /** The data to create a world document from a pack's: no id (unless `keepId`), sort, folder or ownership. */
  fromCompendium(document: ClientDocument, options: FromCompendiumOptions = {}): AnyObject {
    const { clearSort = true, clearFolder = true, clearOwnership = true, keepId = false } = options;
    const data = document.toObject();
    if (!keepId) delete data._id;
    if (clearSort) delete data.sort;
    if (clearFolder) delete data.folder;
    if (clearOwnership) delete data.ownership;
    return data;
  }

  /** Creates a world document from the pack's document `id` (one create); undefined when the pack has none. */
  async importFromCompendium(
    pack: CompendiumCollection,
    id: string,
    updateData: AnyObject = {},
    options: FromCompendiumOptions & AnyObject = {},
  ): Promise<ClientDocument | undefined> {
    if (pack.documentName !== this.documentName)
      throw new Error(
        `The ${pack.collection} pack holds ${pack.documentName} documents, not ${this.documentName}`,
      );
    const document = await pack.getDocument(id);
    if (!document) return undefined;
    const data = mergeObject(this.fromCompendium(document, options), updateData);
    return (await this.documentClass.create(data, options)) as ClientDocument | undefined;
  }
}
