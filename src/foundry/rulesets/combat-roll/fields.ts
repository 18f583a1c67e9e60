import { intField, resourceField } from "../../data/common";

/** Combat Roll (seed 003) statistics of an actor. */
export function combatRollActorFields() {
  return {
    health: resourceField(10),
    initiative: intField(0),
    perception: intField(0),
    armorRating: intField(0),
  };
}

/** Combat Roll statistics of an item. */
export function combatRollItemFields() {
  return {
    blockRating: intField(0),
  };
}
