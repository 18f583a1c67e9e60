// What the shared action-point shell (src/foundry/action-points/) needs of Die-Step Contests: its turn
// definition, each combatant's own AP (halved while badly wounded or riding unskilled), who may act, and
// its tracker columns (HP and wound state; the shared row already shows the AP owed to the next turn).
import { dieStep } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import type { CombatantInput, CombatantState } from "../../../engine/turns/index";
import type { ApRules } from "../../action-points/index";
import { cannotAct, dsStats } from "./stats";

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

export const DS_AP: ApRules<Marks> = {
  turns: dieStep.DIE_STEP_TURNS,
  apLabel: "TEMPO.DieStep.Tracker.Ap",
  marks: { key: "marks", empty: NO_MARKS, read: () => NO_MARKS, without: () => NO_MARKS },
  input: combatantInput,
  // knocked out, mortally wounded or dead: no actions (the passive defence still rolls, it is no action)
  assertMayAct: (actor, _state, name) => {
    if (actor && cannotAct(actor)) throw new RuleError("TEMPO.DieStep.Error.CannotAct", { name });
  },
  hooks: {},
  tracker: { partial: DS_TRACKER_ROW, row: trackerRow },
};
