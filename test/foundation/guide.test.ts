// The "Running a fight" guide: a page per playable ruleset in docs/guide, compiled into the
// tempo-guide JournalEntry compendium that the stand-in reads back with every other pack.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "../../tools/build.mjs";
import { IO_BUDGET_MS } from "../budgets";
import { GUIDES, WELCOME, renderGuide, writeGuidePack } from "../../tools/guide.mjs";
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

  it("renders '- ' bullets as a list, their indented lines joined, links and emphasis kept", () => {
    const { html } = renderGuide(
      "# T\n\nSettings:\n\n- **One**: first\n  more\n- Two, see [the list](nowhere.md).\n\nAfter.\n",
    );
    expect(html).toBe(
      "<p>Settings:</p>\n<ul><li><strong>One</strong>: first more</li><li>Two, see the list.</li></ul>\n<p>After.</p>",
    );
  });

  it("renders a '|' table: its first row the heading, the '|---|' row left out", () => {
    const { html } = renderGuide(
      "# T\n\n| Action | AP |\n|---|---|\n| **Strike** | 1 |\n| Move | no AP |\n\nAfter.\n",
    );
    expect(html).toBe(
      "<table><thead><tr><th>Action</th><th>AP</th></tr></thead><tbody>" +
        "<tr><td><strong>Strike</strong></td><td>1</td></tr><tr><td>Move</td><td>no AP</td></tr></tbody></table>\n" +
        "<p>After.</p>",
    );
  });

  it("compiles to a JournalEntry pack the stand-in reads: Start here, then a first session and a turn reference per ruleset", () => {
    const entries = input.packs.filter((d) => d.pack === "tempo-guide");
    expect(entries.map((d) => d.documentType)).toEqual(Array(GUIDES.length + 1).fill("JournalEntry"));
    const byId = new Map(entries.map((e) => [String(e.source._id), e.source]));
    expect(byId.get(WELCOME.entry)?.name).toBe("Start here");
    for (const guide of GUIDES) {
      const pages = byId.get(guide.entry)?.pages as AnyObject[];
      expect(
        pages.map((p) => String(p.name).split(":")[0]),
        guide.ruleset,
      ).toEqual(["First session", "Turn reference"]);
      for (const page of pages) expect(page.type).toBe("text");
      const first = String((pages[0]?.text as AnyObject).content);
      for (const section of ["Set up the world", "Make a character", "Run the first fight"])
        expect(first, guide.ruleset).toContain(`<h2>${section}</h2>`);
    }
    expect(existsSync(join(out, "guide", "img", "time-count-1-initiative.png"))).toBe(true);
  });

  it("links between guides are journal links to entries and pages that exist", () => {
    const entries = input.packs.filter((d) => d.pack === "tempo-guide").map((d) => d.source);
    const html = entries.flatMap((e) =>
      (e.pages as AnyObject[]).map((p) => String((p.text as AnyObject).content)),
    );
    const links = html.flatMap((h) => [
      ...h.matchAll(/@UUID\[Compendium\.tempo\.tempo-guide\.([^\]]+)\]\{[^}]+\}/g),
    ]);
    // Start here links every ruleset's guide and its turn reference
    expect(links.length).toBeGreaterThanOrEqual(GUIDES.length * 2);
    for (const [, path] of links) {
      const [, entryId, , pageId] = (path ?? "").split(".");
      const entry = entries.find((e) => e._id === entryId);
      expect(entry, path).toBeDefined();
      if (pageId)
        expect(
          (entry?.pages as AnyObject[]).some((p) => p._id === pageId),
          path,
        ).toBe(true);
    }
    // no markdown link survives as text pointing at a file
    for (const h of html) expect(h).not.toMatch(/\]\(|\.md\b/);
  });

  it("speaks to a GM, not to a developer: no word of the repository, the tests or the code", () => {
    const entries = input.packs.filter((d) => d.pack === "tempo-guide").map((d) => d.source);
    const text = entries
      .flatMap((e) => [
        String(e.name),
        ...(e.pages as AnyObject[]).map((p) => String((p.text as AnyObject).content)),
      ])
      .join("\n")
      // an image's file name is not read by anyone
      .replace(/<img [^>]*>/g, "");
    const developerWords = [
      /\be2e\b/i,
      /stand-in/i,
      /\bsandbox\b/i,
      /\bsuites?\b/i,
      /docs\//i,
      /\.md\b/i,
      /\.ts\b/i,
      /\brepository\b/i,
      /\bgithub\b/i,
      /\bnpm\b/i,
      /typescript/i,
      /\bpayload\b/i,
      /\buuid\b(?!\[)/i,
      /\bengine\b/i,
      /\bshell\b/i,
      /\binterpretation \d+/i,
      /\bissue \d+/i,
      /\bclient\b/i,
    ];
    for (const word of developerWords) expect(text.replace(/@UUID\[/g, "["), String(word)).not.toMatch(word);
  });

  it("does not get in the way of the sample encounter the stand-in seeds", () => {
    expect(seedWorld(input, "time-count").notice).toBeNull();
  });
});
