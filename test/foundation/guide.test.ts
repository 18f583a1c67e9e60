// The "Running a fight" guide: a page per playable ruleset in docs/guide, compiled into the
// tempo-guide JournalEntry compendium that the stand-in reads back with every other pack.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "../../tools/build.mjs";
import { IO_BUDGET_MS } from "../budgets";
import { GUIDES, renderGuide, writeGuidePack } from "../../tools/guide.mjs";
import type { AnyObject } from "../../sandbox/src/core/utils";
import { loadPacks, type SystemManifest } from "../../sandbox/src/server/packs";
import { seedWorld, type SeedInput } from "../../sandbox/src/server/seed";

const out = mkdtempSync(join(tmpdir(), "tempo-guide-"));
const fresh = mkdtempSync(join(tmpdir(), "tempo-guide-src-"));
let input: SeedInput;

beforeAll(async () => {
  await build(out);
  const manifest = JSON.parse(readFileSync(join(out, "system.json"), "utf8")) as SystemManifest;
  input = await loadPacks(out, manifest);
}, IO_BUDGET_MS);
afterAll(() => {
  rmSync(out, { recursive: true, force: true });
  rmSync(fresh, { recursive: true, force: true });
});

describe("the Running a fight guide", () => {
  it("has a page per playable ruleset, whose screenshots exist", () => {
    expect(GUIDES.map((g) => g.ruleset).sort()).toEqual([
      "combat-roll",
      "die-step",
      "segments",
      "three-action",
      "time-count",
    ]);
    for (const { ruleset } of GUIDES) {
      const markdown = readFileSync(join("docs", "guide", `${ruleset}.md`), "utf8");
      const images = [...markdown.matchAll(/\]\(img\/([\w.-]+)\)/g)].map((m) => m[1] ?? "");
      expect(images.length, ruleset).toBeGreaterThan(0);
      for (const image of images) expect(existsSync(join("docs", "guide", "img", image)), image).toBe(true);
    }
  });

  it("the committed pack sources are the ones tools/guide.mjs writes from docs/guide (run it after an edit)", async () => {
    await writeGuidePack(fresh);
    for (const file of readdirSync(fresh))
      expect(readFileSync(join("packs", "_source", "tempo-guide", file), "utf8"), file).toBe(
        readFileSync(join(fresh, file), "utf8"),
      );
  });

  it("renders steps as a list, escapes text, and points images at the system folder", () => {
    const { title, html } = renderGuide(
      "# T <x>\n\nIntro *a* & `b`.\n\n1. **One.** first\n   more\n\n   ![alt](img/p.png)\n\n2. Two.\n",
    );
    expect(title).toBe("T <x>");
    expect(html).toBe(
      "<p>Intro <em>a</em> &amp; <code>b</code>.</p>\n<ol>\n" +
        '<li><p><strong>One.</strong> first more</p><p><img src="systems/tempo/guide/img/p.png" alt="alt"></p></li>\n' +
        "<li><p>Two.</p></li>\n</ol>",
    );
  });

  it("compiles to a JournalEntry pack the stand-in reads, one entry with a text page per ruleset", () => {
    const entries = input.packs.filter((d) => d.pack === "tempo-guide");
    expect(entries.map((d) => d.documentType)).toEqual(Array(GUIDES.length).fill("JournalEntry"));
    for (const entry of entries) {
      const pages = entry.source.pages as AnyObject[];
      expect(pages).toHaveLength(1);
      expect(pages[0]?.type).toBe("text");
      expect(String((pages[0]?.text as AnyObject).content)).toContain("<ol>");
    }
    expect(existsSync(join(out, "guide", "img", "time-count-1-initiative.png"))).toBe(true);
  });

  it("does not get in the way of the sample encounter the stand-in seeds", () => {
    expect(seedWorld(input, "time-count").notice).toBeNull();
  });
});
