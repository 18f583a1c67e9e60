import { RuleError } from "../../src/engine/core/errors";

/** The key of the RuleError `fn` throws, or "no error"; any other error is rethrown. */
export function keyOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof RuleError) return error.key;
    throw error;
  }
  return "no error";
}
