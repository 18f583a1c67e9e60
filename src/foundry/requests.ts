import { RuleError } from "../engine/core/errors";
import type { RequestPayload } from "./rulesets/definition";
import { getRuleset } from "./rulesets/registry";
import { isRulesetId } from "./rulesets/ids";
import { registerGmAction } from "./socket";

/** The payload of a button: its `data-*` attributes, minus the routing ones. */
export function payloadOf(element: HTMLElement): RequestPayload {
  const payload: RequestPayload = {};
  for (const [key, value] of Object.entries(element.dataset)) {
    if (value === undefined || key === "action") continue;
    payload[key] = value;
  }
  return payload;
}

/**
 * The GM side of ruleset requests: "clock" runs a tracker transition of the combat's ruleset,
 * "card" a chat-card action of the card's ruleset. Unknown names are refused, localized.
 */
export function registerRulesetRequests(): void {
  registerGmAction("clock", async (payload, requester) => {
    const combat = game.combats.get(String(payload.combatId));
    if (!combat) throw new RuleError("TEMPO.Error.NoCombat");
    const action = getRuleset(combat.rulesetId).tracker?.actions?.[String(payload.clockAction)];
    if (!action) throw new RuleError("TEMPO.Error.BadRequest", { action: String(payload.clockAction) });
    await action(combat, payload, requester);
  });
  registerGmAction("card", async (payload, requester) => {
    const message = game.messages.get(String(payload.messageId));
    const system: unknown = message?.system;
    const rulesetId =
      typeof system === "object" && system !== null && "ruleset" in system ? system.ruleset : undefined;
    if (!message || !isRulesetId(rulesetId)) throw new RuleError("TEMPO.Error.MissingCard");
    const action = getRuleset(rulesetId).cardActions[String(payload.cardAction)];
    if (!action) throw new RuleError("TEMPO.Error.BadRequest", { action: String(payload.cardAction) });
    await action(message, payload, requester);
  });
}
