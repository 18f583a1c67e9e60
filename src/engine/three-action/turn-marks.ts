// What a Three-Action turn start does to the marks beside the turn engine's state (seed 001 and
// Interpretations 10, 13, 18): who suffers ongoing effects now, and which marks end.
import type { TurnState } from "../turns/types";
import { expireEffects } from "./expiry";
import type { TaMarks, TimedCondition } from "./marks";
import { originalPlacesPassed } from "./turns";

/**
 * Who suffers ongoing effects now: the starter (unless a commander has it: then at that commander's turn
 * start), the creatures the starter commanded, and every delaying creature whose original place the
 * turn passed (unless commanded).
 */
export function sufferers(
  before: TurnState | null,
  state: TurnState,
  starter: string,
  marks: TaMarks,
): string[] {
  const passed = before ? originalPlacesPassed(before, state) : [];
  const own = marks.commandedBy[starter] ? [] : [starter];
  const commanded = Object.entries(marks.commandedBy)
    .filter(([, by]) => by === starter)
    .map(([id]) => id);
  return [...new Set([...own, ...commanded, ...passed.filter((id) => !marks.commandedBy[id])])];
}

/**
 * The marks when `starter`'s turn starts after `lastActive`'s (null: none was active): the starter's
 * readied action lapses (it lasts until the readier's next turn), no spell is controlled yet this turn,
 * and the timed conditions whose boundary this is end (the last turn's end first, then this start).
 */
export function marksAtTurnStart(
  marks: TaMarks,
  starter: string,
  lastActive: string | null,
): { marks: TaMarks; expired: TimedCondition[] } {
  const ended =
    lastActive && lastActive !== starter
      ? expireEffects(marks.timed, { type: "turn-end", combatant: lastActive })
      : { ended: [], kept: marks.timed };
  const started = expireEffects(ended.kept, { type: "turn-start", combatant: starter });
  const readied = marks.readied.filter((r) => r.id !== starter);
  return {
    marks: { ...marks, readied, controlled: [], timed: started.kept },
    expired: [...ended.ended, ...started.ended],
  };
}
