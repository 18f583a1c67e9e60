// The three shapes of a Time Count action, each with its payload typed by its `parseWith` shape: an
// actor's (a sheet button, a macro: the payload names the actor), a combat's (a tracker button) and a
// card's. The name a button sends is the action's; the action's `ask` is its dialog, `perform` its rules.
import { RuleError } from "../../../engine/core/errors";
import {
  defineAction,
  optText,
  parseWith,
  text,
  type ActionPayload,
  type PayloadField,
  type PayloadOf,
  type RollMode,
  type TempoAction,
} from "../../actions/index";
import { cardActor, mayActFor, requireRole } from "../../chat/card-guard";
import type { Posted } from "../../chat/roll-mode";
import { tcCombat } from "./clock";
import type { TempoCombat } from "../../documents/combat";

/** The payload fields every actor action has: the actor's uuid. */
export const ON_ACTOR = { actor: text() };
/** A tracker button's: the combat (the tracker adds it) and, for a row, its combatant. */
export const ON_COMBAT = { combatId: text() };
export const ON_COMBATANT = { combatId: text(), combatantId: text() };
/** A card button's: the message (the card adds it). */
export const ON_CARD = { messageId: text() };
/** The target a dialog picks (an actor uuid; empty until the dialog has run). */
export const TARGET = { target: optText() };

/**
 * An actor's action in a Time Count flow: `ask` on the clicking client returns the fields it adds (a
 * dialog's choices), read again by the action's shape, never trusted as sent; `perform` gets the typed
 * payload at the GM, or here when `here` says its writes are the requester's own.
 */
export interface TcFlow<P> {
  ask?(actor: Actor.Implementation, payload: P): Promise<ActionPayload | null>;
  perform(actor: Actor.Implementation, payload: P, posted: Posted): Promise<void>;
  here?(actor: Actor.Implementation, payload: P): boolean;
}

/** A flow's `ask` that only checks (throws when refused) and sends the payload as it is. */
export const checked =
  <P>(check: (actor: Actor.Implementation, payload: P) => unknown) =>
  async (actor: Actor.Implementation, payload: P): Promise<ActionPayload> => {
    check(actor, payload);
    return {};
  };

type Shape = Readonly<Record<string, PayloadField<string | number | boolean>>>;

/** The actor a payload names (its shape's `actor: text()`). */
const actorOf = (p: Record<string, unknown>): string => (typeof p.actor === "string" ? p.actor : "");

/**
 * The action `name` of an actor's flow, its payload read by `shape` (which names the actor): the
 * requester must be able to act for the actor, here and at the GM.
 */
export function actorAction<S extends Shape & typeof ON_ACTOR>(
  name: string,
  shape: S,
  flow: TcFlow<NoInfer<PayloadOf<S>>>,
): TempoAction<PayloadOf<S>> {
  const parse = parseWith(shape, name);
  const actor = (p: PayloadOf<S>) => cardActor(actorOf(p));
  return defineAction<PayloadOf<S>>({
    parse,
    unavailable: (p, user) => (mayActFor(actorOf(p), user) ? null : "TEMPO.Error.NotAllowed"),
    async ask(p) {
      const asked = flow.ask ? await flow.ask(actor(p), p) : {};
      return asked ? parse({ ...p, ...asked }) : null;
    },
    async perform({ payload, requester, rollMode }) {
      const who = actor(payload);
      requireRole(who.uuid, requester, who.name ?? "");
      await flow.perform(who, payload, { requester, mode: rollMode });
    },
    performsHere(p, user) {
      const here = flow.here;
      return here !== undefined && mayActFor(actorOf(p), user) && here(actor(p), p);
    },
  });
}

type Extra<P extends ActionPayload> = Pick<TempoAction<P>, "ask" | "unavailable">;
type Run<Doc, P> = (doc: Doc, payload: P, requester: User.Implementation, mode: RollMode) => Promise<void>;

/** The id field a payload names (its shape's `combatId`/`messageId: text()`). */
const idOf = (p: Record<string, unknown>, key: string): string => (typeof p[key] === "string" ? p[key] : "");

/** The action `name` on a Time Count combat (`combatId`, a tracker button): `perform` gets the combat. */
export function combatAction<S extends Shape & typeof ON_COMBAT>(
  name: string,
  shape: S,
  perform: Run<TempoCombat, NoInfer<PayloadOf<S>>>,
  more: Extra<NoInfer<PayloadOf<S>>> = {},
): TempoAction<PayloadOf<S>> {
  return defineAction<PayloadOf<S>>({
    ...more,
    parse: parseWith(shape, name),
    perform: ({ payload, requester, rollMode }) =>
      perform(tcCombat(game.combats.get(idOf(payload, "combatId"))), payload, requester, rollMode),
  });
}

/** The action `name` on a chat card (`messageId`, a card's button): `perform` gets the message. */
export function cardAction<S extends Shape & typeof ON_CARD>(
  name: string,
  shape: S,
  perform: Run<ChatMessage.Implementation, NoInfer<PayloadOf<S>>>,
  more: Extra<NoInfer<PayloadOf<S>>> = {},
): TempoAction<PayloadOf<S>> {
  return defineAction<PayloadOf<S>>({
    ...more,
    parse: parseWith(shape, name),
    async perform({ payload, requester, rollMode }) {
      const message = game.messages.get(idOf(payload, "messageId"));
      if (!message) throw new RuleError("TEMPO.Error.MissingCard");
      await perform(message, payload, requester, rollMode);
    },
  });
}
