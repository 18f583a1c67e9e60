/** Spell timing (seed 000, "Spells" and "Determine Initiative" / spellCasting). */
import { ensure } from "../core/errors";
import { SEGMENTS_PER_ROUND, key } from "./constants";
import { checkSegment } from "./initiative";
import type { DeclaredSpell, RoundState } from "./types";

/**
 * The segment in which a spell begun in `startSegment` goes off. The start segment counts as the
 * first segment of the casting time and the spell goes off once the whole casting time has elapsed,
 * that is at the very start of segment `start + castingTime`, before anything else in that segment.
 * Seed example: Halvaine begins a 2-segment spell in segment 4 and it goes off in segment 6.
 * A result above 10 falls in a later round (see `segmentInRound`).
 */
export function spellCompletesInSegment(startSegment: number, castingTimeSegments: number): number {
  checkSegment(startSegment);
  ensure(Number.isInteger(castingTimeSegments) && castingTimeSegments >= 1, key("Error.BadCastingTime"), {
    castingTime: castingTimeSegments,
  });
  return startSegment + castingTimeSegments;
}

/** Splits a segment count from the start of a round into rounds later (0 = this round) and segment 1..10. */
export function segmentInRound(absoluteSegment: number): {
  roundsLater: number;
  segment: number;
} {
  ensure(Number.isInteger(absoluteSegment) && absoluteSegment >= 1, key("Error.BadSegment"), {
    segment: absoluteSegment,
  });
  const zeroBased = absoluteSegment - 1;
  return {
    roundsLater: Math.floor(zeroBased / SEGMENTS_PER_ROUND),
    segment: (zeroBased % SEGMENTS_PER_ROUND) + 1,
  };
}

/** Casting time in segments from a spell's listing in segments and/or rounds (1 round = 10 segments). */
export function castingTimeInSegments(time: { segments?: number; rounds?: number }): number {
  const total = (time.segments ?? 0) + (time.rounds ?? 0) * SEGMENTS_PER_ROUND;
  ensure(Number.isInteger(total) && total >= 1, key("Error.BadCastingTime"), {
    castingTime: total,
  });
  return total;
}

/**
 * Whether damage taken in `damageSegment` disrupts a spell begun in `startSegment` that goes off in
 * `completesInSegment` (absolute numbering, may exceed 10). Damage in the start segment (simultaneous
 * or after the caster began) up to the segment before completion loses the spell; damage in the
 * completion segment comes too late, since the spell goes off first.
 */
export function spellDisrupted(
  startSegment: number,
  completesInSegment: number,
  damageSegment: number,
): boolean {
  ensure(completesInSegment > startSegment, key("Error.BadCastingTime"), {
    castingTime: completesInSegment - startSegment,
  });
  return damageSegment >= startSegment && damageSegment < completesInSegment;
}

/**
 * The casters whose spell goes off as the sequence moves from `before` to `after` (one GM step: the
 * initiative roll opening segment 1, the next segment, a jump over several): every completion segment
 * in (`before`'s segment, `after`'s segment] of the same round's segments, "at the very start" of it,
 * unless the caster abandoned the spell or lost it (`lost`: caster id → segment). In completion order.
 * Leaving a surprise segment, the one-segment spells begun in it go off ("beginning a spell (if its
 * casting time is one segment)" is a surprise-segment action), in the order they were declared.
 * A `skipped` caster (defeated: it does not act, issue 28) has no spell going off.
 */
export function spellsGoingOff(
  before: RoundState,
  after: RoundState,
  lost: Readonly<Record<string, number>>,
  skipped: ReadonlySet<string> = new Set(),
): string[] {
  return spellsCompleting(before, after, lost).filter((id) => !skipped.has(id));
}

function spellsCompleting(
  before: RoundState,
  after: RoundState,
  lost: Readonly<Record<string, number>>,
): string[] {
  // A surprise segment is six seconds of its own: a one-segment spell begun in it goes off as it ends.
  if (before.phase === "surprise" && (after.phase !== "surprise" || after.segment !== before.segment))
    return Object.entries(before.declarations)
      .filter(([id, d]) => d.kind === "spell" && d.abandoned !== true && lost[id] === undefined)
      .map(([id]) => id);
  if (after.phase !== "segments") return [];
  const from = before.phase === "segments" && before.round === after.round ? before.segment : 0;
  return Object.entries(after.spellCompletions)
    .filter(([id, s]) => s > from && s <= after.segment && lost[id] === undefined)
    .filter(([id]) => after.declarations[id]?.abandoned !== true)
    .sort((a, b) => a[1] - b[1])
    .map(([id]) => id);
}

/** A spell going off, for its chat line: its caster, the spell, the declared target, the segment it goes off in. */
export interface SpellOffNotice {
  casterId: string;
  spell: DeclaredSpell;
  targetId: string | undefined;
  segment: number;
}

/**
 * The spells going off between two states (`spellsGoingOff`), each with what its line says. Leaving a
 * surprise segment clears its declarations: the spell is the one declared before the step (else the one
 * carried from the round before), in the surprise segment's number.
 */
export function spellOffNotices(
  before: RoundState,
  after: RoundState,
  lost: Readonly<Record<string, number>>,
  skipped: ReadonlySet<string> = new Set(),
): SpellOffNotice[] {
  const segment = before.phase === "surprise" ? before.segment : after.segment;
  return spellsGoingOff(before, after, lost, skipped).flatMap((casterId) => {
    const declaration = after.declarations[casterId] ?? before.declarations[casterId];
    const spell = declaration?.spell ?? after.carriedSpells[casterId]?.spell;
    return spell ? [{ casterId, spell, targetId: declaration?.targetId, segment }] : [];
  });
}
