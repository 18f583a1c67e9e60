// Every compendium document validates against Tempo's data models (Foundry refuses to import one that
// does not), and every ruleset whose packs hold actors has a sample encounter the stand-in seeds.
// Tempo is booted in node on the stand-in's runtime (collectBuilt), then each source is constructed.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "../../tools/build.mjs";
import { documentClasses } from "../../sandbox/src/client/namespace";
import type { AnyObject } from "../../sandbox/src/core/utils";
import { loadPacks, type SystemManifest } from "../../sandbox/src/server/packs";
import { seedWorld, stripPackKeys, type SeedInput } from "../../sandbox/src/server/seed";
import { collectBuilt } from "./collect";
import { IO_BUDGET_MS } from "../budgets";

const out = mkdtempSync(join(tmpdir(), "tempo-packs-"));
let input: SeedInput;
let manifest: SystemManifest & { packs: { name: string; type: string }[] };

beforeAll(async () => {
  await build(out);
  await collectBuilt(out, process.cwd()); // boots Tempo: its data models are in CONFIG
  manifest = JSON.parse(readFileSync(join(out, "system.json"), "utf8")) as typeof manifest;
  input = await loadPacks(out, manifest);
}, IO_BUDGET_MS);
afterAll(() => rmSync(out, { recursive: true, force: true }));

function sources(pack: string): AnyObject[] {
  const dir = join("packs", "_source", pack);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as AnyObject);
}

describe("the compendium packs", () => {
  it(
    "every Actor and Item source (embedded items too) validates against its data model",
    { timeout: IO_BUDGET_MS },
    () => {
      const failures: string[] = [];
      let count = 0;
      for (const pack of manifest.packs.filter((p) => p.type === "Actor" || p.type === "Item")) {
        const cls = pack.type === "Actor" ? documentClasses.Actor : documentClasses.Item;
        for (const source of sources(pack.name)) {
          count++;
          try {
            new cls(stripPackKeys(structuredClone(source)));
          } catch (error) {
            failures.push(`${pack.name}/${String(source.name)}: ${String(error)}`);
          }
        }
      }
      expect(failures).toEqual([]);
      expect(count).toBeGreaterThan(50);
    },
  );

  it("an invalid document is refused (the check can fail)", () => {
    expect(() => new documentClasses.Item({ name: "Broken", type: "no-such-type" })).toThrow();
  });

  const rulesets = (): string[] => [
    ...new Set(
      input.packs
        .filter((d) => d.documentType === "Actor")
        .map((d) => (d.source.flags as AnyObject | undefined)?.tempo as AnyObject | undefined)
        .map((f) => f?.sampleEncounter)
        .filter((r): r is string => typeof r === "string"),
    ),
  ];

  it("every ruleset with a bestiary pack has a sample encounter that seeds a world with its actors", () => {
    const withBestiary = manifest.packs
      .filter((p) => p.type === "Actor")
      .map((p) => p.name.replace(/-bestiary$/, ""));
    expect(rulesets().sort()).toEqual(withBestiary.sort());
    for (const ruleset of rulesets()) {
      const state = seedWorld(input, ruleset);
      expect(state.notice, ruleset).toBeNull();
      expect(state.actors.size, ruleset).toBeGreaterThan(1);
      for (const actor of state.actors.values()) expect(() => new documentClasses.Actor(actor)).not.toThrow();
    }
  });
});
