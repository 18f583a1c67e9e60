import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findImpurities } from "./purity";
import { IO_BUDGET_MS } from "../budgets";

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

describe("engine purity", () => {
  it(
    "no file in src/engine references game, CONFIG, foundry, Hooks, ui or document",
    { timeout: IO_BUDGET_MS },
    () => {
      const files = tsFiles("src/engine");
      expect(files.length).toBeGreaterThan(10);
      const impurities = files.flatMap((file) => findImpurities(file, readFileSync(file, "utf8")));
      expect(impurities).toEqual([]);
    },
  );

  it("the check fails on an engine file that touches each Foundry global", () => {
    const text = [
      "export function bad() {",
      "  const a = game.settings.get('tempo', 'ruleset');",
      "  CONFIG.debug = true;",
      "  const b = foundry.utils.deepClone({});",
      "  Hooks.call('x');",
      "  ui.notifications.info('x');",
      "  return document.body;",
      "}",
    ].join("\n");
    const names = findImpurities("src/engine/bad.ts", text).map((i) => `${i.line}:${i.name}`);
    expect(names).toEqual(["2:game", "3:CONFIG", "4:foundry", "5:Hooks", "6:ui", "7:document"]);
  });

  it("does not flag the same words as property names, keys or strings", () => {
    const text = [
      "const rules = { game: 1, ui: 'ui' };",
      "const x = rules.game + rules.document;",
      "interface T { foundry: string }",
      "const s = 'game.settings';",
    ].join("\n");
    expect(findImpurities("src/engine/ok.ts", text)).toEqual([]);
  });
});
