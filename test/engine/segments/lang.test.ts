import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DECLARATION_KINDS, STEP_ORDER } from "../../../src/engine/segments/index";

const root = join(__dirname, "../../..");
const lang = JSON.parse(readFileSync(join(root, "lang/en/segments.json"), "utf8")) as {
  TEMPO: { Segments: Record<string, Record<string, string>> };
};

function has(path: string): boolean {
  const [group, name] = path.split(".") as [string, string];
  const text = lang.TEMPO.Segments[group]?.[name];
  return typeof text === "string" && text.length > 0;
}

describe("language fragment", () => {
  it("has a message for every key the engine uses", () => {
    const dir = join(root, "src/engine/segments");
    const used = new Set<string>();
    for (const f of readdirSync(dir)) {
      const src = readFileSync(join(dir, f), "utf8");
      for (const m of src.matchAll(/"((?:Error|Modifier|Note)\.[A-Za-z0-9]+)"/g)) used.add(m[1] as string);
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((k) => !has(k))).toEqual([]);
  });

  it("labels every declaration kind and schedule step", () => {
    expect(DECLARATION_KINDS.filter((k) => !has(`Declaration.${k}`))).toEqual([]);
    expect(STEP_ORDER.filter((k) => !has(`Step.${k}`))).toEqual([]);
  });
});
