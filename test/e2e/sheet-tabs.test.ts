// Issue 13: the character sheet in v13 tabs (Combat first, Statistics, Gear, Notes). Foundry draws the
// active tab from the template (each panel reads `tabs.<id>.cssClass` from `_prepareTabs`), and the
// stand-in no longer puts the tab back after a render, so a re-render keeping the chosen tab here means
// the templates keep it, as they must in Foundry. Keyboard: the tabs are buttons, and the Combat tab's
// actions come before any statistic in Tab order.
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { useSandbox } from "./harness";
import { startZherynnSheet, tc, ZHERYNN } from "../foundry/time-count/e2e-helpers";

describe("the actor sheet's tabs (issue 13)", () => {
  let gm: Page;
  let sheet: Locator;

  useSandbox(startZherynnSheet, (s) => ({ gm, sheet } = s));

  const tab = (id: string) => sheet.locator(`nav.tempo-sheet-tabs [data-tab="${id}"]`);
  const panel = (id: string) => sheet.locator(`.tab[data-group="primary"][data-tab="${id}"]`);
  const strength = () => sheet.locator('input[name="system.stats.timeCount.attributes.strength"]');

  it("opens on Combat: the attacks shown, the statistics hidden, the tab marked selected", async () => {
    expect(await sheet.locator("nav.tempo-sheet-tabs [data-tab]").allTextContents()).toEqual(
      ["Combat", "Statistics", "Gear", "Notes"].map((t) => expect.stringContaining(t)),
    );
    expect(await tab("combat").getAttribute("aria-selected")).toBe("true");
    expect(await sheet.locator(".tempo-tc-attack").first().isVisible()).toBe(true);
    expect(await strength().isVisible()).toBe(false);
    for (const id of ["statistics", "gear", "notes"]) expect(await panel(id).isVisible()).toBe(false);
  });

  it("switches on a click: one panel at a time, aria-selected follows", async () => {
    await tab("statistics").click();
    expect(await strength().isVisible()).toBe(true);
    expect(await panel("combat").isVisible()).toBe(false);
    expect(await tab("statistics").getAttribute("aria-selected")).toBe("true");
    expect(await tab("combat").getAttribute("aria-selected")).toBe("false");
  });

  it("keeps the chosen tab through the re-render an edit causes", async () => {
    const before = Number(await strength().inputValue());
    await strength().fill(String(before + 1));
    await strength().press("Tab");
    await expect
      .poll(async () => ((await tc(gm, ZHERYNN)).attributes as unknown as { strength: number }).strength)
      .toBe(before + 1);
    // the stats part was drawn again (the new value is in a new element), on the Statistics tab
    await expect.poll(() => strength().inputValue()).toBe(String(before + 1));
    expect(await strength().isVisible()).toBe(true);
    expect(await panel("combat").isVisible()).toBe(false);
    // a render asked for by code: every part drawn again
    await gm.evaluate(
      (id) =>
        (
          window as unknown as {
            game: { actors: { get(i: string): { sheet: { render(): Promise<unknown> } } | undefined } };
          }
        ).game.actors
          .get(id)
          ?.sheet.render(),
      ZHERYNN,
    );
    expect(await panel("statistics").isVisible()).toBe(true);
    expect(await tab("statistics").getAttribute("aria-selected")).toBe("true");
  });

  it("works from the keyboard: Enter on a focused tab switches to it", async () => {
    await tab("gear").focus();
    await gm.keyboard.press("Enter");
    expect(await panel("gear").isVisible()).toBe(true);
    expect(await sheet.locator(".tempo-item-name").first().isVisible()).toBe(true);
    await tab("combat").focus();
    await gm.keyboard.press("Enter");
    expect(await panel("combat").isVisible()).toBe(true);
  });

  it("puts the Combat tab's actions before any statistic in Tab order", async () => {
    const order = await sheet.evaluate((form) =>
      [...form.querySelectorAll<HTMLElement>("button, input, select, textarea, a[href]")]
        .filter((el) => !(el as HTMLButtonElement).disabled && el.tabIndex >= 0)
        .map((el) => el.getAttribute("name") ?? el.className),
    );
    const firstAttack = order.findIndex((c) => c.includes("tempo-tc-attack"));
    const firstStatistic = order.findIndex((c) => c.includes("attributes.strength"));
    expect(firstAttack).toBeGreaterThan(-1);
    expect(firstAttack).toBeLessThan(firstStatistic);
  });
});
