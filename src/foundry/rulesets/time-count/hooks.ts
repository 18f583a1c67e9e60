import { attackCardOf } from "../../chat/create-card";
import { mayApplyCard } from "./apply";

/**
 * A Time Count card is applied through its own button (`tempoCard` "apply": nonlethal, impairments,
 * simultaneous hits, conditions), never through the generic "Apply damage", which only knows an
 * amount: that button is taken out of Time Count cards, and the card's own button is shown to those
 * who may apply (the GM, the attacker's or the target's owner).
 */
function onRenderChatMessage(message: ChatMessage.Implementation, html: HTMLElement): void {
  const card = attackCardOf(message);
  if (card?.ruleset !== "time-count") return;
  html.querySelector("[data-action='apply-damage']")?.remove();
  const own = html.querySelector<HTMLElement>(".tempo-tc-apply");
  if (!own) return;
  void mayApplyCard(card, game.user).then(
    (allowed) => {
      if (!allowed) own.remove();
    },
    () => own.remove(),
  );
}

let registered = false;

/** Registers the Time Count's hooks once (at init, with its settings). */
export function registerTimeCountHooks(): void {
  if (registered || typeof Hooks === "undefined") return;
  registered = true;
  Hooks.on("renderChatMessageHTML", onRenderChatMessage);
}
