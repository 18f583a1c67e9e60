import { RuleError } from "../engine/core/errors";

/**
 * The localized text of an error: a RuleError's key formatted with its data, else a generic message.
 * `html`: the data (names of actors, items, combatants: user text) escaped, for text shown as HTML.
 */
export function errorMessage(error: unknown, html = false): string {
  if (error instanceof RuleError) {
    const data: Record<string, string> = {};
    for (const [key, value] of Object.entries(error.data))
      data[key] = html ? foundry.utils.escapeHTML(String(value)) : String(value);
    return game.i18n.format(error.key, data);
  }
  return game.i18n.localize("TEMPO.Error.Unexpected");
}

/** The localized text of a rule's line of words (a language key and its data), e.g. a button's cost. */
export function lineText(line: { key: string; data: Record<string, string | number> }): string {
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(line.data)) data[key] = String(value);
  return game.i18n.format(line.key, data);
}

/**
 * Why `check` refuses (its error, localized), or null when it passes: a disabled button's tooltip.
 * Foundry's tooltip may show `data-tooltip` as HTML (its public docs do not say it escapes it), so the
 * names in it are escaped.
 */
export function whyNot(check: () => unknown): string | null {
  try {
    check();
    return null;
  } catch (error) {
    return errorMessage(error, true);
  }
}

/**
 * Runs a user action; a RuleError (bad input, a missing target, a forbidden action) becomes a
 * localized notification and the action changes nothing. Other errors are reported and rethrown.
 */
export async function guarded<T>(action: () => Promise<T>): Promise<T | undefined> {
  try {
    return await action();
  } catch (error) {
    ui.notifications?.error(errorMessage(error));
    if (!(error instanceof RuleError)) throw error;
    return undefined;
  }
}
