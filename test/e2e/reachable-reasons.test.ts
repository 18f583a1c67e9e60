// Why a button is grey, reached without a mouse (issue 29): a Tempo button that may not be used now stays
// focusable (aria-disabled), shows its reason as the tooltip when focused, is described by it for a screen
// reader, and says it as a notification when pressed with Enter or tapped on a touch screen, sending
// nothing. Played under Combat Roll, off the player's turn: the sheet's Strike and the Ork's card.
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  USERS,
  describedReason,
  notifications,
  resetStats,
  waitReady,
  writes,
  type Sandbox,
} from "./harness";
import {
  ALDRIC,
  GOBLIN,
  ORK,
  activeName,
  openSheet,
  startCombatRoll,
  useSandbox,
} from "../foundry/combat-roll/e2e-helpers";

const NOT_HIS_TURN = "It is not Aldric's turn.";

describe("a grey button says why to a keyboard and a touch screen (issue 29)", () => {
  let sb: Sandbox;
  let gm: Page;
  let touch: Page;

  // the Ork acts first, so every action of Aldric's sheet waits for his turn
  useSandbox(
    async () => {
      const started = await startCombatRoll({ [ALDRIC]: 1, [ORK]: 6, [GOBLIN]: 2 });
      // the player on a touch screen: a page of its own, in a browser context with touch
      const context = await started.sb.browser.newContext({
        hasTouch: true,
        viewport: { width: 1400, height: 900 },
      });
      context.setDefaultTimeout(10_000);
      const page = await context.newPage();
      await page.goto(`${started.sb.url}?user=${USERS.player}`);
      await waitReady(page);
      return { ...started, touch: page };
    },
    (s) => ({ sb, gm, touch } = s),
    60_000,
  );
  afterAll(async () => {
    await touch.context().close();
  });

  const strikeSelector = `.tempo-cr-strike`;

  it("the off-turn Strike is focusable: focus shows its reason, and a screen reader is told it", async () => {
    await expect.poll(() => activeName(gm)).toBe("Ork Raider");
    const sheet = await openSheet(touch, ALDRIC);
    const strike = sheet.locator(strikeSelector).first();
    await expect.poll(() => strike.getAttribute("aria-disabled")).toBe("true");
    await expect(strike.isDisabled()).resolves.toBe(true);
    await strike.focus();
    await expect(strike.evaluate((el) => document.activeElement === el)).resolves.toBe(true);
    await expect.poll(() => touch.locator("#tooltip").textContent()).toBe(NOT_HIS_TURN);
    await expect(describedReason(strike)).resolves.toBe(NOT_HIS_TURN);
    await sb.screenshot(touch, "reachable-reason-focused");
  });

  it("Enter on it says the reason and sends nothing", async () => {
    await resetStats(gm);
    const before = (await notifications(touch)).length;
    await touch.keyboard.press("Enter");
    await expect
      .poll(async () => (await notifications(touch)).slice(before))
      .toEqual([{ type: "warning", message: NOT_HIS_TURN }]);
    expect(await writes(gm)).toEqual([]);
  });

  it("a tap on it says the reason and sends nothing", async () => {
    await resetStats(gm);
    const before = (await notifications(touch)).length;
    // forced: Playwright waits for an enabled element, and this one is announced as unavailable
    await touch.locator(strikeSelector).first().tap({ force: true });
    await expect
      .poll(async () => (await notifications(touch)).slice(before))
      .toEqual([{ type: "warning", message: NOT_HIS_TURN }]);
    expect(await writes(gm)).toEqual([]);
  });
});
