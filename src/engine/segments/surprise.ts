/** Step 1 of the combat sequence: surprise (seed 000, "Determine Surprise"). */
import { ensure } from "../core/errors";
import { DEFAULT_SURPRISED_ON, key } from "./constants";
import type { Declaration } from "./types";

export interface SurpriseOptions {
  /** Highest d6 roll that still surprises (2 by default; 3 against a monster that surprises on 1-3; 0: cannot be surprised). */
  readonly surprisedOn?: number;
  /** The character's Dexterity surprise bonus: each point removes one surprised segment. */
  readonly bonus?: number;
}

/**
 * Segments a side (or, with its surprise bonus, one character) is surprised for after the d6 `roll`.
 * The number of segments equals the roll when the roll is within the surprise range
 * (1 -> 1, 2 -> 2; 3 -> 3 against a monster that surprises on 1-3), 0 otherwise.
 * A positive bonus reduces the segments, never below 0; a negative bonus (a penalty) lengthens
 * the surprise of a character who is surprised but never surprises one who is not.
 */
export function surpriseSegments(roll: number, options: SurpriseOptions = {}): number {
  const surprisedOn = options.surprisedOn ?? DEFAULT_SURPRISED_ON;
  const bonus = options.bonus ?? 0;
  ensure(Number.isInteger(roll) && roll >= 1 && roll <= 6, key("Error.BadD6"), {
    roll,
  });
  ensure(
    Number.isInteger(surprisedOn) && surprisedOn >= 0 && surprisedOn <= 6,
    key("Error.BadSurpriseRange"),
    {
      surprisedOn,
    },
  );
  ensure(Number.isInteger(bonus), key("Error.NotInteger"), { value: bonus });
  if (roll > surprisedOn) return 0;
  return Math.max(0, roll - bonus);
}

/** A combatant taking part in the surprise segments. */
export interface SurpriseParticipant {
  readonly id: string;
  readonly side: string;
  /** Segments this combatant is surprised for (from `surpriseSegments`). */
  readonly surprisedSegments: number;
}

export interface SurpriseSegment {
  readonly segment: number;
  /** Combatants who may act in this segment (everyone no longer surprised). */
  readonly actors: readonly string[];
}

/**
 * The surprise segments before the first full round. A combatant surprised for n segments cannot
 * act in segments 1..n; everyone else may act. Segments in which nobody can act (both sides equally
 * surprised) are dropped, so mutual surprise cancels out. Returns an empty list when nobody is surprised.
 */
export function surprisePhase(participants: readonly SurpriseParticipant[]): SurpriseSegment[] {
  for (const p of participants) {
    ensure(
      Number.isInteger(p.surprisedSegments) && p.surprisedSegments >= 0,
      key("Error.BadSurprisedSegments"),
      {
        id: p.id,
        value: p.surprisedSegments,
      },
    );
  }
  const longest = participants.reduce((m, p) => Math.max(m, p.surprisedSegments), 0);
  const result: SurpriseSegment[] = [];
  for (let segment = 1; segment <= longest; segment++) {
    const actors = participants.filter((p) => p.surprisedSegments < segment).map((p) => p.id);
    if (actors.length > 0) result.push({ segment, actors });
  }
  return result;
}

/**
 * Whether a declared action fits in one six-second surprise segment: talking, attacking, charging,
 * closing, or beginning a spell whose casting time is one segment. Spells or other actions that
 * need more than one segment do not fit.
 */
export function fitsInSurpriseSegment(declaration: Declaration): boolean {
  if (declaration.kind === "spell") return (declaration.spell?.castingTimeSegments ?? Infinity) <= 1;
  if (declaration.kind === "other") return (declaration.durationSegments ?? 1) <= 1;
  return true;
}

/**
 * The surprise segment the sequence is in: the state counts the surprise segments that were kept
 * (`ordinal`, 1-based), while a segment keeps its number in the seed's count (a side surprised for 1
 * segment acts from segment 2 on: when nobody may act in segment 1, the only surprise segment is 2).
 * Who acts in it and the number shown come from this one entry. Null beyond the list.
 */
export function surpriseSegmentAt(
  phase: readonly SurpriseSegment[],
  ordinal: number,
): SurpriseSegment | null {
  return phase[ordinal - 1] ?? null;
}
