/** The attack dialog's choices, read from its form (the lines they give: engine `attackModifierLines`). */
import { choicesAsPayload, type FormGetter, type FormValue } from "../../form-dialog";
import { flag, int, oneOf, optText, parseWith, type PayloadOf } from "../../actions/index";
import { timeCount } from "../../../engine/index";

export const COVERS = ["none", "partial", "half", "improved", "nineTenths"] as const;
export const FACINGS = ["", "front", "side", "rear"] as const;
/** Footnote 2 of the SF table: actions whose SF adds to the action taken. */
export const ADD_ONS = timeCount.COMBAT_ACTIONS.filter((a) => a.addsToOtherAction).map((a) => a.key);

export interface AttackChoices {
  /** "" lets the attack pick (Primary, or Passive when the defender cannot react). */
  defense: "" | timeCount.Defense;
  higherGround: boolean;
  proficient: boolean;
  noAffinity: boolean;
  flanked: boolean;
  facing: (typeof FACINGS)[number];
  rear: boolean;
  cover: timeCount.Cover;
  /** Distance to the target in feet (ranged weapons: the range penalty). */
  distance: number;
  attackBonus: number;
  damageBonus: number;
  multiplier: number;
  /** The weapon a special combat action uses ("" : none chosen). */
  weaponId: string;
  /** Footnote-2 actions taken with this one (concentrate, control a frightened mount). */
  addOns: string[];
  /** Simultaneous Actions: attacker and target attack each other at the same moment (+1). */
  mutual: boolean;
  /** Spells: charges applied to the attack roll (+2 each). */
  chargesOnAttack: number;
  /** Spells: take 10 on the Arcana check, and the Arcana skill's other modifiers. */
  takeTen: boolean;
  arcanaBonus: number;
  /** Two-Weapon Combat: both weapons together (-6 each) or alternating (-4, one class faster). */
  twoWeapons: timeCount.TwoWeaponMode;
  /** Together: the other weapon. */
  secondWeaponId: string;
  /** Unarmed Combat: a strike with feet, knees, elbows (−4). */
  withoutHands: boolean;
  /** Distract Opponent: the ally (actor uuid) and whether the target's attack or defence suffers. */
  allyId: string;
  distractOn: "attack" | "defense";
}

export type { FormValue };

/**
 * The choices as an action's payload shape: each field typed as the dialog reads it; a value outside
 * it refuses the request ("TEMPO.Error.BadRequest"). `addOns` travels as a comma-separated list.
 */
export const CHOICES = {
  defense: oneOf(["", ...timeCount.DEFENSES], ""),
  higherGround: flag(),
  proficient: flag(),
  noAffinity: flag(),
  flanked: flag(),
  facing: oneOf(FACINGS, ""),
  rear: flag(),
  cover: oneOf(COVERS, "none"),
  distance: int({ min: 0, fallback: 0 }),
  attackBonus: int({ fallback: 0 }),
  damageBonus: int({ fallback: 0 }),
  multiplier: int({ fallback: 1 }),
  weaponId: optText(),
  addOns: optText(),
  mutual: flag(),
  chargesOnAttack: int({ min: 0, fallback: 0 }),
  takeTen: flag(),
  arcanaBonus: int({ fallback: 0 }),
  twoWeapons: oneOf(timeCount.TWO_WEAPON_MODES, "none"),
  secondWeaponId: optText(),
  withoutHands: flag(),
  allyId: optText(),
  distractOn: oneOf(["attack", "defense"], "attack"),
};
export type ChoicesPayload = PayloadOf<typeof CHOICES>;

const parseChoices = parseWith(CHOICES, "attack");

/**
 * Reads the dialog's fields (by name) through the payload's own shape: anything missing or malformed
 * falls back to "no modifier" (a field's default), never refused here; the dialog's check does that.
 */
export function readChoices(get: FormGetter): AttackChoices {
  const raw: Record<string, string | boolean> = {
    addOns: ADD_ONS.filter((key) => get(`addOn.${key}`) === true).join(","),
  };
  for (const [key, field] of Object.entries(CHOICES)) {
    const got = get(key);
    const value = typeof got === "string" ? got.trim() : got;
    // a field's reading is its value, or the (symbol) mark of a value it refuses
    if (value !== null && typeof field.read(value) !== "symbol") raw[key] = value;
  }
  const read = parseChoices(raw);
  return { ...read, addOns: addOnList(read.addOns) };
}

/** The choices as an action's payload (read back at the GM by `choicesOf`). */
export function choicesPayload(choices: AttackChoices): Record<string, string | boolean> {
  return choicesAsPayload({ ...choices, addOns: choices.addOns.join(",") });
}

/** The add-ons a payload names (engine `addOnSpeedFactors` refuses any other word). */
export function addOnList(addOns: string): string[] {
  timeCount.addOnSpeedFactors(addOns);
  return ADD_ONS.filter((key) => addOns.split(",").includes(key));
}

/**
 * The choices a typed payload carries, the damage multiplier checked: an absurd one is refused at
 * the GM before any die, as on the dialog.
 */
export function choicesOf(payload: ChoicesPayload): AttackChoices {
  timeCount.checkDamageMultiplier(payload.multiplier);
  return { ...payload, addOns: addOnList(payload.addOns) };
}
