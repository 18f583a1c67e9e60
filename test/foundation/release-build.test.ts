// A release build (npm run package) differs from the development folder in two ways only: no
// source map, and no flags.hotReload (Foundry would watch those files in a GM's install).
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { build } from "../../tools/build.mjs";
import { IO_BUDGET_MS } from "../budgets";

interface Flags {
  flags?: { hotReload?: { extensions: string[]; paths: string[] } };
}

const dev = mkdtempSync(join(tmpdir(), "tempo-dev-"));
const release = mkdtempSync(join(tmpdir(), "tempo-release-"));
afterAll(() => {
  rmSync(dev, { recursive: true, force: true });
  rmSync(release, { recursive: true, force: true });
});

describe("development and release builds", () => {
  it(
    "the development folder hot-reloads templates, the stylesheet and language files it holds",
    { timeout: IO_BUDGET_MS },
    async () => {
      await build(dev);
      const manifest = JSON.parse(readFileSync(join(dev, "system.json"), "utf8")) as Flags;
      const hot = manifest.flags?.hotReload;
      expect(hot?.extensions.sort()).toEqual(["css", "hbs", "json"]);
      for (const path of hot?.paths ?? []) expect(existsSync(join(dev, path)), path).toBe(true);
      expect(existsSync(join(dev, "tempo.mjs.map"))).toBe(true);
    },
  );

  it(
    "the release folder has neither a source map nor the hotReload flag",
    { timeout: IO_BUDGET_MS },
    async () => {
      await build(release, { release: true });
      const manifest = JSON.parse(readFileSync(join(release, "system.json"), "utf8")) as Flags;
      expect(manifest.flags?.hotReload).toBeUndefined();
      expect(existsSync(join(release, "tempo.mjs.map"))).toBe(false);
      expect(readFileSync(join(release, "tempo.mjs"), "utf8")).not.toContain("sourceMappingURL");
    },
  );

  it("the manifest points at the issue tracker, the changelog and the readme", async () => {
    const manifest = JSON.parse(readFileSync(join(release, "system.json"), "utf8")) as Record<string, string>;
    expect(manifest.bugs).toMatch(/^https:\/\/github\.com\/.+\/issues$/);
    expect(manifest.changelog).toMatch(/\/CHANGELOG\.md$/);
    expect(manifest.readme).toMatch(/\/README\.md$/);
    expect(existsSync("CHANGELOG.md")).toBe(true);
  });
});
