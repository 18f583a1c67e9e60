import { intField, resourceField, signedField } from "../../data/common";
import {
  DEFENSES,
  SIZES,
  SPEED_CLASSES,
  STANCES,
  WEAPON_CATEGORY_ATTRIBUTE,
} from "../../../engine/time-count/index";

const { SchemaField, StringField, BooleanField } = foundry.data.fields;

function flag(initial = false) {
  return new BooleanField({ required: true, initial });
}

function choice(choices: readonly string[], initial: string) {
  return new StringField({ required: true, blank: initial === "", initial, choices: [...choices] });
}

/** Weapon categories of the seed's "Strength and Dexterity Bonuses" (engine WEAPON_CATEGORY_ATTRIBUTE). */
export const WEAPON_CATEGORIES = Object.keys(WEAPON_CATEGORY_ATTRIBUTE);
export const DAMAGE_TYPES = ["bludgeoning", "piercing", "slashing"] as const;

/**
 * Time Count (seed 004) statistics of an actor, after the engine's `TimeCountActorStats`. The five
 * defences are stored (the GM may adjust them); the sheet's "Recalculate" button derives them, the
 * Threshold of Pain's maximum too, from the scores with the engine (`defenseValues`,
 * `effectiveThreshold`). `threshold.value` is the current effective ToP, lowered by each hit.
 */
export function timeCountActorFields() {
  return {
    accuracy: signedField(0),
    power: signedField(0),
    attributes: new SchemaField({
      strength: signedField(0),
      dexterity: signedField(0),
      constitution: signedField(0),
      intelligence: signedField(0),
      wisdom: signedField(0),
      persona: signedField(0),
    }),
    fortitude: signedField(0),
    agility: signedField(0),
    willpower: signedField(0),
    size: choice(SIZES, "medium"),
    movementFeet: intField(20),
    hp: resourceField(10),
    bonusHp: intField(0),
    invigoration: intField(0),
    fatigue: intField(0),
    threshold: resourceField(10),
    thresholdBase: intField(3),
    thresholdArmor: signedField(0),
    initiativeBonus: signedField(0),
    armorBonus: signedField(0),
    shieldBonus: signedField(0),
    damageReduction: intField(0),
    defenses: new SchemaField({
      primary: intField(10),
      passive: intField(10),
      vigor: intField(10),
      celerity: intField(10),
      spirit: intField(10),
    }),
    impairments: new SchemaField({ bludgeoning: intField(0), piercing: intField(0), slashing: intField(0) }),
    stance: choice(["", ...STANCES], ""),
    unarmedTraining: flag(),
    unsteady: flag(),
    conditions: new SchemaField({ immobile: flag(), wounded: flag(), unconscious: flag(), dead: flag() }),
    /** The DC of the Constitution check to stay conscious the actor owes now (0: none). */
    checkDc: intField(0),
  };
}

/**
 * Time Count statistics of an item, after the engine's `TimeCountWeaponStats`: weapons use the speed
 * class, category (which attribute adds to damage), damage type, Precise; an action item uses the
 * speed class and the defence it targets. The damage dice are the item's common `damage` field.
 */
export function timeCountItemFields() {
  return {
    speedClass: choice(SPEED_CLASSES, "standard"),
    precise: flag(),
    category: choice(["", ...WEAPON_CATEGORIES], ""),
    damageType: choice(DAMAGE_TYPES, "slashing"),
    rangedKind: choice(["", "missile", "thrown"], ""),
    composite: flag(),
    nonlethal: flag(),
    twoHanded: flag(),
    durability: intField(10),
    extraDamage: new StringField({ required: true, blank: true, initial: "" }),
    defense: choice(["", ...DEFENSES], ""),
  };
}
