import { ensure } from "../core/errors";
import { integer, whole } from "./checks";
import { TA_ERR } from "./errors";

/** Condition ids of seed 001 (the shell's status effects use the same ids). */
export const CONDITIONS = [
  "flat-footed",
  "concealed",
  "hidden",
  "undetected",
  "invisible",
  "bleeding",
  "blinded",
  "dead",
  "entangled",
  "shaken",
  "grappled",
  "grappling",
  "incapacitated",
  "on-fire",
  "poisoned",
  "prone",
  "slowed",
  "stunned",
  "squeezing",
  "unconscious",
  "dodging",
  "unstable",
] as const;
export type Condition = (typeof CONDITIONS)[number];

export function isCondition(id: string): id is Condition {
  return (CONDITIONS as readonly string[]).includes(id);
}

/** Throws a RuleError for an id that is not a condition of the seed. */
export function checkConditions(ids: readonly string[]): Condition[] {
  return ids.map((id) => {
    ensure(isCondition(id), TA_ERR.UnknownCondition, { id });
    return id;
  });
}

export interface ActionBudget {
  actions: number;
  reactions: number;
  /** False when the creature can take no free actions (Stunned, Unconscious). */
  freeActions: boolean;
}

/**
 * A turn's budget: 3 actions and 1 + `extraReactions` reactions (feats), less 1 each for Slowed and
 * 2 each for Incapacitated, none at all when Stunned or Unconscious; never below 0.
 */
export function actionBudget(conditions: readonly string[], extraReactions = 0): ActionBudget {
  const set = new Set(checkConditions(conditions));
  whole(extraReactions, "extraReactions");
  if (set.has("stunned") || set.has("unconscious") || set.has("dead")) {
    return { actions: 0, reactions: 0, freeActions: false };
  }
  let less = 0;
  if (set.has("slowed")) less += 1;
  if (set.has("incapacitated")) less += 2;
  return {
    actions: Math.max(0, 3 - less),
    reactions: Math.max(0, 1 + extraReactions - less),
    freeActions: true,
  };
}

export type AttackKind = "melee" | "ranged" | "spell";
export type WeaponWeight = "light" | "medium" | "heavy";
export const ATTACK_KINDS: readonly AttackKind[] = ["melee", "ranged", "spell"];
export const WEAPON_WEIGHTS: readonly WeaponWeight[] = ["light", "medium", "heavy"];

export interface AttackBonusInput {
  kind: AttackKind;
  /** The weapon's weight class (ignored for spell attacks). */
  weapon?: WeaponWeight;
  level: number;
  str: number;
  dex: number;
  ess: number;
}

/**
 * The bonus added to the d20: melee Level + STR (the better of STR and DEX with a light or medium
 * weapon; the seed allows DEX "instead", so the player takes the better), ranged Level + DEX, spell
 * Level + ESS.
 */
export function attackBonus(input: AttackBonusInput): number {
  const { kind, weapon } = input;
  ensure(ATTACK_KINDS.includes(kind), TA_ERR.UnknownKind, { kind: String(kind) });
  const level = whole(input.level, "level");
  const str = integer(input.str, "str");
  const dex = integer(input.dex, "dex");
  const ess = integer(input.ess, "ess");
  if (kind === "spell") return level + ess;
  ensure(weapon !== undefined && WEAPON_WEIGHTS.includes(weapon), TA_ERR.UnknownWeapon, {
    weapon: String(weapon),
  });
  if (kind === "ranged") return level + dex;
  return level + (weapon === "heavy" ? str : Math.max(str, dex));
}

/** Melee damage always adds STR: the seed's DEX choice is "for Melee Attack rolls (but not Damage rolls)". */
export function meleeDamageAttribute(str: number): number {
  return integer(str, "str");
}

export interface RangedModifiers {
  /** Subtracted from the attack roll: 1 per whole range increment, once the target is beyond the first. */
  penalty: number;
  /** The target is within 5 ft. */
  disadvantage: boolean;
}

/** Range increments: beyond one increment, −1 per increment of distance rounded down; within 5 ft, disadvantage. */
export function rangedModifiers(distanceFeet: number, incrementFeet: number): RangedModifiers {
  whole(distanceFeet, "distanceFeet");
  whole(incrementFeet, "incrementFeet", 1);
  const penalty = distanceFeet > incrementFeet ? Math.floor(distanceFeet / incrementFeet) : 0;
  return { penalty, disadvantage: distanceFeet <= 5 };
}

export type BleedOutcome = "death" | "unconscious" | "deteriorate" | "none" | "stabilize";

/**
 * The Bleed Table for a total that already has the Bleed Penalty subtracted: 0 or less is Death when
 * already below 0 HP (Unconscious otherwise), 1–5 Unconscious, 6–10 Deteriorate, 11–15 nothing,
 * 16 and more Stabilize.
 */
export function bleedOutcome(total: number, hp: number): BleedOutcome {
  integer(total, "total");
  integer(hp, "hp");
  if (total <= 0) return hp < 0 ? "death" : "unconscious";
  if (total <= 5) return "unconscious";
  if (total <= 10) return "deteriorate";
  if (total <= 15) return "none";
  return "stabilize";
}

export type HealthState = "up" | "incapacitated" | "dead";

/** Dead at a negative HP equal to or greater than max HP; Incapacitated at 0 or less; up otherwise. */
export function healthState(hp: number, maxHp: number): HealthState {
  integer(hp, "hp");
  whole(maxHp, "maxHp", 1);
  if (hp <= -maxHp) return "dead";
  if (hp <= 0) return "incapacitated";
  return "up";
}

/** Energy gained per Focus action: (ESS + Level) / 3 rounded down, never below 0. */
export function focusEnergy(ess: number, level: number): number {
  integer(ess, "ess");
  whole(level, "level");
  return Math.max(0, Math.floor((ess + level) / 3));
}

export interface PoisonInstance {
  level: number;
  rounds: number;
}

/**
 * The poison instance that applies: the highest level among those with rounds left (instances do
 * not stack); of equal levels, the one with the most rounds left (then the first). Null when none.
 */
export function strongestPoison<T extends PoisonInstance>(instances: readonly T[]): T | null {
  let best: T | null = null;
  for (const p of instances) {
    whole(p.level, "level");
    whole(p.rounds, "rounds");
    if (p.rounds === 0) continue;
    if (best === null || p.level > best.level || (p.level === best.level && p.rounds > best.rounds)) best = p;
  }
  return best;
}

/** Initiative (the seed gives no formula; Interpretation 1): d20 + DEX, highest first, ties at random. */
export function initiativeFormula(dex: number): string {
  integer(dex, "dex");
  return dex === 0 ? "1d20" : `1d20 ${dex < 0 ? "-" : "+"} ${Math.abs(dex)}`;
}
