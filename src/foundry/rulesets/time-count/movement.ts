import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import type { IntentPayload } from "./act-payload";
import { stanceNow } from "./defense";
import type { ActContext, Intent } from "./intents";
import { afflictionsOf } from "./afflictions";
import { grabbed } from "./marks";
import { runCard, runChanges } from "./running";
import { tcStats } from "./stats";

/**
 * The engine's input (`runInputAt`) for a movement of `squares` at `pace` from where the actor stands
 * on the Time Count: half speed in Parrying; immobile refuses.
 */
export function runInput(
  actor: Actor.Implementation,
  pace: timeCount.Pace,
  squares: number,
  at: { count: number; marker: timeCount.PendingMarker | null },
  worldTime: number,
): timeCount.RunInput {
  const s = tcStats(actor);
  const afflicted = afflictionsOf(actor);
  const mover = {
    baseFeet: afflicted.movementFeet,
    poised: s.stance === "poised",
    fatigued: s.conditions.fatigued,
    halfSpeed: stanceNow(actor)?.halfSpeed === true,
    immobile: s.conditions.immobile || grabbed(actor) || !afflicted.canAct,
    penalty: s.run.penalty,
    restSeconds: worldTime - s.run.checkedAt,
    fatigue: s.fatigue,
    hp: s.hp.value,
  };
  return timeCount.runInputAt(mover, pace, squares, at.marker?.kind === "move" ? at.marker : null, at.count);
}

/**
 * A movement at a pace (engine `runMovement`): its SF is the counts it takes by the movement table at
 * the pace's speed; the checks it owes (DC 10 Athletics (Str) to begin a sprint, DC 20 Athletics (Con)
 * when a run begins and every 30 / 20 TC) are rolled here, at the GM, onto one check card; running and
 * sprinting leave the mover unsteady until it acts again. Leaving Poised: "Once you begin moving, you
 * revert to a basic stance".
 */
export async function moveIntent(
  actor: Actor.Implementation,
  payload: IntentPayload,
  ctx: ActContext | null,
): Promise<Intent> {
  if (!ctx) throw new RuleError("TEMPO.TimeCount.Error.NotInFight", { name: actor.name ?? "" });
  const input = runInput(actor, payload.pace, payload.squares, ctx, game.time.worldTime);
  const { outcome, card } = await runCard(actor, input, payload.athletics);
  const changes = runChanges(actor, outcome, game.time.worldTime);
  return {
    sf: outcome.plan.counts,
    pending: timeCount.pendingMarker({
      kind: "move",
      nextTc: outcome.plan.nextTc,
      endCount: ctx.count + outcome.plan.counts,
      run: timeCount.encodeRunState(outcome.state),
    }),
    changes,
    unsteady: outcome.unsteady,
    ...(card ? { card } : {}),
  };
}
