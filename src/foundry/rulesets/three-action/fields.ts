import { intField, resourceField } from "../../data/common";

/** Three-Action Turns (seed 001) statistics of an actor. */
export function threeActionActorFields() {
  return {
    level: intField(1),
    hp: resourceField(10),
    physicalDefense: intField(10),
    mentalDefense: intField(10),
  };
}

export function threeActionItemFields() {
  return {
    actions: intField(1),
  };
}
