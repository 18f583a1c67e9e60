import { formulaField, intField, resourceField, signedField } from "../../data/common";
import {
  COMBAT_ACTIONS,
  DEFENSES,
  MANEUVERS,
  SIZES,
  SPEED_CLASSES,
  STANCES,
  WEAPON_CATEGORY_ATTRIBUTE,
} from "../../../engine/time-count/index";
import { timeCount } from "../../../engine/index";

const { SchemaField, StringField, BooleanField, ObjectField } = foundry.data.fields;

function flag(initial = false) {
  return new BooleanField({ required: true, initial });
}

function choice(choices: readonly string[], initial: string) {
  return new StringField({ required: true, blank: initial === "", initial, choices: [...choices] });
}

/** Weapon categories of the seed's "Strength and Dexterity Bonuses" (engine WEAPON_CATEGORY_ATTRIBUTE). */
export const WEAPON_CATEGORIES = Object.keys(WEAPON_CATEGORY_ATTRIBUTE);
export const DAMAGE_TYPES = ["bludgeoning", "piercing", "slashing"] as const;

/** What an action item is: a special combat action, a stance, or an action of the seed's SF table. */
export const ACTION_KINDS = ["maneuver", "stance", "action"] as const;
/** The attack lines of the special combat actions (engine `ManeuverAttackStat`). */
export const ATTACK_STATS = [
  "weapon",
  "melee",
  "unarmed",
  "strength",
  "athleticsStr",
  "acrobaticsDex",
] as const;
/** "Vigor or Celerity (target's choice)", "Vigor and Celerity" (throw) or one defence. */
export const DEFENSE_MODES = ["single", "targetChooses", "each"] as const;
/** How an action item's SF is found (engine `ActionSpeed` kinds an item can have). */
export const SPEED_KINDS = ["class", "weapon", "weaponHalf", "weaponClassShift"] as const;
export const MANEUVER_KEYS = MANEUVERS.map((m) => m.key);
export const TABLE_ACTION_KEYS = COMBAT_ACTIONS.filter((a) => a.speed.kind === "class").map((a) => a.key);

function text() {
  return new StringField({ required: true, blank: true, initial: "" });
}

/**
 * A spell being prepared or held prepared (engine `SpellPreparation`); `spellId` "" means none.
 * `combatId` is the fight it was begun in ("" outside one: prepared at once); `dc` is the engine's
 * `castingDC`, stored at every change so the sheet can show it.
 */
function preparationField() {
  return new SchemaField({
    spellId: text(),
    spellName: text(),
    fatigueCost: intField(0),
    armorSpellFailure: intField(0),
    priorCastingsToday: intField(0),
    damageTaken: intField(0),
    movementTurns: intField(0),
    charges: intField(0),
    startedAt: intField(0),
    readyAt: intField(0),
    combatId: text(),
    dc: intField(0),
  });
}

/**
 * Time Count (seed 004) statistics of an actor, after the engine's `TimeCountActorStats`. The five
 * defences and the Threshold of Pain's maximum are derived from the scores (`prepareTimeCountStats`)
 * unless `defensesByHand` (a monster's stat block, a GM's adjustment): then the stored ones count.
 * `threshold.value` is the current effective ToP, lowered by each hit.
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
    // "When your hit point total reaches 0, you are dead": hit points never go below 0.
    hp: new SchemaField({ value: intField(10), max: intField(10) }),
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
    /** The defences and ToP maximum as stored, not derived from the scores (Interp. 78). */
    defensesByHand: flag(),
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
    // Unsteady, immobile, wounded, unconscious, dead and fatigued are status effects (schema 3): see
    // `tcStats`, which reads them back as `unsteady` and `conditions`.
    /** Paralysis damage and petrification points (seed: Special Abilities). */
    paralysis: intField(0),
    petrification: intField(0),
    /** Running checks: the penalty they carry (−1 / −2 each) and the world time (s) of the last one. */
    run: new SchemaField({ penalty: intField(0), checkedAt: intField(0) }),
    /** The DC of the Constitution check to stay conscious the actor owes now (0: none). */
    checkDc: intField(0),
    /**
     * Knocked out: when the next check to regain consciousness may be rolled, on the Time Count of the
     * fight `combatId` (`dueCount`) and on the world clock in TC (`dueWorldTc`, half a second each);
     * `stabilized`: a dying character stabilized (checks every 1d6 minutes).
     */
    wake: new SchemaField({
      combatId: text(),
      dueCount: intField(0),
      dueWorldTc: intField(0),
      stabilized: flag(),
    }),
    /** Magic: armour spell failure (casting DC), castings per spell item id today, the prepared spell. */
    armorSpellFailure: intField(0),
    castingsToday: new ObjectField({ required: true, initial: {} }),
    preparation: preparationField(),
  };
}

