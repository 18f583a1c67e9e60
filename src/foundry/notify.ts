import { RuleError } from "../engine/core/errors";

/** The localized text of an error: a RuleError's key formatted with its data, else a generic message. */
export function errorMessage(error: unknown): string {
  if (error instanceof RuleError) {
    const data: Record<string, string> = {};
    for (const [key, value] of Object.entries(error.data)) data[key] = String(value);
    return game.i18n.format(error.key, data);
  }
  return game.i18n.localize("TEMPO.Error.Unexpected");
}

/** Why `check` refuses (its error, localized), or null when it passes: a disabled button's tooltip. */
export function whyNot(check: () => unknown): string | null {
  try {
    check();
    return null;
  } catch (error) {
    return errorMessage(error);
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
