// FormDataExtended: a form's named controls as a flat object, typed as Foundry's is (checkboxes as
// booleans, number inputs as numbers or null, data-dtype honoured, disabled controls skipped).
import type { AnyObject } from "../core/utils";

export interface FormDataExtended {
  object: AnyObject;
  get(name: string): unknown;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function castValue(el: Control, raw: string): unknown {
  const dtype = el.dataset.dtype;
  if (dtype === "Boolean") return raw === "true";
  if (
    dtype === "Number" ||
    (el instanceof HTMLInputElement && (el.type === "number" || el.type === "range"))
  ) {
    return raw.trim() === "" ? null : Number(raw);
  }
  if (dtype === "JSON") return JSON.parse(raw) as unknown;
  return raw;
}

export function formDataExtended(form: HTMLFormElement): FormDataExtended {
  const object: AnyObject = {};
  for (const element of Array.from(form.elements)) {
    const el = element as Control;
    if (!el.name || el.disabled) continue;
    if (el instanceof HTMLInputElement) {
      if (el.type === "checkbox") {
        object[el.name] = el.checked;
        continue;
      }
      if (el.type === "radio") {
        if (el.checked) object[el.name] = castValue(el, el.value);
        continue;
      }
      if (el.type === "button" || el.type === "submit" || el.type === "file") continue;
    }
    if (el instanceof HTMLSelectElement && el.multiple) {
      object[el.name] = Array.from(el.selectedOptions, (o) => castValue(el, o.value));
      continue;
    }
    object[el.name] = castValue(el, el.value);
  }
  return { object, get: (name) => object[name] };
}
