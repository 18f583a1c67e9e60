// What the shared action-point shell (src/foundry/action-points/) needs of Combat Roll: its turn
// definition, its marks beside the turn state (Brace, Feint, Disengage), its start-of-turn rule, who may
// act, and its tracker columns.
import { combatRoll, turns } from "../../../engine/index";
import type { Fitness } from "../../../engine/combat-roll/index";
import type { CombatantState } from "../../../engine/turns/index";
import type { ApRules } from "../../action-points/index";
import { COMBAT_ROLL_TURN_HOOKS, NO_MARKS, marksWithout, readMarks, type Marks } from "./marks";
import { combatantInput } from "./roster";
import { conditionsOf, crStats } from "./stats";

export const TRACKER_ROW_TEMPLATE = "systems/tempo/templates/combat-roll/tracker-row.hbs";
export const TRACKER_SETUP_TEMPLATE = "systems/tempo/templates/combat-roll/tracker-setup.hbs";

/** What the shared action-point shell needs of Combat Roll. */
export const CR_AP: ApRules<Marks> = {
  turns: turns.COMBAT_ROLL_TURNS,
  apLabel: "TEMPO.CombatRoll.Tracker.Ap",
  marks: { key: "marks", empty: NO_MARKS, read: readMarks, without: marksWithout },
  input: combatantInput,
  assertMayAct: (actor, state, name) =>
    combatRoll.assertCanAct(fitness(actor, state?.defeated ?? false), name),
  hooks: COMBAT_ROLL_TURN_HOOKS,
  tracker: {
    partial: TRACKER_ROW_TEMPLATE,
    row: trackerRow,
    setupPartial: TRACKER_SETUP_TEMPLATE,
  },
};

/** An actor's Health and its defeated mark (engine `fitnessOf`: no Combat Roll stats counts as fit). */
export function fitness(actor: Actor.Implementation | null, defeated: boolean): Fitness {
  return combatRoll.fitnessOf(actor?.system, defeated);
}

/** The conditions a tracker row shows: the engine's list, and Unconscious at 0 Health. */
function rowConditions(actor: Actor.Implementation | null): { id: string; label: string }[] {
  if (!actor) return [];
  let ids: string[];
  try {
    ids = combatRoll.shownConditions(conditionsOf(actor), crStats(actor).health.value);
  } catch {
    return [];
  }
  return ids.map((id) => ({ id, label: `TEMPO.CombatRoll.Condition.${id}` }));
}

/** A row's Combat Roll columns: attacks of the round, reaction and free action used, conditions. */
export function trackerRow(c: Combatant.Implementation, s: CombatantState | null) {
  return {
    attacks: s?.attacks ?? 0,
    maxAttacks: turns.COMBAT_ROLL_TURNS.maxAttacksPerRound ?? 0,
    // Defend is a reaction, counted in a category of its own (engine COMBAT_ROLL_ACTIONS)
    reactionUsed: (s?.taken?.reaction ?? 0) + (s?.taken?.defend ?? 0) > 0,
    freeUsed: (s?.freeActions ?? 0) > 0,
    conditions: rowConditions(c.actor),
  };
}
