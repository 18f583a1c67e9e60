import { RuleError } from "../core/errors";
import type { AfflictionModifiers } from "./afflictions";
import { damageAttributeBonus, WEAPON_CATEGORY_ATTRIBUTE } from "./damage";
import { defenseValues, type Defense, type DefenseValues } from "./defenses";
import { currentHitPoints, effectiveThreshold, vitalStatus } from "./health";
import { isSize, sizeModifier } from "./size";
import type { StanceModifiers } from "./stances";

/** The size modifier (Medium +0) of a stored size; an unknown size is refused. */
export function sizeModifierOfSize(size: string): number {
  if (isSize(size)) return sizeModifier(size);
  throw new RuleError("TEMPO.TimeCount.Error.UnknownSize", { size });
}

/** The scores the derived defences and ToP maximum are computed from (`derivedScores`). */
export interface ScoreInputs {
  readonly attributes: {
    readonly constitution: number;
    readonly dexterity: number;
    readonly wisdom: number;
    readonly persona: number;
  };
  readonly armorBonus: number;
  readonly shieldBonus: number;
  readonly size: string;
  readonly fortitude: number;
  readonly agility: number;
  readonly willpower: number;
  readonly thresholdBase: number;
  readonly thresholdArmor: number;
  /** The stored ToP: lowered by hits (`value`) below its maximum. */
  readonly threshold: { readonly value: number; readonly max: number };
}

/**
 * The derived scores (issue 13): the five defences and the Threshold of Pain's maximum from the scores
 * (`defenseValues`, `effectiveThreshold`); the current ToP, lowered by hits, is never above that
 * maximum (Interp. 78: a risen maximum does not raise the current ToP, rest does).
 */
export function derivedScores(s: ScoreInputs): {
  defenses: DefenseValues;
  threshold: { value: number; max: number };
} {
  const a = s.attributes;
  const defenses = defenseValues({
    armorBonus: s.armorBonus,
    shieldBonus: s.shieldBonus,
    sizeModifier: sizeModifierOfSize(s.size),
    constitution: a.constitution,
    dexterity: a.dexterity,
    wisdom: a.wisdom,
    fortitude: s.fortitude,
    agility: s.agility,
    willpower: s.willpower,
  });
  const max = effectiveThreshold(s.thresholdBase, a.persona, s.thresholdArmor);
  return { defenses, threshold: { value: Math.max(0, Math.min(s.threshold.value, max)), max } };
}

/**
 * Whether stored defences and ToP maximum are the ones the scores derive: an actor whose are not (a
 * monster's stat block, a GM's adjustment) keeps them, set by hand (the schema 4 migration).
 */
export function storedScoresDerived(s: ScoreInputs & { readonly defenses: DefenseValues }): boolean {
  const derived = derivedScores(s);
  return (
    derived.threshold.max === s.threshold.max &&
    (Object.keys(derived.defenses) as (keyof DefenseValues)[]).every(
      (k) => derived.defenses[k] === s.defenses[k],
    )
  );
}

/** "If your fatigue equals or exceeds double your current HP, you are dying, but may still be conscious." */
export function isDying(s: { dead: boolean; hp: number; invigoration: number; fatigue: number }): boolean {
  if (s.dead || s.hp <= 0) return false;
  return vitalStatus({ hp: currentHitPoints(s), fatigue: s.fatigue }) === "dying";
}

/** The attribute a weapon adds to damage: by category (Str/Dex), bows with their Strength penalty. */
export function weaponAttributeBonus(
  attributes: { strength: number; dexterity: number; intelligence: number },
  weapon: { category: string; composite: boolean },
): number {
  const attribute = WEAPON_CATEGORY_ATTRIBUTE[weapon.category] ?? "strength";
  const bow = weapon.category === "bows" ? (weapon.composite ? "composite" : "normal") : "none";
  return damageAttributeBonus(attribute, attributes, bow);
}

/** The attacker's stance on its attack roll (and on melee ones); a stance that forbids attacks refuses. */
export function stanceAttackBonus(stance: StanceModifiers | null, melee: boolean): number {
  if (stance && !stance.canAttack) throw new RuleError("TEMPO.TimeCount.Error.StanceCannotAttack");
  return (stance?.attack ?? 0) + (melee ? (stance?.meleeAttack ?? 0) : 0);
}

/**
 * A targeted defence's value now: the stored one, lowered by the impairments on its scores; Celerity
 * lowered by paralysis and petrification (never below 5), Vigor raised; a stance's numbers added to
 * Primary and Passive (its Primary bonus, and against melee or ranged attacks).
 */
export function defenseValueNow(input: {
  key: Defense;
  defenses: DefenseValues;
  impaired: DefenseValues;
  afflicted: Pick<AfflictionModifiers, "celerity" | "vigorBonus">;
  stance: StanceModifiers | null;
  melee: boolean;
}): number {
  const { key, stance } = input;
  let value = input.defenses[key] + input.impaired[key];
  if (key === "celerity") value = input.afflicted.celerity(value);
  if (key === "vigor") value += input.afflicted.vigorBonus;
  if (stance && (key === "primary" || key === "passive"))
    value +=
      (key === "primary" ? stance.primaryDefense : 0) +
      (input.melee ? stance.defenseVsMelee : stance.defenseVsRanged);
  return value;
}

/** A defence now, against a melee and a ranged attack (a stance may tell them apart). */
export interface DefenseNow {
  readonly melee: number;
  readonly ranged: number;
}

/** Every defence as an attack will use it now (`defenseValueNow`, melee and ranged): the sheet's numbers. */
export function defensesNow(
  input: Omit<Parameters<typeof defenseValueNow>[0], "key" | "melee">,
): Readonly<Record<Defense, DefenseNow>> {
  const at = (key: Defense) => ({
    melee: defenseValueNow({ ...input, key, melee: true }),
    ranged: defenseValueNow({ ...input, key, melee: false }),
  });
  return {
    primary: at("primary"),
    passive: at("passive"),
    vigor: at("vigor"),
    celerity: at("celerity"),
    spirit: at("spirit"),
  };
}

/** The localization key of a defence's name. */
export function defenseLabel(key: Defense): string {
  return `TEMPO.TimeCount.Defense.${key.charAt(0).toUpperCase()}${key.slice(1)}`;
}
