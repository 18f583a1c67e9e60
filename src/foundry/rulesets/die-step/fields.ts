import { intField } from "../../data/common";

const { StringField } = foundry.data.fields;

/** A die step such as "d8". */
function dieField(initial: string) {
  return new StringField({
    required: true,
    blank: false,
    initial,
    choices: ["d4", "d6", "d8", "d10", "d12"],
  });
}

/** Die-Step Contests (seed 002) statistics of an actor. */
export function dieStepActorFields() {
  return {
    reflexes: dieField("d6"),
    attack: dieField("d6"),
    defense: dieField("d6"),
    wounds: intField(0),
  };
}

export function dieStepItemFields() {
  return {
    apCost: intField(1),
  };
}
