/** Small field builders shared by Tempo's data models. */
const { BooleanField, NumberField, SchemaField, StringField } = foundry.data.fields;

/** A non-negative integer with an initial value. */
export function intField(initial = 0) {
  return new NumberField({ required: true, nullable: false, integer: true, initial, min: 0 });
}

/** An integer that may be negative (modifiers, armour class). */
export function signedField(initial = 0) {
  return new NumberField({ required: true, nullable: false, integer: true, initial });
}

/** A `{ value, max }` resource such as hit points; the value may drop below zero. */
export function resourceField(initial = 10) {
  return new SchemaField({ value: signedField(initial), max: intField(initial) });
}

/** A text that may be blank. */
export function textField(initial = "") {
  return new StringField({ required: true, blank: true, initial });
}

/** A yes / no, no by default. */
export function flagField(initial = false) {
  return new BooleanField({ required: true, initial });
}
