import type { ActionPayload } from "./actions/action";
import { payloadOf, unavailableReason } from "./actions/route";
import { errorMessage } from "./notify";

/**
 * Why a button is grey, for every way of reaching it (issue 29). A `disabled` button takes no focus
 * and no tap, and Foundry's tooltip shows on a mouse's hover only, so its reason reached neither a
 * keyboard nor a touch screen. A Tempo button that may not be used now is instead marked
 * `aria-disabled="true"` (grey, announced as unavailable, still focusable):
 * - hovering it shows the reason as Foundry's tooltip (`data-tooltip`, as before);
 * - focusing it shows that tooltip too, and a screen reader reads the reason (`aria-describedby`);
 * - clicking, tapping or pressing Enter on it performs nothing and says the reason as a notification.
 * Buttons of sheets, trackers and cards are checked by their action's own `unavailable` (the check `act`
 * runs before it sends anything), so a button that would be refused on click is grey beforehand.
 */

/** The plain text of a tooltip's HTML (its names arrive escaped; nothing in it is run). */
function textOf(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content.textContent ?? "";
}

let described = 0;

/** Marks `button` unavailable with its reason (`tooltip`: the tooltip's HTML, user text escaped, or a key). */
export function markUnavailable(button: HTMLButtonElement, tooltip: string): void {
  // a template may give the reason as a localization key, as Foundry's tooltip takes it
  const reasonHtml = game.i18n.has(tooltip) ? game.i18n.localize(tooltip) : tooltip;
  button.disabled = false;
  button.setAttribute("aria-disabled", "true");
  button.classList.add("tempo-unavailable");
  button.dataset.tooltip = reasonHtml;
  const reason = textOf(reasonHtml);
  const note = document.createElement("span");
  note.id = `tempo-reason-${++described}`;
  note.className = "tempo-sr-only";
  note.textContent = reason;
  button.after(note);
  button.setAttribute("aria-describedby", note.id);
  // heard on the button itself, so the window's action handler (a click bubbling up) never sees it
  button.addEventListener("click", (event) => {
    event.preventDefault();
    event.stopPropagation();
    ui.notifications?.warn(reason);
  });
  button.addEventListener("focus", () => game.tooltip?.activate(button, { text: reasonHtml }));
  button.addEventListener("blur", () => {
    if (game.tooltip?.element === button) game.tooltip.deactivate();
  });
}

/** Whether a button is marked unavailable (natively disabled, or by `markUnavailable`). */
export function isUnavailable(button: HTMLButtonElement): boolean {
  return button.disabled || button.getAttribute("aria-disabled") === "true";
}

/**
 * Every action button under `root`: one its action refuses now for this user (with `context`, what the
 * view adds to each button's payload: the sheet's actor, the tracker's combat, the card's message) is
 * marked with that refusal; one its template drew disabled with a reason is marked with that reason,
 * as is any other button so drawn (`reachableReasons`). A button disabled without a reason (a click in
 * progress) is left as it is.
 */
export function markActionButtons(root: HTMLElement, context: ActionPayload): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>("button[data-action='tempoAction']")) {
    if (button.getAttribute("aria-disabled") === "true") continue;
    const why = unavailableReason(
      button.dataset.tempoAction ?? "",
      { ...payloadOf(button), ...context },
      game.user,
    );
    // Foundry may show a tooltip as HTML: the names in it are escaped
    if (why) markUnavailable(button, errorMessage(why, true));
    else if (button.disabled && button.dataset.tooltip) markUnavailable(button, button.dataset.tooltip);
  }
  reachableReasons(root);
}

/** Other buttons a template drew disabled with a reason (a condition's toggle, a dialog's choice). */
export function reachableReasons(root: HTMLElement): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>("button:disabled[data-tooltip]"))
    markUnavailable(button, button.dataset.tooltip ?? "");
}
