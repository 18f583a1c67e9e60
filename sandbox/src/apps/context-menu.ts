// foundry.applications.ux.ContextMenu, as far as the combat tracker uses it: entries
// `{ name, icon, condition, callback }` (v13), shown in `#context-menu` for the element that was
// right-clicked (or clicked, for a menu button); `name` is localized, `condition` and `callback`
// receive that element. One menu at a time; a click elsewhere or Escape closes it.
import { escapeHTML } from "../core/utils";
import { localize, reportError } from "./app-types";

export interface ContextMenuEntry {
  name: string;
  icon?: string;
  condition?: boolean | ((target: HTMLElement) => boolean);
  callback: (target: HTMLElement) => unknown;
}

let open: { menu: HTMLElement; dispose(): void } | null = null;

export function closeContextMenu(): void {
  open?.dispose();
  open = null;
}

const allowed = (entry: ContextMenuEntry, target: HTMLElement): boolean =>
  typeof entry.condition === "function" ? entry.condition(target) : entry.condition !== false;

/** Opens the menu of `entries` that apply to `target`; nothing opens when none applies. */
export function openContextMenu(entries: ContextMenuEntry[], target: HTMLElement, event: MouseEvent): void {
  closeContextMenu();
  const shown = entries.filter((e) => allowed(e, target));
  if (shown.length === 0) return;
  const menu = document.createElement("nav");
  menu.id = "context-menu";
  menu.className = "context-menu";
  menu.innerHTML = `<ol class="context-items">${shown
    .map(
      (e, i) =>
        `<li class="context-item" data-index="${i}">${e.icon ?? ""}<span>${escapeHTML(localize(e.name))}</span></li>`,
    )
    .join("")}</ol>`;
  menu.style.left = `${event.clientX}px`;
  menu.style.top = `${event.clientY}px`;
  const onItem = (ev: MouseEvent): void => {
    const li = (ev.target as HTMLElement).closest<HTMLElement>(".context-item");
    if (!li) return;
    ev.stopPropagation();
    const entry = shown[Number(li.dataset.index)];
    closeContextMenu();
    if (entry) Promise.resolve(entry.callback(target)).catch(reportError);
  };
  const onOutside = (ev: MouseEvent): void => {
    // the click that opened a menu button reaches the document after this listener is added
    if (ev !== event && !menu.contains(ev.target as Node)) closeContextMenu();
  };
  const onKey = (ev: KeyboardEvent): void => {
    if (ev.key === "Escape") closeContextMenu();
  };
  menu.addEventListener("click", onItem);
  document.body.append(menu);
  document.addEventListener("click", onOutside);
  document.addEventListener("keydown", onKey);
  open = {
    menu,
    dispose() {
      menu.remove();
      document.removeEventListener("click", onOutside);
      document.removeEventListener("keydown", onKey);
    },
  };
}

export interface ContextMenuOptions {
  /** The event that opens it (Foundry's default: a right click). */
  eventName?: string;
  jQuery?: boolean;
  fixed?: boolean;
}

/**
 * foundry.applications.ux.ContextMenu (v13), delegated: a right click on an element inside `container`
 * that matches `selector` opens the entries whose condition holds for that element. The entries are
 * read when the menu opens (an application's `_createContextMenu` fills them from its handler).
 */
export class ContextMenu {
  constructor(
    readonly container: HTMLElement,
    readonly selector: string,
    public menuItems: ContextMenuEntry[],
    options: ContextMenuOptions = {},
  ) {
    if (options.jQuery !== false) throw new Error("ContextMenu: v13 systems pass { jQuery: false }");
    container.addEventListener(options.eventName ?? "contextmenu", (event) => {
      const target = (event.target as HTMLElement | null)?.closest<HTMLElement>(selector);
      if (!target || !container.contains(target)) return;
      event.preventDefault();
      event.stopPropagation();
      openContextMenu(this.menuItems, target, event as MouseEvent);
    });
  }
}
