// Issue 10: a ruleset's shell is never larger than its engine (rules are computed, and tested, in
// Node). tools/layer-lines.mjs counts the lines; docs/architecture.md keeps its table.
import { describe, expect, it } from "vitest";
import { codeLines, rulesetLayers } from "../../tools/layer-lines.mjs";

/**
 * Rulesets whose shell is still larger, with the shell's code lines when that was written: it may only
 * shrink. Counted in code lines since issue 27 (blanks and comments no longer count), four were over;
 * Time Count's fits since its pure pending markers moved to its engine (issue 28).
 */
const STILL_LARGER: Record<string, number> = {};

describe("code lines", () => {
  it("counts neither blank lines nor comments, and counts code after a closed comment", () => {
    const text = [
      "// a line comment",
      "/**",
      " * a block comment",
      " */",
      "",
      "const a = 1; // trailing comment counts as code",
      "/* inline */ const b = 2;",
      "/* one-line block */",
      "  ",
      "export { a, b };",
    ].join("\n");
    expect(codeLines(text)).toBe(3);
  });
});

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
