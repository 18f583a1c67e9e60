// An actor's action of several kinds (a weapon attack, an unarmed strike, a spell...) as ONE action: the
// payload names the actor (its uuid) and the kind; the kind's flow asks on the clicking client (the
// dialog, early checks) and performs at the active GM, for a requester who may act for the actor.
import { RuleError } from "../../engine/core/errors";
import type { Posted } from "../chat/roll-mode";
import { cardActor, mayActFor, requireRole } from "../chat/card-guard";
import { defineAction, optionalText, requireText, type ActionPayload, type TempoAction } from "./action";
import { parseWith, type PayloadField, type PayloadOf, type Shape } from "./payload";

/** A payload that names its actor (a uuid). */
type ActorPayload = ActionPayload & { actor: string };

/** The declared payload of an actor's action: its `actor` and the fields the flow reads. */
export type ActorShape = Shape & { actor: PayloadField<string> };

export interface ActorFlow<P extends ActionPayload = ActionPayload> {
  /**
   * Whether the action may be taken now: throws its refusal (a RuleError, with its names and numbers)
   * when not. Run on every client for the button (grey beforehand, saying why: reasons.ts) and before
   * `ask` on a click or a macro; a check of the documents only (never of targets or dialog answers), and
   * `perform` checks again at the GM.
   */
  check?(actor: Actor.Implementation, payload: P): unknown;
  /**
   * On the clicking client: early checks and the dialog; the fields it adds (target, choices), read again
   * by the action's shape, or null (cancelled). Omitted: the payload goes as it is.
   */
  ask?(actor: Actor.Implementation, payload: P): Promise<Partial<P> | ActionPayload | null>;
  /** At the active GM: every check again, then the rolls and the writes. */
  perform(actor: Actor.Implementation, payload: P, posted: Posted): Promise<void>;
  /**
   * True when `perform` writes only the actor itself and chat messages now (outside a fight, say): its
   * owner's client performs it then (`TempoAction.performsHere`). Omitted: always at the GM.
   */
  here?(actor: Actor.Implementation, payload: P): boolean;
}

/** The action `name` of an actor, whose flow the payload picks (`flowOf` throws for a bad payload). */
function actorActionOf<P extends ActorPayload>(
  name: string,
  read: (raw: ActionPayload) => P,
  flowOf: (payload: P) => ActorFlow<P>,
): TempoAction<P> {
  return defineAction<P>({
    parse(raw) {
      const payload = read(raw);
      flowOf(payload);
      return payload;
    },
    unavailable(p, user) {
      if (!mayActFor(p.actor, user)) return "TEMPO.Error.NotAllowed";
      // a refusal is thrown with its data, which the caller keeps ("It is not Mira's turn.")
      flowOf(p).check?.(cardActor(p.actor), p);
      return null;
    },
    async ask(p) {
      const flow = flowOf(p);
      const asked = flow.ask ? await flow.ask(cardActor(p.actor), p) : {};
      return asked ? read({ ...p, ...asked }) : null;
    },
    async perform({ payload, requester, rollMode }) {
      const actor = cardActor(payload.actor);
      requireRole(actor.uuid, requester, actor.name ?? "");
      await flowOf(payload).perform(actor, payload, { requester, mode: rollMode });
    },
    performsHere(p, user) {
      const here = flowOf(p).here;
      return here !== undefined && mayActFor(p.actor, user) && here(cardActor(p.actor), p);
    },
  });
}

/** An untyped payload that names its actor: every field kept as sent. */
function anyActorPayload(name: string) {
  return (raw: ActionPayload): ActorPayload => ({ ...raw, actor: requireText(raw, "actor", name) });
}

/** The action `name` whose payload's `kind` picks one of `flows`. */
export function actorFlows(name: string, flows: Readonly<Record<string, ActorFlow>>): TempoAction {
  return actorActionOf(name, anyActorPayload(name), (payload) => {
    const flow = flows[optionalText(payload, "kind")];
    if (!flow) throw new RuleError("TEMPO.Error.BadRequest", { action: name });
    return flow;
  });
}

/**
 * The action `name` of an actor with one flow; with a `shape` (`parseWith`'s), its payload is typed: the
 * fields the shape names, read and checked at both ends, and nothing else.
 */
export function actorAction(name: string, flow: ActorFlow): TempoAction;
export function actorAction<S extends ActorShape>(
  name: string,
  flow: ActorFlow<PayloadOf<S>>,
  shape: S,
): TempoAction<PayloadOf<S>>;
export function actorAction(name: string, flow: ActorFlow<ActorPayload>, shape?: ActorShape) {
  return actorActionOf(name, shape ? parseWith(shape, name) : anyActorPayload(name), () => flow);
}
