import { markExpiredChoices, markClosedChoices } from "./choice-view";
import { anyContestOf, CONTEST_TYPE } from "./contest";
import { registerApRoster } from "../../action-points/index";
import { refreshSheetsNamedBy } from "../../sheets/linked-sheets";
import { CR_AP } from "./ap-rules";

function isCombatRoll(combat: Combat.Implementation): boolean {
  const system: unknown = combat.system;
  return (
    typeof system === "object" && system !== null && "ruleset" in system && system.ruleset === "combat-roll"
  );
}

/**
 * A Combat Roll card's offer or maneuver choice whose moment has passed shows so on every client (its
 * buttons disabled, a line saying why); who may use which button is each card action's `unavailable`.
 */
function onRenderChatMessage(message: ChatMessage.Implementation, html: HTMLElement): void {
  if (message.type !== CONTEST_TYPE) return;
  const card = anyContestOf(message);
  if (card) markExpiredChoices(card, html);
}

let registered = false;

/** Registers Combat Roll's hooks once (the definition's onInit, at init). */
export function registerCombatRollHooks(): void {
  if (registered) return;
  registered = true;
  registerApRoster("combat-roll", CR_AP);
  // the grapplers' open sheets show their "Let go" buttons anew when whom they hold changes
  refreshSheetsNamedBy("system.stats.combatRoll.grappledBy");
  Hooks.on("renderChatMessageHTML", onRenderChatMessage);
  Hooks.on("updateCombat", (combat: Combat.Implementation) => {
    if (isCombatRoll(combat)) markClosedChoices(combat);
  });
}
