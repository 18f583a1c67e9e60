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

/** An integer, or null (none). */
export function maybeInt() {
  return new NumberField({ required: true, nullable: true, integer: true, initial: null });
}

/** A text, or null (none). */
export function maybeText() {
  return new StringField({ required: true, nullable: true, blank: true, initial: null });
}

/**
 * A group of fields that may be null as a whole (null until it happens). The type arguments are spelled
 * out: inferred inside this generic function, the schema widens to any fields and its data types as `{}`.
 */
export function nullableSchema<T extends foundry.data.fields.DataSchema>(fields: T) {
  return new SchemaField<T, { required: true; nullable: true; initial: null }>(fields, {
    required: true,
    nullable: true,
    initial: null,
  });
}

/** One of a fixed list, never blank (the first by default): its stored value is typed as the list's union. */
export function choiceField<const T extends readonly [string, ...string[]]>(
  choices: T,
  initial: T[number] = choices[0],
) {
  return new StringField({ required: true, blank: false, initial, choices });
}

/** A yes / no, no by default. */
export function flagField(initial = false) {
  return new BooleanField({ required: true, initial });
}

/*
 * Dice formula fields (issue 28): a formula Foundry's `Roll.validate` refuses ("1d6+") is refused when it
 * is saved, by the field's own validation, so a sheet's edit and a macro's `update` are refused alike
 * (the sheet says so in words: sheets/form-limits.ts) rather than stored and refused at the attack.
 */

/** Whether a stored value is a dice formula Foundry's Roll parses (blank passes: the field's `blank` rules it). */
export function isDiceFormula(value: unknown): boolean {
  return typeof value === "string" && (value.trim() === "" || Roll.validate(value));
}

/** A dice formula (blank allowed unless `blank` is false: then `initial` must be a formula). */
export function formulaField(initial = "", { blank = true }: { blank?: boolean } = {}) {
  return new StringField({
    required: true,
    blank,
    initial,
    validate: isDiceFormula,
    validationError: "is not a valid dice formula",
  });
}

/** Whether a schema field is a dice formula field (the sheets' words for a refused value). */
export function isFormulaField(field: unknown): boolean {
  return (
    field instanceof foundry.data.fields.StringField &&
    (field.options as { validate?: unknown }).validate === isDiceFormula
  );
}
