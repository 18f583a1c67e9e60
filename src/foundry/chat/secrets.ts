/**
 * What a card may show to whom. A chat message's `content` is one HTML string, the same for every user
 * (Foundry sends it to all who may see the message), so a card never stores another actor's hit points,
 * defences or armour class in it. Its template leaves a marked element in their place, and each client
 * fills it as it shows the card (`TempoChatMessage#renderHTML`): with the number for a user who may observe
 * that actor (Foundry's OBSERVER level; the GM always), with "?" for anyone else, unless the world setting
 * `tempo.revealStats` shows them to everyone.
 *
 * Marks (the paths are read from the message's `system`, the card's stored state):
 * - `data-tempo-value="path"`: the element's text becomes that value.
 * - `data-tempo-format="KEY" data-tempo-args="name:path,name!path"`: the text becomes KEY formatted with
 *   those values; a `!` marks a secret value, a `:` a public one (a name, the attacker's own numbers).
 * The actor they belong to is the uuid of the closest `data-tempo-subject`. Who may see what is the one
 * policy of visibility.ts; this module only fills the marks by it.
 */
import { maySeeStatsOf } from "../visibility";

const HIDDEN = "?";

/** The value at a dotted path of plain data, as text ("" when missing). */
function valueAt(data: unknown, path: string): string {
  let value: unknown = data;
  for (const key of path.split(".")) {
    if (typeof value !== "object" || value === null) return "";
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === "number" || typeof value === "string" ? String(value) : "";
}

/** Fills the marked elements of a rendered card for this viewer (text only: nothing is parsed as HTML). */
export function fillSecrets(system: unknown, html: HTMLElement, viewer: User.Implementation): void {
  const allowed = new Map<string, boolean>();
  const mayShow = (el: HTMLElement): boolean => {
    const uuid = el.closest<HTMLElement>("[data-tempo-subject]")?.dataset.tempoSubject ?? "";
    if (!allowed.has(uuid)) allowed.set(uuid, maySeeStatsOf(uuid, viewer));
    return allowed.get(uuid) ?? false;
  };
  for (const el of html.querySelectorAll<HTMLElement>("[data-tempo-value]")) {
    el.textContent = mayShow(el) ? valueAt(system, el.dataset.tempoValue ?? "") : HIDDEN;
  }
  for (const el of html.querySelectorAll<HTMLElement>("[data-tempo-format]")) {
    const show = mayShow(el);
    const args: Record<string, string> = {};
    for (const arg of (el.dataset.tempoArgs ?? "").split(",")) {
      const secret = arg.includes("!");
      const [name = "", path = ""] = arg.split(secret ? "!" : ":");
      if (name) args[name] = secret && !show ? HIDDEN : valueAt(system, path);
    }
    el.textContent = game.i18n.format(el.dataset.tempoFormat ?? "", args);
  }
}
