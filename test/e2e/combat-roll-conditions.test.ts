// Combat Roll's conditions are status effects (issue 10): the token HUD's status palette toggles the Ork
// Raider's Prone (an unlinked NPC: its token's actor), and the next attack on that token shows it on the
// card; toggled off, the next card no longer does.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  ALDRIC,
  ORK,
  dialog,
  hasStatus,
  lastAttack,
  openSheet,
  startTempo,
  target,
  useSandbox,
  waitReady,
} from "../foundry/combat-roll/e2e-helpers";

describe("Combat Roll conditions from the token HUD", () => {
  let gm: Page;

  useSandbox(
    async () => {
      const started = await startTempo({ sampleCombat: false });
      return { sb: started, gm: await started.open("gm") };
    },
    (s) => ({ gm } = s),
  );

  const proneToggle = () =>
    gm.locator(`[data-actor-id="${ORK}"] .token-status[data-status-id="prone"]`).first();

  /** Aldric (the GM at his sheet, out of a fight) strikes the Ork; the card's listed target conditions. */
  async function strike(): Promise<string[]> {
    const cards = await gm.locator(".chat-message .tempo-cr-attack-card").count();
    const sheet = await openSheet(gm, ALDRIC);
    await target(gm, ORK);
    await sheet.locator(".tempo-cr-strike").click();
    await expect.poll(() => dialog(gm).count()).toBe(1);
    await dialog(gm).locator('[data-dialog-action="roll"]').click();
    await expect.poll(() => gm.locator(".chat-message .tempo-cr-attack-card").count()).toBe(cards + 1);
    await sheet.locator('[data-action="close"]').first().click();
    return lastAttack(gm)
      .locator(".tempo-cr-target-conditions .tempo-cr-condition")
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.condition ?? ""));
  }

  it("toggles Prone on the Ork's token, and the next attack's card shows it; toggled off, it is gone", async () => {
    await Promise.all([gm.waitForEvent("load"), gm.locator("#sandbox-ruleset").selectOption("combat-roll")]);
    await waitReady(gm);
    await expect.poll(() => proneToggle().count()).toBe(1);
    expect(await proneToggle().getAttribute("data-img")).toBe("icons/svg/falling.svg");
    expect(await strike()).toEqual([]);

    await proneToggle().click();
    await expect.poll(() => proneToggle().getAttribute("aria-pressed")).toBe("true");
    expect(await hasStatus(gm, ORK, "prone")).toBe(true);
    expect(await strike()).toEqual(["prone"]);
    await expect(lastAttack(gm).locator(".tempo-cr-target-conditions").textContent()).resolves.toContain(
      "Ork Raider is Prone",
    );

    await proneToggle().click();
    await expect.poll(() => proneToggle().getAttribute("aria-pressed")).toBe("false");
    expect(await strike()).toEqual([]);
  });
});
