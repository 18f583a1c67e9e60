import { describe, expect, it } from "vitest";
import { restorePatch, sameData } from "../../../src/foundry/actions/restore-patch";

/** Foundry's merge of an update into a source, `-=key` deletions included (what the patch is written for). */
function merged(source: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = structuredClone(source);
  for (const [key, value] of Object.entries(patch)) {
    if (key.startsWith("-=")) delete out[key.slice(2)];
    else if (
      typeof value === "object" &&
      value !== null &&
      !Array.isArray(value) &&
      typeof out[key] === "object"
    )
      out[key] = merged(out[key] as Record<string, unknown>, value as Record<string, unknown>);
    else out[key] = value;
  }
  return out;
}

describe("restorePatch: the update that sets a source back", () => {
  const before = {
    system: { hp: { value: 9, max: 9 }, stance: "", timeline: { a: 5, b: 7 }, tags: ["x"] },
    turn: 0,
    flags: {},
  };

  it("sets back changed values, deletes added keys, restores removed ones, and leaves the rest out", () => {
    const now = {
      system: { hp: { value: 4, max: 9 }, stance: "cautious", timeline: { a: 11, c: 3 }, tags: ["x", "y"] },
      turn: 2,
      flags: { tempo: { seen: true } },
    };
    const patch = restorePatch(before, now);
    expect(patch).toEqual({
      system: { hp: { value: 9 }, stance: "", timeline: { a: 5, b: 7, "-=c": null }, tags: ["x"] },
      turn: 0,
      flags: { "-=tempo": null },
    });
    expect(merged(now, patch)).toEqual(before);
  });

  it("is empty when nothing differs, and never shares objects with the source it copies", () => {
    expect(restorePatch(before, structuredClone(before))).toEqual({});
    const patch = restorePatch(before, { ...before, system: { ...before.system, tags: [] } });
    expect(patch).toEqual({ system: { tags: ["x"] } });
    expect((patch.system as { tags: unknown }).tags).not.toBe(before.system.tags);
  });

  it("compares data by value, key order aside", () => {
    expect(sameData({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData([1, 2], [2, 1])).toBe(false);
    expect(sameData(null, {})).toBe(false);
  });
});
