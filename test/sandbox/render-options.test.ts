// The render options the stand-in passes when documents change, as Foundry v13's documents do: an
// actor's own apps get `renderContext` "updateActor" with the diff as `renderData`; a batch of its
// items renders them once, with "createitems" / "updateitems" / "deleteitems" (the action and the
// embedded collection's name) and the batch's data, diffs or ids. Sheets narrow their parts on these.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { syncUi } from "../../sandbox/src/client/ui-sync";
import type { Actor } from "../../sandbox/src/documents/actor";
import { runtime, type SheetLike } from "../../sandbox/src/documents/runtime";
import type { AnyObject } from "../../sandbox/src/core/utils";
import { setupClient } from "./setup";

describe("render options on document changes", () => {
  let listeners: Set<unknown>;
  let batchListeners: Set<unknown>;
  beforeEach(() => {
    listeners = new Set(runtime.listeners);
    batchListeners = new Set(runtime.batchListeners);
  });
  afterEach(() => {
    // the runtime is shared by every unit file: drop what this file's syncUi added
    for (const l of runtime.listeners) if (!listeners.has(l)) runtime.listeners.delete(l);
    for (const l of runtime.batchListeners) if (!batchListeners.has(l)) runtime.batchListeners.delete(l);
  });

  function watch(actor: Actor): AnyObject[] {
    const calls: AnyObject[] = [];
    const app: SheetLike = {
      rendered: true,
      render: (options?: boolean | AnyObject) => calls.push(typeof options === "object" ? options : {}),
      close: () => undefined,
    };
    actor.apps["watcher"] = app;
    return calls;
  }

  it("names the change: updateActor with its diff, and one render per batch of items", async () => {
    const { game } = setupClient();
    syncUi({ chat: null, combat: null, directory: null });
    const hero = game.actors.getName("Hero") as Actor;
    const calls = watch(hero);

    await hero.update({ "system.hp.value": 7 });
    expect(calls).toEqual([
      expect.objectContaining({
        force: false,
        renderContext: "updateActor",
        renderData: expect.objectContaining({ system: { hp: { value: 7 } } }),
      }),
    ]);

    calls.length = 0;
    const created = await hero.createEmbeddedDocuments("Item", [
      { name: "Axe", type: "weapon" },
      { name: "Bow", type: "weapon" },
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ force: false, renderContext: "createitems" });
    expect((calls[0]?.renderData as AnyObject[]).map((d) => d.name)).toEqual(["Axe", "Bow"]);

    calls.length = 0;
    const ids = created.map((i) => String(i.id));
    await hero.updateEmbeddedDocuments("Item", [
      { _id: ids[0], name: "Great Axe" },
      { _id: ids[1], name: "Long Bow" },
    ]);
    expect(calls).toEqual([
      expect.objectContaining({
        renderContext: "updateitems",
        renderData: [
          { _id: ids[0], name: "Great Axe" },
          { _id: ids[1], name: "Long Bow" },
        ],
      }),
    ]);

    calls.length = 0;
    await hero.deleteEmbeddedDocuments("Item", ids);
    expect(calls).toEqual([expect.objectContaining({ renderContext: "deleteitems", renderData: ids })]);
  });
});
