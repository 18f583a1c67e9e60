// The Foundry Handlebars helpers Tempo's templates may use, on the real `handlebars` package.
import Handlebars from "handlebars";
import { escapeHTML, isPlainObject, type AnyObject } from "../core/utils";
import { appRegistry } from "./registry";

type HelperOptions = { hash: AnyObject; fn?: (ctx: unknown) => string; inverse?: (ctx: unknown) => string };

const withoutOptions = (args: unknown[]): unknown[] => args.slice(0, -1);

interface Choice {
  value: string;
  label: string;
}

function normalizeChoices(choices: unknown, labelAttr: string, valueAttr: string): Choice[] {
  if (Array.isArray(choices)) {
    return choices.map((c: unknown) =>
      isPlainObject(c)
        ? { value: String(c[valueAttr] ?? c.value ?? ""), label: String(c[labelAttr] ?? c.label ?? "") }
        : { value: String(c), label: String(c) },
    );
  }
  if (isPlainObject(choices)) {
    return Object.entries(choices).map(([value, label]) => ({
      value,
      label: isPlainObject(label) ? String(label[labelAttr] ?? label.label ?? value) : String(label),
    }));
  }
  return [];
}

export function selectOptions(choices: unknown, options: HelperOptions): Handlebars.SafeString {
  const {
    selected = null,
    blank = null,
    localize = false,
    labelAttr = "label",
    valueAttr = "value",
  } = options.hash;
  const chosen = new Set(
    (Array.isArray(selected) ? selected : [selected]).map((s: unknown) => String(s ?? "")),
  );
  const label = (text: string): string => escapeHTML(localize ? appRegistry.localize(text) : text);
  let html =
    blank !== null
      ? `<option value=""${chosen.has("") ? " selected" : ""}>${label(String(blank))}</option>`
      : "";
  for (const choice of normalizeChoices(choices, String(labelAttr), String(valueAttr))) {
    html += `<option value="${escapeHTML(choice.value)}"${chosen.has(choice.value) ? " selected" : ""}>${label(choice.label)}</option>`;
  }
  return new Handlebars.SafeString(html);
}

export function registerHelpers(
  hbs: typeof Handlebars,
  format: (key: string, data: AnyObject) => string,
): void {
  hbs.registerHelper({
    localize: (key: unknown, options: HelperOptions) => {
      const hash = options?.hash ?? {};
      return Object.keys(hash).length > 0 ? format(String(key), hash) : appRegistry.localize(String(key));
    },
    eq: (a: unknown, b: unknown) => a === b,
    ne: (a: unknown, b: unknown) => a !== b,
    gt: (a: unknown, b: unknown) => Number(a) > Number(b),
    lt: (a: unknown, b: unknown) => Number(a) < Number(b),
    gte: (a: unknown, b: unknown) => Number(a) >= Number(b),
    lte: (a: unknown, b: unknown) => Number(a) <= Number(b),
    and: (...args: unknown[]) => withoutOptions(args).every(Boolean),
    or: (...args: unknown[]) => withoutOptions(args).some(Boolean),
    not: (value: unknown) => !value,
    ifThen: (cond: unknown, a: unknown, b: unknown) => (cond ? a : b),
    concat: (...args: unknown[]) =>
      new Handlebars.SafeString(
        withoutOptions(args)
          .map((a) => String(a ?? ""))
          .join(""),
      ),
    checked: (value: unknown) => (value ? "checked" : ""),
    disabled: (value: unknown) => (value ? "disabled" : ""),
    selectOptions,
    numberFormat: (value: unknown, options: HelperOptions) => {
      const { decimals = 0, sign = false } = options.hash;
      const n = Number(value);
      const text = n.toFixed(Number(decimals));
      return sign && n >= 0 ? `+${text}` : text;
    },
    json: (value: unknown) => JSON.stringify(value),
  });
}
