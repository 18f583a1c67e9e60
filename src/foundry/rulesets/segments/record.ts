import { type segments } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { replacementUpdate } from "./object-diff";
import { isRecord } from "../../../engine/core/stored";

export type { SegmentsRecord, SurpriseRecord } from "../../../engine/segments/round-record";
import type { SegmentsRecord, SurpriseRecord } from "../../../engine/segments/round-record";

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
