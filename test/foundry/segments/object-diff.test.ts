import { describe, expect, it } from "vitest";
import { applyReplacement, replacementUpdate } from "../../../src/foundry/rulesets/segments/object-diff";

describe("replacing an ObjectField's value through a merging update", () => {
  const before = {
    state: {
      phase: "segments",
      declarations: { a: { kind: "melee" }, b: { kind: "spell", spell: { name: "Dart" } } },
      rolls: { party: 5 },
    },
    lost: { b: 5 },
  };
  const after = { state: { phase: "declaration", declarations: {}, rolls: {} }, lost: {} };

  it("deletes every key the new value no longer has, at every depth", () => {
    expect(replacementUpdate(before, after)).toEqual({
      state: { phase: "declaration", declarations: { "-=a": null, "-=b": null }, rolls: { "-=party": null } },
      lost: { "-=b": null },
    });
  });

  it("merged the way Foundry merges (with deletions) it gives exactly the new value", () => {
    expect(applyReplacement(before, replacementUpdate(before, after))).toEqual(after);
    const changed = {
      state: {
        phase: "segments",
        declarations: { b: { kind: "spell", spell: { name: "Dart" }, abandoned: true } },
        rolls: { party: 5, monsters: 2 },
      },
      lost: { b: 5 },
    };
    expect(applyReplacement(before, replacementUpdate(before, changed))).toEqual(changed);
  });

  it("replaces arrays whole and writes everything when there was nothing before", () => {
    expect(replacementUpdate({ list: [1, 2, 3] }, { list: [4] })).toEqual({ list: [4] });
    expect(replacementUpdate(undefined, after)).toEqual(after);
    expect(replacementUpdate({}, { a: null })).toEqual({ a: null });
  });
});
