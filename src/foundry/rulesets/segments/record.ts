import { segments } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { replacementUpdate } from "./object-diff";
import { isRecord } from "../../../engine/core/stored";

/** The surprise roll at the start of the combat, kept for the tracker. */
export interface SurpriseRecord {
  /** Each side's d6 (null: the side was alerted and did not roll). */
  rolls: Record<string, number | null>;
  /** Segments each combatant was surprised for. */
  segments: Record<string, number>;
  /** The surprise segments and who acts in each (engine `surprisePhase`). */
  phase: segments.SurpriseSegment[];
}

/**
 * What a Segmented Rounds combat stores in `combat.system.round`: the engine's round state, the
 * surprise roll, and the spells lost to damage this round (caster -> segment).
 */
export interface SegmentsRecord {
  state: segments.RoundState;
  surprise: SurpriseRecord | null;
  lost: Record<string, number>;
}

/** The stored record, or null before the combat's first transition (surprise). */
export function readRecord(combat: Combat.Implementation): SegmentsRecord | null {
  const system: unknown = combat.system;
  const stored = isRecord(system) ? system.round : undefined;
  if (!isRecord(stored) || !isRecord(stored.state) || typeof stored.state.phase !== "string") return null;
  return {
    state: stored.state as unknown as segments.RoundState,
    surprise: isRecord(stored.surprise) ? (stored.surprise as unknown as SurpriseRecord) : null,
    lost: isRecord(stored.lost) ? (stored.lost as Record<string, number>) : {},
  };
}

/** The stored record, or a localized error when the combat has not begun its sequence. */
export function requireRecord(combat: Combat.Implementation): SegmentsRecord {
  const record = readRecord(combat);
  if (!record) throw new RuleError("TEMPO.Segments.Error.NotStarted");
  return record;
}

/**
 * The ONE `combat.update` of a transition: the record (replacing the stored one, see object-diff),
 * the clock's `segment` and `phase`, and Foundry's round (at least 1, so the combat counts as begun).
 */
export function recordUpdate(combat: Combat.Implementation, after: SegmentsRecord): Record<string, unknown> {
  const system: unknown = combat.system;
  const before = isRecord(system) ? system.round : undefined;
  return {
    round: Math.max(1, after.state.round),
    "system.round": replacementUpdate(before, after as unknown as Record<string, unknown>),
    "system.segment": after.state.segment,
    "system.phase": after.state.phase,
  };
}

/** Who may act in the current surprise segment (none outside the surprise segments). */
export function surpriseActors(record: SegmentsRecord): string[] {
  return [...(currentSurpriseSegment(record)?.actors ?? [])];
}

/** The current surprise segment (engine `surpriseSegmentAt`): its number and who acts; null outside. */
export function currentSurpriseSegment(record: SegmentsRecord): segments.SurpriseSegment | null {
  if (record.state.phase !== "surprise") return null;
  return segments.surpriseSegmentAt(record.surprise?.phase ?? [], record.state.segment);
}

/** The segment to show: the surprise segment's own number during surprise, else the state's. */
export function shownSegment(record: SegmentsRecord): number {
  return currentSurpriseSegment(record)?.segment ?? record.state.segment;
}
