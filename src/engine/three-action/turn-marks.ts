// What a Three-Action turn start does to the marks beside the turn engine's state (seed 001 and
// Interpretations 10, 13, 18): whose turn it is, its budget, who suffers ongoing effects now, which
// marks end.
import type { TurnState } from "../turns/types";
import { expireEffects } from "./expiry";
import type { TaMarks, TimedCondition } from "./marks";
import { originalPlacesPassed, startBudget } from "./turns";

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

/** What `turnStart` needs of a combatant's creature now: its conditions and feats' extra reactions. */
export interface StarterCreature {
  conditions: readonly string[];
  extraReactions: number;
}

/** Everything a turn start does (seed 001, Interpretations 10, 13, 18), for the shell to write. */
export interface TurnStartPlan {
  /** Whose turn starts: a round that began at a delaying creature's place passes it to the active one. */
  starter: string;
  /** The turn state with the starter's budget from its conditions now (`startBudget`). */
  state: TurnState;
  marks: TaMarks;
  /** The timed conditions that end at this boundary. */
  expired: TimedCondition[];
  /** The starter's Dodge ends (it lasts until its next turn). */
  endsDodge: boolean;
  /** Who suffers ongoing effects now, in order (`sufferers`). */
  sufferers: string[];
}

/**
 * The start of `event`'s turn: null for a delayed turn coming back (its effects came at its original
 * place) or when no one is active. `creature(id)`: the combatant's creature, null when it has none.
 */
export function turnStart(
  event: { combatantId: string; resumed: boolean },
  before: TurnState | null,
  state: TurnState,
  marks: TaMarks,
  creature: (id: string) => StarterCreature | null,
): TurnStartPlan | null {
  if (event.resumed) return null;
  // a round that began with a delaying creature's place: keepDelays (onRoundStart) passed the turn on
  const starter = state.combatants[event.combatantId]?.delayed ? state.active : event.combatantId;
  if (starter === null) return null;
  const own = creature(starter);
  const next = own ? startBudget(state, starter, own.conditions, own.extraReactions) : state;
  const { marks: kept, expired } = marksAtTurnStart(marks, starter, before?.active ?? null);
  return {
    starter,
    state: next,
    marks: kept,
    expired,
    endsDodge: own?.conditions.includes("dodging") === true,
    sufferers: sufferers(before, next, starter, marks),
  };
}
