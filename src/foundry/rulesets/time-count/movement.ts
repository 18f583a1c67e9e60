import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { askForm, int } from "../../form-dialog";
import type { RequestPayload, SheetAction } from "../definition";
import { requestAct } from "./attack-flow";
import { turnOf } from "./clock";
import { P } from "./damage";
import { stanceNow } from "./defense";
import type { ActContext, Intent } from "./intents";
import { pendingMarker } from "./pending";
import { tcStats } from "./stats";

export const MOVE_DIALOG_TEMPLATE = "systems/tempo/templates/time-count/move-dialog.hbs";

/**
 * A movement of `squares` squares (engine `planMovement`): its SF is the counts it takes by the
 * movement table, half speed in Parrying, refused when immobile; a movement begun right as the last
 * one ended continues its pattern. Leaving Poised: "Once you begin moving, you revert to a basic stance".
 */
export function moveIntent(
  actor: Actor.Implementation,
  payload: RequestPayload,
  ctx: ActContext | null,
): Intent {
  if (!ctx) throw new RuleError("TEMPO.TimeCount.Error.NotInFight", { name: actor.name ?? "" });
  const s = tcStats(actor);
  const stance = stanceNow(actor);
  const last = ctx.marker?.kind === "move" && ctx.marker.endCount === ctx.count ? ctx.marker : null;
  const plan = timeCount.planMovement({
    rateFeet: s.movementFeet,
    squares: Number(String(payload.squares ?? "")),
    startTc: last?.nextTc ?? 1,
    halfSpeed: stance?.halfSpeed === true,
    immobile: s.conditions.immobile,
  });
  const changes: Record<string, unknown> = s.stance === "poised" ? { [`${P}.stance`]: "" } : {};
  return {
    sf: plan.counts,
    pending: pendingMarker({ kind: "move", nextTc: plan.nextTc, endCount: ctx.count + plan.counts }),
    changes,
  };
}

/**
 * "Move…" on the sheet (the actor due now in a running fight): how many squares; the GM completes it
 * (the counts it takes as its SF, the movement's pending marker). One Combatant write (and the actor
 * leaving Poised).
 */
export const moveFromSheet: SheetAction = async (actor) => {
  const turn = turnOf(actor);
  if (!turn) throw new RuleError("TEMPO.TimeCount.Error.NotInFight", { name: actor.name ?? "" });
  const s = tcStats(actor);
  const halfSpeed = stanceNow(actor)?.halfSpeed === true;
  const content = await foundry.applications.handlebars.renderTemplate(MOVE_DIALOG_TEMPLATE, {
    name: actor.name ?? "",
    feet: s.movementFeet,
    halfSpeed,
  });
  const chosen = await askForm({
    title: "TEMPO.TimeCount.Move.DialogTitle",
    content,
    action: "move",
    confirm: "TEMPO.TimeCount.Move.Confirm",
    cancel: "TEMPO.TimeCount.Dialog.Cancel",
    read: (get) => ({ squares: int(get("squares"), 0) }),
  });
  if (!chosen) return;
  // Checked here too, so a refused movement never reaches the GM.
  timeCount.planMovement({
    rateFeet: s.movementFeet,
    squares: chosen.squares,
    halfSpeed,
    immobile: s.conditions.immobile,
  });
  await requestAct(turn, { intent: "move", squares: chosen.squares });
};
