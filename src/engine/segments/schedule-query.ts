/** Questions the tracker asks of a round schedule (see `buildRoundSchedule`). */
import { SEGMENTS_PER_ROUND } from "./constants";
import { engagedOpponents } from "./engagement";
import { missileInitiativeBonus } from "./initiative";
import type { RoundCombatant, RoundSchedule, ScheduleInput, ScheduledAct } from "./schedule-types";
import type { RoundState, SegmentsActorStats, SegmentsWeaponStats } from "./types";

/**
 * The first segment after `current` in which anything happens (an act of any step), or null when
 * nothing is left this round. `current` 0 looks from the start of the round. The acts of `skipped`
 * combatants (defeated: they do not act, issue 28) make no segment eventful.
 */
export function nextEventfulSegment(
  schedule: RoundSchedule,
  current: number,
  skipped: ReadonlySet<string> = new Set(),
): number | null {
  for (let s = Math.max(1, current + 1); s <= SEGMENTS_PER_ROUND; s++) {
    const steps = schedule.segments[s - 1]?.steps ?? [];
    if (steps.some((st) => st.acts.some((a) => !skipped.has(a.combatantId)))) return s;
  }
  return null;
}

/** Every act of one combatant this round, with its segment, in order. */
export function actsOf(
  schedule: RoundSchedule,
  combatantId: string,
): { segment: number; act: ScheduledAct }[] {
  return schedule.segments.flatMap((s) =>
    s.steps.flatMap((st) =>
      st.acts.filter((a) => a.combatantId === combatantId).map((act) => ({ segment: s.segment, act })),
    ),
  );
}

/** The segments in which one combatant acts this round (any act of any step), in order, once each. */
export function segmentsActing(schedule: RoundSchedule, combatantId: string): number[] {
  return [...new Set(actsOf(schedule, combatantId).map((a) => a.segment))];
}

/**
 * Whether `attackerId` may attack `targetId` this round: not when the target closed on the attacker
 * (the opponent cannot attack until the round after the closing movement). Returns the localization
 * key of the restriction, or null.
 */
export function attackRestriction(
  schedule: RoundSchedule,
  attackerId: string,
  targetId: string,
): string | null {
  const r = schedule.restrictions.find((x) => x.combatantId === attackerId && x.cannotAttackId === targetId);
  return r?.key ?? null;
}

/** A declared combatant as the round's schedule needs it, from its stats and the weapons it wields. */
export interface DeclaredMember {
  id: string;
  side: string;
  stats: SegmentsActorStats;
  /** The missile weapon its missile declaration uses, and its melee weapon (the declared one, else its first). */
  missile: SegmentsWeaponStats | null;
  melee: SegmentsWeaponStats | null;
}

/**
 * The schedule's input for a round: each declared combatant with its missile initiative bonus (its
 * missile weapon's with Dexterity, else Dexterity's), its attack routines, its melee weapon's length and
 * the opponents engaged with it.
 */
export function scheduleInputOf(state: RoundState, members: readonly DeclaredMember[]): ScheduleInput {
  const sides = Object.fromEntries(members.map((m) => [m.id, m.side]));
  const combatants: RoundCombatant[] = [];
  for (const m of members) {
    const declaration = state.declarations[m.id];
    if (!declaration) continue;
    const missile = declaration.kind === "missile" ? m.missile : null;
    combatants.push({
      id: m.id,
      side: m.side,
      declaration,
      missileBonus: missile ? missileInitiativeBonus(m.stats, missile) : m.stats.dexterityMissileBonus,
      attackRoutines: m.stats.attackRoutines,
      weaponLengthFt: m.melee?.lengthFt ?? 0,
      engagedWith: engagedOpponents(state.declarations, sides, m.id),
    });
  }
  return { rolls: state.initiativeRolls, combatants, carriedSpells: state.carriedSpells };
}
