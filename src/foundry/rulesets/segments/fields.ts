import { resourceField, signedField } from "../../data/common";

/** Segmented Rounds (seed 000) statistics of an actor. */
export function segmentsActorFields() {
  return {
    armorClass: signedField(10),
    hp: resourceField(8),
    toHit: signedField(0),
  };
}

/** Segmented Rounds statistics of an item. */
export function segmentsItemFields() {
  return {
    castingSegments: signedField(0),
  };
}
