/** Reading dialog forms: pure readers take a `get(name)` so they are tested without a DOM. */
import { segments } from "../../../engine/index";

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

export function str(value: FormValue): string {
  return typeof value === "string" ? value.trim() : "";
}

export function int(value: FormValue, fallback: number): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isInteger(n) ? n : fallback;
}

export function pick<T extends string>(list: readonly T[], value: FormValue, fallback: T): T {
  return typeof value === "string" && (list as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The declaration dialog's choice, as the "declare" transition's payload (strings; blanks dropped). */
export function readDeclarationForm(get: FormGetter): Record<string, string> {
  const kind = pick(segments.DECLARATION_KINDS, get("kind"), "melee");
  const out: Record<string, string> = { kind };
  const target = str(get("targetId"));
  if (target) out.targetId = target;
  const weapon = str(get("weaponId"));
  if (weapon && kind !== "spell") out.weaponId = weapon;
  const spell = str(get("spellId"));
  if (kind === "spell") out.spellId = spell;
  const hold = str(get("holdUntil"));
  if (kind === "hold" && hold) out.holdUntil = hold;
  const duration = str(get("duration"));
  if (kind === "other" && duration) out.duration = duration;
  const note = str(get("note"));
  if (note) out.note = note;
  return out;
}
