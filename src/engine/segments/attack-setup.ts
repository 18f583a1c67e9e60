/**
 * How a Segmented Rounds attack is set up before its d20 (seed 000, "Melee Attack", "Missile Attacks",
 * "Two-Weapon Fighting", "Mounted Combat"): the forms a weapon allows, the dialog's defaults from what the
 * round and the target's state already say, the lance charge's check, the hand's count, whom the
 * attacker may still strike, and the engine's attack input.
 */
import { RuleError } from "../core/errors";
import { FORMS, NO_CHOICES, declaredCircumstances, situationOf, type AttackChoices } from "./attack-choices";
import type { AttackCount } from "./attack-count";
import type { AttackInput } from "./attack";
import { key } from "./constants";
import { isParrying } from "./declarations";
import { canSetWeapon, mountedLanceChargeReason } from "./mounted";
import { routineTotal, type Hand } from "./routine";
import { attackRestriction } from "./schedule-query";
import type { RoundSchedule } from "./schedule-types";
import { isCasting } from "./schedule";
import { parryValue, type AttackForm } from "./situation";
import type { AcMode, RoundState, SegmentsActorStats, SegmentsWeaponStats } from "./types";

/** The forms an attack may take: a weapon's own kind, else (no weapon) the forms without one. */
export function attackForms(weapon: SegmentsWeaponStats | undefined): AttackForm[] {
  return weapon ? [weapon.kind] : FORMS.filter((f) => f !== "melee" && f !== "missile");
}

/**
 * Whether the target is casting now (the dialog's default): in the segments, its spell not lost
 * (`lost`: caster id → segment), in its casting segments by the schedule (`isCasting`).
 */
export function castingNow(
  state: RoundState,
  schedule: RoundSchedule | null,
  lost: Readonly<Record<string, number>>,
  targetId: string,
): boolean {
  return (
    schedule !== null &&
    state.phase === "segments" &&
    lost[targetId] === undefined &&
    isCasting(schedule, targetId, state.segment)
  );
}

export interface AttackDefaultsInput {
  form: AttackForm;
  /** The target's conditions the dialog offers. */
  target: Pick<AttackChoices, "prone" | "stunned" | "invisible" | "sleeping">;
  /** What the round's declarations say (`declaredCircumstances`); null outside the round. */
  circumstances: Partial<AttackChoices> | null;
  /** How the attacker perceives an invisible target (`invisibleDetection`); null: not invisible. */
  detection: "normal" | "may-detect" | "no" | null;
  /** The other hand's attack of a two-weapon routine: its hand. */
  otherHand: Hand | null;
  attacker: SegmentsActorStats;
  weapons: readonly (SegmentsWeaponStats | undefined)[];
}

/**
 * The attack dialog's defaults: the target's conditions and what the round says; the other hand's
 * attack pre-set to its hand; no -4 against an invisible target the attacker perceives normally
 * ("creatures with more than eleven hit dice almost always perceive them normally"); double weapon
 * damage for a rider charging with a lance on a combat-trained mount.
 */
export function attackDefaults(input: AttackDefaultsInput): AttackChoices {
  const out: AttackChoices = { ...NO_CHOICES, form: input.form, ...input.target, ...input.circumstances };
  if (input.otherHand) out.hand = input.otherHand;
  if (input.detection === "normal") out.invisible = false;
  const lance = input.weapons.every((w) => mountedLanceChargeReason(input.attacker, w, true) === null);
  if (out.charging && lance) out.doubling = "mounted-lance-charge";
  return out;
}

/** Why a chosen lance charge does not double the damage (`mountedLanceChargeReason`, every weapon), or null. */
export function lanceChargeReason(
  attacker: SegmentsActorStats,
  weapons: readonly (SegmentsWeaponStats | undefined)[],
  choices: Pick<AttackChoices, "doubling" | "charging">,
): string | null {
  if (choices.doubling !== "mounted-lance-charge") return null;
  for (const weapon of weapons) {
    const reason = mountedLanceChargeReason(attacker, weapon, choices.charging);
    if (reason) return reason;
  }
  return null;
}

