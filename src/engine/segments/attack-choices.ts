/** The attack dialog's choices (seed 000's attack modifiers), the situation they describe, and the damage text. */
import { GRAPPLE_DAMAGE, sumModifiers, UNARMED_DAMAGE } from "./attack";
import { formatDamageDice } from "./damage-dice";
import type { CoverPercent } from "./modifiers";
import type { AttackForm, AttackSituation } from "./situation";
import type { DamageDice, Declaration, Modifier, SegmentsWeaponStats } from "./types";

export const FORMS: readonly AttackForm[] = ["melee", "missile", "unarmed", "grapple", "overbear"];
export const COVERS = ["", "25", "50", "75", "90"] as const;
export const CONCEALMENTS = ["", "quarter", "half", "three-quarters", "nine-tenths"] as const;
export const HANDS = ["", "primary", "off-hand"] as const;
export const DOUBLINGS = ["", "set-vs-charge", "mounted-lance-charge"] as const;

export interface AttackChoices {
  form: AttackForm;
  charging: boolean;
  rear: boolean;
  flank: boolean;
  prone: boolean;
  stunned: boolean;
  invisible: boolean;
  locationKnown: boolean;
  sleeping: boolean;
  fleeing: boolean;
  casting: boolean;
  targetCharging: boolean;
  cover: (typeof COVERS)[number];
  concealment: (typeof CONCEALMENTS)[number];
  hand: (typeof HANDS)[number];
  /** The target's parry value (0: it does not parry). */
  parry: number;
  doubling: (typeof DOUBLINGS)[number];
}

export const NO_CHOICES: AttackChoices = {
  form: "melee",
  charging: false,
  rear: false,
  flank: false,
  prone: false,
  stunned: false,
  invisible: false,
  locationKnown: true,
  sleeping: false,
  fleeing: false,
  casting: false,
  targetCharging: false,
  cover: "",
  concealment: "",
  hand: "",
  parry: 0,
  doubling: "",
};

export const CHOICE_FLAGS = [
  "charging",
  "rear",
  "flank",
  "prone",
  "stunned",
  "invisible",
  "locationKnown",
  "sleeping",
  "fleeing",
  "casting",
  "targetCharging",
] as const;

/** The engine's AttackSituation for these choices (only what is set is passed). */
export function situationOf(c: AttackChoices): AttackSituation {
  return {
    form: c.form,
    ...(c.charging ? { charging: true } : {}),
    ...(c.rear ? { rear: true } : {}),
    ...(c.flank ? { flank: true } : {}),
    ...(c.prone ? { targetProne: true } : {}),
    ...(c.stunned ? { targetStunned: true } : {}),
    ...(c.invisible ? { targetInvisible: true, targetLocationKnown: c.locationKnown } : {}),
    ...(c.sleeping ? { targetSleeping: true } : {}),
    ...(c.fleeing ? { targetFleeing: true } : {}),
    ...(c.casting ? { targetCasting: true } : {}),
    ...(c.targetCharging ? { targetCharging: true } : {}),
    ...(c.cover ? { cover: Number(c.cover) as CoverPercent } : {}),
    ...(c.concealment ? { concealment: c.concealment } : {}),
    ...(c.hand ? { hand: c.hand } : {}),
    ...(c.parry > 0 ? { targetParry: c.parry } : {}),
  };
}

/** The damage dice of an attack form: the weapon's, a fist's 1d2, a grapple's 1d2-1. */
export function damageDiceOf(form: AttackForm, weapon: SegmentsWeaponStats | undefined): DamageDice {
  if ((form === "melee" || form === "missile") && weapon) return weapon.damage;
  return form === "unarmed" ? UNARMED_DAMAGE : GRAPPLE_DAMAGE;
}

/** How the damage was made, for the card: "1d8 + 1", "(1d6) × 2 + 1". */
export function damageText(dice: DamageDice, doubled: boolean, modifiers: readonly Modifier[]): string {
  const base = formatDamageDice(dice);
  const weapon = doubled ? `(${base}) × 2` : base;
  const extra = sumModifiers(modifiers);
  if (extra === 0) return weapon;
  return `${weapon} ${extra > 0 ? "+" : "-"} ${Math.abs(extra)}`;
}

/**
 * What the round's declarations already say about an attack (the dialog's defaults): the attacker
 * charging, the target charging it (a set weapon doubles its damage then), the target fleeing, its
 * parry, and the target casting now (a spell not lost nor abandoned, in its casting segments).
 */
export function declaredCircumstances(input: {
  attackerId: string;
  mine: Declaration | undefined;
  theirs: Declaration | undefined;
  /** The attacker's weapon can be set against a charge. */
  settable: boolean;
  /** The target's parry value when it parries (0: it does not). */
  parry: number;
  /** The target is casting now by the schedule (`isCasting`), its spell not lost. */
  castingNow: boolean;
}): Pick<AttackChoices, "charging" | "targetCharging" | "fleeing" | "doubling" | "parry" | "casting"> {
  const { mine, theirs } = input;
  const targetCharging = theirs?.kind === "charge" && theirs.targetId === input.attackerId;
  return {
    charging: mine?.kind === "charge",
    targetCharging,
    fleeing: theirs?.kind === "flee",
    doubling: mine?.kind === "set-vs-charge" && targetCharging && input.settable ? "set-vs-charge" : "",
    parry: input.parry,
    casting: input.castingNow && theirs?.abandoned !== true,
  };
}
