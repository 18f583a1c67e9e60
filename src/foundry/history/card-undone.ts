/**
 * A card whose action was taken back (issue 32) stays in the log, shown undone: struck through, every
 * button disabled, a short "Taken back" mark. Any message honours it: the undo sets `flags.tempo.undone`.
 */
export function showUndone(message: ChatMessage.Implementation, html: HTMLElement): void {
  const flags = message.flags as { tempo?: { undone?: unknown } };
  if (flags.tempo?.undone !== true) return;
  html.classList.add("tempo-undone");
  for (const button of html.querySelectorAll<HTMLButtonElement>("button")) {
    button.disabled = true;
    button.dataset.tooltip = game.i18n.localize("TEMPO.History.CardUndone");
  }
  const mark = document.createElement("p");
  mark.className = "tempo-undone-mark";
  mark.textContent = game.i18n.localize("TEMPO.History.CardUndone");
  html.querySelector(".message-content")?.prepend(mark);
}
