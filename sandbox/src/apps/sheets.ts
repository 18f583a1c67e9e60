// DocumentSheetV2, ActorSheetV2, ItemSheetV2 and the sheet registry (Actors/Items.registerSheet).
import { bindSheetDragDrop, itemDragStart, sheetDrop } from "./sheet-drop";
import { OWNERSHIP, type DocumentName } from "../core/protocol";
import { expandObject, getProperty, type AnyObject } from "../core/utils";
import type { ClientDocument } from "../documents/document";
import { runtime, type SheetLike } from "../documents/runtime";
import { ApplicationV2, type ApplicationOptions, type RenderOptions } from "./application";
import { FilePicker } from "./file-picker";
import { appRegistry } from "./registry";
import type { FormDataExtended } from "./form";

export class DocumentSheetV2 extends ApplicationV2 {
  static override DEFAULT_OPTIONS: Partial<ApplicationOptions> = {
    id: "{id}",
    classes: ["sheet"],
    tag: "form",
    window: { title: "", resizable: true },
    viewPermission: OWNERSHIP.LIMITED,
    editPermission: OWNERSHIP.OWNER,
    // As v13's DocumentSheetV2: `[data-action="editImage"][data-edit="<field>"]` opens a FilePicker
    // and writes the chosen path to that field. The v1 way (a bare `[data-edit]` image, no action)
    // does nothing under v13, so it does nothing here either.
    actions: { editImage: DocumentSheetV2.#onEditImage },
    form: {
      handler: async function (
        this: ApplicationV2,
        event: Event,
        form: HTMLFormElement,
        formData: FormDataExtended,
      ) {
        const sheet = this as DocumentSheetV2;
        const submitData = sheet._prepareSubmitData(event, form, formData);
        await sheet._processSubmitData(event, form, submitData);
      },
      submitOnChange: false,
      closeOnSubmit: false,
    },
  };

  constructor(options: Partial<ApplicationOptions> & AnyObject = {}) {
    const doc = options.document as ClientDocument | undefined;
    if (!doc) throw new Error("A DocumentSheetV2 needs a document option");
    super({ ...options, id: `${new.target.name}-${doc.uuid.replace(/\./g, "-")}` });
    this.document.apps[this.id] = this as unknown as SheetLike;
  }

  get document(): ClientDocument {
    return this.options.document as ClientDocument;
  }

  static async #onEditImage(this: ApplicationV2, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const sheet = this as DocumentSheetV2;
    const field = target.dataset.edit;
    if (!field || !sheet.isEditable) return;
    const current = getProperty(sheet.document._source, field);
    const picker = new FilePicker({
      type: "image",
      current: typeof current === "string" ? current : "",
      callback: async (path) => {
        await sheet.document.update({ [field]: path });
      },
    });
    await picker.browse();
  }
  override get title(): string {
    return this.document.name ?? "";
  }
  /** v13: a document of a locked pack is never editable, whoever looks at it. */
  get isEditable(): boolean {
    const pack = this.document.pack ? runtime.packs.get(this.document.pack) : undefined;
    if (pack?.locked) return false;
    return this.document.testUserPermission(userOf(), Number(this.options.editPermission));
  }
  get isVisible(): boolean {
    return this.document.testUserPermission(userOf(), Number(this.options.viewPermission));
  }

  /**
   * As v13's DocumentSheetV2: a user below the sheet's view permission (NONE, by default) gets no
   * sheet, whoever asks for it (a macro, a double click, a link), only core's warning.
   */
  override _canRender(options: RenderOptions): false | void {
    super._canRender(options);
    if (this.isVisible) return;
    const type = appRegistry.localize(`DOCUMENT.${this.document.documentName}`);
    throw new Error(appRegistry.localize("SHEETS.DocumentSheetPrivate").replace("{type}", type));
  }

  override async _prepareContext(options: RenderOptions): Promise<AnyObject> {
    const context = await super._prepareContext(options);
    return {
      ...context,
      document: this.document,
      source: this.document._source,
      fields: (this.document.constructor as typeof ClientDocument).schema.fields,
      editable: this.isEditable,
      user: userOf(),
      rootId: this.id,
    };
  }

  override async _onRender(context: AnyObject, options: RenderOptions): Promise<void> {
    await super._onRender(context, options);
    if (this.isEditable || !this.element) return;
    for (const el of this.element.querySelectorAll<HTMLInputElement>(
      ".window-content input, .window-content select, .window-content textarea, .window-content button",
    )) {
      if (!el.closest(".window-header")) el.disabled = true;
    }
  }

  _prepareSubmitData(_event: Event, _form: HTMLFormElement, formData: FormDataExtended): AnyObject {
    return expandObject(formData.object);
  }

  async _processSubmitData(_event: Event, _form: HTMLFormElement, submitData: AnyObject): Promise<void> {
    await this.document.update(submitData);
  }

  override async close(options: AnyObject = {}): Promise<this> {
    await super.close(options);
    delete this.document.apps[this.id];
    return this;
  }
}

export class ActorSheetV2 extends DocumentSheetV2 {
  static override DEFAULT_OPTIONS: Partial<ApplicationOptions> = {
    classes: ["actor"],
    position: { width: 600 },
  };
  get actor(): ClientDocument {
    return this.document;
  }
  /** v13's ActorSheetV2 binds its drag and drop (`.draggable` rows, drops on the sheet) each render. */
  override async _onRender(context: AnyObject, options: RenderOptions): Promise<void> {
    await super._onRender(context, options);
    bindSheetDragDrop(this);
  }
  /** The drag of a `.draggable` element (its listener's `currentTarget`): an item row drags its item. */
  _onDragStart(event: DragEvent): void {
    itemDragStart(this, event);
  }
  /** A drop on the sheet: the `dropActorSheetData` hook, then an Item sorted or created (sheet-drop.ts). */
  async _onDrop(event: DragEvent): Promise<unknown> {
    return sheetDrop(this, event);
  }
}

