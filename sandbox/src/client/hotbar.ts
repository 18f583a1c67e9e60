// The hotbar (v13 `ui.hotbar`), the Compendium Packs sidebar and the Actors directory's drop, the
// parts of Foundry's interface that macros and compendium drops go through.
// - Hotbar: 10 slots (`#hotbar li.slot[data-slot]`, `data-macro-id` when full) from the user's
//   `hotbar`. A click runs the macro (`Macro#execute`). A drop calls `Hooks.call("hotbarDrop", bar,
//   data, slot)` first (false stops it); a Macro's drop data then assigns it (`fromSlot` moves it).
//   Other dropped documents make no macro here (v13 makes a "toggle the sheet" macro of them).
// - Compendium packs (`#compendium-packs`): each pack's index entries, draggable as `{ type, uuid }`,
//   and its Import All Content (`pack.importDialog()`, a GM's).
// - Actors directory (`#world-actors`): a dropped Actor of a pack is imported
//   (`game.actors.importFromCompendium`, one create: a player is refused by the server).
// - The scene (`#actor-directory`, the stand-in's canvas): a dropped Actor becomes a token of the active
//   scene, as v13's token layer makes one: `Hooks.call("dropCanvasData", canvas, data, event)` first
//   (false stops it), an Actor of a pack imported into the world first (one create), then one Token
//   create from the actor's prototype token (its name, disposition, link, bar) with the drop's x and y.
import type { AnyObject } from "../core/utils";
import { runtime } from "../documents/runtime";
import type { ClientDocument } from "../documents/document";
import type { Macro } from "../documents/macro";
import type { User } from "../documents/user";
import { reportError } from "../apps/app-types";
import { activeScene } from "../documents/scene";
import { sandboxCanvas } from "../documents/token";

function dropData(event: DragEvent): AnyObject | null {
  try {
    return JSON.parse(event.dataTransfer?.getData("text/plain") ?? "") as AnyObject;
  } catch {
    return null;
  }
}

function currentUser(): User | undefined {
  return runtime.collections.users.get(runtime.userId) as User | undefined;
}

export const hotbar = {
  page: 1,
  get element(): HTMLElement | null {
    return document.getElementById("hotbar");
  },
  render(): void {
    const list = document.getElementById("action-bar");
    const user = currentUser();
    if (!list || !user) return;
    list.replaceChildren();
    for (const { slot, macro } of user.getHotbarMacros(hotbar.page)) {
      const li = document.createElement("li");
      li.className = `slot ${macro ? "full" : "open"}`;
      li.dataset.slot = String(slot);
      li.setAttribute("aria-label", macro ? String(macro.name) : `Slot ${slot}`);
      if (macro) {
        li.dataset.macroId = String(macro.id);
        li.draggable = true;
        li.title = String(macro.name);
        const img = Object.assign(document.createElement("img"), { src: String(macro.img), alt: "" });
        const name = Object.assign(document.createElement("span"), { className: "macro-name" });
        name.textContent = String(macro.name);
        li.append(img, name);
        li.addEventListener("click", () => void (macro as Macro).execute().catch(reportError));
        li.addEventListener("dragstart", (event) =>
          event.dataTransfer?.setData("text/plain", JSON.stringify({ ...macro.toDragData(), slot })),
        );
      } else {
        const key = Object.assign(document.createElement("span"), { className: "key" });
        key.textContent = String(slot % 10);
        li.append(key);
      }
      li.addEventListener("dragover", (event) => event.preventDefault());
      li.addEventListener("drop", (event) => {
        event.preventDefault();
        void hotbar.drop(event, slot).catch(reportError);
      });
      list.append(li);
    }
  },
  async drop(event: DragEvent, slot: number): Promise<void> {
    const data = dropData(event);
    if (!data) return;
    if (runtime.hooks.call("hotbarDrop", hotbar, data, slot) === false) return;
    if (data.type !== "Macro") return;
    const MacroClass = runtime.config.Macro?.documentClass;
    const macro = await MacroClass?.fromDropData(data);
    if (!macro) return;
    const fromSlot = typeof data.slot === "number" ? data.slot : undefined;
    await currentUser()?.assignHotbarMacro(macro, slot, fromSlot === undefined ? {} : { fromSlot });
  },
};

