import { SEGMENTS_PER_ROUND } from "./constants";
import type { CastWindow } from "./schedule-types";
import { segmentInRound } from "./spells";
import type { RoundState } from "./types";

/** Where a declared spell stands in the round: waiting to begin, being cast, carried, gone off, lost... */
export type SpellStatus = "lost" | "abandoned" | "declared" | "waiting" | "casting" | "carried" | "done";

/** The segment it is now for the spells (past the last one at the end of the round). */
export function spellClockNow(phase: string, segment: number): number {
  return phase === "end-of-round" ? SEGMENTS_PER_ROUND + 1 : segment;
}

/**
 * A declared spell's status: lost to damage, abandoned, only declared (before the segments run, or
 * without a casting window), gone off once its completion segment has come, cast (carried into the
 * next round when it completes past the last segment) from its start segment, else waiting.
 */
export function spellStatus(input: {
  lost: boolean;
  abandoned: boolean;
  /** The round's segments are running (or ending). */
  running: boolean;
  /** The segment its casting begins in (null: no casting window in the schedule). */
  startSegment: number | null;
  completes: number;
  now: number;
}): SpellStatus {
  const { startSegment, completes, now } = input;
  if (input.lost) return "lost";
  if (input.abandoned) return "abandoned";
  if (!input.running || startSegment === null) return "declared";
  if (now >= completes) return "done";
  if (now >= startSegment) return completes > SEGMENTS_PER_ROUND ? "carried" : "casting";
  return "waiting";
}

/** The segment the schedule is at: the running one, else past the last (before or after the segments). */
export function scheduleSegmentNow(phase: string | undefined, segment: number): number {
  return phase === "segments" ? segment : SEGMENTS_PER_ROUND + 1;
}

/** A spell of the round as the tracker lists it. */
export interface RoundSpell {
  casterId: string;
  spell: string;
  /** The segment its casting begins in (0: not scheduled yet). */
  start: number;
  /** The segment it goes off in, counted in the round it goes off in. */
  completes: number;
  /** It goes off in a later round. */
  nextRound: boolean;
  /** The segment it was lost to damage in (0: not lost). */
  lostIn: number;
  status: SpellStatus;
}

/**
 * The spells declared this round with their status and timing (from the round state, the schedule's
 * casting windows once initiative is rolled, and the spells lost to damage by caster -> segment).
 */
export function roundSpells(
  state: RoundState,
  casting: Readonly<Record<string, CastWindow>> | null,
  lost: Readonly<Record<string, number>>,
): RoundSpell[] {
  const running = state.phase === "segments" || state.phase === "end-of-round";
  const now = spellClockNow(state.phase, state.segment);
  const list: RoundSpell[] = [];
  for (const [id, d] of Object.entries(state.declarations)) {
    if (d.kind !== "spell" || !d.spell) continue;
    const cast = casting?.[id];
    const completes = state.spellCompletions[id] ?? cast?.completesInSegment ?? 0;
    const later = segmentInRound(Math.max(1, completes));
    list.push({
      casterId: id,
      spell: d.spell.name,
      start: cast?.startSegment ?? 0,
      completes: later.segment,
      nextRound: later.roundsLater > 0,
      lostIn: lost[id] ?? 0,
      status: spellStatus({
        lost: lost[id] !== undefined,
        abandoned: d.abandoned === true,
        running,
        startSegment: cast ? cast.startSegment : null,
        completes,
        now,
      }),
    });
  }
  return list;
}
