// What the shared action-point shell (src/foundry/action-points/) needs of Die-Step Contests: its turn
// definition, each combatant's own AP (halved while badly wounded or riding unskilled), who may act, and
// its tracker columns (HP and wound state; the shared row already shows the AP owed to the next turn).
import { dieStep } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import type { CombatantInput, CombatantState } from "../../../engine/turns/index";
import type { ApRules } from "../../action-points/index";
import type { TurnHookResult, TurnHooks } from "../definition";
import { cannotAct, dsStats, hasDsCondition } from "./stats";

export const DS_TRACKER_ROW = "systems/tempo/templates/die-step/tracker-row.hbs";

/** Die-Step keeps nothing beside the engine's turn state (debt is the engine's own). */
export type Marks = Record<string, never>;
const NO_MARKS: Marks = {};

/** The engine's input: the REF roll, the sheet's AP and its halvings, the surprised mark. */
export function combatantInput(c: Combatant.Implementation, initiative: number): CombatantInput {
  const s = c.actor ? dsStats(c.actor) : null;
  return {
    id: c.id ?? "",
    initiative: Math.round(initiative),
    baseAp: s?.ap ?? dieStep.DEFAULT_AP,
    modifiers: s
      ? dieStep.apModifiers({
          badlyWounded: s.wound === "badly-wounded",
          unskilledRider: s.mounted && s.unskilledRider,
        })
      : [],
    surprised: Boolean((c.system as { surprised?: boolean }).surprised),
  };
}

/** A tracker row's Die-Step columns: HP, and the wound state or knock-out. */
function trackerRow(c: Combatant.Implementation, _s: CombatantState | null) {
  const s = c.actor ? dsStats(c.actor) : null;
  if (!s) return { hp: null, state: "" };
  const state = s.wound !== "none" ? s.wound : s.hp.value === 0 ? "knocked-out" : "";
  return { hp: `${s.hp.value}/${s.hp.max}`, state, stateLabel: state ? `TEMPO.DieStep.Wound.${state}` : "" };
}

/**
 * A stunned character's turn (woke up from a knock-out: "stunned for the first turn"): no AP this turn;
 * a one-turn stun then ends (written on the actor right after the turn's combat update).
 */
function onTurnStart({
  combat,
  event,
  state,
}: Parameters<NonNullable<TurnHooks<Marks>["onTurnStart"]>>[0]): TurnHookResult<Marks> | undefined {
  const actor = combat.combatants.get(event.combatantId)?.actor;
  if (!actor || event.resumed) return undefined;
  const stunned = dsStats(actor).stunned;
  // the Stunned status (the GM's) stuns too; it lasts until the GM removes it
  if (stunned === "none" && !hasDsCondition(actor, "stunned")) return undefined;
  return {
    state: dieStep.stunnedTurn(state, event.combatantId),
    after: async () => {
      if (stunned === "turn")
        await actor.update({ "system.stats.dieStep.stunned": "none" } as Actor.UpdateData);
    },
  };
}

export const DS_TURN_HOOKS: TurnHooks<Marks> = { onTurnStart };

export const DS_AP: ApRules<Marks> = {
  turns: dieStep.DIE_STEP_TURNS,
  apLabel: "TEMPO.DieStep.Tracker.Ap",
  marks: { key: "marks", empty: NO_MARKS, read: () => NO_MARKS, without: () => NO_MARKS },
  input: combatantInput,
  // knocked out, mortally wounded or dead: no actions (the passive defence still rolls, it is no action)
  assertMayAct: (actor, _state, name) => {
    if (actor && cannotAct(actor)) throw new RuleError("TEMPO.DieStep.Error.CannotAct", { name });
  },
  hooks: DS_TURN_HOOKS,
  tracker: { partial: DS_TRACKER_ROW, row: trackerRow },
};
