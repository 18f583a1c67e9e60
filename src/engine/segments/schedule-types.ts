/** The shapes of a round schedule (see `buildRoundSchedule`). */
import type { CarriedSpell, Declaration, DeclarationKind } from "./types";

/** A combatant as the schedule sees it. */
export interface RoundCombatant {
  readonly id: string;
  readonly side: string;
  readonly declaration: Declaration;
  /** Missile initiative bonus (see `missileInitiativeBonus`); used only for a missile declaration. */
  readonly missileBonus?: number;
  /** Attack routines this round (default 1). */
  readonly attackRoutines?: number;
  /** Length of the wielded melee weapon in feet (charges). */
  readonly weaponLengthFt?: number;
  /** Opponents engaged in melee with this combatant (free attacks when it flees). */
  readonly engagedWith?: readonly string[];
}

export type ActKind =
  | "action"
  | "spell-begins"
  | "spell-completes"
  | "first-strike"
  | "set-weapon-strike"
  | "free-attack"
  | "extra-routine"
  | "held-action";

export interface ScheduledAct {
  readonly combatantId: string;
  readonly kind: ActKind;
  readonly declaration: DeclarationKind;
  readonly targetId?: string;
  /** Extra routine number (2, 3, ...). */
  readonly routine?: number;
  /** Weapon damage is doubled (a set weapon against a charger). */
  readonly doubleDamage?: boolean;
  /** To-hit bonus of a free attack (+4 at a fleeing opponent). */
  readonly toHitBonus?: number;
}

/**
 * Steps of a segment, in order: spells whose casting time has elapsed go off; interrupts (set weapons,
 * a longer weapon against a charger, free attacks at a fleeing opponent); the initiative acts; then
 * held actions and extra routines waiting for the other side. Acts in one step are simultaneous:
 * their damage lands at once.
 */
export type StepKind = "spells" | "interrupts" | "initiative" | "after";
export const STEP_ORDER: readonly StepKind[] = ["spells", "interrupts", "initiative", "after"];

export interface ScheduleStep {
  readonly step: StepKind;
  readonly acts: readonly ScheduledAct[];
}

export interface SegmentSchedule {
  readonly segment: number;
  /** Only the steps with acts, in STEP_ORDER. */
  readonly steps: readonly ScheduleStep[];
}

export interface CastWindow {
  readonly startSegment: number;
  /** Absolute segment the spell goes off in (above 10: a later round). */
  readonly completesInSegment: number;
}

export interface Restriction {
  readonly combatantId: string;
  readonly cannotAttackId: string;
  readonly key: string;
}

export interface RoundSchedule {
  readonly sideSegments: Readonly<Record<string, number>>;
  /** Segments 1..10, all present. */
  readonly segments: readonly SegmentSchedule[];
  /** Spells begun this round, by caster (no Dexterity AC bonus while casting; damage disrupts). */
  readonly casting: Readonly<Record<string, CastWindow>>;
  /** Spells that go off in a later round, by caster. */
  readonly carriedSpells: Readonly<Record<string, CarriedSpell>>;
  /** Who subtracts a parry from attacks this round (parry, fighting retreat). */
  readonly parrying: readonly string[];
  /** Attacks forbidden this round (an opponent cannot attack a combatant who closed on it). */
  readonly restrictions: readonly Restriction[];
}

export interface ScheduleInput {
  /** Each side's d6 initiative roll. */
  readonly rolls: Readonly<Record<string, number>>;
  readonly combatants: readonly RoundCombatant[];
  /** Spells carried over from the previous round: the caster does nothing else this round. */
  readonly carriedSpells?: Readonly<Record<string, CarriedSpell>>;
}
