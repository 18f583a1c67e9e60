import { RuleError } from "../../engine/core/errors";
import { defineAction, type ActionPayload, type RollMode, type TempoAction } from "./action";

type Requester = User.Implementation;

/**
 * An action on a combat (a tracker button): the payload names the combat (`combatId`), whose ruleset
 * the action belongs to; `perform` gets the combat, the payload, the requester and the roll mode.
 */
export function combatAction(
  perform: (
    combat: Combat.Implementation,
    payload: ActionPayload,
    requester: Requester,
    mode: RollMode,
  ) => Promise<void>,
  more: Pick<TempoAction, "ask" | "unavailable"> = {},
): TempoAction {
  return defineAction<ActionPayload>({
    ...more,
    parse(raw) {
      if (typeof raw.combatId !== "string" || raw.combatId === "")
        throw new RuleError("TEMPO.Error.BadRequest", { action: "combat" });
      return raw;
    },
    async perform({ payload, requester, rollMode }) {
      const combat = game.combats.get(String(payload.combatId));
      if (!combat) throw new RuleError("TEMPO.Error.NoCombat");
      await perform(combat, payload, requester, rollMode);
    },
  });
}

/** An action on a chat card (a card's button): the payload names the message (`messageId`). */
export function cardAction(
  perform: (
    message: ChatMessage.Implementation,
    payload: ActionPayload,
    requester: Requester,
    mode: RollMode,
  ) => Promise<void>,
  more: Pick<TempoAction, "ask" | "unavailable"> = {},
): TempoAction {
  return defineAction<ActionPayload>({
    ...more,
    parse(raw) {
      if (typeof raw.messageId !== "string" || raw.messageId === "")
        throw new RuleError("TEMPO.Error.BadRequest", { action: "card" });
      return raw;
    },
    async perform({ payload, requester, rollMode }) {
      const message = game.messages.get(String(payload.messageId));
      if (!message) throw new RuleError("TEMPO.Error.MissingCard");
      await perform(message, payload, requester, rollMode);
    },
  });
}

/**
 * An action whose payload its `perform` reads and checks itself at the GM (a sheet's request: the
 * actor's uuid and what it does), sent as the one `act` request; it has no dialog and no tooltip.
 */
export function requestAction(
  perform: (payload: ActionPayload, requester: Requester, mode: RollMode) => Promise<void>,
): TempoAction {
  return defineAction<ActionPayload>({
    parse: (raw) => raw,
    perform: ({ payload, requester, rollMode }) => perform(payload, requester, rollMode),
  });
}

type OnCombat = Parameters<typeof combatAction>[0];
type OnCard = Parameters<typeof cardAction>[0];

/** A ruleset's tracker transitions, each as an action on its combat. */
export function combatActions(map: Readonly<Record<string, OnCombat>>): Record<string, TempoAction> {
  return Object.fromEntries(Object.entries(map).map(([name, run]) => [name, combatAction(run)]));
}

/** A ruleset's card buttons, each as an action on its card. */
export function cardActions(map: Readonly<Record<string, OnCard>>): Record<string, TempoAction> {
  return Object.fromEntries(Object.entries(map).map(([name, run]) => [name, cardAction(run)]));
}
