import { isFormulaField } from "../data/common";

/**
 * A sheet's number inputs carry their schema field's limits (min, max, step), as Foundry's own
 * `formInput` helper renders them from a NumberField: the browser's spinner and keyboard then stay
 * within what the DataModel accepts. Read from the document's system schema, so a template never
 * repeats a limit by hand.
 */
export function applySchemaLimits(root: HTMLElement, schema: foundry.data.fields.SchemaField.Any): void {
  for (const input of root.querySelectorAll<HTMLInputElement>('input[type="number"][name^="system."]')) {
    const field = schema.getField(input.name.slice("system.".length));
    if (!(field instanceof foundry.data.fields.NumberField)) continue;
    if (typeof field.min === "number") input.min = String(field.min);
    if (typeof field.max === "number") input.max = String(field.max);
    input.step = field.integer ? "1" : typeof field.step === "number" ? String(field.step) : "any";
  }
}

/**
 * The plain words for a rejected value: the changed input's label, the value typed and the limits
 * the input carries (see applySchemaLimits), or, for a dice formula field of `schema`, that it is no
 * dice formula. Never the raw validation text, which names document ids and data paths a player does
 * not know.
 */
export function rejectionMessage(
  event: Event,
  root: HTMLElement | null,
  schema?: foundry.data.fields.SchemaField.Any,
): string {
  // a re-render may have replaced the changed input meanwhile: read the one now on the sheet
  const changed = event.target instanceof HTMLInputElement ? event.target : null;
  const name = changed?.name ?? "";
  const input =
    changed?.isConnected === false
      ? (root?.querySelector(`input[name="${CSS.escape(name)}"]`) ?? changed)
      : changed;
  const value = changed?.value ?? "";
  if (!(input instanceof HTMLInputElement) || !input.name)
    return game.i18n.localize("TEMPO.Sheet.RejectedAny");
  const label = (input.labels?.[0]?.textContent ?? input.name)
    .replace(/\s+/g, " ")
    .replace(/[\s/]+$/, "")
    .trim();
  if (
    input.name.startsWith("system.") &&
    isFormulaField(schema?.getField(input.name.slice("system.".length)))
  )
    return game.i18n.format("TEMPO.Sheet.RejectedFormula", { label, value });
  const { min, max } = input;
  const limit =
    min !== "" && max !== ""
      ? game.i18n.format("TEMPO.Sheet.LimitRange", { min, max })
      : min !== ""
        ? game.i18n.format("TEMPO.Sheet.LimitMin", { min })
        : max !== ""
          ? game.i18n.format("TEMPO.Sheet.LimitMax", { max })
          : game.i18n.localize("TEMPO.Sheet.LimitNone");
  return game.i18n.format("TEMPO.Sheet.Rejected", { label, value, limit });
}

/**
 * A sheet's submission in which a value the DataModel refuses is answered in plain words
 * (`rejectionMessage`) and the stored values are rendered back: Foundry would show the raw validation text
 * and leave the bad value in the field, failing every later submit. Any other error goes on.
 */
export async function submitOrExplain(
  event: Event,
  root: HTMLElement | null,
  schema: foundry.data.fields.SchemaField.Any,
  submit: () => Promise<unknown>,
  renderBack: () => Promise<unknown>,
): Promise<void> {
  try {
    await submit();
  } catch (err) {
    if (!(err instanceof foundry.data.validation.DataModelValidationError)) throw err;
    ui.notifications?.error(rejectionMessage(event, root, schema));
    await renderBack();
  }
}
