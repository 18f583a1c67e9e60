// The JournalEntry document (v13) and its embedded JournalEntryPage collection `pages`. The stand-in
// holds them in compendium packs only (the guide): read there, never written (a system's pack is locked).
// A text page keeps its HTML in `text.content`; its `title.show` says whether the sheet heads it.
import { OWNERSHIP } from "../core/protocol";
import {
  ArrayField,
  BooleanField,
  DocumentIdField,
  NumberField,
  ObjectField,
  SchemaField,
  StringField,
} from "../data/fields";
import type { Collection } from "../core/collection";
import type { DataField } from "../data/field-base";
import { ClientDocument } from "./document";

export class JournalEntry extends ClientDocument {
  static override documentName = "JournalEntry" as const;
  static override hasTypeData = false;
  static override embedded = { JournalEntryPage: "pages" };

  static override defineSchema(): Record<string, DataField> {
    return {
      _id: new DocumentIdField(),
      name: new StringField({ required: true, blank: false }),
      pages: new ArrayField(new ObjectField()),
      folder: new StringField({ nullable: true, initial: null }),
      sort: new NumberField({ integer: true, initial: 0 }),
      ownership: new ObjectField({ initial: () => ({ default: OWNERSHIP.NONE }) }),
      flags: new ObjectField(),
    };
  }

  declare pages: Collection<ClientDocument>;
}

export class JournalEntryPage extends ClientDocument {
  static override documentName = "JournalEntryPage" as const;
  static override hasTypeData = false;

  static override defineSchema(): Record<string, DataField> {
    return {
      _id: new DocumentIdField(),
      name: new StringField({ required: true, blank: false }),
      type: new StringField({ required: true, choices: ["text", "image", "pdf", "video"], initial: "text" }),
      title: new SchemaField({
        show: new BooleanField({ initial: true }),
        level: new NumberField({ integer: true, initial: 1 }),
      }),
      text: new SchemaField({
        content: new StringField({ nullable: true, initial: null }),
        format: new NumberField({ integer: true, initial: 1 }),
        markdown: new StringField({ nullable: true, initial: null }),
      }),
      src: new StringField({ nullable: true, initial: null }),
      sort: new NumberField({ integer: true, initial: 0 }),
      ownership: new ObjectField({ initial: () => ({ default: -1 }) }),
      flags: new ObjectField(),
    };
  }
}
