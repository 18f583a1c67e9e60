// Issue 10: a ruleset's shell is never larger than its engine (rules are computed, and tested, in
// Node). tools/layer-lines.mjs counts the lines; docs/architecture.md keeps its table.
import { describe, expect, it } from "vitest";
import { rulesetLayers } from "../../tools/layer-lines.mjs";

/**
 * Rulesets whose shell is still larger, with the shell's lines when that was written: it may only shrink.
 * Empty since Combat Roll's loadout rules moved into its engine.
 */
const STILL_LARGER: Record<string, number> = {};

describe("lines per layer", () => {
  for (const { id, shell, engine } of rulesetLayers()) {
    const ceiling = STILL_LARGER[id];
    if (ceiling === undefined) {
      it(`${id}: the shell (${shell}) is no larger than the engine (${engine})`, () => {
        expect(shell).toBeLessThanOrEqual(engine);
      });
    } else {
      it(`${id}: the shell (${shell}) only shrinks toward the engine (${engine})`, () => {
        expect(shell).toBeLessThanOrEqual(ceiling);
        // once it fits, it leaves the list
        expect(shell).toBeGreaterThan(engine);
      });
    }
  }
});
