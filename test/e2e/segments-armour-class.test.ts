// Issue 13, Segmented Rounds: an actor keeps both armour-class conventions (interpretation 3), but the
// sheet shows the world's first. The header's key numbers and the Statistics tab's first pair follow the
// world setting (descending AC + THAC0, or ascending AC + attack bonus); the other pair is folded away
// as the one this world's attacks do not read. Before, the header showed AC and THAC0 in every world.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  OSWIN,
  sheetOf,
  showTab,
  startSegmentsGM,
  updateActor,
  useSandbox,
} from "../foundry/segments/sandbox-helpers";

describe("Segmented Rounds: the sheet in the world's armour-class convention", () => {
  let gm: Page;

  useSandbox(
    () =>
      startSegmentsGM(async (page) => {
        await updateActor(page, OSWIN, {
          "system.stats.segments.armorClass": 4,
          "system.stats.segments.thac0": 17,
          "system.stats.segments.ascendingArmorClass": 16,
          "system.stats.segments.toHit": 3,
        });
      }),
    (s) => ({ gm } = s),
    90_000,
  );

  const summary = (sheet: Awaited<ReturnType<typeof sheetOf>>) =>
    sheet
      .locator(".tempo-summary div")
      .evaluateAll((els) =>
        els.map((el) => `${el.querySelector("dt")?.textContent} ${el.querySelector("dd")?.textContent}`),
      );
  const firstPair = (sheet: Awaited<ReturnType<typeof sheetOf>>) =>
    sheet
      .locator(".tempo-sg-core input")
      .evaluateAll((els) => els.slice(0, 2).map((e) => e.getAttribute("name")));

  it("descending (the default): AC 4 and THAC0 17 in the header and first; the ascending pair folded", async () => {
    const sheet = await sheetOf(gm, OSWIN);
    await expect.poll(() => summary(sheet)).toEqual(["Armour class 4", "THAC0 (to hit AC 0) 17"]);
    expect(await firstPair(sheet)).toEqual([
      "system.stats.segments.armorClass",
      "system.stats.segments.thac0",
    ]);
    await showTab(sheet, "statistics");
    const folded = sheet.locator(".tempo-sg-other-ac");
    expect(await folded.locator("input[name='system.stats.segments.ascendingArmorClass']").isVisible()).toBe(
      false,
    );
    await folded.locator("summary").click();
    expect(await folded.locator("input[name='system.stats.segments.ascendingArmorClass']").inputValue()).toBe(
      "16",
    );
  });

  it("ascending: AC 16 and to-hit bonus 3 in the header and first; the descending pair folded", async () => {
    await gm.evaluate(async () => {
      const g = (
        window as unknown as {
          game: { settings: { set(ns: string, key: string, v: string): Promise<unknown> } };
        }
      ).game;
      await g.settings.set("tempo", "segmentsArmorClass", "ascending");
    });
    // the open sheet redraws itself on the setting change (no reopening)
    const sheet = gm.locator(`form.application.sheet[id$="Actor-${OSWIN}"]`).first();
    await expect.poll(() => summary(sheet)).toEqual(["Armour class 16", "To-hit bonus 3"]);
    expect(await firstPair(sheet)).toEqual([
      "system.stats.segments.ascendingArmorClass",
      "system.stats.segments.toHit",
    ]);
    expect(
      await sheet.locator(".tempo-sg-other-ac input[name='system.stats.segments.armorClass']").inputValue(),
    ).toBe("4");
  });
});