/** The Compendium Packs sidebar: every pack and its index, each entry draggable as `{ type, uuid }`. */
export function renderPacks(): void {
  const list = document.getElementById("compendium-packs");
  if (!list) return;
  list.replaceChildren();
  for (const pack of runtime.packs.contents) {
    const li = Object.assign(document.createElement("li"), { className: "compendium" });
    li.dataset.pack = pack.collection;
    const title = Object.assign(document.createElement("strong"), { textContent: pack.title });
    // the pack's context menu entry Import All Content (v13: for a user who may create its documents)
    const importAll = Object.assign(document.createElement("button"), {
      type: "button",
      className: "compendium-import-all",
      textContent: "Import All Content",
      hidden: !currentUser()?.isGM,
    });
    importAll.addEventListener("click", () => void pack.importDialog().catch(reportError));
    const entries = Object.assign(document.createElement("ol"), { className: "compendium-entries" });
    for (const entry of pack.index.contents) {
      const item = Object.assign(document.createElement("li"), {
        className: "directory-item",
        draggable: true,
      });
      item.dataset.entryId = entry._id;
      item.dataset.uuid = entry.uuid;
      item.textContent = entry.name;
      item.addEventListener("dragstart", (event) =>
        event.dataTransfer?.setData(
          "text/plain",
          JSON.stringify({ type: pack.documentName, uuid: entry.uuid }),
        ),
      );
      entries.append(item);
    }
    li.append(title, " ", importAll, entries);
    list.append(li);
  }
}

/** The Actors directory accepts a pack's Actor: it is imported into the world (one create). */
export function bindDirectoryDrop(): void {
  const list = document.getElementById("world-actors");
  if (!list) return;
  list.addEventListener("dragover", (event) => event.preventDefault());
  list.addEventListener("drop", (event) => {
    event.preventDefault();
    const data = dropData(event);
    if (data?.type !== "Actor") return;
    void (async () => {
      const ActorClass = runtime.config.Actor?.documentClass;
      const actor: ClientDocument | undefined = await ActorClass?.fromDropData(data);
      const pack = actor?.pack ? runtime.packs.get(actor.pack) : undefined;
      if (!actor || !pack) return;
      await runtime.collections.actors.importFromCompendium(pack, String(actor.id));
    })().catch(reportError);
  });
}

/** The scene accepts an Actor, world or pack: it is placed as a token (a pack's imported first). */
export function bindSceneDrop(): void {
  const list = document.getElementById("actor-directory");
  if (!list) return;
  list.addEventListener("dragover", (event) => event.preventDefault());
  list.addEventListener("drop", (event) => {
    event.preventDefault();
    const dropped = dropData(event);
    if (dropped?.type !== "Actor") return;
    // no drawn canvas: the drop lands at the scene's origin, one grid square in
    const data = { ...dropped, x: 100, y: 100 };
    if (runtime.hooks.call("dropCanvasData", sandboxCanvas, data, event) === false) return;
    void (async () => {
      const scene = activeScene();
      const ActorClass = runtime.config.Actor?.documentClass;
      let actor: ClientDocument | undefined = await ActorClass?.fromDropData(data);
      if (!scene || !actor) return;
      const pack = actor.pack ? runtime.packs.get(actor.pack) : undefined;
      if (pack) actor = await runtime.collections.actors.importFromCompendium(pack, String(actor.id));
      if (!actor) return;
      const proto = (actor.toObject() as AnyObject).prototypeToken as AnyObject;
      const name = typeof proto.name === "string" && proto.name ? proto.name : actor.name;
      await scene.createEmbeddedDocuments("Token", [
        { ...proto, name, actorId: actor.id, x: data.x, y: data.y },
      ]);
    })().catch(reportError);
  });
}

/** Redraws the hotbar when the user's `hotbar` or a macro changes. */
export function bindHotbarSync(): void {
  runtime.listeners.add((change) => {
    const name = change.document.documentName;
    if (name === "Macro" || (name === "User" && change.document.id === runtime.userId)) hotbar.render();
  });
}
