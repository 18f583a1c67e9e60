import { intField, resourceField, signedField } from "../../data/common";

const { SchemaField, StringField, BooleanField } = foundry.data.fields;

/** Time Count (seed 004) statistics of an actor. */
export function timeCountActorFields() {
  return {
    accuracy: signedField(0),
    hp: resourceField(10),
    fatigue: intField(0),
    threshold: resourceField(10),
    initiativeBonus: signedField(0),
    defenses: new SchemaField({
      primary: intField(10),
      passive: intField(10),
      vigor: intField(10),
      celerity: intField(10),
      spirit: intField(10),
    }),
    unsteady: new BooleanField({ required: true, initial: false }),
  };
}

/** Time Count statistics of an item (weapons use the speed class; spells the casting time). */
export function timeCountItemFields() {
  return {
    speedClass: new StringField({ required: true, blank: false, initial: "standard" }),
    precise: new BooleanField({ required: true, initial: false }),
  };
}
