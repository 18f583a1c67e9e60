import { ensure } from "../core/errors";
import { dieRank, type Die } from "./dice";
import { DS_ERR } from "./errors";

/**
 * What an attack is, for defences: "melee" and "ranged" (weapons), "physical-spell" (a spell with a
 * physical effect, defended with DEF), "spell" (any other spell, defended with PRE or FOR).
 */
export const ATTACK_KINDS = ["melee", "ranged", "physical-spell", "spell"] as const;
export type AttackKind = (typeof ATTACK_KINDS)[number];

export const DEFENSE_KINDS = ["block", "parry", "dodge"] as const;
export type DefenseKind = (typeof DEFENSE_KINDS)[number];

export function assertAttackKind(value: string): AttackKind {
  ensure((ATTACK_KINDS as readonly string[]).includes(value), DS_ERR.UnknownAttack, { attack: value });
  return value as AttackKind;
}

export function assertDefenseKind(value: string): DefenseKind {
  ensure((DEFENSE_KINDS as readonly string[]).includes(value), DS_ERR.UnknownDefense, { kind: value });
  return value as DefenseKind;
}

/** Why an active defence is not offered (a localization key suffix, TEMPO.DieStep.NoDefense.*). */
export type NoDefenseReason =
  | "unaware"
  | "no-shield"
  | "not-melee"
  | "not-physical"
  | "rider"
  | "cannot-act"
  | "no-active-defense"
  | "no-ap";

export interface DefenseInput {
  attack: AttackKind;
  shield: boolean;
  /** A melee weapon in hand. Parrying without one is allowed (disadvantaged against a weapon). */
  meleeWeapon: boolean;
  aware: boolean;
  /** A rider "cannot dodge" (the mount dodges for both). */
  rider?: boolean;
  /**
   * The rider's mount can dodge for it now ("Mounts can dodge for both themselves and the rider"): the
   * rider's dodge is allowed, rolled by the mount (Interpretation 40).
   */
  mountDodges?: boolean;
  /** Knocked out, helpless, stunned: no actions at all (the passive defence still rolls). */
  cannotAct?: boolean;
  /** Crushing or throwing a held target: "active defenses cannot be used against" it. */
  noActiveDefense?: boolean;
  /** AP left for the next turn (an interrupt costs 1 from it); omitted = not checked here. */
  nextTurnAp?: number;
}

export interface DefenseOption {
  kind: DefenseKind;
  allowed: boolean;
  reason: NoDefenseReason | null;
}

function kindReason(kind: DefenseKind, input: DefenseInput): NoDefenseReason | null {
  const physical = input.attack !== "spell";
  switch (kind) {
    case "block":
      if (!physical) return "not-physical";
      return input.shield ? null : "no-shield";
    case "parry":
      return input.attack === "melee" ? null : "not-melee";
    case "dodge":
      if (!physical) return "not-physical";
      return input.rider === true && input.mountDodges !== true ? "rider" : null;
  }
}

/** Every active defence with whether it is allowed and, if not, why (for the card's disabled buttons). */
export function defenseOptions(input: DefenseInput): DefenseOption[] {
  assertAttackKind(input.attack);
  return DEFENSE_KINDS.map((kind) => {
    let reason: NoDefenseReason | null;
    if (!input.aware) reason = "unaware";
    else if (input.cannotAct === true) reason = "cannot-act";
    else if (input.noActiveDefense === true) reason = "no-active-defense";
    else reason = kindReason(kind, input);
    if (reason === null && input.nextTurnAp !== undefined && input.nextTurnAp < 1) reason = "no-ap";
    return { kind, allowed: reason === null, reason };
  });
}

/** The active defences allowed: a subset of block, parry, dodge (in that order). */
export function allowedDefenses(input: DefenseInput): DefenseKind[] {
  return defenseOptions(input)
    .filter((o) => o.allowed)
    .map((o) => o.kind);
}

/** Throws unless `kind` is allowed against this attack. */
export function assertDefenseAllowed(kind: string, input: DefenseInput): DefenseKind {
  const k = assertDefenseKind(kind);
  const option = defenseOptions(input).find((o) => o.kind === k)!;
  ensure(option.allowed, DS_ERR.DefenseNotAllowed, { kind: k, reason: option.reason ?? "" });
  return k;
}

/** "A block roll is just a DEF roll, but with advantage"; a parry rolls ATT; a dodge rolls REF. */
export function activeDefenseRoll(
  kind: DefenseKind,
  dice: { def: Die; att: Die; ref: Die },
): { die: Die; advantage: boolean } {
  switch (assertDefenseKind(kind)) {
    case "block":
      return { die: dice.def, advantage: true };
    case "parry":
      return { die: dice.att, advantage: false };
    case "dodge":
      return { die: dice.ref, advantage: false };
  }
}

export interface PassiveInput {
  /** The passive die for this attack: DEF against weapons and physical spells, PRE or FOR against others. */
  die: Die;
  attack: AttackKind;
  helpless: boolean;
  unaware: boolean;
  prone: boolean;
  /** A poison, a mental attack...: being unaware does not disadvantage the passive roll. */
  indirect?: boolean;
  /** Disadvantaged by another source (badly wounded, surprised, fully held...), see `rollSituation`. */
  disadvantaged?: boolean;
  /** The range's minimum passive defence against ranged attacks and physical ranged spells. */
  rangedMinimum?: Die;
}

export interface PassiveDefense {
  die: Die;
  disadvantage: boolean;
  /** True when the range's minimum replaced the defence: roll it with no disadvantage from any source. */
  minimum: boolean;
}

/**
 * The passive defence, rolled without an action, even when knocked out. Helpless: DEF "automatically a
 * D2 with disadvantage" against weapons and physical spells. Unaware: disadvantaged unless indirect.
 * Prone: disadvantaged against melee. Against ranged attacks the range's minimum applies when it is
 * better (a higher die, or the same die without disadvantage).
 */
export function passiveDefense(input: PassiveInput): PassiveDefense {
  assertAttackKind(input.attack);
  const usesDef = input.attack !== "spell";
  const helpless = input.helpless && usesDef;
  const die: Die = helpless ? "d2" : input.die;
  dieRank(die);
  const disadvantage =
    helpless ||
    (input.unaware && input.indirect !== true) ||
    (input.prone && input.attack === "melee") ||
    input.disadvantaged === true;
  const min = input.rangedMinimum;
  const ranged = input.attack === "ranged" || input.attack === "physical-spell";
  if (ranged && min !== undefined) {
    const better = dieRank(min) > dieRank(die) || (dieRank(min) === dieRank(die) && disadvantage);
    if (better) return { die: min, disadvantage: false, minimum: true };
  }
  return { die, disadvantage, minimum: false };
}

/** What an attack card stored of the defender's choice: the one made ("" none yet) and the options offered. */
export interface StoredDefenseChoice {
  defense: string;
  options: readonly { kind: string; allowed: boolean; reason: string }[];
}

/**
 * Why the defender may not choose `kind` on the card now, or null: a choice already made, an unknown
 * kind, or an active defence the card did not allow (its reason: "no-shield", "no-ap"...). Passive is
 * always open until a choice is made.
 */
export function defenseChoiceRefusal(
  card: StoredDefenseChoice,
  kind: string,
): { done: true } | { unknown: true } | { reason: string } | null {
  if (card.defense !== "") return { done: true };
  if (kind === "passive") return null;
  const option = card.options.find((o) => o.kind === kind);
  if (!option) return { unknown: true };
  return option.allowed ? null : { reason: option.reason };
}
