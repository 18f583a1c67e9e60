/** The situational to-hit modifiers of the chapter, as a list a chat card can show line by line. */
import { RuleError, ensure } from "../core/errors";
import { key } from "./constants";
import {
  concealmentPenalty,
  coverPenalty,
  twoWeaponPenalties,
  type ConcealmentLevel,
  type CoverPercent,
} from "./modifiers";
import type { Modifier, SegmentsActorStats, SegmentsWeaponStats } from "./types";

/** How the attack is made. Unarmed, grapple and overbear are melee attacks without a weapon. */
export type AttackForm = "melee" | "missile" | "unarmed" | "grapple" | "overbear";

/** Everything about the circumstances of one attack roll. Every flag defaults to false. */
export interface AttackSituation {
  readonly form: AttackForm;
  /** The attacker charged this round (+2 to hit; required for an overbearing attack). */
  readonly charging?: boolean;
  /** Attack from directly behind (+2, ignores shield and Dexterity). */
  readonly rear?: boolean;
  /** Attack from the unshielded flank (ignores shield). */
  readonly flank?: boolean;
  readonly targetProne?: boolean;
  readonly targetStunned?: boolean;
  readonly targetInvisible?: boolean;
  /** An invisible target can be attacked only when its general location is known (default true). */
  readonly targetLocationKnown?: boolean;
  /** Natural sleep: the GM applies the assassin's chance to kill (not in this chapter). */
  readonly targetSleeping?: boolean;
  readonly cover?: CoverPercent;
  readonly concealment?: ConcealmentLevel;
  /** Fighting with two weapons: which hand makes this attack. */
  readonly hand?: "primary" | "off-hand";
  /** The free attack at an opponent fleeing from melee (+4). */
  readonly targetFleeing?: boolean;
  /** The target's parry value (see `parryValue`), subtracted from the roll. */
  readonly targetParry?: number;
  /** The target is casting a spell (no Dexterity bonus to its AC). */
  readonly targetCasting?: boolean;
  /** The target is charging and this is the defender's counterattack (no Dexterity bonus; +1 if it has none). */
  readonly targetCharging?: boolean;
}

/**
 * A parry subtracts the parrier's to-hit bonus from Strength and weapon specialization (never a negative
 * value: a parry is only effective with such a bonus). Only the primary weapon counts; an off-hand
 * weapon never contributes to parrying.
 */
export function parryValue(stats: SegmentsActorStats, primaryWeapon?: SegmentsWeaponStats): number {
  return Math.max(0, stats.strengthToHit + (primaryWeapon?.specializationToHit ?? 0));
}

function isMeleeForm(form: AttackForm): boolean {
  return form !== "missile";
}

/** The attacker's own bonuses: Strength in melee, Dexterity with missiles, the weapon's bonus, two weapons. */
export function attackerModifiers(
  attacker: SegmentsActorStats,
  weapon: SegmentsWeaponStats | undefined,
  situation: AttackSituation,
): Modifier[] {
  const mods: Modifier[] = [];
  const armed = situation.form === "melee" || situation.form === "missile";
  if (armed) {
    ensure(weapon !== undefined, key("Error.WeaponRequired"), {
      form: situation.form,
    });
    ensure(weapon.kind === situation.form, key("Error.WeaponKindMismatch"), {
      form: situation.form,
    });
  }
  if (isMeleeForm(situation.form)) {
    mods.push({
      key: key("Modifier.StrengthToHit"),
      value: attacker.strengthToHit,
    });
  }
  if (situation.hand !== undefined) {
    ensure(situation.form === "melee", key("Error.TwoWeaponsMeleeOnly"));
    if (situation.hand === "off-hand") {
      ensure(weapon?.offHandEligible === true, key("Error.OffHandWeapon"));
    }
    const pen = twoWeaponPenalties(attacker.dexterityMissileBonus);
    mods.push(
      situation.hand === "primary"
        ? { key: key("Modifier.TwoWeaponPrimary"), value: pen.primary }
        : { key: key("Modifier.TwoWeaponOffHand"), value: pen.offHand },
    );
  }
  if (situation.form === "missile") {
    mods.push({
      key: key("Modifier.DexterityMissile"),
      value: attacker.dexterityMissileBonus,
    });
  }
  if (armed && weapon !== undefined && weapon.toHitBonus !== 0) {
    mods.push({ key: key("Modifier.WeaponBonus"), value: weapon.toHitBonus });
  }
  if (armed && weapon !== undefined && weapon.specializationToHit !== 0) {
    mods.push({
      key: key("Modifier.Specialization"),
      value: weapon.specializationToHit,
    });
  }
  return mods;
}

