/**
 * Tempo's roll and choice dialogs: rendered Handlebars content in a DialogV2 with a confirm and a
 * cancel button. The confirm callback reads the form through `read(get)`, where `get(name)` gives
 * a field's value, so the readers stay pure and are tested without a DOM.
 */

import { errorMessage } from "./notify";

/** A form value: a checkbox's state, or an input's or select's text (null: no such field). */
export type FormValue = string | boolean | null;
export type FormGetter = (name: string) => FormValue;

/** The value of the field named `name` inside `root` (a DialogV2's form). */
export function formValue(root: HTMLElement, name: string): FormValue {
  const field = root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
  if (!field) return null;
  if (field instanceof HTMLInputElement && field.type === "checkbox") return field.checked;
  return field.value;
}

/** A text field's trimmed value ("" when absent or not text). */
export function str(value: FormValue): string {
  return typeof value === "string" ? value.trim() : "";
}

/** A whole number typed in a field, else the fallback. */
export function int(value: FormValue, fallback: number): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isInteger(n) ? n : fallback;
}

/** One of the allowed choices, else the fallback. */
export function pick<T extends string>(list: readonly T[], value: FormValue, fallback: T): T {
  return typeof value === "string" && (list as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * A dialog's choices as an action's payload, for the GM to read back with `payloadGetter` through the
 * same reader as the form: plain fields (text, numbers as text, checkboxes as booleans); lists are the
 * caller's to spell out.
 */
export function choicesAsPayload(choices: object): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(choices)) {
    if (typeof value === "boolean" || typeof value === "string") out[key] = value;
    else if (typeof value === "number") out[key] = String(value);
  }
  return out;
}

/** A payload read as a form (what `choicesAsPayload` wrote): never trusted, every reader checks it. */
export function payloadGetter(payload: Readonly<Record<string, string | number | boolean>>): FormGetter {
  return (name) => {
    const value = payload[name];
    if (value === undefined) return null;
    return typeof value === "number" ? String(value) : value;
  };
}

export interface FormDialog<T> {
  /** Localization key of the window title. */
  title: string;
  /** The dialog's HTML (a rendered template; user text escaped by it). */
  content: string;
  /** The confirm button's action name (its `data-action`) and localization key. */
  action: string;
  confirm: string;
  cancel: string;
  read(get: FormGetter): T;
  /**
   * Refuses a confirmed reading (a RuleError): the reason is notified and the dialog stays open with
   * what was typed, to be corrected or cancelled. Foundry's DialogV2 closes only after its button's
   * callback returns, so the callback throws the refusal on (Foundry logs it as uncaught).
   */
  check?(value: T): void;
}

/** Shows the dialog; the confirmed form's reading, or null when cancelled or closed. */
export async function askForm<T extends object>(dialog: FormDialog<T>): Promise<T | null> {
  const result: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: dialog.title },
    content: dialog.content,
    buttons: [
      {
        action: dialog.action,
        label: dialog.confirm,
        default: true,
        callback: (_event, button, app) => {
          const root = button.form ?? app.element;
          const value = dialog.read((name) => formValue(root, name));
          try {
            dialog.check?.(value);
          } catch (error) {
            ui.notifications?.error(errorMessage(error));
            throw error;
          }
          return value;
        },
      },
      { action: "cancel", label: dialog.cancel },
    ],
    rejectClose: false,
  });
  return typeof result === "object" && result !== null ? (result as T) : null;
}
