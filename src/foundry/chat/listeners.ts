import { showUndone } from "../history/card-undone";
import { actFromButton } from "../actions/route";
import { isUnavailable, markActionButtons, reachableReasons } from "../reasons";
import { CardModel } from "./card-model";
import { fillSecrets } from "./secrets";
import { renderDamageControl } from "./damage-control";
import { takeBackControl } from "../history/card-undo";

/** The card's fields a viewer fills in before clicking (`data-tempo-input`), by name: they join the payload. */
function inputsOf(html: HTMLElement): Record<string, string> {
  const fields = html.querySelectorAll<HTMLInputElement>("input[data-tempo-input]");
  return Object.fromEntries([...fields].map((field) => [field.name, field.value]));
}

/**
 * Action buttons (`data-action="tempoAction" data-tempo-action=...`) of a card: the card's message is
 * their context, and its filled-in fields join the payload when clicked. A button the viewer may not use
 * now shows unavailable with its reason (reasons.ts).
 */
function wireActions(message: ChatMessage.Implementation, html: HTMLElement): void {
  const context = { messageId: message.id ?? "" };
  markActionButtons(html, context);
  for (const button of html.querySelectorAll<HTMLButtonElement>("[data-action='tempoAction']")) {
    if (isUnavailable(button)) continue;
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
 * This viewer's part of a shown message, after Foundry rendered it (TempoChatMessage#renderHTML): a card
 * (a CardModel) renders its content from its data (unless the viewer may not read it: a blind roll);
 * then what only some may see is filled in, the action buttons are wired (the shared card's Apply damage
 * included) and a button the viewer may not use now shows unavailable with its reason, and the card
 * adjusts itself for the viewer. The card is the same for everyone; only this last step differs.
 */
export async function showCard(message: ChatMessage.Implementation, html: HTMLElement): Promise<void> {
  const system: unknown = message.system;
  const card = system instanceof CardModel ? system : null;
  const content = html.querySelector<HTMLElement>(".message-content");
  if (card && content && message.isContentVisible)
    // the damage control carries the card's own take-back; a card without it has the take-back alone
    content.innerHTML =
      (await card.renderCard()) + ((await renderDamageControl(message)) || (await takeBackControl(message)));
  fillSecrets(system, html, game.user, message.flags);
  wireActions(message, html);
  card?.onShow(html, game.user);
  reachableReasons(html);
  showUndone(message, html);
}
