// What a Segmented Rounds combat keeps of its round (the shell stores it in the combat: rulesets/segments/
// record.ts) and what the tracker reads of it: who acts in the current surprise segment, the segment shown.
import { surpriseSegmentAt, type SurpriseSegment } from "./surprise";
import type { RoundState } from "./types";

/** The surprise roll at the start of the combat, kept for the tracker. */
export interface SurpriseRecord {
  /** Each side's d6 (null: the side was alerted and did not roll). */
  rolls: Record<string, number | null>;
  /** Segments each combatant was surprised for. */
  segments: Record<string, number>;
  /** The surprise segments and who acts in each (engine `surprisePhase`). */
  phase: SurpriseSegment[];
}

/**
 * What a Segmented Rounds combat stores in `combat.system.round`: the engine's round state, the
 * surprise roll, and the spells lost to damage this round (caster -> segment).
 */
export interface SegmentsRecord {
  state: RoundState;
  surprise: SurpriseRecord | null;
  lost: Record<string, number>;
}

/** Who may act in the current surprise segment (none outside the surprise segments). */
export function surpriseActors(record: SegmentsRecord): string[] {
  return [...(currentSurpriseSegment(record)?.actors ?? [])];
}

/** The current surprise segment (engine `surpriseSegmentAt`): its number and who acts; null outside. */
export function currentSurpriseSegment(record: SegmentsRecord): SurpriseSegment | null {
  if (record.state.phase !== "surprise") return null;
  return surpriseSegmentAt(record.surprise?.phase ?? [], record.state.segment);
}

/** The segment to show: the surprise segment's own number during surprise, else the state's. */
export function shownSegment(record: SegmentsRecord): number {
  return currentSurpriseSegment(record)?.segment ?? record.state.segment;
}
