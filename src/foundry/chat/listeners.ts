import { actFromButton, payloadOf, unavailableReason } from "../actions/route";
import { fillSecrets } from "./secrets";

/** The card's fields a viewer fills in before clicking (`data-tempo-input`), by name: they join the payload. */
function inputsOf(html: HTMLElement): Record<string, string> {
  const fields = html.querySelectorAll<HTMLInputElement>("input[data-tempo-input]");
  return Object.fromEntries([...fields].map((field) => [field.name, field.value]));
}

/**
 * Action buttons (`data-action="tempoAction" data-tempo-action=...`) of a card: the card's message is
 * their context, and its filled-in fields join the payload when clicked. A button the viewer may not use
 * now shows disabled with the reason as its tooltip.
 */
function wireActions(message: ChatMessage.Implementation, html: HTMLElement): void {
  const context = { messageId: message.id ?? "" };
  for (const button of html.querySelectorAll<HTMLButtonElement>("[data-action='tempoAction']")) {
    const why = unavailableReason(
      button.dataset.tempoAction ?? "",
      { ...payloadOf(button), ...context },
      game.user,
    );
    if (why) {
      button.disabled = true;
      button.dataset.tooltip = game.i18n.localize(why);
      continue;
    }
    button.addEventListener("click", () => {
      // the button only stops a double click here; the GM's queue orders the requests themselves
      button.disabled = true;
      void actFromButton(button, { ...inputsOf(html), ...context }).finally(() => {
        button.disabled = false;
      });
    });
  }
}

/**
 * Wires the buttons of Tempo's chat cards each time a message is rendered (the shared card's Apply
 * damage included: an action of the rulesets that use it). A button the current user may not use now
 * shows disabled with the reason (the card itself is the same for everyone).
 */
export function registerChatListeners(): void {
  Hooks.on("renderChatMessageHTML", (message: ChatMessage.Implementation, html: HTMLElement) => {
    // the content is the same for everyone: what only some may see is filled in here, per viewer
    fillSecrets(message.system, html, game.user);
    wireActions(message, html);
  });
}
