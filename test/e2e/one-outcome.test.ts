// One action, one outcome (issue 26): an action the GM performs either lands every write (its cards, the
// turn it cost, its documents) or leaves none of them. The stand-in's world server is made to refuse the
// turn's write (as Foundry's server may: a database error, a lost connection); the attack card posted
// before it is taken back, the clock is as it was, and the one who clicked is told once, in words.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BANDIT,
  ZHERYNN,
  cards,
  clock,
  dice,
  errorNotices,
  lastError,
  openSheet,
  pageErrors,
  placeAndBegin,
  settle,
  startTimeCount,
  target,
  tc,
  useSandbox,
  writes,
  resetStats,
  type Sandbox,
} from "../foundry/time-count/e2e-helpers";

const NOT_APPLIED = "That action could not be saved, so none of it was kept";

/** The player's dagger attack on the bandit through the modifier dialog (the GM rolls it). */
async function daggerAttack(player: Page): Promise<void> {
  const sheet = await openSheet(player, ZHERYNN);
  await sheet.locator(".tempo-tc-weapon", { hasText: "Dagger" }).locator(".tempo-tc-attack").click();
  const dialog = player.locator(".application.dialog");
  await expect.poll(() => dialog.count()).toBe(1);
  await dialog.locator('[data-dialog-action="roll"]').click();
}

const messageCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { game: { messages: { size: number } } }).game.messages.size);

describe("one action, one outcome", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  useSandbox(startTimeCount, (s) => ({ sb, gm, player } = s));

  it("Zherynn is due first, at count 5", async () => {
    await placeAndBegin(gm, { Zherynn: [2], Garret: [3], Bandit: [3] }, { banditAt: 7, first: 5 });
    await target(player, BANDIT);
  });

  it("a stance whose turn write fails: the actor's stance, written first, is set back; no line in chat", async () => {
    const stance = (await tc(gm, ZHERYNN)).stance;
    const messages = await messageCount(gm);
    const sheet = await openSheet(player, ZHERYNN);
    await resetStats(gm);
    sb.server.world.failNext({ documentName: "Combatant", action: "update" });
    await dice(gm, [2]); // Swift 1d4+2 [2]
    await sheet.locator(".tempo-tc-action", { hasText: "Cautious" }).locator(".tempo-tc-perform").click();
    await expect.poll(() => errorNotices(player)).toEqual([expect.stringContaining(NOT_APPLIED)]);
    await expect.poll(() => writes(gm)).toEqual(["update Actor", "update Combatant", "update Actor"]);
    await settle(async () => (await tc(player, ZHERYNN)).stance === stance);
    expect((await tc(gm, ZHERYNN)).stance).toBe(stance);
    expect(await messageCount(gm)).toBe(messages);
    expect((await clock(gm)).combatants.Zherynn?.pending).toBe("");
  });

  it("the turn's write fails at the server: the attack card is taken back, the clock unchanged, the player told once", async () => {
    const before = await clock(gm);
    const messages = await messageCount(gm);
    const cardsBefore = await cards(player).count();
    await resetStats(gm);
    sb.server.world.failNext({ documentName: "Combatant", action: "update" });
    await dice(gm, [15, 3, 3]);
    await daggerAttack(player);
    await expect.poll(async () => (await errorNotices(player)).length).toBe(2);
    expect(await lastError(player)).toContain(NOT_APPLIED);
    // the card landed first, then the turn failed: the card is deleted again, on every client
    await expect
      .poll(() => writes(gm))
      .toEqual(["create ChatMessage", "update Combatant", "delete ChatMessage"]);
    await settle(
      async () => (await messageCount(gm)) === messages && (await messageCount(player)) === messages,
    );
    await expect.poll(() => cards(player).count()).toBe(cardsBefore);
    expect(await clock(gm)).toEqual(before);
    expect(await clock(player)).toEqual(before);
    // told once, the one who clicked only
    expect(await errorNotices(player)).toHaveLength(2); // this one and the stance's
    expect(await errorNotices(gm)).toEqual([]);
  });

  it("nothing half-done is left to block the action: the same attack then lands whole", async () => {
    await dice(gm, [15, 3, 3]);
    await daggerAttack(player);
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 11);
    await expect.poll(() => cards(player).count()).toBe(1);
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
