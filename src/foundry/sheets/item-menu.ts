// The item rows' context menu (right-click, as on every Foundry sheet): edit, duplicate, delete and
// post to chat. Reordering, dragging to another sheet and dropping from a compendium are core's own
// drag and drop of the rows (`.draggable`, ActorSheetV2); the hotbar's macro is hotbar.ts.
import { RuleError } from "../../engine/core/errors";
import { guarded } from "../notify";
import { currentRollMode } from "../chat/roll-mode";

/** What the menu needs of its sheet. */
export interface ItemMenuSheet {
  readonly actor: Actor.Implementation;
  readonly isEditable: boolean;
  /** The sheet's row deletion (its confirm dialog, one write). */
  deleteItem(itemId: string): Promise<void>;
}

function itemOf(sheet: ItemMenuSheet, row: HTMLElement): Item.Implementation {
  const item = sheet.actor.items.get(row.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "");
  if (!item) throw new RuleError("TEMPO.Error.BadRequest", { action: "item" });
  return item;
}

/** A copy of the item on the same actor, named as Foundry names copies ("Dagger (Copy)"). */
export async function duplicateItem(item: Item.Implementation): Promise<void> {
  const name = game.i18n.format("TEMPO.Item.CopyOf", { name: item.name ?? "" });
  await item.clone({ name }, { save: true });
}

/** The item shown in chat (its name, image and summary, escaped), with the user's roll mode. */
export async function postItem(item: Item.Implementation): Promise<void> {
  const img = foundry.utils.escapeHTML(item.img ?? "");
  const name = foundry.utils.escapeHTML(item.name ?? "");
  const type = foundry.utils.escapeHTML(game.i18n.localize(`TYPES.Item.${item.type}`));
  const content = `<div class="tempo-item-post"><img src="${img}" alt="" width="32" height="32"><strong>${name}</strong> <span>${type}</span></div>`;
  const data = { content, speaker: ChatMessage.getSpeaker({ actor: item.parent ?? undefined }) };
  ChatMessage.applyRollMode(data, currentRollMode());
  await ChatMessage.create(data);
}

/** The menu's entries for one sheet: editing ones only where the sheet is editable. */
export function itemMenuEntries(sheet: ItemMenuSheet) {
  const run = (fn: (item: Item.Implementation) => Promise<unknown>) => (row: HTMLElement) =>
    guarded(async () => {
      await fn(itemOf(sheet, row));
    });
  return [
    {
      name: "TEMPO.Item.Menu.Edit",
      icon: '<i class="fa-solid fa-pen-to-square"></i>',
      callback: run(async (item) => item.sheet?.render(true)),
    },
    {
      name: "TEMPO.Item.Menu.Duplicate",
      icon: '<i class="fa-solid fa-copy"></i>',
      condition: () => sheet.isEditable,
      callback: run(duplicateItem),
    },
    {
      name: "TEMPO.Item.Menu.Delete",
      icon: '<i class="fa-solid fa-trash"></i>',
      condition: () => sheet.isEditable,
      callback: run((item) => sheet.deleteItem(item.id ?? "")),
    },
    {
      name: "TEMPO.Item.Menu.Post",
      icon: '<i class="fa-solid fa-comment"></i>',
      callback: run(postItem),
    },
  ];
}
