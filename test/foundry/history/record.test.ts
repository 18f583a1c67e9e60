import { describe, expect, it } from "vitest";
import {
  appendRecord,
  docChange,
  redoConflict,
  redoPatch,
  toRedo,
  undoConflict,
  undoPatch,
  type HistoryRecord,
} from "../../../src/foundry/history/record";

function record(id: string, changes: HistoryRecord["changes"], created: string[] = []): HistoryRecord {
  return {
    id,
    at: 0,
    userId: "gm",
    action: "attack",
    label: "TEMPO.Action.Attack",
    when: "Count 3",
    changes,
    created,
    deleted: [],
    undone: false,
  };
}

describe("docChange: a document's change, compact", () => {
  it("keeps only the differing leaves, before and after", () => {
    const before = { name: "Mira", system: { health: { value: 10, max: 10 }, side: "pc" } };
    const after = { name: "Mira", system: { health: { value: 6, max: 10 }, side: "pc" } };
    expect(docChange("Actor.a", before, after)).toEqual({
      uuid: "Actor.a",
      before: { system: { health: { value: 10 } } },
      after: { system: { health: { value: 6 } } },
    });
  });

  it("is null when nothing differs", () => {
    expect(docChange("Actor.a", { a: { b: 1 } }, { a: { b: 1 } })).toBeNull();
  });

  it("records a key one side lacks on the other side only", () => {
    const change = docChange("Actor.a", { flags: {} }, { flags: { tempo: { x: 1 } } });
    expect(change).toEqual({ uuid: "Actor.a", before: { flags: {} }, after: { flags: { tempo: { x: 1 } } } });
  });
});

describe("undo and redo patches", () => {
  it("sets the source back to a deep-equal copy of before, and redo brings after back", () => {
    const before = { system: { health: { value: 10 }, statuses: ["prone"] } };
    const after = { system: { health: { value: 6 }, statuses: ["prone", "dazed"], wound: 1 } };
    const change = docChange("Actor.a", before, after);
    if (!change) throw new Error("expected a change");
    const undo = undoPatch(change, after);
    expect(undo).toEqual({ system: { health: { value: 10 }, statuses: ["prone"], "-=wound": null } });
    const redo = redoPatch(change, before);
    expect(redo).toEqual({ system: { health: { value: 6 }, statuses: ["prone", "dazed"], wound: 1 } });
  });
});

describe("undoConflict: an undo never overwrites a later change", () => {
  const change = docChange(
    "Actor.a",
    { system: { health: { value: 10 } } },
    { system: { health: { value: 6 } } },
  );
  if (!change) throw new Error("expected a change");
  const rec = record("r1", [change], ["ChatMessage.c"]);

  it("passes when every document still holds the record's after", () => {
    const sources: Record<string, object> = {
      "Actor.a": { system: { health: { value: 6 } } },
      "ChatMessage.c": {},
    };
    expect(undoConflict(rec, (uuid) => (sources[uuid] as never) ?? null)).toBeNull();
  });

  it("names the document and the field a later change touched", () => {
    const sources: Record<string, object> = {
      "Actor.a": { system: { health: { value: 3 } } },
      "ChatMessage.c": {},
    };
    expect(undoConflict(rec, (uuid) => (sources[uuid] as never) ?? null)).toEqual({
      uuid: "Actor.a",
      path: "system.health.value",
    });
  });

  it("refuses when a document it changed or created is gone", () => {
    expect(undoConflict(rec, () => null)).toEqual({ uuid: "Actor.a", path: "" });
    const only = { "Actor.a": { system: { health: { value: 6 } } } } as Record<string, object>;
    expect(undoConflict(rec, (uuid) => (only[uuid] as never) ?? null)).toEqual({
      uuid: "ChatMessage.c",
      path: "",
    });
  });
});

describe("appendRecord: a bounded history", () => {
  it("keeps the last hundred, oldest dropped", () => {
    let list: HistoryRecord[] = [];
    for (let i = 0; i < 105; i++) list = appendRecord(list, record(`r${i}`, []));
    expect(list).toHaveLength(100);
    expect(list[0]?.id).toBe("r5");
    expect(list[99]?.id).toBe("r104");
  });
});

describe("toRedo: redo takes up the action just undone", () => {
  const undone = (id: string, undoneAt?: number): HistoryRecord => ({
    ...record(id, []),
    undone: true,
    ...(undoneAt === undefined ? {} : { undoneAt }),
  });

  it("after two undos (the last action, then the one before it), redo brings back the earlier first", () => {
    // the tracker's undo took back C at 10, then B at 20: B is the action just undone
    const list = [record("A", []), undone("B", 20), undone("C", 10)];
    expect(toRedo(list)?.id).toBe("B");
    // once B is done again, C is next
    expect(toRedo([record("A", []), { ...list[1]!, undone: false }, list[2]!])?.id).toBe("C");
  });

  it("follows the order of the undos, not of the actions: a named earlier undo, then the last", () => {
    // B taken back by name at 10 (nothing later touched its documents), then C at 20: C is redone first
    expect(toRedo([record("A", []), undone("B", 10), undone("C", 20)])?.id).toBe("C");
  });

  it("records from before undoneAt was kept: the earliest of the trailing undone run", () => {
    expect(toRedo([record("A", []), undone("B"), undone("C")])?.id).toBe("B");
  });

  it("offers nothing when the newest action stands (a later action closed the redo)", () => {
    expect(toRedo([undone("A", 5), record("B", [])])).toBeNull();
    expect(toRedo([])).toBeNull();
  });
});

describe("redoConflict: a redo never overwrites a change made since the undo", () => {
  const change = { uuid: "Actor.o", before: { system: { hp: 16 } }, after: { system: { hp: 11 } } };

  it("passes while the document still holds the record's before", () => {
    expect(redoConflict(record("r", [change]), () => ({ system: { hp: 16 } }))).toBeNull();
  });

  it("names the field changed since the undo", () => {
    expect(redoConflict(record("r", [change]), () => ({ system: { hp: 14 } }))).toEqual({
      uuid: "Actor.o",
      path: "system.hp",
    });
  });
});
