// Issue 30: actions that left no line in chat (Wait, Wait until, moved while preparing), a move line that
// did not say how far, and the tracker's header saying "Round 1" in a ruleset without rounds.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  GARRET,
  ZHERYNN,
  advanceTo,
  clock,
  openSheet,
  placeAndBegin,
  settle,
  startTimeCount,
  useSandbox,
} from "../foundry/time-count/e2e-helpers";

const lines = (page: Page) => page.locator(".chat-message .tempo-tc-act-line");

describe("Time Count: every action's line, and the header (issue 30)", () => {
  let gm: Page;
  let player: Page;

  useSandbox(
    () => startTimeCount(),
    (s) => ({ gm, player } = s),
  );

  it("the header names the count, not a round", async () => {
    await placeAndBegin(gm, { Zherynn: [3], Garret: [3], Bandit: [5] }, { banditAt: 9, first: 6 });
    await expect.poll(() => gm.locator(".encounter-title").textContent()).toBe("Time Count 6");
    await expect.poll(() => player.locator(".encounter-title").textContent()).toBe("Time Count 6");
  });

  it("moved while preparing: a line with the casting DC it raised", async () => {
    const sheet = await openSheet(player, ZHERYNN);
    await sheet.locator(".tempo-tc-spell", { hasText: "Force Bolt" }).locator(".tempo-tc-prepare").click();
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 9);
    await sheet.locator(".tempo-tc-moved").click();
    await expect
      .poll(() => lines(gm).last().textContent())
      .toBe("Zherynn moved while preparing Force Bolt: casting DC 13.");
  });

  it("Wait 1 TC and Wait until leave a line with the count of the next turn", async () => {
    await advanceTo(gm, 7);
    await expect.poll(() => gm.locator(".encounter-title").textContent()).toBe("Time Count 7");
    await gm.locator(".tempo-tc-due-row", { hasText: "Garret" }).locator(".tempo-tc-wait").click();
    await settle(async () => (await clock(gm)).combatants.Garret?.next === 8);
    await expect.poll(() => lines(player).last().textContent()).toBe("Garret waits: next turn at count 8.");
    await advanceTo(gm, 8);
    await gm.locator(".tempo-tc-due-row", { hasText: "Garret" }).locator(".tempo-tc-wait-until").click();
    await settle(async () => (await clock(gm)).combatants.Garret?.next === 9);
    await expect.poll(() => lines(player).last().textContent()).toBe("Garret waits: next turn at count 9.");
  });

  it("a move line says how far", async () => {
    await advanceTo(gm, 9);
    const sheet = await openSheet(gm, GARRET);
    await sheet.locator(".tempo-tc-move").click();
    const dialog = gm.locator(".application.dialog");
    await dialog.locator('input[name="squares"]').fill("2");
    await dialog.locator("[data-dialog-action='move']").click();
    await expect.poll(() => lines(gm).last().textContent()).toMatch(/^Garret: Move 2 squares \(10 ft\)\. /);
  });
});
