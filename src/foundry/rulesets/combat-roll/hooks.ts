import { combatRoll, turns } from "../../../engine/index";
import type { CombatantInput } from "../../../engine/turns/index";
import { RuleError } from "../../../engine/core/errors";
import { errorMessage } from "../../notify";
import { foundryDie } from "../../dice";
import { registerGmAction } from "../../socket";
import type { RequestPayload } from "../definition";
import { mayActFor } from "./actors";
import { CONTEST_TYPE, contestOf, winnerOf } from "./contest";
import { performStrike, STRIKE_REQUEST } from "./strike";
import { CR_TURNS, engagementOf, spend, turnsUpdate } from "./turn-state";
import { cardActor } from "./actors";
import { crStats } from "./stats";

export const ACT_REQUEST = "combatRoll.act";

function isCombatRoll(combat: Combat.Implementation): boolean {
  const system: unknown = combat.system;
  return (
    typeof system === "object" && system !== null && "ruleset" in system && system.ruleset === "combat-roll"
  );
}

/**
 * When the GM begins a Combat Roll combat (round 0 -> 1, Foundry's own Begin button), the turn
 * engine's state is added to that same update: one write. Every combatant needs an initiative.
 */
function onPreUpdateCombat(combat: Combat.Implementation, changes: Record<string, unknown>): boolean | void {
  if (!isCombatRoll(combat) || combat.round !== 0 || changes.round !== 1) return;
  try {
    const inputs: CombatantInput[] = combat.combatants.map((c) => {
      if (c.initiative === null || c.initiative === undefined)
        throw new RuleError("TEMPO.CombatRoll.Error.RollInitiativeFirst", { name: c.name ?? "" });
      const actor = c.actor;
      const stats = actor ? crStats(actor) : null;
      return {
        id: c.id ?? "",
        initiative: Math.round(c.initiative),
        modifier: stats
          ? combatRoll.initiativeBonus({
              isPC: actor?.type === "character",
              initiative: stats.initiative,
              per: stats.perception,
            })
          : 0,
        surprised: Boolean((c.system as { surprised?: boolean }).surprised),
      };
    });
    const state = turns.startCombat(CR_TURNS, inputs, foundryDie);
    const update = turnsUpdate(combat, state, { braced: [], feints: [] });
    changes.turn = update.turn;
    changes.system = { ...((changes.system as object | undefined) ?? {}), turns: update["system.turns"] };
  } catch (error) {
    ui.notifications?.error(errorMessage(error));
    return false;
  }
}

/** Hides the buttons of a Combat Roll card from users who may not use them (the card is shared). */
function onRenderChatMessage(message: ChatMessage.Implementation, html: HTMLElement): void {
  if (message.type !== CONTEST_TYPE) return;
  let card;
  try {
    card = contestOf(message);
  } catch {
    return;
  }
  const user = game.user;
  const winner = winnerOf(card);
  const roles: Record<string, boolean> = {
    defender: mayActFor(card.target, user),
    attacker: mayActFor(card.attacker, user),
    either: mayActFor(card.target, user) || mayActFor(card.attacker, user),
    winner: winner !== null && mayActFor(winner === "attacker" ? card.attacker : card.target, user),
  };
  for (const el of html.querySelectorAll<HTMLElement>("[data-cr-role]")) {
    if (!roles[el.dataset.crRole ?? ""]) el.remove();
  }
}

/**
 * Another action from the sheet (Dash, Disengage, Grapple...): spends its AP at the GM, one
 * `combat.update`. Any action other than a Strike uses up a pending Feint.
 */
async function performAct(payload: RequestPayload, requester: User.Implementation): Promise<void> {
  const actor = cardActor(String(payload.actor));
  if (!requester.isGM && !actor.testUserPermission(requester, "OWNER"))
    throw new RuleError("TEMPO.Error.NotOwner", { name: actor.name ?? "" });
  const e = engagementOf(actor);
  if (!e) throw new RuleError("TEMPO.Error.NoCombat");
  const state = spend(e, combatRoll.turnAction(String(payload.actionId) as combatRoll.CombatRollActionId));
  const feints = e.marks.feints.filter((f) => !f.startsWith(`${e.combatantId}>`));
  await e.combat.update(turnsUpdate(e.combat, state, { ...e.marks, feints }));
}

let registered = false;

/** Registers Combat Roll's hooks and GM requests once (called when the ruleset module loads). */
export function registerCombatRollHooks(): void {
  if (registered) return;
  registered = true;
  registerGmAction(STRIKE_REQUEST, performStrike);
  registerGmAction(ACT_REQUEST, performAct);
  if (typeof Hooks === "undefined") return;
  Hooks.on("preUpdateCombat", onPreUpdateCombat as never);
  Hooks.on("renderChatMessageHTML", onRenderChatMessage as never);
}
