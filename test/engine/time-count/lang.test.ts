import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import lang from "../../../lang/en/time-count.json";
import { COMBAT_ACTIONS } from "../../../src/engine/time-count/actions";
import { STANCE_TABLE } from "../../../src/engine/time-count/stances";

const resolve = (key: string): unknown =>
  key
    .split(".")
    .reduce<unknown>(
      (o, k) => (o !== null && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined),
      lang,
    );

describe("lang/en/time-count.json", () => {
  it("has a message for every error key the engine throws", () => {
    const dir = join(__dirname, "../../../src/engine/time-count");
    const keys = new Set<string>();
    for (const file of readdirSync(dir)) {
      const text = readFileSync(join(dir, file), "utf8");
      for (const match of text.matchAll(/"(TEMPO\.TimeCount\.Error\.[A-Za-z]+)"/g)) keys.add(match[1] ?? "");
    }
    expect(keys.size).toBeGreaterThan(20);
    for (const key of keys) expect(typeof resolve(key), key).toBe("string");
  });

  it("names every action and stance", () => {
    for (const a of COMBAT_ACTIONS) expect(typeof resolve(a.label), a.label).toBe("string");
    for (const s of Object.values(STANCE_TABLE)) {
      for (const key of [s.name, s.benefit, s.drawback, s.special])
        if (key !== null) expect(typeof resolve(key), key).toBe("string");
    }
  });
});
