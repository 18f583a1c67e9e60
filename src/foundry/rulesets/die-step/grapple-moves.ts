// The grappler's actions on the target it holds (seed 002, Grappling): sustain the grab (minor), force
// the target to the ground (minor), move it one region (exclusive), crush it or throw it (major: an
// unarmed strike on an attack card, without active defences). The engine says what a hold allows
// (`grappleAction`); a hold the grappler does not sustain on its turn is released when that turn ends
// (release.ts, engine `releasedAtTurnEnd`), as are its holds of a fight it leaves (`releasedOnLeaving`).
import { displayName } from "../../combatants";
import { dieStep } from "../../../engine/index";
import { setCondition } from "../../conditions/index";
import { whyNot } from "../../notify";
import { declareAttack } from "./attack";
import { postOffer } from "./opportunity";
import type { GrapplePayload } from "./payloads";
import { hasDsCondition, standingOf } from "./stats";
import { postLine, type ChatMode } from "./line";
import { dsTurnOf, spendAp, turnWrite } from "./turn";

const DS_STATS = "system.stats.dieStep";

export const DS_THROW_TEMPLATE = "systems/tempo/templates/die-step/throw-dialog.hbs";

/** Checks the grappler may take `move` on `target` now (throws the refusal); returns the rule. */
function checkMove(grappler: Actor.Implementation, target: Actor.Implementation, move: string) {
  const hold = dieStep.assertHolding(
    { name: target.name ?? "", ...standingOf(target) },
    { uuid: grappler.uuid, name: grappler.name ?? "" },
  );
  dieStep.assertMayAct(standingOf(grappler), grappler.name ?? "");
  dieStep.assertNotHelpless(hasDsCondition(grappler, "helpless"), grappler.name ?? "");
  const rule = dieStep.grappleAction(move, hold);
  const e = dsTurnOf(grappler);
  if (e) spendAp(e, rule.category, move === "move");
  return rule;
}

/** The grappler sheet's buttons for a held target: each move, disabled with its reason when refused now. */
export function moveButtons(grappler: Actor.Implementation, target: Actor.Implementation) {
  return dieStep.GRAPPLE_ACTION_IDS.map((id) => ({
    id,
    label: `TEMPO.DieStep.Grapple.${id}`,
    reason: whyNot(() => checkMove(grappler, target, id)),
  }));
}

/**
 * At the GM (the requester acts for the grappler: on-actor.ts): the move, checked again (the grappler's hold, its AP). Crush and throw declare their attack
 * card (its AP spent there; the throw's prone comes when the card resolves); the others spend their AP
 * (one combat write; moving, an exclusive action, first offers the enemies their opportunity attacks),
 * then sustain records the turn on the target, force-down makes it prone, and a chat line says what
 * happened (moving the tokens one region is the table's).
 */
export async function grappleMove(
  grappler: Actor.Implementation,
  target: Actor.Implementation,
  { move, lethalGround }: Pick<GrapplePayload, "move" | "lethalGround">,
  requester: User.Implementation,
  mode: ChatMode,
): Promise<void> {
  const rule = checkMove(grappler, target, move);
  if (rule.strike) {
    const action = move === "throw" ? "throw" : "crush";
    await declareAttack(
      grappler,
      target,
      { action, itemId: "", opportunity: false, lethalGround },
      requester,
      mode,
    );
    return;
  }
  const e = dsTurnOf(grappler);
  const state = e ? spendAp(e, rule.category, move === "move") : null;
  // "Taking an exclusive action ... will provoke a possible opportunity attack" (moving with the target)
  if (rule.category === "exclusive") await postOffer(grappler, "exclusive-action", null, mode);
  await turnWrite(e, state)?.();
  if (move === "sustain" && e) {
    const holdTurn = dieStep.holdTurnKey(e.combat.id ?? "", e.state.round);
    await target.update({ [`${DS_STATS}.holdTurn`]: holdTurn } as Actor.UpdateData);
  }
  if (rule.prone) await setCondition(target, "prone", true);
  const line = game.i18n.format(`TEMPO.DieStep.Line.Grapple.${move}`, {
    name: grappler.name ?? "",
    target: displayName(target),
  });
  await postLine(grappler, line, mode, [], requester);
}
