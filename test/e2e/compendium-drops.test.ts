// Compendium drops (issue 31), as Foundry v13 core does them: an Item of a system pack dragged from the
// Compendium Packs tab onto an actor's sheet gives the actor a copy (one write; the locked pack keeps
// its own), an Actor of a pack dropped on the Actors directory is imported into the world (one
// write), and a player's drop on a sheet it only observes changes nothing.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectWrites, resetStats, useSandbox, writes } from "./harness";
import { GARRET, ZHERYNN, openSheet, startTimeCount } from "../foundry/time-count/e2e-helpers";

interface Entry {
  name: string;
  uuid: string;
}
type Win = Window & {
  game: {
    packs: { get(id: string): { index: { contents: Entry[] } } | undefined };
    actors: {
      contents: { name: string; _stats?: unknown; flags: Record<string, unknown> }[];
      get(
        id: string,
      ): { items: { contents: { name: string }[] }; update(d: object): Promise<unknown> } | undefined;
    };
  };
};

const firstEntry = (page: Page, pack: string) =>
  page.evaluate((id) => {
    const entry = (window as unknown as Win).game.packs.get(id)?.index.contents[0];
    return entry ? { name: entry.name, uuid: entry.uuid } : null;
  }, pack);
const packEntry = (page: Page, uuid: string): Locator =>
  page.locator(`#compendium-packs .directory-item[data-uuid="${uuid}"]`);
const itemNames = (page: Page, actorId: string) =>
  page.evaluate(
    (id) =>
      (window as unknown as Win).game.actors
        .get(id)
        ?.items.contents.map((i) => i.name)
        .sort() ?? [],
    actorId,
  );
const actorNames = (page: Page) =>
  page.evaluate(() => (window as unknown as Win).game.actors.contents.map((a) => a.name).sort());

/**
 * A drag from `source` dropped on `target`, the events dispatched with one DataTransfer: the directory
 * and the packs share one scrolling panel, where a pointer drag from a pack entry up to the directory
 * scrolls the source away mid-drag and Chromium drops nothing.
 */
async function dropOn(source: Locator, target: Locator): Promise<void> {
  const dataTransfer = await source.page().evaluateHandle(() => new DataTransfer());
  await source.dispatchEvent("dragstart", { dataTransfer });
  await target.dispatchEvent("dragover", { dataTransfer });
  await target.dispatchEvent("drop", { dataTransfer });
}

describe("dropping from a compendium, as Foundry does", () => {
  let gm: Page;
  let player: Page;
  useSandbox(
    () => startTimeCount(),
    async (s) => {
      ({ gm, player } = s);
      await gm.setViewportSize({ width: 2200, height: 1000 });
      await player.setViewportSize({ width: 2200, height: 1000 });
    },
  );

  it("an Item of a pack dropped on an actor's sheet is copied onto the actor, in one write", async () => {
    const entry = await firstEntry(gm, "tempo.time-count-weapons");
    expect(entry).not.toBeNull();
    if (!entry) return;
    const sheet = await openSheet(gm, ZHERYNN);
    const before = await itemNames(gm, ZHERYNN);
    await resetStats(gm);
    await packEntry(gm, entry.uuid).dragTo(sheet);
    await expect.poll(() => itemNames(gm, ZHERYNN)).toEqual([...before, entry.name].sort());
    await expectWrites(gm, ["create Item"]);
    // the pack keeps its entry (it is locked: nothing writes to it)
    expect(await firstEntry(gm, "tempo.time-count-weapons")).toEqual(entry);
  });

  it("an Actor of a pack dropped on the Actors directory is imported into the world, in one write", async () => {
    const entry = await firstEntry(gm, "tempo.time-count-bestiary");
    expect(entry).not.toBeNull();
    if (!entry) return;
    const before = await actorNames(gm);
    await resetStats(gm);
    await dropOn(packEntry(gm, entry.uuid), gm.locator("#world-actors"));
    await expect.poll(() => actorNames(gm)).toEqual([...before, entry.name].sort());
    await expectWrites(gm, ["create Actor"]);
    // the player sees the world's new actor too, whatever it may open of it
    await expect
      .poll(() => player.evaluate(() => (window as unknown as Win).game.actors.contents.length))
      .toBe(before.length + 1);
  });

  it("a player's drop on a sheet it only observes changes nothing", async () => {
    await gm.evaluate(
      (id) => (window as unknown as Win).game.actors.get(id)?.update({ ownership: { default: 2 } }),
      GARRET,
    );
    const entry = await firstEntry(player, "tempo.time-count-weapons");
    if (!entry) throw new Error("no weapon in the pack");
    const sheet = await openSheet(player, GARRET);
    const before = await itemNames(gm, GARRET);
    await resetStats(player);
    await packEntry(player, entry.uuid).dragTo(sheet);
    // a drop on a sheet that is not editable is refused before any write (v13 ActorSheetV2)
    await player.waitForTimeout(300);
    expect(await writes(player)).toEqual([]);
    expect(await itemNames(gm, GARRET)).toEqual(before);
  });
});
