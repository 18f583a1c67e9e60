import { intField, resourceField, signedField } from "../../data/common";

const { BooleanField, NumberField } = foundry.data.fields;

function flag(initial = false) {
  return new BooleanField({ required: true, initial });
}

/** A d6 surprise range: surprised on a roll up to this value (0: never). */
function surpriseRangeField() {
  return new NumberField({ required: true, nullable: false, integer: true, min: 0, max: 6, initial: 2 });
}

/**
 * Segmented Rounds (seed 000) statistics of an actor, after the engine's `SegmentsActorStats`.
 * Armour class and the to-hit number are stored for both conventions (descending AC with THAC0,
 * ascending AC with an attack bonus); the world setting `tempo.segmentsArmorClass` picks the pair
 * attacks use. Surprise: `surprisedOn` is the actor's own range (0: cannot be surprised),
 * `surprisesOn` the range it imposes on its opponents (3: "surprises on 1-3"). Mount: `mounted`,
 * `mountCombatTrained` (a warhorse: double lance damage on a charge), `mountAtMaxEncumbrance`.
 */
export function segmentsActorFields() {
  return {
    armorClass: signedField(10),
    ascendingArmorClass: signedField(10),
    shieldAcBonus: intField(0),
    dexterityAcBonus: signedField(0),
    hp: resourceField(8),
    thac0: signedField(20),
    toHit: signedField(0),
    strength: intField(10),
    strengthToHit: signedField(0),
    strengthDamage: signedField(0),
    dexterityMissileBonus: signedField(0),
    surpriseBonus: signedField(0),
    surprisedOn: surpriseRangeField(),
    surprisesOn: surpriseRangeField(),
    movement: intField(120),
    hitDice: intField(1),
    attackRoutines: new NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 1 }),
    // a monster entry's morale (2-12; 0: not given) and experience value: numbers the GM runs it from
    // (the stat block shows them); the seed's combat chapter has no rule that reads them
    morale: new NumberField({ required: true, nullable: false, integer: true, min: 0, max: 12, initial: 0 }),
    xp: intField(0),
    keenSenses: flag(),
    atMaxEncumbrance: flag(),
    mounted: flag(),
    mountCombatTrained: flag(),
    mountAtMaxEncumbrance: flag(),
  };
}

/**
 * Segmented Rounds statistics of an item, after the engine's `SegmentsWeaponStats` (weapons: the
 * damage dice are the item's `damage`, missile or melee its `ranged`), plus the casting time of a
 * spell in segments, the AC points of armour and shields, and a natural weapon's strikes in a routine.
 */
export function segmentsItemFields() {
  return {
    castingSegments: intField(1),
    toHitBonus: signedField(0),
    damageBonus: signedField(0),
    lengthFt: new NumberField({ required: true, nullable: false, min: 0, initial: 3 }),
    canBeSet: flag(),
    offHandEligible: flag(),
    lance: flag(),
    specializationToHit: signedField(0),
    acBonus: intField(0),
    /** A natural weapon's strikes in the monster's attack routine (claw 2, bite 1); 0: not in it. */
    routineAttacks: intField(0),
  };
}
