export const DEFENSES = ["primary", "passive", "vigor", "celerity", "spirit"] as const;
export type Defense = (typeof DEFENSES)[number];

export interface DefenseInputs {
  readonly armorBonus: number;
  readonly shieldBonus: number;
  readonly sizeModifier: number;
  readonly constitution: number;
  readonly dexterity: number;
  readonly wisdom: number;
  readonly fortitude: number;
  readonly agility: number;
  readonly willpower: number;
}

export type DefenseValues = Readonly<Record<Defense, number>>;

/** Seed "Defenses": the five base defenses. */
export function defenseValues(d: DefenseInputs): DefenseValues {
  return {
    primary:
      10 + d.armorBonus + d.shieldBonus + d.sizeModifier + Math.max(d.fortitude, d.agility, d.willpower),
    passive: 10 + d.armorBonus + d.sizeModifier,
    vigor: 10 + d.constitution + d.fortitude,
    celerity: 10 + d.dexterity + d.agility,
    spirit: 10 + d.wisdom + d.willpower,
  };
}

/** "Penalties cannot drop your Celerity below 5. A character who is completely immobile also has a Celerity of 5." */
export const CELERITY_FLOOR = 5;
export function effectiveCelerity(base: number, penalty: number, immobile: boolean): number {
  if (immobile) return CELERITY_FLOOR;
  return Math.max(CELERITY_FLOOR, base + penalty);
}

export interface DefenderState {
  readonly surprised?: boolean;
  readonly unsteady?: boolean;
  readonly immobile?: boolean;
  /** Wields a melee weapon ready (unarmed fighters and ranged weapons in melee do not). */
  readonly wieldingMeleeWeapon?: boolean;
  /** Special training lets an unarmed fighter keep the Primary defense in melee. */
  readonly unarmedTraining?: boolean;
  /** The spellcasting stance ("You use your Passive defense"). */
  readonly spellcasting?: boolean;
  /** Crowded space where nobody may attack ("they all use their Passive defenses"). */
  readonly crowdedSpace?: boolean;
  /** Unconscious (helpless): not able to react at all. */
  readonly unconscious?: boolean;
}

/**
 * Which defense an attack targets. An attack that names Vigor, Celerity, Spirit or Passive targets
 * it; otherwise it targets Primary, replaced by Passive when the defender is surprised, unsteady,
 * immobile, unconscious, in the spellcasting stance, in a crowded space, or attacked in melee without a melee
 * weapon (unless trained to fight unarmed).
 */
export function targetedDefense(
  attackTargets: Defense | undefined,
  defender: DefenderState,
  melee: boolean,
): Defense {
  const named = attackTargets ?? "primary";
  if (named !== "primary") return named;
  const cannotReact =
    defender.surprised === true ||
    defender.unsteady === true ||
    defender.immobile === true ||
    defender.spellcasting === true ||
    defender.crowdedSpace === true ||
    defender.unconscious === true;
  const unarmedInMelee = melee && defender.wieldingMeleeWeapon === false && defender.unarmedTraining !== true;
  return cannotReact || unarmedInMelee ? "passive" : "primary";
}

/** The conditions a tracker row shows beside Unsteady: each changes how the combatant defends or acts. */
export const ROW_CONDITIONS = ["surprised", "immobile", "wounded", "fatigued"] as const;
export type RowCondition = (typeof ROW_CONDITIONS)[number];

/**
 * What a tracker row tells of a combatant (issue 29): its conditions that change what happens to it
 * (surprised or immobile: Passive defence; wounded or fatigued: the impairment on its rolls), and whether
 * an attack naming no defence targets its Passive defence now (`targetedDefense`, out of melee).
 */
export function rowConditions(
  state: DefenderState & { readonly wounded?: boolean; readonly fatigued?: boolean },
): { shown: RowCondition[]; passive: boolean } {
  return {
    shown: ROW_CONDITIONS.filter((id) => state[id] === true),
    passive: targetedDefense(undefined, state, false) === "passive",
  };
}
