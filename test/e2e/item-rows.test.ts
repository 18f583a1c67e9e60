// Items behave like Foundry items (issue 31): each row of the Gear tab has core's context menu (edit,
// duplicate, delete, post to chat), rows are reordered by dragging one onto another (core's `sort`,
// one batched write), and a row dragged onto another actor's sheet copies the item there.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectWrites, resetStats, showTab, useSandbox } from "./harness";
import { GARRET, ZHERYNN, openSheet, startZherynnSheet } from "../foundry/time-count/e2e-helpers";

type Win = Window & {
  game: {
    actors: { get(id: string): { items: { contents: { name: string; type: string }[] } } | undefined };
    messages: { contents: { content: string }[] };
  };
};

const weapons = (sheet: Locator) =>
  sheet.locator('.tempo-item-list[data-group="weapon"] .tempo-item .tempo-item-name').allTextContents();
const row = (sheet: Locator, name: string) =>
  sheet.locator(".tempo-item").filter({ has: sheet.page().locator(".tempo-item-name", { hasText: name }) });
const menu = (page: Page) => page.locator("#context-menu");
const itemNames = (page: Page, actorId: string) =>
  page.evaluate(
    (id) =>
      (window as unknown as Win).game.actors
        .get(id)
        ?.items.contents.map((i) => i.name)
        .sort() ?? [],
    actorId,
  );

describe("item rows like Foundry's", () => {
  let gm: Page;
  let sheet: Locator;
  useSandbox(startZherynnSheet, async (s) => {
    ({ gm, sheet } = s);
    await showTab(sheet, "gear");
  });

  it("a right click opens the row's menu: edit, duplicate, delete, post to chat", async () => {
    await row(sheet, "Shortbow").click({ button: "right" });
    expect(await menu(gm).locator(".context-item").allTextContents()).toEqual([
      "Edit",
      "Duplicate",
      "Delete",
      "Post to chat",
    ]);
    await gm.keyboard.press("Escape");
    await expect.poll(() => menu(gm).count()).toBe(0);
  });

  it("duplicates an item on the same actor, named as a copy, in one write", async () => {
    await resetStats(gm);
    await row(sheet, "Shortbow").click({ button: "right" });
    await menu(gm).locator(".context-item", { hasText: "Duplicate" }).click();
    await expect.poll(() => weapons(sheet)).toEqual(["Dagger", "Shortbow", "Shortbow (Copy)"]);
    await expectWrites(gm, ["create Item"]);
  });

  it("reorders by dragging a row onto another: it goes before it, in one batched write", async () => {
    await resetStats(gm);
    await row(sheet, "Shortbow (Copy)").dragTo(row(sheet, "Dagger"));
    await expect.poll(() => weapons(sheet)).toEqual(["Shortbow (Copy)", "Dagger", "Shortbow"]);
    await expectWrites(gm, ["update Item"]);
  });

  it("deletes from the menu after the confirmation", async () => {
    await row(sheet, "Shortbow (Copy)").click({ button: "right" });
    await menu(gm).locator(".context-item", { hasText: "Delete" }).click();
    await gm.locator(".application.dialog [data-action='yes']").click();
    await expect.poll(() => weapons(sheet)).toEqual(["Dagger", "Shortbow"]);
  });

  it("posts the item to chat", async () => {
    const before = await gm.evaluate(() => (window as unknown as Win).game.messages.contents.length);
    await row(sheet, "Dagger").click({ button: "right" });
    await menu(gm).locator(".context-item", { hasText: "Post to chat" }).click();
    await expect
      .poll(() => gm.evaluate(() => (window as unknown as Win).game.messages.contents.length))
      .toBe(before + 1);
    await expect(gm.locator(".chat-message .tempo-item-post").last().textContent()).resolves.toContain(
      "Dagger",
    );
  });

  it("copies an item to another actor dragged onto its sheet; the first keeps it", async () => {
    // room for both sheets side by side: the stand-in wraps its windows in a scrolling box, where a drag
    // from one sheet to the other would end outside the visible part
    const viewport = gm.viewportSize();
    await gm.setViewportSize({ width: 2200, height: 1000 });
    const garret = await openSheet(gm, GARRET);
    const before = await itemNames(gm, GARRET);
    await row(sheet, "Dagger").dragTo(garret);
    await expect.poll(() => itemNames(gm, GARRET)).toEqual([...before, "Dagger"].sort());
    expect(await itemNames(gm, ZHERYNN)).toContain("Dagger");
    if (viewport) await gm.setViewportSize(viewport);
  });
});
