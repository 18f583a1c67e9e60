import { ATTACK_KINDS, WEAPON_WEIGHTS } from "../../../engine/three-action/index";
import { intField, resourceField } from "../../data/common";

const { ArrayField, SchemaField, StringField, NumberField } = foundry.data.fields;

function int(initial = 0) {
  return new NumberField({ required: true, nullable: false, integer: true, initial });
}

/**
 * Three-Action Turns (seed 001) statistics of an actor: Level, STR, DEX, ESS, HP, Energy, both
 * Defenses, Speed, and what the start-of-turn rules keep (Bleed Penalty, poisons, a long fall).
 * Conditions are status effects (ActiveEffects), not fields.
 */
export function threeActionActorFields() {
  return {
    level: intField(1),
    str: int(0),
    dex: int(0),
    ess: int(0),
    hp: resourceField(10),
    energy: intField(0),
    physicalDefense: intField(10),
    mentalDefense: intField(10),
    speed: intField(30),
    /** Size as a rank (larger is bigger; the seed names no scale): grapples compare them. */
    size: int(0),
    /** Reactions from feats beyond the one every creature has. */
    extraReactions: intField(0),
    bleedPenalty: intField(0),
    /** Poison instances: each its level, rounds left and damage per round (durations kept apart). */
    poisons: new ArrayField(
      new SchemaField({
        level: intField(1),
        rounds: intField(1),
        count: intField(1),
        faces: intField(6),
        flat: int(0),
      }),
    ),
    /** Feet still to fall from a fall of more than 100 ft. */
    fallingFeet: intField(0),
    /** The creatures (actor uuids) grappling this one, and those it grapples (seed 001's pairs). */
    grappledBy: new ArrayField(new StringField({ required: true, blank: false })),
    grappling: new ArrayField(new StringField({ required: true, blank: false })),
  };
}

/** A weapon's (or attack spell's) kind, weight, range increment and the Defense it targets. */
export function threeActionItemFields() {
  return {
    kind: new StringField({ required: true, blank: false, initial: "melee", choices: [...ATTACK_KINDS] }),
    weight: new StringField({
      required: true,
      blank: false,
      initial: "medium",
      choices: [...WEAPON_WEIGHTS],
    }),
    /** Feet per range increment (ranged and thrown weapons); 0: none. */
    rangeIncrement: intField(0),
    defense: new StringField({
      required: true,
      blank: false,
      initial: "physical",
      choices: ["physical", "mental"],
    }),
  };
}
