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
  /**
   * True when `perform` writes only the actor itself and chat messages now (outside a fight, say): its
   * owner's client performs it then (`TempoAction.performsHere`). Omitted: always at the GM.
   */
  here?(actor: Actor.Implementation, payload: ActionPayload): boolean;
}

/** A flow's `ask` that only checks on the clicking client (throws when refused) and sends the payload as is. */
export function checkFirst(
  check: (actor: Actor.Implementation, payload: ActionPayload) => unknown,
): ActorFlow["ask"] {
  return async (actor, payload) => {
    check(actor, payload);
    return {};
  };
}

/** The action `name` of an actor, whose flow the payload picks (`flowOf` throws for a bad payload). */
function actorActionOf(name: string, flowOf: (payload: ActionPayload) => ActorFlow): TempoAction {
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
    performsHere(p, user) {
      const here = flowOf(p).here;
      return here !== undefined && mayActFor(String(p.actor), user) && here(cardActor(String(p.actor)), p);
    },
  });
}

/** The action `name` whose payload's `kind` picks one of `flows`. */
export function actorFlows(name: string, flows: Readonly<Record<string, ActorFlow>>): TempoAction {
  return actorActionOf(name, (payload) => {
    const flow = flows[optionalText(payload, "kind")];
    if (!flow) throw new RuleError("TEMPO.Error.BadRequest", { action: name });
    return flow;
  });
}

/** The action `name` of an actor with one flow. */
export function actorAction(name: string, flow: ActorFlow): TempoAction {
  return actorActionOf(name, () => flow);
}

/** A sheet button that runs the action `name` (of `kind`) for the sheet's actor (its data: the payload). */
export function fromSheet(name: string, kind?: string) {
  return (actor: Actor.Implementation, data: ActionPayload): Promise<void> =>
    act(name, { ...data, actor: actor.uuid, ...(kind === undefined ? {} : { kind }) });
}

/**
 * A sheet whose buttons name their action (`data-tempo`): each runs it for the sheet's actor, with the
 * combat of the actor's turn (`combatOf`) when it has one.
 */
export function namedActions(
  combatOf: (actor: Actor.Implementation) => { id: string | null } | null | undefined,
) {
  return (actor: Actor.Implementation, data: ActionPayload): Promise<void> => {
    const combatId = combatOf(actor)?.id;
    return act(String(data.tempo ?? ""), { ...data, actor: actor.uuid, ...(combatId ? { combatId } : {}) });
  };
}
