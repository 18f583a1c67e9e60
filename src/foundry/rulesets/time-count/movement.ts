import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { askForm, int, pick } from "../../form-dialog";
import type { RequestPayload, SheetAction } from "../definition";
import { requestAct } from "./attack-flow";
import { turnOf } from "./clock";
import { clockState, stanceNow } from "./defense";
import type { ActContext, Intent } from "./intents";
import { afflictionsOf } from "./afflictions";
import { grabbed } from "./marks";
import { pendingMarker, type PendingMarker } from "./pending";
import { runCard, runChanges } from "./running";
import { tcStats } from "./stats";

export const MOVE_DIALOG_TEMPLATE = "systems/tempo/templates/time-count/move-dialog.hbs";

/**
 * The engine's input (`runInputAt`) for a movement of `squares` at `pace` from where the actor stands
 * on the Time Count: half speed in Parrying; immobile refuses.
 */
export function runInput(
  actor: Actor.Implementation,
  pace: timeCount.Pace,
  squares: number,
  at: { count: number; marker: PendingMarker | null },
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
  payload: RequestPayload,
  ctx: ActContext | null,
): Promise<Intent> {
  if (!ctx) throw new RuleError("TEMPO.TimeCount.Error.NotInFight", { name: actor.name ?? "" });
  const pace = pick(timeCount.PACES, String(payload.pace ?? ""), "walk");
  const input = runInput(actor, pace, Number(String(payload.squares ?? "")), ctx, game.time.worldTime);
  const { outcome, card } = await runCard(actor, input, Math.trunc(Number(payload.athletics ?? 0)) || 0);
  const changes = runChanges(actor, outcome, game.time.worldTime);
  return {
    sf: outcome.plan.counts,
    pending: pendingMarker({
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

/**
 * "Move…" on the sheet (the actor due now in a running fight): the pace (walk, run, sprint), how many
 * squares, and the Athletics modifier of the checks; the GM completes it: the check card when one is
 * owed, the actor (fatigue, the running penalty, fatigued, leaving Poised) and one Combatant write.
 */
export const moveFromSheet: SheetAction = async (actor) => {
  const turn = turnOf(actor);
  if (!turn) throw new RuleError("TEMPO.TimeCount.Error.NotInFight", { name: actor.name ?? "" });
  const s = tcStats(actor);
  const halfSpeed = stanceNow(actor)?.halfSpeed === true;
  // The dialog states the speed it will move at: halved in Parrying, as the engine plans it (issue 14:
  // it stated the full speed).
  const base = afflictionsOf(actor).movementFeet;
  const at = (feet: number) => (halfSpeed ? timeCount.halfSpeedFeet(feet) : feet);
  const content = await foundry.applications.handlebars.renderTemplate(MOVE_DIALOG_TEMPLATE, {
    name: actor.name ?? "",
    feet: at(base),
    runFeet: at(timeCount.runningSpeed(base)),
    halfSpeed,
    fatigued: s.conditions.fatigued,
  });
  const chosen = await askForm({
    title: "TEMPO.TimeCount.Move.DialogTitle",
    content,
    action: "move",
    confirm: "TEMPO.TimeCount.Move.Confirm",
    cancel: "TEMPO.TimeCount.Dialog.Cancel",
    read: (get) => ({
      squares: int(get("squares"), 0),
      pace: pick(timeCount.PACES, get("pace"), "walk"),
      athletics: int(get("athletics"), 0),
    }),
    // Checked here too (the pace's requirements, the squares), so a refused movement never reaches the GM;
    // the dialog keeps what was typed (issue 30).
    check: (c) => {
      const state = clockState(actor);
      timeCount.checkMovement(runInput(actor, c.pace, c.squares, state ?? { count: 0, marker: null }, 0));
    },
  });
  if (!chosen) return;
  await requestAct(turn, {
    intent: "move",
    squares: chosen.squares,
    pace: chosen.pace,
    ...(chosen.athletics ? { athletics: chosen.athletics } : {}),
  });
};
