// Issue 10: a ruleset imports only the small shell API below (and its own engine), never the shell's
// internals: the documents' classes (a type, at most), chat rendering and wiring, the socket's queue
// internals, another ruleset. Adding a ruleset then touches no shared module.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const RULESETS = join(ROOT, "src/foundry/rulesets");

/** The shell modules a ruleset may import (paths under src/foundry, without `.ts`). */
const SHELL_API = new Set([
  "actions/index",
  "actions/actor-flows",
  "action-points/index",
  "chat/action-line",
  "chat/apply-damage",
  "chat/card-guard",
  "chat/card-model",
  "chat/render",
  "chat/roll-mode",
  "chat/secrets",
  "combat/sheet-refresh",
  "combat/turn-order",
  "combatants",
  "conditions/index",
  "data/access",
  "data/chat",
  "data/common",
  "data/item",
  "documents/batch-options",
  "health/defeat-actions",
  "health/ruled",
  "migration/card-sources",
  "dice",
  "form-dialog",
  "notify",
  "permissions",
  "sheets/linked-sheets",
  "socket",
  "targets",
  "visibility",
  "rulesets/definition",
  "rulesets/ids",
]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return name.endsWith(".ts") ? [path] : [];
  });
}

interface Import {
  file: string;
  target: string;
  typeOnly: boolean;
}

/** The stub ruleset of the "Where to add a ruleset" checklist (test/foundation/stub-ruleset.test.ts) keeps the same bounds. */
const STUB = join(ROOT, "test/fixtures/stub-ruleset");

/** Every import of a ruleset's file that leaves its own folder, as a path under src/ (no `.ts`). */
function outsideImports(): Import[] {
  const out: Import[] = [];
  const folders = readdirSync(RULESETS)
    .map((name) => join(RULESETS, name))
    .filter((path) => statSync(path).isDirectory());
  for (const folder of [...folders, STUB]) {
    for (const file of files(folder)) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/^import (type )?[^;]*? from "(\.[^"]+)";/gms)) {
        const path = resolve(dirname(file), m[2] ?? "");
        if (path.startsWith(`${folder}/`)) continue;
        const target = relative(join(ROOT, "src"), path);
        out.push({ file: relative(ROOT, file), target, typeOnly: m[1] !== undefined });
      }
    }
  }
  return out;
}

/** Why an import breaks the boundary, or null. */
function breach({ target, typeOnly }: Import): string | null {
  if (target.startsWith("engine/")) return null;
  if (!target.startsWith("foundry/")) return "outside src/foundry and src/engine";
  const path = target.slice("foundry/".length);
  if (SHELL_API.has(path)) return null;
  // a document class or a state type may be named, never used at run time
  if (
    typeOnly &&
    (path.startsWith("documents/") || path.startsWith("action-points/") || path.startsWith("data/"))
  )
    return null;
  return "not part of the shell API";
}

describe("what a ruleset imports", () => {
  it("only the shell API (documents' classes as types), its engine and its own files", () => {
    const found = outsideImports();
    expect(found.length).toBeGreaterThan(100);
    expect(found.filter((i) => i.file.startsWith("test/fixtures/stub-ruleset/")).length).toBeGreaterThan(3);
    expect(found.flatMap((i) => (breach(i) ? [`${i.file} -> ${i.target}: ${breach(i)}`] : []))).toEqual([]);
  });

  it("the check names an import of a shell internal, another ruleset or a document class at run time", () => {
    const at = (target: string, typeOnly = false) => breach({ file: "x.ts", target, typeOnly });
    expect(at("foundry/chat/listeners")).toBe("not part of the shell API");
    expect(at("foundry/rulesets/combat-roll/stats")).toBe("not part of the shell API");
    expect(at("foundry/documents/combat")).toBe("not part of the shell API");
    expect(at("foundry/documents/combat", true)).toBeNull();
    expect(at("foundry/chat/roll-mode")).toBeNull();
    expect(at("engine/index")).toBeNull();
  });
});
