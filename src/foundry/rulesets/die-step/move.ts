// Moving from the sheet (seed 002): one region (minor), running two regions (major; three mounted),
// crawling when on the ground (exclusive), standing up (major, Prone ends). The engine's `planMove` says
// what it costs, covers and provokes; the dialog disables what it refuses, with the reason. At the GM the
// offer to the enemies comes first, then the AP, then a line in chat (tokens are moved by the table).
import { dieStep } from "../../../engine/index";
import { parseWith } from "../../actions/index";
import { mayActFor } from "../../chat/card-guard";
import { setCondition } from "../../conditions/index";
import { askForm, pick } from "../../form-dialog";
import { whyNot } from "../../notify";
import { onActor } from "./on-actor";
import { offerThen } from "./opportunity";
import { MOVE_SHAPE, type MovePayload } from "./payloads";
import { hasDsCondition, heldTargets, standingOf } from "./stats";
import { postLine } from "./line";
import { dsTurnOf, spendAp, turnWrite } from "./turn";

export const DS_MOVE_TEMPLATE = "systems/tempo/templates/die-step/move-dialog.hbs";

/** A run's regions in words ("two"). */
const regionsText = (n: number) => game.i18n.localize(`TEMPO.DieStep.Move.Count.${n}`);

/** The move as the engine plans it for this actor, and the turn after its AP (throws the refusal). */
function check(actor: Actor.Implementation, p: Omit<MovePayload, "actor">) {
  const s = standingOf(actor);
  dieStep.assertMayAct(s, actor.name ?? "");
  const move = dieStep.planMove({
    kind: p.kind,
    prone: hasDsCondition(actor, "prone"),
    helpless: hasDsCondition(actor, "helpless"),
    held: dieStep.isHeld(s),
    holding: heldTargets(actor).length > 0,
    mounted: s.mounted,
    leavesEnemies: p.leavesEnemies,
    runsIntoEnemies: p.runsIntoEnemies,
    movesPast: p.movesPast,
  });
  const e = dsTurnOf(actor);
  return { move, e, state: e ? spendAp(e, move.category, move.regions > 0) : null };
}

export const dsMove = onActor(parseWith(MOVE_SHAPE, "dsMove"), {
  unavailable: (actor, _p, user) => (mayActFor(actor.uuid, user) ? null : "TEMPO.Error.NotAllowed"),
  async ask(actor, p) {
    const regions = regionsText(dieStep.runRegions(standingOf(actor).mounted));
    // each move, disabled with the reason when the rules or the AP refuse it now
    const options = dieStep.MOVE_KINDS.map((kind) => ({
      kind,
      label: game.i18n.format(`TEMPO.DieStep.Move.Kind.${kind}`, { regions }),
      reason: whyNot(() => check(actor, { ...p, kind })),
    }));
    const open = options.filter((o) => !o.reason).map((o) => o.kind);
    const answers = await askForm({
      title: game.i18n.localize("TEMPO.DieStep.Move.Title"),
      content: await foundry.applications.handlebars.renderTemplate(DS_MOVE_TEMPLATE, {
        options,
        proposed: dieStep.proposedMove(open, hasDsCondition(actor, "prone")),
      }),
      action: "move",
      confirm: game.i18n.localize("TEMPO.DieStep.Move.Confirm"),
      cancel: game.i18n.localize("TEMPO.DieStep.Move.Cancel"),
      read: (get) => ({
        kind: pick(dieStep.MOVE_KINDS, get("kind"), "move"),
        leavesEnemies: get("leavesEnemies") === true,
        runsIntoEnemies: get("runsIntoEnemies") === true,
        movesPast: get("movesPast") === true,
      }),
      // the GM's own check (the same `check` as perform): a refusal keeps the dialog open, as typed
      check: (answers) => void check(actor, answers),
    });
    return answers ? { ...p, ...answers } : null;
  },
  async perform(actor, payload, requester, rollMode) {
    const { move, e, state } = check(actor, payload);
    await offerThen(actor, move.triggers, rollMode, async () => {
      await turnWrite(e, state)?.();
      if (move.standsUp) await setCondition(actor, "prone", false);
    });
    const line = game.i18n.format(`TEMPO.DieStep.Move.Line.${move.kind}`, {
      name: actor.name ?? "",
      regions: regionsText(move.regions),
    });
    await postLine(actor, line, rollMode, [], requester);
  },
});
