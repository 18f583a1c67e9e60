import { actorAction } from "../../actions/actor-flows";
import { flag, oneOf, optText, text, type PayloadOf } from "../../actions/index";
import type { Posted } from "../../chat/roll-mode";
import { whyNot } from "../../notify";
import { setCondition } from "../../conditions/index";
import { combatRoll } from "../../../engine/index";
import type { TurnState } from "../../../engine/turns/index";
import { RuleError } from "../../../engine/core/errors";
import { askForm } from "../../form-dialog";
import { foesOf, opportunityMessage } from "./opportunity";
import { conditionsOf } from "./stats";
import {
  assertFit,
  combatRollTurnOf,
  isDisengaged,
  spend,
  actionUpdate,
  spentLine,
  type CombatRollTurn,
} from "./turn-state";

export const MOVE_DIALOG_TEMPLATE = "systems/tempo/templates/combat-roll/move-dialog.hbs";

type MoveKind = "dash" | "move";

/** The moving actor's turn: a combat is needed, and one's own turn for a plain move. */
function engaged(actor: Actor.Implementation): CombatRollTurn {
  const e = combatRollTurnOf(actor);
  if (!e) throw new RuleError("TEMPO.Error.NoCombat");
  return e;
}

function ownTurn(e: CombatRollTurn, actor: Actor.Implementation): void {
  if (e.state.active !== e.combatantId)
    throw new RuleError("TEMPO.Turns.Error.NotYourTurn", { id: actor.name ?? "" });
}

/**
 * A move: Dash (a primary action, 1 AP) or the free move on one's turn ("while moving a number of
 * meters up to their speed ... does not cost them action points"). A grappled character cannot move.
 * Returns the turn state after it.
 */
function moveState(actor: Actor.Implementation, e: CombatRollTurn, kind: MoveKind): TurnState {
  assertFit(actor);
  combatRoll.assertCanMove(conditionsOf(actor), actor.name ?? "");
  if (kind === "dash") return spend(e, combatRoll.turnAction("dash"));
  ownTurn(e, actor);
  return e.state;
}

/** Why the sheet's Move or Dash is refused now (localized, its button's tooltip), or null. */
export function moveRefusal(actor: Actor.Implementation, kind: MoveKind): string | null {
  return whyNot(() => moveState(actor, engaged(actor), kind));
}

/** Move or Dash, and (from the dialog) the foes whose reach it enters or leaves (combatant ids), or a teleport. */
const MOVE = { actor: text(), actionId: oneOf(["move", "dash"], "move"), among: optText(), teleport: flag() };

/**
 * The sheet's Move / Dash: checked on the clicking client; unless the mover disengaged this turn, a dialog
 * asks whose reach it enters or leaves (no scene: nobody is proposed); then carried out at the GM.
 */
async function askMove(actor: Actor.Implementation, payload: PayloadOf<typeof MOVE>) {
  const kind = payload.actionId;
  const e = engaged(actor);
  moveState(actor, e, kind);
  const foes = isDisengaged(e) ? [] : foesOf(e);
  let choice = { among: [] as string[], teleport: false };
  if (foes.length > 0) {
    const ids = foes.map((f) => f.id ?? "");
    const content = await foundry.applications.handlebars.renderTemplate(MOVE_DIALOG_TEMPLATE, {
      name: actor.name ?? "",
      foes: foes.map((f) => ({ id: f.id ?? "", name: f.name ?? "" })),
    });
    const read = await askForm({
      title: `TEMPO.CombatRoll.Action.${kind}`,
      content,
      action: "move",
      confirm: "TEMPO.CombatRoll.Move.Confirm",
      cancel: "TEMPO.CombatRoll.Position.Cancel",
      read: (get) => combatRoll.readMove(get, ids),
    });
    if (!read) return null;
    choice = read;
  }
  return { actionId: kind, among: choice.among.join(","), teleport: choice.teleport };
}

/**
 * At the GM: Dash's AP (one `combat.update`, a pending Feint used up), the move's line and, when the move
 * provokes (engine `provokesOpportunityAttack`: willing, into or out of reach, not disengaged, not
 * teleporting), the opportunity card for those foes (one `ChatMessage.createDocuments`).
 */
async function performMove(actor: Actor.Implementation, payload: PayloadOf<typeof MOVE>, posted: Posted) {
  const kind = payload.actionId;
  const e = engaged(actor);
  const state = moveState(actor, e, kind);
  const among = combatRoll.amongFromPayload(payload);
  const event = {
    kind: "move" as const,
    willing: true,
    entersOrLeavesReach: among.length > 0,
    disengaged: isDisengaged(e),
    teleport: payload.teleport,
  };
  const message = await opportunityMessage(actor, e, "move", event, { among, after: state });
  if (kind === "dash") await e.combat.update(actionUpdate(e, state));
  // Every move leaves its line (a Dash its AP; a Move the turn's movement, issue 30: one after Disengage
  // said nothing), then the offer it provoked: one batch
  const line = spentLine(actor, e, state, posted, moveLine(kind, event.disengaged));
  const messages = [line, message].filter((m): m is ChatMessage.CreateData => m !== null);
  await ChatMessage.createDocuments(messages);
}

/** A move's line: Dash with its AP; the free Move says it costs none and, disengaged, that it provokes nothing. */
function moveLine(kind: MoveKind, disengaged: boolean): Parameters<typeof spentLine>[4] {
  if (kind === "dash") return { action: game.i18n.localize("TEMPO.CombatRoll.Action.dash") };
  return {
    key: disengaged ? "TEMPO.CombatRoll.Line.MoveDisengaged" : "TEMPO.CombatRoll.Line.Move",
    data: {},
  };
}

function checkStandUp(actor: Actor.Implementation): CombatRollTurn | null {
  assertFit(actor);
  combatRoll.assertCanStandUp(conditionsOf(actor), actor.name ?? "");
  const e = combatRollTurnOf(actor);
  // Interpretation: standing up is part of one's movement, on one's own turn, without AP.
  if (e) ownTurn(e, actor);
  return e;
}

export const move = actorAction("move", { ask: askMove, perform: performMove }, MOVE);

/**
 * The sheet's "Stand up" (Prone only), checked on the clicking client; at the GM Prone ends (its status
 * effect: one ActiveEffect write) and, in combat, every foe able to react is offered an opportunity attack
 * ("Stand Up. Characters standing up to end the Prone condition"): one ChatMessage.
 */
export const standUp = actorAction(
  "standUp",
  {
    check: checkStandUp,
    async perform(actor) {
      const e = checkStandUp(actor);
      const message = e ? await opportunityMessage(actor, e, "stand-up", { kind: "stand-up" }) : null;
      await setCondition(actor, "prone", false);
      if (message) await ChatMessage.create(message);
    },
  },
  { actor: text() },
);
