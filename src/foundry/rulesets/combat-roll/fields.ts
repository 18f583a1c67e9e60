import { ARMOR_LEVELS, DAMAGE_TYPES } from "../../../engine/combat-roll/index";
import { formulaField, intField, resourceField, signedField } from "../../data/common";

const { ArrayField, SchemaField, StringField, BooleanField, NumberField } = foundry.data.fields;

function toggle() {
  return new BooleanField({ required: true, initial: false });
}

/** Resistance or vulnerability values per damage type and group ("Magic Resistance (2)"). */
function damageModifierFields() {
  const fields: Record<string, ReturnType<typeof intField>> = {};
  for (const key of [...DAMAGE_TYPES, "physical", "magic"]) fields[key] = intField(0);
  return fields as Record<(typeof DAMAGE_TYPES)[number] | "physical" | "magic", ReturnType<typeof intField>>;
}

/**
 * Combat Roll (seed 003) statistics of an actor. Fighting Style is tested with STR or AGI; the other
 * skills hold their whole test value. `armorRating` is a worn or natural AR entered by hand (one of
 * the sources the highest of which applies, with equipped armour items).
 */
export function combatRollActorFields() {
  return {
    health: resourceField(10),
    initiative: intField(0),
    perception: intField(0),
    armorRating: intField(0),
    magicArmorRating: intField(0),
    /**
     * Which AR source applies ("you choose which one to use"): "sheet" (the AR above), an equipped armour
     * item's id, or blank for the best. A choice that is no longer worn falls back to the best.
     */
    armorSource: new StringField({ required: true, blank: true, initial: "" }),
    /** Size on one ordered scale: -2 tiny, -1 small, 0 medium, 1 large, 2 huge, 3 gargantuan. */
    size: signedField(0),
    strength: intField(3),
    agility: intField(3),
    fightingStyle: intField(6),
    dodge: intField(8),
    focus: intField(8),
    sorcery: intField(0),
    athletics: intField(8),
    acrobatics: intField(8),
    sleightOfHand: intField(6),
    deception: intField(6),
    /** Sneak and the surprise contest (Stealth), Search and spotting sneakers (Observation). */
    stealth: intField(6),
    observation: intField(8),
    /** An unarmed Strike's damage formula (blank: the engine's default, 1d3 crushing). */
    unarmedDamage: formulaField(),
    resistances: new SchemaField(damageModifierFields()),
    vulnerabilities: new SchemaField(damageModifierFields()),
    /**
     * Fighting Styles: a free name, the gear trained in it (lower-case gear names) and the style's own
     * value (null: the shared `fightingStyle` value serves it).
     */
    fightingStyles: new ArrayField(
      new SchemaField({
        name: new StringField({ required: true, blank: false, initial: "Fighting Style" }),
        gear: new ArrayField(new StringField({ required: true, blank: false })),
        value: new NumberField({ required: false, nullable: true, integer: true, min: 0, initial: null }),
      }),
    ),
    /** Who holds the actor while it is Grappled (a status effect) (the grappler's actor uuid; blank: not known). */
    grappledBy: new StringField({ required: true, blank: true, initial: "" }),
    /** Items a Disarm made the actor drop (ids): not held until picked up. */
    dropped: new ArrayField(new StringField({ required: true, blank: false })),
  };
}

/**
 * Combat Roll statistics of an item: weapons and attack spells carry a damage type (spells their
 * damage formula), armour its level, material and AR, shields their Block Rating.
 */
export function combatRollItemFields() {
  return {
    blockRating: intField(0),
    damageType: new StringField({
      required: true,
      blank: false,
      initial: "crushing",
      choices: [...DAMAGE_TYPES],
    }),
    heavy: new BooleanField({ required: true, initial: false }),
    twoHanded: new BooleanField({ required: true, initial: false }),
    armorLevel: new StringField({
      required: true,
      blank: false,
      initial: "unarmored",
      choices: [...ARMOR_LEVELS],
    }),
    material: new StringField({ required: true, blank: true, initial: "" }),
    armorRating: intField(0),
    magicArmorRating: intField(0),
    damage: formulaField(),
    attackTrait: new BooleanField({ required: true, initial: false }),
    targetsMind: new BooleanField({ required: true, initial: false }),
    /** Spells with the Melee Attack trait: a melee attack that does not provoke opportunity attacks. */
    meleeAttack: toggle(),
    /** The item's name in Fighting Style gear lists (blank: its own name, "shield", or its armour level). */
    gear: new StringField({ required: true, blank: true, initial: "" }),
  };
}