/**
 * Time Count statistics of an item, after the engine's `TimeCountWeaponStats` and
 * `TimeCountSpellStats`: weapons use the speed class, category (which attribute adds to damage),
 * damage type, Precise; an action item its kind, engine key, attack line, defence(s), speed and
 * fatigue cost; a spell its fatigue cost, level, damage, defence and casting time. The damage dice
 * of a weapon are the item's common `damage` field.
 */
export function timeCountItemFields() {
  return {
    speedClass: choice(SPEED_CLASSES, "standard"),
    precise: flag(),
    category: choice(["", ...WEAPON_CATEGORIES], ""),
    // "" (spells): no impairment type.
    damageType: new StringField({
      required: true,
      blank: true,
      initial: "slashing",
      choices: ["", ...DAMAGE_TYPES],
    }),
    rangedKind: choice(["", "missile", "thrown"], ""),
    composite: flag(),
    nonlethal: flag(),
    twoHanded: flag(),
    durability: intField(10),
    extraDamage: formulaField(),
    defense: choice(["", ...DEFENSES], ""),
    // Action items (special combat actions, stances, actions of the SF table): keys into the engine's
    // MANEUVERS, STANCE_TABLE and COMBAT_ACTIONS, with the printed numbers (the GM may edit them).
    kind: choice(["", ...ACTION_KINDS], ""),
    maneuver: choice(["", ...MANEUVER_KEYS], ""),
    stance: choice(["", ...STANCES], ""),
    actionKey: choice(["", ...TABLE_ACTION_KEYS], ""),
    attackStat: choice(["", ...ATTACK_STATS], ""),
    attackModifier: signedField(0),
    defenseMode: choice(DEFENSE_MODES, "single"),
    defenseAlt: choice(["", ...DEFENSES], ""),
    speedKind: choice(SPEED_KINDS, "class"),
    speedSteps: signedField(0),
    preparationClass: choice(["", ...SPEED_CLASSES], ""),
    fatigueCost: intField(0),
    // Spells: the casting time as dice ("" uses the item's casting time in TC), level, damage dice.
    castingDice: formulaField(),
    level: intField(0),
    spellDamage: formulaField(),
    // Healing spells: the healing dice ("" : none), split by the caster between Invigoration and fatigue.
    healing: formulaField(),
    canCritical: flag(),
  };
}

/**
 * The derived scores of a Time Count block (issue 13), in place on the prepared data (the source keeps
 * what was stored): unless set by hand, the five defences and the ToP maximum follow the scores, and
 * the current ToP is never above that maximum. The sheet shows them read-only.
 */
export function prepareTimeCountStats(
  s: timeCount.ScoreInputs & {
    defensesByHand: boolean;
    defenses: timeCount.DefenseValues;
    threshold: { value: number; max: number };
  },
): void {
  if (s.defensesByHand) return;
  const derived = timeCount.derivedScores(s);
  Object.assign(s.defenses, derived.defenses);
  Object.assign(s.threshold, derived.threshold);
}
