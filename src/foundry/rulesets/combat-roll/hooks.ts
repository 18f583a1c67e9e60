import { combatRoll } from "../../../engine/index";
import { markExpiredChoices, markClosedChoices } from "./choice-view";
import { errorMessage, guarded } from "../../notify";
import { inGmQueue, isActiveGM } from "../../socket";
import { act } from "../../actions/index";
import { cardActor, mayActFor } from "./actors";
import { anyContestOf, CONTEST_TYPE } from "./contest";
import type { Contest } from "../../../engine/combat-roll/index";
import { defeatAtZeroHealth } from "./conditions";
import { askPositioning } from "./position-dialog";
import { registerApRoster } from "../../action-points/index";
import { refreshSheetsNamedBy } from "../../sheets/linked-sheets";
import { CR_AP } from "./ap-rules";
import { opportunityWeapon } from "./attack-plan";
import { assertFit } from "./turn-state";

function isCombatRoll(combat: Combat.Implementation): boolean {
  const system: unknown = combat.system;
  return (
    typeof system === "object" && system !== null && "ruleset" in system && system.ruleset === "combat-roll"
  );
}

/**
 * An opportunity card's button, on the foe's owner's client: the roll dialog (melee only: flanking
 * may apply, cover never does; its held melee weapon or unarmed), then the opportunity attack at the GM.
 */
async function onOpportunityClick(message: ChatMessage.Implementation, card: Contest, offerId: string) {
  const offer = card.offers.find((o) => o.combatantId === offerId);
  if (!offer) return;
  const foe = cardActor(offer.actor);
  assertFit(foe);
  const weapon = opportunityWeapon(foe);
  const choice = await askPositioning({
    attacker: offer.name,
    target: card.targetName,
    item: weapon.name,
    proposal: combatRoll.proposePositioning("melee"),
    chooseRange: false,
    automatic: [],
  });
  if (!choice) return;
  await act("opportunity", {
    ...combatRoll.positioningPayload(choice),
    messageId: message.id ?? "",
    offer: offerId,
  });
}

/**
 * Hides the buttons of a Combat Roll card from users who may not use them (the card is shared): by
 * role (`data-cr-role`) or by the actor a button acts for (`data-cr-owner`); wires the buttons that
 * ask something on the user's own client first (`data-cr-client`).
 */
function onRenderChatMessage(message: ChatMessage.Implementation, html: HTMLElement): void {
  if (message.type !== CONTEST_TYPE) return;
  const card = anyContestOf(message);
  if (!card) return;
  const user = game.user;
  const roles: Record<string, string[]> = combatRoll.cardRoles(card);
  for (const el of html.querySelectorAll<HTMLElement>("[data-cr-role]")) {
    if (!(roles[el.dataset.crRole ?? ""] ?? []).some((uuid) => mayActFor(uuid, user))) el.remove();
  }
  for (const el of html.querySelectorAll<HTMLElement>("[data-cr-owner]")) {
    if (!mayActFor(el.dataset.crOwner ?? "", user)) el.remove();
  }
  markExpiredChoices(card, html);
  for (const button of html.querySelectorAll<HTMLButtonElement>("[data-cr-client='opportunity']")) {
    button.addEventListener("click", () => {
      button.disabled = true;
      void guarded(() => onOpportunityClick(message, card, button.dataset.offer ?? "")).finally(() => {
        button.disabled = false;
      });
    });
  }
}

/** Health at 0 marks the combatant defeated; only the active GM writes. */
function onUpdateActor(actor: Actor.Implementation, changed: object): void {
  if (!isActiveGM()) return;
  inGmQueue(() => defeatAtZeroHealth(actor, changed)).catch((error: unknown) => {
    console.warn("Tempo | could not mark a combatant defeated", errorMessage(error));
  });
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
  Hooks.on("updateActor", onUpdateActor);
  Hooks.on("updateCombat", (combat: Combat.Implementation) => {
    if (isCombatRoll(combat)) markClosedChoices(combat);
  });
}
