/** The to-hit roll (d20 against armour class, descending/THAC0 or ascending) and damage. */
import type { RollDie } from "../core/dice";
import { canSetWeapon } from "./mounted";
import { ensure } from "../core/errors";
import { key } from "./constants";
import {
  attackerModifiers,
  situationModifiers,
  situationNotes,
  type AttackForm,
  type AttackSituation,
} from "./situation";
import type { AcMode, DamageDice, Modifier, SegmentsActorStats, SegmentsWeaponStats } from "./types";

export interface AttackInput {
  readonly attacker: SegmentsActorStats;
  readonly defender: SegmentsActorStats;
  /** Required for melee and missile attacks; unused for unarmed, grapple and overbear. */
  readonly weapon?: SegmentsWeaponStats;
  readonly situation: AttackSituation;
  readonly acMode: AcMode;
}

export interface AttackRoll {
  readonly natural: number;
  /** Every modifier added to the d20, in order (ascending mode lists the attack bonus first). */
  readonly modifiers: readonly Modifier[];
  readonly total: number;
  /** The total needed to hit: THAC0 - AC (descending) or AC (ascending). */
  readonly needed: number;
  readonly hit: boolean;
  /** Localization keys of what the GM must adjudicate (e.g. a sleeping target). */
  readonly notes: readonly string[];
}

/** Sum of a modifier list. */
export function sumModifiers(mods: readonly Modifier[]): number {
  return mods.reduce((s, m) => s + m.value, 0);
}

/** All modifiers of an attack and the number the total must reach, before rolling. */
export function attackModifiers(input: AttackInput): {
  modifiers: Modifier[];
  needed: number;
} {
  const { attacker, defender, acMode } = input;
  const modifiers: Modifier[] = [];
  if (acMode === "ascending")
    modifiers.push({
      key: key("Modifier.AttackBonus"),
      value: attacker.attackBonus,
    });
  modifiers.push(...attackerModifiers(attacker, input.weapon, input.situation));
  modifiers.push(...situationModifiers(defender, input.situation));
  const needed = acMode === "ascending" ? defender.armourClass : attacker.thac0 - defender.armourClass;
  return { modifiers: modifiers.filter((m) => m.value !== 0), needed };
}

/** Resolves the attack from a d20 that hits when d20 + modifiers reaches the number needed. */
export function rollAttack(input: AttackInput, rollDie: RollDie): AttackRoll {
  const { modifiers, needed } = attackModifiers(input);
  const natural = rollDie(20);
  const total = natural + sumModifiers(modifiers);
  return {
    natural,
    modifiers,
    total,
    needed,
    hit: total >= needed,
    notes: situationNotes(input.situation),
  };
}

/** Why a hit's weapon damage is doubled. */
export type DamageDoubling = "set-vs-charge" | "mounted-lance-charge";

export interface DamageInput {
  readonly attacker: SegmentsActorStats;
  readonly form: AttackForm;
  readonly weapon?: SegmentsWeaponStats;
  /** Double weapon damage: a weapon set against a charging attacker, or a lance on a mounted charge. */
  readonly doubling?: DamageDoubling;
}

export interface DamageRoll {
  /** Each die rolled, in order. */
  readonly dice: readonly number[];
  /** The weapon (or fist) damage, doubled when applicable. */
  readonly base: number;
  /** Strength and weapon bonuses added after any doubling. */
  readonly modifiers: readonly Modifier[];
  /** Never below 0. */
  readonly total: number;
}

/** Unarmed strikes: 1d2. */
export const UNARMED_DAMAGE: DamageDice = { count: 1, faces: 2, bonus: 0 };
/** Grappling (and overbearing): 1d2-1. */
export const GRAPPLE_DAMAGE: DamageDice = { count: 1, faces: 2, bonus: -1 };

/**
 * Rolls damage. Melee and unarmed add the Strength damage bonus; missiles do not. A grapple or
 * overbear does 1d2-1 without Strength. Doubling multiplies only the weapon's own damage dice
 * (never Strength or magic bonuses).
 */
export function rollDamage(input: DamageInput, rollDie: RollDie): DamageRoll {
  const { attacker, form, weapon } = input;
  let dice: DamageDice;
  if (form === "melee" || form === "missile") {
    ensure(weapon !== undefined, key("Error.WeaponRequired"), { form });
    dice = weapon.damage;
  } else {
    dice = form === "unarmed" ? UNARMED_DAMAGE : GRAPPLE_DAMAGE;
  }
  if (input.doubling === "set-vs-charge") {
    ensure(
      form === "melee" && weapon !== undefined && canSetWeapon(attacker, weapon),
      key("Error.CannotBeSet"),
    );
  }
  if (input.doubling === "mounted-lance-charge") {
    ensure(form === "melee" && weapon?.lance === true, key("Error.LanceRequired"));
  }
  const rolled: number[] = [];
  for (let i = 0; i < dice.count; i++) rolled.push(rollDie(dice.faces));
  const weaponDamage = rolled.reduce((s, d) => s + d, 0) + dice.bonus;
  const base = input.doubling ? weaponDamage * 2 : weaponDamage;
  const modifiers: Modifier[] = [];
  if (form === "melee" || form === "unarmed") {
    modifiers.push({
      key: key("Modifier.StrengthDamage"),
      value: attacker.strengthDamage,
    });
  }
  if (weapon !== undefined && (form === "melee" || form === "missile")) {
    modifiers.push({
      key: key("Modifier.WeaponDamageBonus"),
      value: weapon.damageBonus,
    });
  }
  const shown = modifiers.filter((m) => m.value !== 0);
  return {
    dice: rolled,
    base,
    modifiers: shown,
    total: Math.max(0, base + sumModifiers(shown)),
  };
}
