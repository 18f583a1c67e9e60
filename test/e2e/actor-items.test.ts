// Items on the actor sheet: an owner adds an item of any type from its group's "+" (one write, its
// sheet opens) and removes one with the row's "×" after confirming (one write; cancelling writes
// nothing); the owner's notes are edited as HTML and shown without their scripts. A player sees no
// such controls on a sheet it may only look at.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { expectWrites, resetStats, showTab, startTempo, USERS, type Sandbox } from "./harness";

interface ItemDoc {
  id: string;
  name: string;
  type: string;
  update(changes: object): Promise<unknown>;
}
type Win = Window & {
  __pwned?: number;
  game: {
    actors: {
      getName(
        n: string,
      ):
        { id: string; items: { contents: ItemDoc[] }; update(changes: object): Promise<unknown> } | undefined;
    };
  };
};

const itemsOf = (page: Page, actor: string): Promise<{ name: string; type: string }[]> =>
  page.evaluate(
    (n) =>
      (window as unknown as Win).game.actors
        .getName(n)
        ?.items.contents.map((i) => ({ name: i.name, type: i.type })) ?? [],
    actor,
  );

describe("adding and removing items on the actor sheet", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;
  let sheet: Locator;
  let zherynn: string;

  beforeAll(async () => {
    sb = await startTempo();
    gm = await sb.open("gm");
    player = await sb.open("player");
    zherynn = await player.evaluate(
      () => (window as unknown as Win).game.actors.getName("Zherynn")?.id ?? "",
    );
    await player.locator(`[data-actor-id="${zherynn}"] .open-sheet`).click();
    sheet = player.locator(`form.application.sheet[id$="Actor-${zherynn}"]`);
    await sheet.waitFor();
    await showTab(sheet, "gear");
  });
  afterAll(async () => {
    await sb?.close();
  });

  it("offers a '+' for each of the six item types on the owner's sheet", async () => {
    await expect
      .poll(() =>
        sheet.locator(".tempo-create").evaluateAll((b) => b.map((e) => e.getAttribute("data-type"))),
      )
      .toEqual(["weapon", "armor", "shield", "spell", "action", "gear"]);
    await expect(sheet.locator('.tempo-create[data-type="spell"]').getAttribute("title")).resolves.toBe(
      "Add Spell",
    );
  });

  it("adds a new spell in one write and opens its sheet", async () => {
    const before = await itemsOf(player, "Zherynn");
    await resetStats(player);
    await sheet.locator('.tempo-create[data-type="spell"]').click();
    await expect.poll(async () => (await itemsOf(player, "Zherynn")).length).toBe(before.length + 1);
    await expectWrites(player, ["create Item"]);
    expect((await itemsOf(player, "Zherynn")).filter((i) => i.type === "spell").map((i) => i.name)).toContain(
      "New Spell",
    );
    const itemSheet = player.locator("form.application.sheet.item", {
      has: player.locator("input[name='name']"),
    });
    await expect.poll(() => itemSheet.locator("input[name='name']").last().inputValue()).toBe("New Spell");
    await expect
      .poll(() => sheet.locator('.tempo-item-list[data-group="spell"] .tempo-item-name').allTextContents())
      .toContain("New Spell");
  });

  it("opens an item's sheet from the keyboard: its name is a button, reached with Tab, pressed with Enter", async () => {
    const row = sheet.locator('.tempo-item-list[data-group="weapon"] .tempo-item').first();
    const id = (await row.getAttribute("data-item-id")) ?? "";
    const name = row.locator(".tempo-item-name");
    await name.focus();
    await expect(name.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await player.keyboard.press("Enter");
    const itemSheet = player.locator(`form.application.sheet[id$="Item-${id}"]`);
    await expect
      .poll(() => itemSheet.locator("input[name='name']").inputValue())
      .toBe(await name.textContent());
  });

  it("asks before removing an item: 'No' keeps it and writes nothing, 'Yes' removes it in one write", async () => {
    // a hostile name must show as text in the question too
    const hostile = `<img src=x onerror="window.__pwned=1">New Spell`;
    await player.evaluate(async (name) => {
      const spell = (window as unknown as Win).game.actors
        .getName("Zherynn")
        ?.items.contents.find((i) => i.name === "New Spell");
      await spell?.update({ name });
    }, hostile);
    const row = sheet.locator(".tempo-item", { hasText: hostile });
    await expect.poll(() => row.count()).toBe(1);
    const count = (await itemsOf(player, "Zherynn")).length;

    await resetStats(player);
    await row.locator(".tempo-delete").click();
    const dialog = player.locator(".application.dialog").last();
    await expect.poll(() => dialog.textContent()).toContain(`Delete ${hostile} from Zherynn?`);
    expect(await player.locator("img[src='x']").count()).toBe(0);
    await dialog.locator('[data-dialog-action="no"]').click();
    await expect.poll(() => player.locator(".application.dialog").count()).toBe(0);
    expect((await itemsOf(player, "Zherynn")).length).toBe(count);
    await expectWrites(player, []);

    await row.locator(".tempo-delete").click();
    await player.locator('.application.dialog [data-dialog-action="yes"]').click();
    await expect.poll(async () => (await itemsOf(player, "Zherynn")).length).toBe(count - 1);
    await expectWrites(player, ["delete Item"]);
    await expect.poll(() => row.count()).toBe(0);
    expect(await player.evaluate(() => (window as unknown as Win).__pwned)).toBeUndefined();
  });

  it("keeps the owner's notes: typed HTML is stored in one write and shown formatted, without its scripts", async () => {
    await resetStats(player);
    await showTab(sheet, "notes");
    await sheet.locator(".tempo-notes summary").click();
    const notes = `<p>Sworn to <em>the Order</em>.</p><img src="x" onerror="window.__pwned=9">`;
    await sheet.locator('textarea[name="system.biography"]').fill(notes);
    await sheet.locator('textarea[name="system.biography"]').blur();
    await expect
      .poll(() =>
        player.evaluate(
          () =>
            (
              (window as unknown as Win).game.actors.getName("Zherynn") as unknown as {
                system: { biography: string };
              }
            ).system.biography,
        ),
      )
      .toBe(notes);
    await expectWrites(player, ["update Actor"]);
    await expect.poll(() => sheet.locator(".tempo-biography em").textContent()).toBe("the Order");
    expect(await sheet.locator(".tempo-biography [onerror]").count()).toBe(0);
    await sheet.locator(".tempo-notes").scrollIntoViewIfNeeded();
    await sb.screenshot(player, "actor-sheet-notes");
    expect(await player.evaluate(() => (window as unknown as Win).__pwned)).toBeUndefined();
  });

  it("shows no '+' or '×' on a sheet the player may only observe", async () => {
    const garret = await gm.evaluate(async (playerId) => {
      const actor = (window as unknown as Win).game.actors.getName("Garret");
      await actor?.update({ ownership: { [playerId]: 2 } }); // OBSERVER
      return actor?.id ?? "";
    }, USERS.player);
    const open = player.locator(`[data-actor-id="${garret}"] .open-sheet`);
    await expect.poll(() => open.isEnabled()).toBe(true);
    await open.click();
    const other = player.locator(`form.application.sheet[id$="Actor-${garret}"]`);
    await expect.poll(() => other.count()).toBe(1);
    await expect.poll(() => other.locator(".tempo-item").count()).toBeGreaterThan(0);
    expect(await other.locator(".tempo-create, .tempo-delete, textarea").count()).toBe(0);
  });
});
