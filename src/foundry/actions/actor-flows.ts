// An actor's action of several kinds (a weapon attack, an unarmed strike, a spell...) as ONE action: the
// payload names the actor (its uuid) and the kind; the kind's flow asks on the clicking client (the
// dialog, early checks) and performs at the active GM, for a requester who may act for the actor.
import { RuleError } from "../../engine/core/errors";
import type { Posted } from "../chat/roll-mode";
import { cardActor, mayActFor, requireRole } from "../chat/card-guard";
import { defineAction, optionalText, requireText, type ActionPayload, type TempoAction } from "./action";
import { act } from "./route";

export interface ActorFlow {
  /** On the clicking client: early checks and the dialog; what the GM needs (target, choices), or null. */
  ask(actor: Actor.Implementation, payload: ActionPayload): Promise<ActionPayload | null>;
  /** At the active GM: every check again, then the rolls and the writes. */
  perform(actor: Actor.Implementation, payload: ActionPayload, posted: Posted): Promise<void>;
}

/** The action `name` whose payload's `kind` picks one of `flows`. */
export function actorFlows(name: string, flows: Readonly<Record<string, ActorFlow>>): TempoAction {
  const flowOf = (payload: ActionPayload): ActorFlow => {
    const flow = flows[optionalText(payload, "kind")];
    if (!flow) throw new RuleError("TEMPO.Error.BadRequest", { action: name });
    return flow;
  };
  return defineAction<ActionPayload>({
    parse(raw) {
      requireText(raw, "actor", name);
      flowOf(raw);
      return raw;
    },
    unavailable: (p, user) => (mayActFor(String(p.actor), user) ? null : "TEMPO.Error.NotAllowed"),
    async ask(p) {
      const asked = await flowOf(p).ask(cardActor(String(p.actor)), p);
      return asked ? { ...p, ...asked } : null;
    },
    async perform({ payload, requester, rollMode }) {
      const actor = cardActor(String(payload.actor));
      requireRole(actor.uuid, requester, actor.name ?? "");
      await flowOf(payload).perform(actor, payload, { requester, mode: rollMode });
    },
  });
}

/** A sheet button that runs the action `name` of `kind` for the sheet's actor (its data: the payload). */
export function fromSheet(name: string, kind: string) {
  return (actor: Actor.Implementation, data: ActionPayload): Promise<void> =>
    act(name, { ...data, actor: actor.uuid, kind });
}