/**
 * The hand chosen in the dialog settles how the attack counts: the other hand's attack of the routine
 * keeps its count; with another hand (or one weapon) it is a routine of its own, counted anew by
 * `recount` (refused when none is left, still before any roll). A routine's first attack records its hand.
 */
export function countWithHand<T extends AttackCount>(
  counted: T | null,
  hand: Hand | "",
  recount: (weaponId: string | undefined) => T | null,
): T | null {
  if (!counted || counted.kind !== "routine") return counted;
  if (counted.joins !== undefined) {
    if (hand === counted.hand) return counted;
    const fresh = recount(counted.weaponId);
    return fresh && hand ? { ...fresh, hand } : fresh;
  }
  return hand ? { ...counted, hand } : counted;
}

/**
 * The targets the attacker may strike: those it closed on this round leave the list (`attackRestriction`;
 * `idOf` null: not in the combat, always open). Refused when none is left; no schedule, no restriction.
 */
export function openTargets<T>(
  schedule: RoundSchedule | null,
  attackerId: string,
  targets: readonly T[],
  idOf: (target: T) => string | null,
): T[] {
  if (!schedule) return [...targets];
  const open = targets.filter((t) => {
    const id = idOf(t);
    return id === null || attackRestriction(schedule, attackerId, id) === null;
  });
  if (open.length === 0) throw new RuleError(key("Note.ClosedUpon"));
  return open;
}

/** The engine's attack input: the weapon counts for a melee or missile attack only. */
export function attackInputOf(
  attacker: SegmentsActorStats,
  defender: SegmentsActorStats,
  weapon: SegmentsWeaponStats | undefined,
  choices: AttackChoices,
  acMode: AcMode,
): AttackInput {
  const armed = weapon && (choices.form === "melee" || choices.form === "missile");
  return { attacker, defender, ...(armed ? { weapon } : {}), situation: situationOf(choices), acMode };
}

/** One strike of a routine, as its card keeps it. */
export interface RoutineStrike {
  hit: boolean;
  damage: number;
  formula: string;
  notes: readonly string[];
}

/** A routine's card: hit when any strike hits, the hits' damage together, their formulas, every note once. */
export function routineSummary(strikes: readonly RoutineStrike[]) {
  const total = routineTotal(strikes);
  const formula = strikes
    .filter((s) => s.hit)
    .map((s) => s.formula)
    .join(" + ");
  const notes = [...new Set(strikes.flatMap((s) => s.notes))];
  return { ...total, hit: total.hits > 0, formula, notes };
}

/**
 * What the round's declarations say about an attack of `attackerId` at `targetId` now
 * (`declaredCircumstances`): the attacker's weapon set against a charge (`canSetWeapon`), the target's
 * parry with its melee weapon (`parryValue`) when it parries, and whether it is casting now (`castingNow`).
 */
export function circumstancesAt(input: {
  state: RoundState;
  schedule: RoundSchedule | null;
  lost: Readonly<Record<string, number>>;
  attackerId: string;
  targetId: string;
  attacker: SegmentsActorStats;
  wielded: SegmentsWeaponStats | undefined;
  target: SegmentsActorStats;
  parried: SegmentsWeaponStats | undefined;
}) {
  const { state, attackerId, targetId } = input;
  const theirs = state.declarations[targetId];
  return declaredCircumstances({
    attackerId,
    mine: state.declarations[attackerId],
    theirs,
    settable: input.wielded ? canSetWeapon(input.attacker, input.wielded) : false,
    parry: theirs !== undefined && isParrying(theirs) ? parryValue(input.target, input.parried) : 0,
    castingNow: castingNow(state, input.schedule, input.lost, targetId),
  });
}
