// Moving from the sheet (seed 002): one region (minor), crawling when on the ground (exclusive), standing
// up (major, Prone ends). The engine's `planMove` says what it costs and what it provokes; the offer to
// the enemies comes first, then the AP, then a line in chat (tokens are moved by the table).
import { dieStep } from "../../../engine/index";
import { defineAction, optionalText, requireText, type ActionPayload } from "../../actions/index";
import { cardActor, mayActFor, requireRole } from "../../chat/card-guard";
import { setCondition } from "../../conditions/index";
import { askForm, pick } from "../../form-dialog";
import { heldTargets } from "./grapple-moves";
import { postOffer } from "./opportunity";
import { hasDsCondition, standingOf } from "./stats";
import { dsTurnOf, postLine, spendAp, turnWrite } from "./turn";

export const DS_MOVE_TEMPLATE = "systems/tempo/templates/die-step/move-dialog.hbs";

/** The move as the engine plans it for this actor (throws the refusal). */
function plan(actor: Actor.Implementation, p: ActionPayload) {
  dieStep.assertMayAct(standingOf(actor), actor.name ?? "");
  return dieStep.planMove({
    kind: optionalText(p, "kind"),
    prone: hasDsCondition(actor, "prone"),
    held: dieStep.isHeld(standingOf(actor)),
    holding: heldTargets(actor).length > 0,
    leavesEnemies: p.leavesEnemies === true || p.leavesEnemies === "true",
    movesPast: p.movesPast === true || p.movesPast === "true",
  });
}

export const dsMove = defineAction<ActionPayload>({
  parse(raw) {
    requireText(raw, "actor", "dsMove");
    return raw;
  },
  unavailable: (p, user) => (mayActFor(String(p.actor), user) ? null : "TEMPO.DieStep.Card.NotYours"),
  ask: async (p) => {
    const prone = hasDsCondition(cardActor(String(p.actor)), "prone");
    const answers = await askForm({
      title: game.i18n.localize("TEMPO.DieStep.Move.Title"),
      content: await foundry.applications.handlebars.renderTemplate(DS_MOVE_TEMPLATE, {
        kinds: dieStep.MOVE_KINDS,
        proposed: prone ? "stand-up" : "move",
      }),
      action: "move",
      confirm: game.i18n.localize("TEMPO.DieStep.Move.Confirm"),
      cancel: game.i18n.localize("TEMPO.DieStep.Move.Cancel"),
      read: (get) => ({
        kind: pick(dieStep.MOVE_KINDS, get("kind"), "move"),
        leavesEnemies: get("leavesEnemies") === true,
        movesPast: get("movesPast") === true,
      }),
    });
    if (!answers) return null;
    plan(cardActor(String(p.actor)), answers); // refused here before anything is sent
    return { ...p, ...answers };
  },
  async perform({ payload, requester, rollMode }) {
    const actor = cardActor(String(payload.actor));
    requireRole(actor.uuid, requester, actor.name ?? "");
    const move = plan(actor, payload);
    const e = dsTurnOf(actor);
    const state = e ? spendAp(e, move.category) : null;
    // "will provoke a possible opportunity attack for each enemy in the region", before the move
    const [trigger] = move.triggers;
    if (trigger) await postOffer(actor, trigger, null, rollMode);
    await turnWrite(e, state)?.();
    if (move.standsUp) await setCondition(actor, "prone", false);
    const line = game.i18n.format(`TEMPO.DieStep.Move.Line.${move.kind}`, { name: actor.name ?? "" });
    await postLine(actor, line, rollMode, [], requester);
  },
});
