// What the history view says of a record (issue 32): its changed fields as lines, a pool's value before
// and after, and whether it touched a combatant or its actor (the view's filter).
import { describe, expect, it } from "vitest";
import { fieldLines, poolChange, touchesAny } from "../../../src/foundry/history/lines";
import type { HistoryRecord } from "../../../src/foundry/history/record";

const hit = {
  uuid: "Actor.bandit",
  before: { system: { stats: { timeCount: { hp: { value: 8 } } } } },
  after: { system: { stats: { timeCount: { hp: { value: 6 } } } }, flags: { tempo: { marked: true } } },
};

const record = (uuids: string[], created: string[] = []): HistoryRecord => ({
  id: "r",
  at: 0,
  userId: "u",
  action: "apply",
  label: "",
  when: "",
  changes: uuids.map((uuid) => ({ uuid, before: {}, after: {} })),
  created,
  deleted: [],
  undone: false,
});

describe("a record's lines", () => {
  it("every changed leaf, by path, with an absent side as null", () => {
    expect(fieldLines(hit)).toEqual([
      { path: "flags.tempo.marked", before: null, after: "true" },
      { path: "system.stats.timeCount.hp.value", before: "8", after: "6" },
    ]);
  });

  it("the health pool's value before and after, or null where it did not change", () => {
    expect(poolChange(hit, "stats.timeCount.hp")).toEqual({ before: 8, after: 6 });
    expect(poolChange(hit, "stats.segments.hp")).toBeNull();
    expect(poolChange(hit, null)).toBeNull();
  });

  it("touches a combatant through its own document, its actor, or what is embedded in the actor", () => {
    const owners = ["Combat.c.Combatant.z", "Actor.zherynn"];
    expect(touchesAny(record(["Combat.c.Combatant.z"]), owners)).toBe(true);
    expect(touchesAny(record([], ["Actor.zherynn.ActiveEffect.e"]), owners)).toBe(true);
    expect(touchesAny(record(["Actor.zherynnX"]), owners)).toBe(false);
    expect(touchesAny(record(["Actor.bandit"]), owners)).toBe(false);
    expect(touchesAny(record(["Actor.bandit"]), [""])).toBe(false);
  });
});
