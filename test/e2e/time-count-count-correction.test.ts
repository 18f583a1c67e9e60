// Time Count: the GM corrects a combatant's next count from the tracker (issue 13). Placed at
// Zherynn 6, Garret 7, the bandit 9, the GM moves the bandit to count 7 (after Garret, already there)
// in one Combatant write; a count before the current one is refused in plain words, writing nothing;
// a player's tracker has no such button.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  expectWrites,
  lastError,
  placeAndBegin,
  resetStats,
  startTimeCount,
  useSandbox,
  type Sandbox,
} from "../foundry/time-count/e2e-helpers";

const dialog = (page: Page) => page.locator(".application.dialog").last();
const order = (page: Page) =>
  page.locator("#combat-panel .tempo-tc-timeline .tempo-tc-row .tempo-tc-name").allTextContents();
const nextOf = (page: Page, name: string) =>
  page.locator("#combat-panel .tempo-tc-timeline .tempo-tc-row", { hasText: name }).locator(".tempo-tc-next");
const setCountOf = (page: Page, name: string) =>
  page
    .locator("#combat-panel .tempo-tc-timeline .tempo-tc-row", { hasText: name })
    .locator(".tempo-tc-set-count");

describe("Time Count: the GM corrects a next count", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;
  useSandbox(startTimeCount, (s) => ({ sb, gm, player } = s));

  it("moves the bandit from 9 to 7: after Garret, one Combatant write; players have no such button", async () => {
    await placeAndBegin(gm, { Zherynn: [3], Garret: [3], Bandit: [5] }, { banditAt: 9, first: 6 });
    await expect(order(gm)).resolves.toEqual(["Zherynn", "Garret", "Bandit"]);
    await expect(setCountOf(player, "Bandit").count()).resolves.toBe(0);
    await resetStats(gm);
    await setCountOf(gm, "Bandit").click();
    await expect(dialog(gm).locator('[name="count"]').inputValue()).resolves.toBe("9");
    await dialog(gm).locator('[name="count"]').fill("7");
    await sb.screenshot(gm, "time-count-count-correction");
    await dialog(gm).locator('[data-dialog-action="set"]').click();
    await expect.poll(() => nextOf(gm, "Bandit").textContent()).toBe("7");
    await expectWrites(gm, ["update Combatant"]);
    await expect(order(gm)).resolves.toEqual(["Zherynn", "Garret", "Bandit"]);
    await expect.poll(() => nextOf(player, "Bandit").textContent()).toBe("7");
  });

  it("refuses a count before the current one (6) with a plain message, writing nothing", async () => {
    await resetStats(gm);
    await setCountOf(gm, "Garret").click();
    await dialog(gm).locator('[name="count"]').fill("5");
    await dialog(gm).locator('[data-dialog-action="set"]').click();
    await expect
      .poll(() => lastError(gm))
      .toBe("Count 5 is not possible: the Time Count is already at 6; choose 6 or later.");
    await expectWrites(gm, []);
    await expect(nextOf(gm, "Garret").textContent()).resolves.toBe("7");
  });

  it("answers a bad count in the dialog, which keeps what was typed; corrected, it is set (issue 30)", async () => {
    // the refused dialog of the test before is still open (it keeps what was typed): closed first
    for (const cancel of await gm.locator(".application.dialog [data-dialog-action='cancel']").all())
      await cancel.click();
    await expect.poll(() => gm.locator(".application.dialog").count()).toBe(0);
    await resetStats(gm);
    await setCountOf(gm, "Garret").click();
    await dialog(gm).locator('[name="count"]').fill("4");
    await dialog(gm).locator('[data-dialog-action="set"]').click();
    await expect
      .poll(() => lastError(gm))
      .toBe("Count 4 is not possible: the Time Count is already at 6; choose 6 or later.");
    // the dialog stays open with the typed value, and nothing went to the GM's clock
    await expect.poll(() => gm.locator(".application.dialog").count()).toBe(1);
    await expect(dialog(gm).locator('[name="count"]').inputValue()).resolves.toBe("4");
    await expectWrites(gm, []);
    await dialog(gm).locator('[name="count"]').fill("8");
    await dialog(gm).locator('[data-dialog-action="set"]').click();
    await expect.poll(() => nextOf(gm, "Garret").textContent()).toBe("8");
    await expectWrites(gm, ["update Combatant"]);
  });
});
