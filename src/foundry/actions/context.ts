import { RuleError } from "../../engine/core/errors";
import { defineAction, type ActionPayload, type RollMode, type TempoAction } from "./action";
import { parseWith, type PayloadField, type PayloadOf, type Shape } from "./payload";

type Requester = User.Implementation;
type OnCombat = (
  combat: Combat.Implementation,
  payload: ActionPayload,
  requester: Requester,
  mode: RollMode,
) => Promise<void>;
type OnCard = (
  message: ChatMessage.Implementation,
  payload: ActionPayload,
  requester: Requester,
  mode: RollMode,
) => Promise<void>;

/** The declared payload of a card's action: its `messageId` and the fields the action reads. */
export type CardShape = Shape & { messageId: PayloadField<string> };
/** The declared payload of a combat's action: its `combatId` and the fields the action reads. */
export type CombatShape = Shape & { combatId: PayloadField<string> };

/** What an action on a document (a combat, a card) is made of: see `onDocument`. */
interface OnDocument<P extends ActionPayload, D> {
  parse(raw: ActionPayload): P;
  /** The dialog's answer with the document's id kept (the GM parses it again). */
  keep(asked: ActionPayload, payload: P): P;
  find(payload: P): D | undefined;
  /** The refusal when the document is gone. */
  missing: string;
  perform(doc: D, payload: P, requester: Requester, mode: RollMode): Promise<void>;
  more: Pick<TempoAction, "ask" | "unavailable">;
}

/**
 * The one body of `combatAction` and `cardAction`: the payload names a document, which the GM finds
 * again before `perform` gets it.
 */
function onDocument<P extends ActionPayload, D>(spec: OnDocument<P, D>): TempoAction<P> {
  const { ask, unavailable } = spec.more;
  return defineAction<P>({
    ...(unavailable ? { unavailable: (p, user) => unavailable(p, user) } : {}),
    ...(ask
      ? {
          async ask(p, user) {
            const asked = await ask(p, user);
            return asked ? spec.keep(asked, p) : null;
          },
        }
      : {}),
    parse: (raw) => spec.parse(raw),
    async perform({ payload, requester, rollMode }) {
      const doc = spec.find(payload);
      if (!doc) throw new RuleError(spec.missing);
      await spec.perform(doc, payload, requester, rollMode);
    },
  });
}

/**
 * An action on a combat (a tracker button): the payload names the combat (`combatId`), whose ruleset
 * the action belongs to; `perform` gets the combat, the payload, the requester and the roll mode. With a
 * `shape` (`parseWith`'s), the payload is typed: the fields the shape names, and nothing else.
 */
export function combatAction(perform: OnCombat, more?: Pick<TempoAction, "ask" | "unavailable">): TempoAction;
export function combatAction<S extends CombatShape>(
  perform: (
    combat: Combat.Implementation,
    payload: PayloadOf<S>,
    requester: Requester,
    mode: RollMode,
  ) => Promise<void>,
  more: Pick<TempoAction<PayloadOf<S>>, "ask" | "unavailable">,
  shape: S,
): TempoAction<PayloadOf<S>>;
export function combatAction(
  perform: (
    combat: Combat.Implementation,
    payload: ActionPayload & { combatId: string },
    requester: Requester,
    mode: RollMode,
  ) => Promise<void>,
  more: Pick<TempoAction, "ask" | "unavailable"> = {},
  shape?: CombatShape,
): TempoAction<ActionPayload & { combatId: string }> {
  return onDocument<ActionPayload & { combatId: string }, Combat.Implementation>({
    parse(raw) {
      if (shape) return parseWith(shape, "combat")(raw);
      if (typeof raw.combatId !== "string" || raw.combatId === "")
        throw new RuleError("TEMPO.Error.BadRequest", { action: "combat" });
      return { ...raw, combatId: raw.combatId };
    },
    keep: (asked, p) => ({ ...asked, combatId: p.combatId }),
    find: (p) => game.combats.get(p.combatId),
    missing: "TEMPO.Error.NoCombat",
    perform,
    more,
  });
}

/**
 * An action on a chat card (a card's button): the payload names the message (`messageId`). With a
 * `shape` (`parseWith`'s), the payload is typed: the fields the shape names, and nothing else.
 */
export function cardAction(perform: OnCard, more?: Pick<TempoAction, "ask" | "unavailable">): TempoAction;
export function cardAction<S extends CardShape>(
  perform: (
    message: ChatMessage.Implementation,
    payload: PayloadOf<S>,
    requester: Requester,
    mode: RollMode,
  ) => Promise<void>,
  more: Pick<TempoAction<PayloadOf<S>>, "ask" | "unavailable">,
  shape: S,
): TempoAction<PayloadOf<S>>;
export function cardAction(
  perform: (
    message: ChatMessage.Implementation,
    payload: ActionPayload & { messageId: string },
    requester: Requester,
    mode: RollMode,
  ) => Promise<void>,
  more: Pick<TempoAction, "ask" | "unavailable"> = {},
  shape?: CardShape,
): TempoAction<ActionPayload & { messageId: string }> {
  return onDocument<ActionPayload & { messageId: string }, ChatMessage.Implementation>({
    parse(raw) {
      if (shape) return parseWith(shape, "card")(raw);
      if (typeof raw.messageId !== "string" || raw.messageId === "")
        throw new RuleError("TEMPO.Error.BadRequest", { action: "card" });
      return { ...raw, messageId: raw.messageId };
    },
    keep: (asked, p) => ({ ...asked, messageId: p.messageId }),
    find: (p) => game.messages.get(p.messageId),
    missing: "TEMPO.Error.MissingCard",
    perform,
    more,
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

/** A ruleset's tracker transitions, each as an action on its combat. */
export function combatActions(map: Readonly<Record<string, OnCombat>>): Record<string, TempoAction> {
  return Object.fromEntries(Object.entries(map).map(([name, run]) => [name, combatAction(run)]));
}

/** A ruleset's card buttons, each as an action on its card. */
export function cardActions(map: Readonly<Record<string, OnCard>>): Record<string, TempoAction> {
  return Object.fromEntries(Object.entries(map).map(([name, run]) => [name, cardAction(run)]));
}