export class ItemSheetV2 extends DocumentSheetV2 {
  static override DEFAULT_OPTIONS: Partial<ApplicationOptions> = {
    classes: ["item"],
    position: { width: 480 },
  };
  get item(): ClientDocument {
    return this.document;
  }
  get actor(): ClientDocument | null {
    return this.document.parent;
  }
}

function userOf(): ClientDocument {
  const user = runtime.collections.users.get(runtime.userId);
  if (!user) throw new Error("No current user");
  return user;
}

// ---- registry ----
interface SheetEntry {
  scope: string;
  cls: typeof DocumentSheetV2;
  types?: string[];
  makeDefault: boolean;
  label?: string;
}

const registered: Partial<Record<DocumentName, SheetEntry[]>> = {};
const instances = new WeakMap<ClientDocument, SheetLike>();

export function registerSheet(
  name: DocumentName,
  scope: string,
  cls: typeof DocumentSheetV2,
  options: { types?: string[]; makeDefault?: boolean; label?: string } = {},
): void {
  (registered[name] ??= []).push({
    scope,
    cls,
    types: options.types,
    makeDefault: options.makeDefault === true,
    label: options.label,
  });
  publishSheetClasses(name);
}

export function unregisterSheet(
  name: DocumentName,
  scope: string,
  cls?: unknown,
  options: { types?: string[] } = {},
): void {
  registered[name] = (registered[name] ?? []).filter(
    (e) =>
      !(
        e.scope === scope &&
        (!cls || e.cls === cls) &&
        (!options.types || options.types.some((t) => e.types?.includes(t)))
      ),
  );
  publishSheetClasses(name);
}

/**
 * `CONFIG.<Doc>.sheetClasses[type]["<scope>.<ClassName>"]`, as Foundry lists every sheet a type may
 * use (the "Configure Sheet" choices): a sheet registered without `types` serves every declared type.
 */
function publishSheetClasses(name: DocumentName): void {
  const config = runtime.config[name] as AnyObject | undefined;
  if (!config) return;
  const out: Record<string, Record<string, AnyObject>> = {};
  const Doc = documentClassFor(name);
  for (const entry of registered[name] ?? []) {
    for (const type of entry.types ?? Doc?.validTypes() ?? []) {
      const id = `${entry.scope}.${entry.cls.name}`;
      (out[type] ??= {})[id] = { id, cls: entry.cls, default: entry.makeDefault, label: entry.label ?? id };
    }
  }
  config.sheetClasses = out;
}

const documentClassFor = (name: DocumentName): typeof ClientDocument | undefined =>
  runtime.config[name]?.documentClass as typeof ClientDocument | undefined;

/**
 * Foundry v13 registers its own (v1) sheets under the "core" scope for every Actor and Item type:
 * they stay selectable beside a system's sheets until the system unregisters them
 * (`Actors.unregisterSheet("core", foundry.appv1.sheets.ActorSheet)`). The sandbox registers these
 * stand-ins at boot, before `init`.
 */
export class ActorSheet extends ActorSheetV2 {
  override async _renderHTML(): Promise<HTMLElement> {
    const p = document.createElement("p");
    p.textContent = this.document.name ?? "";
    return p;
  }
  override _replaceHTML(result: unknown, content: HTMLElement): void {
    content.replaceChildren(result as HTMLElement);
  }
}
export class ItemSheet extends ItemSheetV2 {
  override async _renderHTML(): Promise<HTMLElement> {
    const p = document.createElement("p");
    p.textContent = this.document.name ?? "";
    return p;
  }
  override _replaceHTML(result: unknown, content: HTMLElement): void {
    content.replaceChildren(result as HTMLElement);
  }
}

export function registerCoreSheets(): void {
  registerSheet("Actor", "core", ActorSheet, { makeDefault: true, label: "Default Actor Sheet" });
  registerSheet("Item", "core", ItemSheet, { makeDefault: true, label: "Default Item Sheet" });
}

export function sheetClassFor(doc: ClientDocument): typeof DocumentSheetV2 | null {
  const candidates = (registered[doc.documentName] ?? []).filter(
    (e) => !e.types || e.types.includes(doc.type),
  );
  const chosen = [...candidates].reverse().find((e) => e.makeDefault) ?? candidates[candidates.length - 1];
  return chosen?.cls ?? null;
}

runtime.sheetFor = (doc) => {
  let sheet = instances.get(doc);
  if (!sheet) {
    const Sheet = sheetClassFor(doc);
    if (!Sheet) return null;
    sheet = new Sheet({ document: doc }) as unknown as SheetLike;
    instances.set(doc, sheet);
  }
  return sheet;
};

export const sheetCollections = {
  Actors: {
    registerSheet: (
      scope: string,
      cls: typeof DocumentSheetV2,
      options?: { types?: string[]; makeDefault?: boolean; label?: string },
    ) => registerSheet("Actor", scope, cls, options),
    unregisterSheet: (scope: string, cls?: unknown, options?: { types?: string[] }) =>
      unregisterSheet("Actor", scope, cls, options),
  },
  Items: {
    registerSheet: (
      scope: string,
      cls: typeof DocumentSheetV2,
      options?: { types?: string[]; makeDefault?: boolean; label?: string },
    ) => registerSheet("Item", scope, cls, options),
    unregisterSheet: (scope: string, cls?: unknown, options?: { types?: string[] }) =>
      unregisterSheet("Item", scope, cls, options),
  },
};
