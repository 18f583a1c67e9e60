import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deepMergeStrict, mergeLanguage, type LanguageTree } from "../../tools/lang.mjs";

function files(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, ending);
    return entry.name.endsWith(ending) ? [path] : [];
  });
}

function has(tree: LanguageTree, key: string): boolean {
  let node: string | LanguageTree | undefined = tree;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return false;
    node = node[part];
  }
  return typeof node === "string";
}

/** Literal localization keys: "TEMPO.x.y" / "TYPES.x.y" strings in code and templates. */
function literalKeys(text: string): string[] {
  return [...text.matchAll(/["'`]((?:TEMPO|TYPES)\.[A-Za-z0-9_-]+\.[A-Za-z0-9_.-]*[A-Za-z0-9_-])["'`]/g)].map(
    (m) => m[1] ?? "",
  );
}

describe("language", () => {
  it("every literal key used by the shell, the engine and the templates exists in lang/en", async () => {
    const lang = await mergeLanguage("lang");
    const sources = [...files("src", ".ts"), ...files("templates", ".hbs")];
    const missing = sources.flatMap((file) =>
      literalKeys(readFileSync(file, "utf8"))
        .filter((key) => !has(lang, key))
        .map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it("the generated keys exist too: each item and actor type, each outcome, each ruleset", async () => {
    const lang = await mergeLanguage("lang");
    for (const key of [
      "TYPES.Actor.character",
      "TYPES.Actor.npc",
      ...["weapon", "armor", "shield", "spell", "action", "gear"].map((t) => `TYPES.Item.${t}`),
      ...["hit", "miss", "critical", "fumble"].map((o) => `TEMPO.Card.Outcome.${o}`),
      ...["segments", "three-action", "die-step", "combat-roll", "time-count"].map(
        (r) => `TEMPO.Ruleset.${r}`,
      ),
    ]) {
      expect(has(lang, key), key).toBe(true);
    }
  });

  it("refuses a key that two fragments both define", () => {
    expect(() => deepMergeStrict({ TEMPO: { A: { b: "1" } } }, { TEMPO: { A: { b: "2" } } })).toThrow(
      /defined twice: TEMPO\.A\.b/,
    );
    expect(deepMergeStrict({ TEMPO: { A: { b: "1" } } }, { TEMPO: { A: { c: "2" } } })).toEqual({
      TEMPO: { A: { b: "1", c: "2" } },
    });
  });
});