/** Modifiers from the target's state and position, including lost shield and Dexterity AC bonuses. */
export function situationModifiers(defender: SegmentsActorStats, situation: AttackSituation): Modifier[] {
  const mods: Modifier[] = [];
  if (situation.targetInvisible) {
    if (situation.targetLocationKnown === false) throw new RuleError(key("Error.InvisibleLocationUnknown"));
    ensure(!situation.rear && !situation.flank, key("Error.InvisibleRearFlank"));
    mods.push({ key: key("Modifier.Invisible"), value: -4 });
  }
  if (situation.form === "overbear") ensure(situation.charging === true, key("Error.OverbearNeedsCharge"));
  if (situation.charging) mods.push({ key: key("Modifier.Charge"), value: 2 });
  if (situation.rear) mods.push({ key: key("Modifier.Rear"), value: 2 });
  if (situation.targetProne || situation.targetStunned) {
    // Prone and stunned each give +4; a target both prone and stunned gives it once.
    mods.push({
      key: key(situation.targetProne ? "Modifier.Prone" : "Modifier.Stunned"),
      value: 4,
    });
  }
  if (situation.targetFleeing) mods.push({ key: key("Modifier.Fleeing"), value: 4 });
  const noShield = situation.rear || situation.flank || situation.targetProne || situation.targetStunned;
  if (noShield && defender.shieldAcBonus > 0) {
    mods.push({ key: key("Modifier.NoShield"), value: defender.shieldAcBonus });
  }
  const noDex =
    situation.rear ||
    situation.targetProne ||
    situation.targetStunned ||
    situation.targetCasting ||
    situation.targetCharging;
  if (noDex && defender.dexterityAcBonus > 0) {
    mods.push({
      key: key("Modifier.NoDexterity"),
      value: defender.dexterityAcBonus,
    });
  }
  if (situation.targetCharging && defender.dexterityAcBonus <= 0) {
    mods.push({ key: key("Modifier.ChargerWithoutDexterity"), value: 1 });
  }
  if (situation.cover !== undefined)
    mods.push({
      key: key("Modifier.Cover"),
      value: coverPenalty(situation.cover),
    });
  if (situation.concealment !== undefined) {
    mods.push({
      key: key("Modifier.Concealment"),
      value: concealmentPenalty(situation.concealment),
    });
  }
  if (situation.targetParry !== undefined && situation.targetParry > 0) {
    mods.push({ key: key("Modifier.Parry"), value: -situation.targetParry });
  }
  return mods;
}

/** Notes the chat card shows for what the GM must adjudicate. */
export function situationNotes(situation: AttackSituation): string[] {
  const notes: string[] = [];
  if (situation.targetSleeping) notes.push(key("Note.SleepingAssassination"));
  return notes;
}

/**
 * How a monster perceives an invisible opponent: creatures of more than 11 hit dice almost always see it
 * normally ("normal"); those of more than 6 hit dice or with sensitive smell or hearing may detect it
 * (the GM decides, "may-detect"); others cannot ("no").
 */
export function invisibleDetection(observer: SegmentsActorStats): "normal" | "may-detect" | "no" {
  if (observer.hitDice > 11) return "normal";
  if (observer.hitDice > 6 || observer.keenSenses) return "may-detect";
  return "no";
}
