// What the shared action-point shell (src/foundry/action-points/) needs of Three-Action Turns: its turn
// definition, its marks, its start-of-turn rules, who may act, its tracker columns and initiative.
import { threeAction } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import type { CombatantInput, CombatantState } from "../../../engine/turns/index";
import type { TaMarks } from "../../../engine/three-action/index";
import { actorTurnOf, type ActorTurn, type ApRules } from "../../action-points/index";
import { threeActionTurnHooks } from "./start";
import { conditionsOf, taStats } from "./stats";
import { maySeeStatsOf } from "../../visibility";

export const TRACKER_ROW_TEMPLATE = "systems/tempo/templates/three-action/tracker-row.hbs";

/** Throws the engine's refusal when the creature's conditions forbid every action (Stunned, Unconscious, dead). */
export function assertMayAct(actor: Actor.Implementation | null): void {
  if (!actor) return;
  const conditions = conditionsOf(actor);
  const which = threeAction.blockingCondition(conditions);
  if (!which) return;
  const condition = game.i18n.localize(`TEMPO.ThreeAction.Condition.${which}`);
  throw new RuleError(threeAction.TA_ERR.CannotAct, { condition });
}

/** The turn engine's input: d20 + DEX rolled, DEX breaks no tie (ties are random), budget from conditions. */
export function combatantInput(c: Combatant.Implementation, initiative: number): CombatantInput {
  const conditions = c.actor ? conditionsOf(c.actor) : [];
  return {
    id: c.id ?? "",
    initiative: Math.round(initiative),
    surprised: Boolean((c.system as { surprised?: boolean }).surprised),
    modifiers: threeAction.budgetModifiers(conditions),
  };
}

/** A row's Three-Action columns: reaction left, conditions, a readied action's trigger. */
export function trackerRow(
  c: Combatant.Implementation,
  s: CombatantState | null,
  viewer: User.Implementation,
) {
  const conditions = c.actor ? conditionsOf(c.actor) : [];
  const combat = c.parent;
  const marks = combat
    ? threeAction.readMarks((combat.system as { turns?: { marks?: unknown } }).turns?.marks)
    : threeAction.NO_MARKS;
  const readied = marks.readied.find((r) => r.id === c.id);
  // its plan (a readied trigger) and its numbers (the Bleed Penalty): for a viewer who may see them
  const sees = maySeeStatsOf(c.actor, viewer);
  return {
    reactions: s?.reactions ?? 0,
    conditions: conditions.map((id) => ({ id, label: `TEMPO.ThreeAction.Condition.${id}` })),
    readied: readied ? { trigger: sees ? readied.trigger : "", action: readied.action } : null,
    mayFire: Boolean(readied) && (viewer.isGM || c.isOwner),
    bleedPenalty: sees && c.actor && conditions.includes("bleeding") ? taStats(c.actor).bleedPenalty : null,
  };
}

/** What the shared action-point shell needs of Three-Action Turns. */
export const TA_AP: ApRules<TaMarks> = {
  turns: threeAction.THREE_ACTION_TURNS,
  apLabel: "TEMPO.ThreeAction.Tracker.Actions",
  marks: {
    key: "marks",
    empty: threeAction.NO_MARKS,
    read: threeAction.readMarks,
    without: threeAction.marksWithout,
  },
  input: combatantInput,
  assertMayAct: (actor) => assertMayAct(actor),
  hooks: threeActionTurnHooks(() => TA_AP),
  tracker: { partial: TRACKER_ROW_TEMPLATE, row: trackerRow },
};

export type TaTurn = ActorTurn<TaMarks>;

export function taTurnOf(actor: Actor.Implementation): TaTurn | null {
  return actorTurnOf(actor, TA_AP);
}

/** The initiative roll: d20 + DEX (Interpretation 1). */
export function initiativeOf(actor: Actor.Implementation) {
  return { formula: threeAction.initiativeFormula(taStats(actor).dex), data: {} };
}
