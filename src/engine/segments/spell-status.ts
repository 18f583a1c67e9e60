import { SEGMENTS_PER_ROUND } from "./constants";

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
