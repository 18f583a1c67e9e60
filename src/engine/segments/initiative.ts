/** Step 3 of the combat sequence: side initiative (seed 000, "Determine Initiative"). */
import { ensure } from "../core/errors";
import { INITIATIVE_SEGMENTS, SEGMENTS_PER_ROUND, key } from "./constants";
import type { SegmentsActorStats, SegmentsWeaponStats } from "./types";

function checkD6(roll: number): void {
  ensure(Number.isInteger(roll) && roll >= 1 && roll <= INITIATIVE_SEGMENTS, key("Error.BadD6"), { roll });
}

/**
 * Given each of two sides' d6 initiative rolls, the segment in which each side acts: the number
 * the OTHER side rolled. Ties act together in that segment.
 * Example of the seed: party 6, monsters 1 -> party acts in segment 1, monsters in segment 6.
 */
export function sideSegments(rolls: Readonly<Record<string, number>>): Record<string, number> {
  const sides = Object.keys(rolls);
  ensure(sides.length === 2, key("Error.TwoSides"), { count: sides.length });
  const [a, b] = sides as [string, string];
  const ra = rolls[a] as number;
  const rb = rolls[b] as number;
  checkD6(ra);
  checkD6(rb);
  return { [a]: rb, [b]: ra };
}

/** The side that acts first, or null on a tie (both act simultaneously). */
export function initiativeWinner(rolls: Readonly<Record<string, number>>): string | null {
  const segs = sideSegments(rolls);
  const [a, b] = Object.keys(segs) as [string, string];
  if (segs[a] === segs[b]) return null;
  return (segs[a] as number) < (segs[b] as number) ? a : b;
}

/**
 * A missile user's initiative bonus: the missile attack bonus (Dexterity plus the weapon's own bonus).
 * The Dexterity (surprise) bonus is never applied to melee initiative.
 */
export function missileInitiativeBonus(stats: SegmentsActorStats, weapon: SegmentsWeaponStats): number {
  ensure(weapon.kind === "missile", key("Error.NotMissileWeapon"));
  return stats.dexterityMissileBonus + weapon.toHitBonus;
}

/**
 * The segment in which a character using a missile weapon shoots: each point of missile bonus added
 * to the initiative roll moves the character one segment earlier than the side's segment
 * (a penalty, one later), within segments 1..10.
 */
export function missileSegment(sideSegment: number, bonus: number): number {
  checkSegment(sideSegment);
  ensure(Number.isInteger(bonus), key("Error.NotInteger"), { value: bonus });
  return Math.min(SEGMENTS_PER_ROUND, Math.max(1, sideSegment - bonus));
}

/**
 * Segment of an extra attack routine (haste, level advantage) or of a held action: only after the
 * opposing side's initiative segment has been resolved, and never before the combatant's own segment.
 * The act takes place at the end of that segment (the "after" step of the schedule).
 */
export function afterOpponentSegment(ownSegment: number, opposingSegment: number): number {
  checkSegment(ownSegment);
  checkSegment(opposingSegment);
  return Math.max(ownSegment, opposingSegment);
}

export function checkSegment(segment: number): void {
  ensure(
    Number.isInteger(segment) && segment >= 1 && segment <= SEGMENTS_PER_ROUND,
    key("Error.BadSegment"),
    {
      segment,
    },
  );
}
