// ActorSheetV2's own drag and drop in v13 (core binds it to a sheet's `.draggable` elements, calling the
// sheet's `_onDragStart` and `_onDrop`, which a system may override): a row
// with `data-item-id` drags its item (`toDragData`: type and uuid, as text/plain JSON); a drop on the
// sheet first asks the `dropActorSheetData` hook (false stops it), then, for an Item and an editable
// sheet: the sheet's own item is sorted before the row it is dropped on (its siblings in that list,
// one update batch), another document's item is copied onto this actor (one create).
import { runtime } from "../documents/runtime";
import type { ClientDocument } from "../documents/document";
import type { AnyObject } from "../core/utils";
import { reportError } from "./app-types";

interface DropSheet {
  element: HTMLElement | null;
  readonly actor: ClientDocument;
  readonly isEditable: boolean;
  /** v13 ActorSheetV2's overridable callbacks, which the bound listeners call */
  _onDragStart(event: DragEvent): void;
  _onDrop(event: DragEvent): Promise<unknown>;
}

const bound = new WeakSet<HTMLElement>();

function itemsOf(actor: ClientDocument): { get(id: string): ClientDocument | undefined } {
  return actor.getEmbeddedCollection("Item");
}

/** Foundry's integer sort, placing `source` before `target` among `siblings` (reindexed when no room). */
function sortBefore(source: ClientDocument, target: ClientDocument, siblings: ClientDocument[]): AnyObject[] {
  const sortOf = (d: ClientDocument) => Number((d as unknown as { sort?: number }).sort ?? 0);
  const ordered = siblings.filter((d) => d.id !== source.id).sort((a, b) => sortOf(a) - sortOf(b));
  const at = ordered.findIndex((d) => d.id === target.id);
  const before = at > 0 ? ordered[at - 1] : undefined;
  const low = before ? sortOf(before) : sortOf(target) - 200000;
  const high = sortOf(target);
  if (high - low > 1 && (!before || sortOf(before) !== high))
    return [{ _id: source.id, sort: Math.floor((low + high) / 2) }];
  ordered.splice(at, 0, source);
  return ordered
    .map((d, i) => ({ _id: d.id, sort: (i + 1) * 100000 }))
    .filter((u, i) => sortOf(ordered[i]!) !== u.sort);
}

/** ActorSheetV2#_onDragStart's default: a row with `data-item-id` drags its item. */
export function itemDragStart(sheet: DropSheet, event: DragEvent): void {
  const el = event.currentTarget as HTMLElement | null;
  const item = itemsOf(sheet.actor).get(el?.dataset.itemId ?? "");
  if (item) event.dataTransfer?.setData("text/plain", JSON.stringify(item.toDragData()));
}

/** ActorSheetV2#_onDrop's default. */
export async function sheetDrop(sheet: DropSheet, event: DragEvent): Promise<void> {
  let data: AnyObject;
  try {
    data = JSON.parse(event.dataTransfer?.getData("text/plain") ?? "") as AnyObject;
  } catch {
    return;
  }
  const actor = sheet.actor;
  if (runtime.hooks.call("dropActorSheetData", actor, sheet, data) === false) return;
  if (data.type !== "Item" || !sheet.isEditable) return;
  // the page's global fromUuid (client/namespace.ts), as core's sheet resolves the dropped document
  const resolve = (globalThis as { fromUuid?: (uuid: string) => Promise<ClientDocument | null> }).fromUuid;
  const item = await resolve?.(String(data.uuid));
  if (!item) return;
  if (item.parent?.uuid === actor.uuid) {
    const row = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-item-id]");
    const target = row ? itemsOf(actor).get(row.dataset.itemId ?? "") : undefined;
    if (!row || !target || target.id === item.id) return;
    const siblings = [...(row.parentElement?.children ?? [])]
      .map((el) => itemsOf(actor).get((el as HTMLElement).dataset.itemId ?? ""))
      .filter((d): d is ClientDocument => d !== undefined);
    const updates = sortBefore(item, target, siblings);
    if (updates.length > 0) await actor.updateEmbeddedDocuments("Item", updates);
    return;
  }
  const source = item.toObject();
  delete source._id;
  await actor.createEmbeddedDocuments("Item", [source]);
}

/** Binds the sheet's drag sources (each render) and its drop target (once per element). */
export function bindSheetDragDrop(sheet: DropSheet): void {
  const root = sheet.element;
  if (!root) return;
  for (const el of root.querySelectorAll<HTMLElement>(".draggable")) {
    el.draggable = true;
    if (bound.has(el)) continue;
    bound.add(el);
    el.addEventListener("dragstart", (event) => sheet._onDragStart(event));
  }
  if (bound.has(root)) return;
  bound.add(root);
  root.addEventListener("dragover", (event) => event.preventDefault());
  root.addEventListener("drop", (event) => {
    event.preventDefault();
    sheet._onDrop(event).catch(reportError);
  });
}
