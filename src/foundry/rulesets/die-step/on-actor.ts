// A Die-Step action of the actor its payload names (`actor`, a uuid): the flows get the actor itself, and
// at the GM the requester must act for it (its owner, or the GM) before anything else is checked.
import { requireRole, cardActor } from "../../chat/card-guard";
import { defineAction, type ActionPayload, type RollMode, type TempoAction } from "../../actions/index";

export interface OnActor<P> {
  /** Why `user` may not now (a localization key), or null. */
  unavailable?(actor: Actor.Implementation, p: P, user: User.Implementation): string | null;
  /** On the clicking client: the dialog completing the payload; null = cancelled. */
  ask?(actor: Actor.Implementation, p: P): Promise<P | null>;
  /** At the active GM, for a requester who may act for the actor. */
  perform(actor: Actor.Implementation, p: P, requester: User.Implementation, mode: RollMode): Promise<void>;
}

export function onActor<P extends ActionPayload & { actor: string }>(
  parse: (raw: ActionPayload) => P,
  flow: OnActor<P>,
): TempoAction<P> {
  const { unavailable, ask } = flow;
  return defineAction<P>({
    parse,
    ...(unavailable ? { unavailable: (p, user) => unavailable(cardActor(p.actor), p, user) } : {}),
    ...(ask ? { ask: (p) => ask(cardActor(p.actor), p) } : {}),
    async perform({ payload, requester, rollMode }) {
      const actor = cardActor(payload.actor);
      requireRole(actor.uuid, requester, actor.name ?? "");
      await flow.perform(actor, payload, requester, rollMode);
    },
  });
}
