// Combat Roll's marks (Brace, Feint, Disengage) on the shared action-point shell: the rules are the
// engine's (src/engine/combat-roll/marks.ts); this binds them to a combatant's turn record.
import { combatRoll } from "../../../engine/index";
import type { Marks } from "../../../engine/combat-roll/index";
import type { TurnState } from "../../../engine/turns/index";
import type { ActorTurn } from "../../action-points/state";
import type { TurnHooks } from "../definition";

export type { Marks } from "../../../engine/combat-roll/index";
export const { NO_MARKS, readMarks, marksWithout, plainAction } = combatRoll;

/** Combat Roll's rules at the start of a turn: Disengage ends (engine `marksAtTurnStart`). */
export const COMBAT_ROLL_TURN_HOOKS: TurnHooks<Marks> = {
  // the hook's result now carries the marks in `marks` (main's turn-hook shape)
  onTurnStart({ event, marks }) {
    const next = combatRoll.marksAtTurnStart(marks, event.combatantId, event.round);
    return next ? { marks: next } : undefined;
  },
};

/** A combat-roll combat that has begun and holds a combatant for the actor (its turn there). */
export type CombatRollTurn = ActorTurn<Marks>;

/** The marks after `e`'s Disengage (engine `withDisengage`). */
export function withDisengage(e: CombatRollTurn, state: TurnState): Marks {
  return combatRoll.withDisengage(e.marks, e.combatantId, state.round);
}

/** Whether `e`'s combatant disengaged during its current turn (engine `isDisengaged`). */
export function isDisengaged(e: CombatRollTurn): boolean {
  return combatRoll.isDisengaged(e.marks, e.combatantId, e.state.active, e.state.round);
}

/** The same turn record seen from another combatant of the combat (a foe answering a provocation). */
export function asCombatant(e: CombatRollTurn, combatantId: string): CombatRollTurn {
  return { ...e, combatantId };
}
