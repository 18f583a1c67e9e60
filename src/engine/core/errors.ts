/**
 * The one error type the engine throws for bad input. It carries a localization key
 * (present in lang/en/*.json) and the values to format it with, so the Foundry shell can
 * show a clear, localized message; the engine itself never localizes.
 */
export class RuleError extends Error {
  readonly key: string;
  readonly data: Readonly<Record<string, string | number>>;

  constructor(key: string, data: Record<string, string | number> = {}) {
    super(`${key} ${JSON.stringify(data)}`);
    this.name = "RuleError";
    this.key = key;
    this.data = data;
  }
}

/** Throws a RuleError unless `condition` holds. */
export function ensure(
  condition: boolean,
  key: string,
  data: Record<string, string | number> = {},
): asserts condition {
  if (!condition) throw new RuleError(key, data);
}
