// Issue 27: no import cycle in src/. A runtime cycle (value imports, re-exports, dynamic import()) makes
// module start-up order matter and hides which side owns what; a long cycle through types says two
// layers know each other. So: no runtime cycle at all, and no group of files tied by imports (types
// included) larger than five. A cycle is reported as its strongly connected group: every file of it
// reaches every other one through imports. To see one: the files it lists, and their imports.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importCycles, importGraph, importsOf } from "./import-graph";
import { IO_BUDGET_MS } from "../budgets";

/** The largest group of files that may import each other when some of those imports are types only. */
const MAX_TYPE_CYCLE = 5;

/**
 * Known cycles that may only shrink (a cycle found must lie inside one of these, and an entry no cycle
 * touches any more must go). Empty since issue 27 broke the last of them (Die-Step's, Time Count's).
 */
const KNOWN_RUNTIME: readonly (readonly string[])[] = [];
const KNOWN_TYPE: readonly (readonly string[])[] = [];

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** The cycles not inside a known one, each as its files, for a readable failure. */
function unknown(found: readonly string[][], known: readonly (readonly string[])[]): string[] {
  return found
    .filter((group) => !known.some((entry) => group.every((file) => entry.includes(file))))
    .map((group) => `${group.length} files: ${group.join(", ")}`);
}

/** Known entries that no cycle found touches any more: broken, so they leave the list. */
function stale(found: readonly string[][], known: readonly (readonly string[])[]): string[] {
  return known
    .filter((entry) => !found.some((group) => group.some((file) => entry.includes(file))))
    .map((entry) => entry.join(", "));
}

describe("import cycles in src/", () => {
  const texts = new Map(tsFiles("src").map((file) => [file, readFileSync(file, "utf8")]));
  const { runtime, all } = importCycles(texts);
  const long = all.filter((group) => group.length > MAX_TYPE_CYCLE);

  it("the graph is the whole of src/", { timeout: IO_BUDGET_MS }, () => {
    expect(texts.size).toBeGreaterThan(300);
    expect(importGraph(texts).length).toBeGreaterThan(1000);
  });

  it("no runtime cycle", () => {
    expect(unknown(runtime, KNOWN_RUNTIME)).toEqual([]);
  });

  it(`no cycle through type imports over ${MAX_TYPE_CYCLE} files`, () => {
    expect(unknown(long, KNOWN_TYPE)).toEqual([]);
  });

  it("only the entry imports the shipped rulesets (the registry is given them, never imports them)", () => {
    const importers = importGraph(texts)
      .filter((edge) => edge.to === join("src/foundry/rulesets/shipped.ts"))
      .map((edge) => edge.from);
    expect(importers).toEqual([join("src/tempo.ts")]);
  });

  it("the known cycles only shrink: one that is broken leaves the list", () => {
    expect(stale(runtime, KNOWN_RUNTIME)).toEqual([]);
    expect(stale(long, KNOWN_TYPE)).toEqual([]);
  });
});

describe("the cycle check itself", () => {
  const fixture = (files: Record<string, string>) => importCycles(new Map(Object.entries(files)));

  it("reads value, type, mixed, re-export, side-effect, dynamic and import-type imports", () => {
    const text = [
      'import { a } from "./a";',
      'import type { B } from "./b";',
      'import { type C, type D } from "./c";',
      'import { type E, e } from "./e";',
      'import f from "./f";',
      'import * as g from "./g";',
      'import "./h";',
      'export { i } from "./i";',
      'export type { J } from "./j";',
      'export * from "./k";',
      'const l = () => import("./l");',
      'type M = import("./m").M;',
    ].join("\n");
    const refs = importsOf("x.ts", text).map((r) => `${r.specifier}:${r.typeOnly ? "type" : "value"}`);
    expect(refs).toEqual([
      "./a:value",
      "./b:type",
      "./c:type",
      "./e:value",
      "./f:value",
      "./g:value",
      "./h:value",
      "./i:value",
      "./j:type",
      "./k:value",
      "./l:value",
      "./m:type",
    ]);
  });

  it("finds a runtime cycle through a folder's index, and none when one side only imports types", () => {
    const cyclic = fixture({
      "p/a.ts": 'import { b } from "./q";',
      "p/q/index.ts": 'export { c } from "../c";',
      "p/c.ts": 'import { a } from "./a.ts";',
    });
    expect(cyclic.runtime).toEqual([["p/a.ts", "p/c.ts", "p/q/index.ts"]]);
    const typed = fixture({
      "p/a.ts": 'import { b } from "./q";',
      "p/q/index.ts": 'export { c } from "../c";',
      "p/c.ts": 'import type { A } from "./a";',
      "p/free.ts": 'import { a } from "./a"; import { x } from "node:fs";',
    });
    expect(typed.runtime).toEqual([]);
    expect(typed.all).toEqual([["p/a.ts", "p/c.ts", "p/q/index.ts"]]);
  });

  it("names every file of a long type cycle, and a file that imports itself", () => {
    const ring: Record<string, string> = {};
    for (let n = 0; n < 6; n++) ring[`r${n}.ts`] = `import type { T } from "./r${(n + 1) % 6}";`;
    ring["self.ts"] = 'import { s } from "./self";';
    const { runtime, all } = fixture(ring);
    expect(runtime).toEqual([["self.ts"]]);
    expect(all).toEqual([["r0.ts", "r1.ts", "r2.ts", "r3.ts", "r4.ts", "r5.ts"], ["self.ts"]]);
  });

  it("an allowed cycle may shrink but not grow, and a broken one must leave the list", () => {
    const known = [["a.ts", "b.ts", "c.ts"]];
    expect(unknown([["a.ts", "b.ts"]], known)).toEqual([]);
    expect(unknown([["a.ts", "b.ts", "d.ts"]], known)).toEqual(["3 files: a.ts, b.ts, d.ts"]);
    expect(stale([["a.ts", "b.ts"]], known)).toEqual([]);
    expect(stale([["x.ts", "y.ts"]], known)).toEqual(["a.ts, b.ts, c.ts"]);
  });
});
