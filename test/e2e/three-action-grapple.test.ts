// Three-Action Turns (seed 001), issue 30: grapples and maneuvers as the seed has them. The Brute (Size 1)
// grapples Mira (Size 0): she is Flat Footed to it (its attacks roll with advantage) and Entangled (no
// Move); she breaks free by winning a Grapple, then a Push; as large as the Bandit, her grapple halves her
// Speed; maneuvers are made with a weapon (Break deals the Longsword's 1d8 + STR). Outside a begun combat
// no action is spent, so each maneuver is one roll and its writes.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BANDIT,
  BRUTE,
  MIRA,
  creature,
  dialog,
  dice,
  lastCard,
  lastLine,
  openSheet,
  pageErrors,
  startThreeAction,
  target,
  useSandbox,
  type Sandbox,
} from "../foundry/three-action/e2e-helpers";

async function maneuver(
  page: Page,
  actorId: string,
  targetId: string,
  id: string,
  rolls: number[],
  gm: Page,
) {
  const sheet = await openSheet(page, actorId);
  await target(page, targetId);
  await dice(gm, rolls);
  await sheet.locator(`.tempo-ta-maneuver[data-maneuver="${id}"]`).click();
  await expect.poll(() => dialog(page).count()).toBe(1);
  const before = await gm.locator(".chat-message .tempo-ta-card").count();
  await dialog(page).locator('[data-dialog-action="roll"]').click();
  await expect.poll(() => gm.locator(".chat-message .tempo-ta-card").count()).toBe(before + 1);
  return sheet;
}

describe("Three-Action grapples (issue 30)", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  useSandbox(startThreeAction, (s) => ({ sb, gm, player } = s), 60_000);

  it("the Brute grapples Mira with its Greataxe (20 vs 11): Grappling and Grappled, paired", async () => {
    // Brute: 15 + Level 2 + STR 3; Mira resists with her Longsword: 5 + Level 3 + DEX 3
    await maneuver(gm, BRUTE, MIRA, "grapple", [15, 5], gm);
    await expect.poll(async () => (await creature(gm, MIRA)).statuses).toEqual(["grappled"]);
    expect((await creature(gm, BRUTE)).statuses).toEqual(["grappling"]);
    await expect(lastCard(gm).locator(".tempo-ta-total").textContent()).resolves.toBe("20");
  });

  it("Mira, grappled by a larger creature, is Entangled: her Move is disabled with the reason", async () => {
    const sheet = await openSheet(player, MIRA);
    const move = sheet.locator('.tempo-ta-act[data-id="move"]');
    await expect.poll(() => move.isDisabled()).toBe(true);
    expect(await move.getAttribute("data-tooltip")).toContain("larger creature");
  });

  it("the Brute's attack on the Mira it grapples rolls with advantage (Flat Footed to her grappler)", async () => {
    const sheet = await openSheet(gm, BRUTE);
    await target(gm, MIRA);
    await dice(gm, [3, 18, 5]);
    await sheet.locator(".tempo-ta-attack").first().click();
    await dialog(gm).locator('[data-dialog-action="roll"]').click();
    await expect.poll(async () => (await creature(gm, MIRA)).hp).toBe(24 - 8);
    // the card is written after the damage: wait for it
    await expect.poll(() => lastCard(gm).locator(".tempo-ta-formula").textContent()).toContain("2d20kh");
    await expect(lastCard(gm).locator(".tempo-ta-reasons").textContent()).resolves.toContain(
      "grappled by you",
    );
    await expect(lastCard(gm).locator(".tempo-ta-total").textContent()).resolves.toBe("23");
  });

  it("Mira wins a Grapple against her grappler (16 vs 13): the grapple ends for both, she may move", async () => {
    const sheet = await maneuver(player, MIRA, BRUTE, "grapple", [10, 8], gm);
    await expect.poll(async () => (await creature(gm, MIRA)).statuses).toEqual([]);
    expect((await creature(gm, BRUTE)).statuses).toEqual([]);
    await expect(lastCard(gm).locator(".tempo-ta-lines").textContent()).resolves.toContain("Breaks free");
    await expect.poll(() => sheet.locator('.tempo-ta-act[data-id="move"]').isDisabled()).toBe(false);
  });

  it("grappled again, Mira's successful Push on her grappler ends the grapple too", async () => {
    await maneuver(gm, BRUTE, MIRA, "grapple", [15, 5], gm);
    await expect.poll(async () => (await creature(gm, MIRA)).statuses).toEqual(["grappled"]);
    await maneuver(player, MIRA, BRUTE, "push", [10, 8], gm);
    await expect.poll(async () => (await creature(gm, MIRA)).statuses).toEqual([]);
    expect((await creature(gm, BRUTE)).statuses).toEqual([]);
    await expect(lastCard(gm).locator(".tempo-ta-lines").textContent()).resolves.toContain("Pushed 5 ft");
  });

  it("Mira grapples the Bandit, her size (14 vs 8): her Move is at half Speed, 15 ft", async () => {
    const sheet = await maneuver(player, MIRA, BANDIT, "grapple", [8, 5], gm);
    await expect.poll(async () => (await creature(gm, MIRA)).statuses).toEqual(["grappling"]);
    const before = await gm.locator(".chat-message .tempo-ta-line").count();
    await sheet.locator('.tempo-ta-act[data-id="move"]').click();
    await expect.poll(() => gm.locator(".chat-message .tempo-ta-line").count()).toBe(before + 1);
    await expect(lastLine(gm).textContent()).resolves.toContain("15 ft");
  });

  it("a Break is made with the chosen weapon: the Longsword's 1d8 + STR, not an unarmed 1d3", async () => {
    // the Bandit she grapples is Flat Footed to her: two d20 (8, 5), kept 8 + 6 = 14 vs 5 + 3; 1d8 = 6 + STR 2
    await maneuver(player, MIRA, BANDIT, "break", [8, 5, 5, 6], gm);
    await expect(lastCard(gm).locator(".tempo-ta-lines").textContent()).resolves.toContain("takes 8 damage");
    await expect(lastCard(gm).locator("header").textContent()).resolves.toContain("Longsword");
  });

  it("the attack dialog can say the target is Flat Footed against the attacker: advantage", async () => {
    const sheet = await openSheet(player, MIRA);
    await target(player, BRUTE);
    await dice(gm, [4, 12, 3]);
    await sheet.locator(".tempo-ta-attack").first().click();
    await dialog(player).locator('input[name="flatFooted"]').check();
    await dialog(player).locator('[data-dialog-action="roll"]').click();
    await expect.poll(async () => (await creature(gm, BRUTE)).hp).toBe(20 - 5);
    // the card is written after the damage: wait for it
    await expect.poll(() => lastCard(gm).locator(".tempo-ta-formula").textContent()).toContain("2d20kh");
  });

  it("no error on either page", async () => {
    expect(await pageErrors(gm, player)).toEqual([]);
    void sb;
  });
});
