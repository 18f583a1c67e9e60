/**
 * What a card may show to whom. A chat message's `content` is one HTML string, the same for every user
 * (Foundry sends it to all who may see the message), so a card never stores another actor's hit points,
 * defences or armour class in it. Its template leaves a marked element in their place, and each client
 * fills it as it shows the card (`TempoChatMessage#renderHTML`): with the number for a user who may observe
 * that actor (Foundry's OBSERVER level; the GM always), with "?" for anyone else, unless the world setting
 * `tempo.revealStats` shows them to everyone.
 *
 * Marks (the paths are read from the message's `system`, the card's stored state):
 * - `data-tempo-value="path"`: the element's text becomes that value; a secret of the card's subject, or of
 *   its attacker with `data-tempo-of="^"`, of both with `data-tempo-of="*"`.
 * - `data-tempo-format="KEY" data-tempo-args="name:path,name!path,name^path"`: the text becomes KEY
 *   formatted with those values; a `:` marks a public value (a name, a die), a `!` a secret of the subject
 *   (its defence, armour, hit points), a `^` a secret of the attacker (its THAC0, its skill value), a `*` a
 *   secret of both (the roll needed from THAC0 and armour class: shown only to who may see both). With
 *   `data-tempo-limited="KEY2"`, a viewer who may not see one of them reads KEY2 instead (the same
 *   arguments, worded without the hidden ones), never a sentence of "?".
 * - `data-tempo-limited-text="TEXT"`: an element that tells its subject's numbers in words of the card's
 *   own (a line of the card): a viewer who may not see them reads TEXT instead.
 * A path that starts with `flags.` is read from the message's flags instead: a card of a plain message
 * (no `system`) keeps there the numbers its content leaves out.
 * The subject is the uuid of the closest `data-tempo-subject`, the attacker that of `data-tempo-attacker`. Who may see what is the one
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

/**
 * Whose numbers a mark shows: the card's subject (its target), its attacker, or both (a number made of
 * both sides' numbers, such as the roll needed from THAC0 and armour class, tells either one).
 */
type Whose = "subject" | "attacker" | "both";
const WHOSE: Readonly<Record<string, Whose | null>> = {
  ":": null,
  "!": "subject",
  "^": "attacker",
  "*": "both",
};

/** An argument of a `data-tempo-format` mark: its name, its path, and whose secret it is (null: public). */
function parseArg(arg: string): { name: string; path: string; whose: Whose | null } {
  const at = arg.search(/[:!^*]/);
  if (at < 0) return { name: "", path: "", whose: null };
  return { name: arg.slice(0, at), path: arg.slice(at + 1), whose: WHOSE[arg.charAt(at)] ?? null };
}

/** Fills the marked elements of a rendered card for this viewer (text only: nothing is parsed as HTML). */
export function fillSecrets(
  system: unknown,
  html: HTMLElement,
  viewer: User.Implementation,
  flags: unknown = {},
): void {
  const read = (path: string) =>
    path.startsWith("flags.") ? valueAt({ flags }, path) : valueAt(system, path);
  const allowed = new Map<string, boolean>();
  const mayShowOf = (uuid: string): boolean => {
    if (!allowed.has(uuid)) allowed.set(uuid, maySeeStatsOf(uuid, viewer));
    return allowed.get(uuid) ?? false;
  };
  const subject = (el: HTMLElement) =>
    mayShowOf(el.closest<HTMLElement>("[data-tempo-subject]")?.dataset.tempoSubject ?? "");
  const attacker = (el: HTMLElement) =>
    mayShowOf(el.closest<HTMLElement>("[data-tempo-attacker]")?.dataset.tempoAttacker ?? "");
  const mayShow = (el: HTMLElement, whose: Whose): boolean =>
    whose === "subject" ? subject(el) : whose === "attacker" ? attacker(el) : subject(el) && attacker(el);
  const whoseOf = (el: HTMLElement): Whose => WHOSE[`${el.dataset.tempoOf ?? ""}`] ?? "subject";
  for (const el of html.querySelectorAll<HTMLElement>("[data-tempo-value]")) {
    el.textContent = mayShow(el, whoseOf(el)) ? read(el.dataset.tempoValue ?? "") : HIDDEN;
  }
  for (const el of html.querySelectorAll<HTMLElement>("[data-tempo-limited-text]")) {
    if (!mayShow(el, whoseOf(el))) el.textContent = el.dataset.tempoLimitedText ?? "";
  }
  for (const el of html.querySelectorAll<HTMLElement>("[data-tempo-format]")) {
    const args: Record<string, string> = {};
    let hidden = false;
    for (const { name, path, whose } of (el.dataset.tempoArgs ?? "").split(",").map(parseArg)) {
      if (!name) continue;
      const show = whose === null || mayShow(el, whose);
      hidden ||= !show;
      args[name] = show ? read(path) : HIDDEN;
    }
    // a limited view's own wording, without the numbers it may not see (no "?" left in the sentence)
    const limited = el.dataset.tempoLimited;
    el.textContent = game.i18n.format(hidden && limited ? limited : (el.dataset.tempoFormat ?? ""), args);
  }
}
