/** Surprise for whole sides and their members (seed 000, step 1 "Determine Surprise"). */
import { ensure } from "../core/errors";
import { DEFAULT_SURPRISED_ON, key } from "./constants";
import { startCombat } from "./sequence";
import { surprisePhase, surpriseSegments, type SurpriseSegment } from "./surprise";

/** A combatant as the surprise roll sees it. */
export interface SurpriseMember {
  readonly id: string;
  readonly side: string;
  /** Its own surprise range: surprised on a d6 roll up to this (2 by default; 0: cannot be surprised). */
  readonly surprisedOn: number;
  /** The range it imposes on its opponents (2 by default; 3 for a monster that "surprises on 1-3"). */
  readonly surprisesOn: number;
  /** Dexterity surprise bonus (segments shrugged off). */
  readonly bonus: number;
}

function checkRange(value: number): void {
  ensure(Number.isInteger(value) && value >= 0 && value <= 6, key("Error.BadSurpriseRange"), {
    surprisedOn: value,
  });
}

/**
 * The surprise range that applies to a combatant: 0 when it cannot be surprised; otherwise its own
 * range widened by the stealthiest opponent: each point an opponent's range exceeds the default 2 adds
 * one (a side facing a monster that surprises on 1-3 is surprised on 1-3), capped at 6.
 */
export function surpriseRange(ownSurprisedOn: number, opposingSurprisesOn: readonly number[]): number {
  checkRange(ownSurprisedOn);
  opposingSurprisesOn.forEach(checkRange);
  if (ownSurprisedOn === 0) return 0;
  const stealth = opposingSurprisesOn.reduce((m, v) => Math.max(m, v - DEFAULT_SURPRISED_ON), 0);
  return Math.min(6, ownSurprisedOn + stealth);
}

export interface SideSurprise {
  /** Segments each combatant is surprised for. */
  readonly segments: Readonly<Record<string, number>>;
  /** The surprise segments with who acts in each (see `surprisePhase`); empty: nobody is surprised. */
  readonly phase: readonly SurpriseSegment[];
}

/**
 * Each side's d6 decides whether that side is surprised; every member applies its own range (see
 * `surpriseRange`) and surprise bonus. A side whose roll is null did not roll (it had been alerted)
 * and is not surprised.
 */
export function surpriseForSides(
  rolls: Readonly<Record<string, number | null>>,
  members: readonly SurpriseMember[],
): SideSurprise {
  const segments: Record<string, number> = {};
  for (const m of members) {
    const roll = rolls[m.side];
    ensure(roll !== undefined, key("Error.UnknownSide"), { side: m.side });
    const opposing = members.filter((o) => o.side !== m.side).map((o) => o.surprisesOn);
    const surprisedOn = surpriseRange(m.surprisedOn, opposing);
    segments[m.id] = roll === null ? 0 : surpriseSegments(roll, { surprisedOn, bonus: m.bonus });
  }
  const phase = surprisePhase(
    members.map((m) => ({ id: m.id, side: m.side, surprisedSegments: segments[m.id] ?? 0 })),
  );
  return { segments, phase };
}

/**
 * The combat's opening: the surprise the sides' rolls give (`surpriseForSides`), kept with the rolls
 * for the tracker, and the sequence's first state (its surprise segments, or the first declarations).
 * `skipped`: nobody rolled for surprise (the GM's "No surprise"): nothing is kept.
 */
export function openSurprise(
  rolls: Readonly<Record<string, number | null>>,
  members: readonly SurpriseMember[],
  skipped: boolean,
) {
  const surprise = surpriseForSides(rolls, members);
  return {
    state: startCombat(surprise.phase.length),
    surprise: skipped
      ? null
      : { rolls: { ...rolls }, segments: { ...surprise.segments }, phase: [...surprise.phase] },
  };
}
