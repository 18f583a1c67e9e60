// The English words of one ruleset's language file, as Foundry's localize and format give them, and its
// bestiary's monsters as their pack sources hold them: what the stat blocks' engine tests read.
import { readFileSync } from "node:fs";
import type { StatBlockLine, StatBlockWords } from "../../src/engine/index";

/** localize and format over lang/en/<ruleset>.json and lang/en.json; a missing key fails the test that asked for it. */
export function englishWords(ruleset: string): StatBlockWords {
  const read = (path: string): unknown =>
    JSON.parse(readFileSync(new URL(`../../lang/${path}`, import.meta.url), "utf8"));
  // the ruleset's own file, then the shared one (lang/en.json)
  const files = [read(`en/${ruleset}.json`), read("en.json")];
  const find = (key: string, lang: unknown): unknown =>
    key.split(".").reduce<unknown>((node, part) => {
      if (node && typeof node === "object" && part in node) return (node as Record<string, unknown>)[part];
      return undefined;
    }, lang);
  const localize = (key: string): string => {
    const found = files.map((lang) => find(key, lang)).find((text) => typeof text === "string");
    if (typeof found !== "string") throw new Error(`no English for ${key}`);
    return found;
  };
  return {
    localize,
    format: (key, data) =>
      localize(key).replace(/\{(\w+)\}/g, (_, name: string) => data[name] ?? `{${name}}`),
  };
}

/** The lines as the block prints them: the term in English, the value as text. */
export function printed(lines: readonly StatBlockLine[], words: StatBlockWords): [string, string][] {
  return lines.map((l) => [words.localize(l.label), String(l.value)]);
}

export interface PackItem {
  name: string;
  type: string;
  system: { damage?: string; ranged?: boolean; stats: Record<string, Record<string, unknown>> };
}

/** One monster of a bestiary pack, as its source holds it (its ruleset's statistics block as `S`). */
export function monster<S>(pack: string, file: string): { stats: S; items: PackItem[] } {
  const url = new URL(`../../packs/_source/${pack}/${file}.json`, import.meta.url);
  const data = JSON.parse(readFileSync(url, "utf8")) as {
    system: { stats: Record<string, S> };
    items?: PackItem[];
  };
  const [stats] = Object.values(data.system.stats);
  if (stats === undefined) throw new Error(`${file} has no statistics`);
  return { stats, items: data.items ?? [] };
}
