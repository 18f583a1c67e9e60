// Lines per layer: each ruleset's shell (src/foundry/rulesets/<id>) against its engine
// (src/engine/<id>), and the shared layers. `node tools/layer-lines.mjs` prints the Markdown table
// kept in docs/architecture.md; test/foundation/layers.test.ts holds "shell ≤ engine".
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const RULESETS = ["segments", "three-action", "die-step", "combat-roll", "time-count"];

/**
 * The code lines of one TypeScript source: neither blank nor only a comment (`//`, or inside a
 * block comment), so that neither layer grows by explaining itself.
 */
export function codeLines(text) {
  let inBlock = false;
  let count = 0;
  for (const raw of text.split("\n")) {
    let line = raw.trim();
    if (inBlock) {
      const end = line.indexOf("*/");
      if (end === -1) continue;
      inBlock = false;
      line = line.slice(end + 2).trim();
    }
    while (line.startsWith("/*")) {
      const end = line.indexOf("*/", 2);
      if (end === -1) {
        inBlock = true;
        line = "";
        break;
      }
      line = line.slice(end + 2).trim();
    }
    if (line === "" || line.startsWith("//")) continue;
    count += 1;
  }
  return count;
}

/** The code lines of every .ts file under `dir` (0 when it does not exist). */
export function linesUnder(dir) {
  let total = 0;
  let entries;
  try {
    entries = readdirSync(join(ROOT, dir));
  } catch {
    return 0;
  }
  for (const name of entries) {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) total += linesUnder(path);
    else if (name.endsWith(".ts")) total += codeLines(readFileSync(join(ROOT, path), "utf8"));
  }
  return total;
}

/** Per ruleset: its shell's and its engine's lines. */
export function rulesetLayers() {
  return RULESETS.map((id) => ({
    id,
    shell: linesUnder(`src/foundry/rulesets/${id}`),
    engine: linesUnder(`src/engine/${id}`),
  }));
}

function table() {
  const rows = rulesetLayers().map((r) => `| \`${r.id}\` | ${r.shell} | ${r.engine} |`);
  const shared = [
    [
      "shared shell (`src/foundry`, rulesets excluded)",
      linesUnder("src/foundry") - linesUnder("src/foundry/rulesets"),
    ],
    [
      "ruleset registry and contract (`src/foundry/rulesets/*.ts`)",
      linesUnder("src/foundry/rulesets") - rulesetLayers().reduce((n, r) => n + r.shell, 0),
    ],
    [
      "shared engine (`src/engine/core`, `src/engine/turns`)",
      linesUnder("src/engine/core") + linesUnder("src/engine/turns"),
    ],
  ].map(([label, n]) => `| ${label} | ${n} | |`);
  return ["| ruleset | shell code lines | engine code lines |", "|---|---:|---:|", ...rows, ...shared].join(
    "\n",
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(table());
