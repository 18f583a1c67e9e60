import { refreshSheetsOnTurns } from "../../combat/sheet-refresh";
import { attackCardOf } from "../../chat/create-card";
import { guarded } from "../../notify";
import { act } from "../../actions/index";
import { mayApplyCard } from "./apply";
import { mayApplyHealing } from "./healing";

/**
 * A Time Count card is applied through its own button (the `apply` action: nonlethal, impairments,
 * simultaneous hits, conditions), never through the generic "Apply damage", which only knows an
 * amount: that button is taken out of Time Count cards, and the card's own button is shown to those
 * who may apply (the GM, the attacker's or the target's owner).
 */
function onRenderChatMessage(message: ChatMessage.Implementation, html: HTMLElement): void {
  wireHealingCard(message, html);
  const card = attackCardOf(message);
  if (card?.ruleset !== "time-count") return;
  html.querySelector(".tempo-apply-damage")?.remove();
  const own = html.querySelector<HTMLElement>(".tempo-tc-apply");
  if (!own) return;
  void mayApplyCard(card, game.user).then(
    (allowed) => {
      if (!allowed) own.remove();
    },
    () => own.remove(),
  );
}

/**
 * A healing card's Apply button, for those who may apply it (the GM, the caster's or the target's
 * owner): it sends the split typed in the card (Invigoration; the rest off fatigue) to the GM.
 */
function wireHealingCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const button = html.querySelector<HTMLButtonElement>(".tempo-tc-heal-apply");
  if (!button) return;
  void mayApplyHealing(message, game.user).then(
    (allowed) => {
      if (!allowed) {
        html.querySelector(".tempo-tc-heal-controls")?.remove();
        return;
      }
      button.addEventListener("click", () => {
        const field = html.querySelector<HTMLInputElement>(".tempo-tc-heal-invigoration");
        button.disabled = true;
        const payload = { card: message.id ?? "", invigoration: Number(field?.value ?? 0) };
        void guarded(() => act("heal", payload)).finally(() => {
          button.disabled = false;
        });
      });
    },
    () => html.querySelector(".tempo-tc-heal-controls")?.remove(),
  );
}

let registered = false;

/** Registers the Time Count's hooks once (at init, with its settings). */
export function registerTimeCountHooks(): void {
  if (registered || typeof Hooks === "undefined") return;
  registered = true;
  Hooks.on("renderChatMessageHTML", onRenderChatMessage);
  // The open sheets follow the Time Count: whose turn it is (their attack buttons) and the marks they list.
  refreshSheetsOnTurns("time-count");
}
