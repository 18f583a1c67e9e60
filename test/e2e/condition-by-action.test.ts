// A condition whose end is an action (issue 28): under Combat Roll a player may not clear Prone by a toggle
// (the sheet's condition button nor the token HUD's palette: standing up is the action that ends it) nor
// mark their character Unconscious (the health door owns it); the refusal is a warning naming what ends
// it, and nothing is written. The sheet shows the toggle inert with its reason, still reachable by keyboard.
// The GM may still set and clear either; a condition the rules leave to toggles still toggles for a player.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  ALDRIC,
  hasStatus,
  noticeText,
  openSheet,
  pageErrors,
  resetStats,
  startCombatRoll,
  useSandbox,
  writes,
} from "../foundry/combat-roll/e2e-helpers";

describe("Combat Roll: Prone and Unconscious are not a player's toggles", () => {
  let gm: Page;
  let player: Page;

  useSandbox(
    () => startCombatRoll(),
    (s) => ({ gm, player } = s),
  );

  const palette = (page: Page, status: string) =>
    page.locator(`[data-actor-id="${ALDRIC}"] .token-status[data-status-id="${status}"]`).first();

  it("the GM knocks Aldric prone from the token HUD's palette", async () => {
    await palette(gm, "prone").click();
    await expect.poll(() => hasStatus(gm, ALDRIC, "prone")).toBe(true);
    await expect.poll(() => hasStatus(player, ALDRIC, "prone")).toBe(true);
  });

  it("the player's sheet shows Prone's remove inert, saying why, reachable by keyboard; a click is refused", async () => {
    const sheet = await openSheet(player, ALDRIC);
    // the active Prone in the sheet's list of active conditions, its "×" the player's control
    const toggle = sheet.locator('.tempo-condition-remove[data-condition-id="prone"]');
    await expect.poll(() => toggle.getAttribute("aria-disabled")).toBe("true");
    // not the `disabled` attribute, which takes a button out of the Tab order
    expect(await toggle.evaluate((el) => (el as HTMLButtonElement).disabled)).toBe(false);
    const why = await toggle.getAttribute("data-tooltip");
    expect(why).toMatch(/standing up/);
    const described = await toggle.getAttribute("aria-describedby");
    expect(await sheet.locator(`[id="${described}"]`).textContent()).toBe(why);
    await toggle.focus();
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    // a condition the rules leave to toggles is a plain button (in the "Add a condition" menu)
    expect(
      await sheet.locator('.tempo-condition-option[data-condition-id="dazed"]').getAttribute("aria-disabled"),
    ).toBe(null);

    await resetStats(player);
    await toggle.press("Enter"); // from the keyboard (Playwright will not click an aria-disabled button)
    await expect.poll(() => noticeText(player)).toMatch(/Prone is ended by standing up/);
    expect(await writes(player)).toEqual([]);
    expect(await hasStatus(gm, ALDRIC, "prone")).toBe(true);
  });

  it("the player's palette may not clear Prone nor set Unconscious; it still toggles Dazed", async () => {
    await resetStats(player);
    await palette(player, "prone").click();
    await expect.poll(() => noticeText(player)).toMatch(/Prone is ended by standing up.*only the GM/);
    await palette(player, "unconscious").click();
    await expect
      .poll(() => noticeText(player))
      .toMatch(/Unconscious is set and cleared by the creature's Health/);
    expect(await writes(player)).toEqual([]);
    expect(await hasStatus(gm, ALDRIC, "prone")).toBe(true);
    expect(await hasStatus(gm, ALDRIC, "unconscious")).toBe(false);

    await palette(player, "dazed").click();
    await expect.poll(() => hasStatus(gm, ALDRIC, "dazed")).toBe(true);
  });

  it("the GM clears Prone from the sheet's list of active conditions; the player's sheet follows", async () => {
    const sheet = await openSheet(gm, ALDRIC);
    const toggle = sheet.locator('.tempo-condition-remove[data-condition-id="prone"]');
    expect(await toggle.getAttribute("aria-disabled")).toBe(null);
    await toggle.click();
    await expect.poll(() => hasStatus(gm, ALDRIC, "prone")).toBe(false);
    await expect.poll(() => hasStatus(player, ALDRIC, "prone")).toBe(false);
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
