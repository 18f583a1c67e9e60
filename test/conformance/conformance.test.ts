// The Foundry conformance check on the built system after `init` in the stand-in, and proof that
// the check fails on a deliberately broken manifest.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "../../tools/build.mjs";
import { IO_BUDGET_MS } from "../budgets";
import { conformanceProblems, type ConformanceInput } from "./check";
import { collectBuilt } from "./collect";

const out = mkdtempSync(join(tmpdir(), "tempo-conformance-"));
let input: ConformanceInput;

beforeAll(async () => {
  await build(out);
  input = await collectBuilt(out, process.cwd());
}, IO_BUDGET_MS);
afterAll(() => rmSync(out, { recursive: true, force: true }));

const broken = (change: (copy: ConformanceInput) => void): string[] => {
  const copy = structuredClone(input);
  change(copy);
  return conformanceProblems(copy);
};

describe("Foundry v13 conformance of the built system", () => {
  it("collected what init configured", () => {
    expect(input.dataModels.Actor).toEqual(expect.arrayContaining(["character", "npc"]));
    expect(input.preloaded.length).toBeGreaterThan(0);
    expect(input.parts.length).toBeGreaterThan(0);
    expect(input.packSources.length).toBeGreaterThan(10);
    expect(input.hooks).toContain("init");
    expect(input.literalPartials.length).toBeGreaterThan(0);
  });

  it("has no problem", () => {
    expect(conformanceProblems(input)).toEqual([]);
  });
});

describe("the conformance check", () => {
  it("fails on a dataModels key that documentTypes does not declare", () => {
    expect(broken((c) => c.dataModels.ChatMessage?.push("duel"))).toEqual([
      "CONFIG.ChatMessage.dataModels.duel is not declared in system.json documentTypes.ChatMessage",
    ]);
  });

  it("fails on a declared subtype without its label", () => {
    expect(
      broken((c) => {
        delete ((c.lang.TYPES as Record<string, Record<string, string>>).ChatMessage ?? {}).contest;
      }),
    ).toEqual([
      "documentTypes.ChatMessage.contest has no label TYPES.ChatMessage.contest in the language file",
    ]);
  });

  it("fails on a token attribute that is neither a schema field nor trackable", () => {
    const problems = broken((c) => {
      c.manifest.primaryTokenAttribute = "derived.pool";
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/primaryTokenAttribute "derived.pool" is neither/);
  });

  it("fails on a pre-release minimum and a missing maximum", () => {
    expect(
      broken((c) => {
        c.manifest.compatibility = { minimum: "13", verified: "13.338" };
      }),
    ).toEqual([
      'compatibility.minimum "13" is not a stable v13 build',
      'compatibility.verified "13.338" is not a stable v13 build',
      'compatibility.maximum "undefined" does not cap v13',
    ]);
  });

  it("fails on a pack source without _key, a partial never preloaded and an unknown hook", () => {
    const problems = broken((c) => {
      c.packSources.push({ file: "stray.json", key: undefined });
      c.literalPartials.push({ template: "t.hbs", partial: "systems/tempo/templates/nowhere.hbs" });
      c.hooks.push("renderCombatTrackerConfigX");
    });
    expect(problems).toEqual([
      "pack source stray.json has no _key",
      "t.hbs includes systems/tempo/templates/nowhere.hbs, which is never preloaded",
      'hook "renderCombatTrackerConfigX" is not a documented v13 hook event',
    ]);
  });

  it("fails on a part template the system does not ship", () => {
    expect(
      broken((c) =>
        c.parts.push({ app: "Sheet", template: "systems/tempo/templates/gone.hbs", templates: [] }),
      ),
    ).toEqual(["Sheet PARTS names systems/tempo/templates/gone.hbs, which the system does not ship"]);
  });

  it("fails when a core sheet is still registered", () => {
    expect(broken((c) => c.sheetIds.Actor?.push("core.ActorSheet"))).toEqual([
      "CONFIG.Actor.sheetClasses still offers core.ActorSheet",
    ]);
  });
});
