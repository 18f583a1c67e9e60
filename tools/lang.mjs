// Merges lang/en.json with the per-ruleset fragments lang/en/*.json; a key defined twice is an error.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function deepMergeStrict(target, source, path = "") {
  for (const [key, value] of Object.entries(source)) {
    const here = path ? `${path}.${key}` : key;
    if (isObject(value) && isObject(target[key])) deepMergeStrict(target[key], value, here);
    else if (key in target) throw new Error(`language key defined twice: ${here}`);
    else target[key] = value;
  }
  return target;
}

export async function mergeLanguage(dir) {
  const merged = JSON.parse(await readFile(join(dir, "en.json"), "utf8"));
  const fragments = (await readdir(join(dir, "en"))).filter((f) => f.endsWith(".json")).sort();
  for (const file of fragments) {
    deepMergeStrict(merged, JSON.parse(await readFile(join(dir, "en", file), "utf8")));
  }
  return merged;
}
