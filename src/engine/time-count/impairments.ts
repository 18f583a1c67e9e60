import type { RollDie } from "../core/dice";
import type { DamageType } from "./damage";
import type { DefenseValues } from "./defenses";

/** Impairments taken, by attack type (optional rule). */
export type Impairments = Readonly<Record<DamageType, number>>;

export const NO_IMPAIRMENTS: Impairments = {
  bludgeoning: 0,
  piercing: 0,
  slashing: 0,
};

export interface ImpairmentPenalties {
  readonly fortitude: number;
  readonly accuracy: number;
  readonly willpower: number;
  readonly power: number;
  readonly agility: number;
  /** Added to weapon Speed Factors. */
  readonly weaponSpeedFactor: number;
}

/** Table: Impairments: bludgeoning -1 Fortitude -1 Accuracy; piercing -1 Willpower -1 Power; slashing -1 Agility +1 weapon SF. */
export function impairmentPenalties(i: Impairments): ImpairmentPenalties {
  return {
    fortitude: 0 - i.bludgeoning,
    accuracy: 0 - i.bludgeoning,
    willpower: 0 - i.piercing,
    power: 0 - i.piercing,
    agility: 0 - i.slashing,
    weaponSpeedFactor: i.slashing,
  };
}

/** The three scores the impairment table lowers, as the defences read them. */
export interface ImpairableScores {
  readonly fortitude: number;
  readonly agility: number;
  readonly willpower: number;
}

/**
 * How much each defence drops under the impairments: the table lowers Fortitude, Willpower and Agility,
 * and the defences are built on them ("Defenses": Primary takes the best of the three, Vigor adds
 * Fortitude, Celerity Agility, Spirit Willpower; Passive reads none). Defences are stored on the actor
 * (the GM may adjust them), so the drop is a shift added to the stored value, equal to recomputing
 * them from the impaired scores.
 */
export function impairmentDefenseShift(scores: ImpairableScores, i: Impairments): DefenseValues {
  const p = impairmentPenalties(i);
  const best = Math.max(scores.fortitude, scores.agility, scores.willpower);
  const impairedBest = Math.max(
    scores.fortitude + p.fortitude,
    scores.agility + p.agility,
    scores.willpower + p.willpower,
  );
  return {
    primary: impairedBest - best,
    passive: 0,
    vigor: p.fortitude,
    celerity: p.agility,
    spirit: p.willpower,
  };
}

export function totalImpairments(i: Impairments): number {
  return i.bludgeoning + i.piercing + i.slashing;
}

export function addImpairment(i: Impairments, type: DamageType, count = 1): Impairments {
  return { ...i, [type]: i[type] + count };
}

const TYPES: readonly DamageType[] = ["bludgeoning", "piercing", "slashing"];

/**
 * Recovery: one point from the single worst impairment each night, two for a day of bed rest (taken
 * one at a time from whatever is worst then). Ties are broken with a die roll among the tied types.
 */
export function recoverImpairments(i: Impairments, bedRest: boolean, rollDie: RollDie): Impairments {
  let current = i;
  for (let n = 0; n < (bedRest ? 2 : 1); n++) {
    const worst = Math.max(...TYPES.map((t) => current[t]));
    if (worst === 0) break;
    const tied = TYPES.filter((t) => current[t] === worst);
    const pick = tied.length === 1 ? tied[0] : tied[rollDie(tied.length) - 1];
    if (pick !== undefined) current = { ...current, [pick]: current[pick] - 1 };
  }
  return current;
}
