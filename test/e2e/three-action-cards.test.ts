// Three-Action Turns (seed 001), issue 30: what the attack card shows. The dice (the natural d20, the kept
// and the dropped die of advantage, the opposed roll's, the damage dice), so a critical can be checked;
// the range penalty among the reasons; a target's Defense filled in only for those who may see it.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  ARCHER,
  BANDIT,
  BRUTE,
  MIRA,
  creature,
  dialog,
  dice,
  lastCard,
  openSheet,
  pageErrors,
  setStatus,
  startThreeAction,
  target,
  useSandbox,
  type Sandbox,
} from "../foundry/three-action/e2e-helpers";

async function attack(
  page: Page,
  gm: Page,
  targetId: string,
  rolls: number[],
  weapon = 0,
  distance?: number,
) {
  const sheet = await openSheet(page, MIRA);
  await target(page, targetId);
  await dice(gm, rolls);
  const cards = (p: Page) => p.locator(".chat-message .tempo-ta-card").count();
  const [before, seen] = [await cards(gm), await cards(page)];
  await sheet.locator(".tempo-ta-attack").nth(weapon).click();
  await expect.poll(() => dialog(page).count()).toBe(1);
  if (distance !== undefined) await dialog(page).locator('input[name="distance"]').fill(String(distance));
  await dialog(page).locator('[data-dialog-action="roll"]').click();
  await expect.poll(() => cards(gm)).toBe(before + 1);
  await expect.poll(() => cards(page)).toBe(seen + 1);
}

describe("Three-Action cards show the dice (issue 30)", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  useSandbox(startThreeAction, (s) => ({ sb, gm, player } = s), 60_000);

  it("a natural 20 that hits is a critical: the card shows the 20 and the doubled damage", async () => {
    // 20 + 6 = 26 vs 12; 1d8 = 3 + STR 2 = 5, doubled 10
    await attack(player, gm, BANDIT, [20, 3]);
    await expect.poll(async () => (await creature(gm, BANDIT)).hp).toBe(12 - 10);
    const card = lastCard(player);
    await expect(card.locator(".tempo-ta-die").allTextContents()).resolves.toEqual(["20"]);
    await expect(card.locator(".tempo-ta-result strong").textContent()).resolves.toBe("critical success");
    await expect(card.locator(".tempo-ta-damage").textContent()).resolves.toContain("1d8 + 2: 3 = 5");
    await expect(card.locator(".tempo-ta-damage").textContent()).resolves.toContain("10");
  });

  it("advantage: both d20 on the card, the dropped one marked", async () => {
    await setStatus(gm, BRUTE, "prone", true);
    // melee against a Prone creature: 2d20kh (4, 14) + 6 = 20 vs 13; 1d8 = 1 + 2
    await attack(player, gm, BRUTE, [4, 14, 1]);
    await expect.poll(async () => (await creature(gm, BRUTE)).hp).toBe(20 - 3);
    const dieOf = lastCard(player).locator(".tempo-ta-die");
    await expect(dieOf.allTextContents()).resolves.toEqual(["4", "14"]);
    await expect(dieOf.evaluateAll((els) => els.map((e) => e.getAttribute("data-kept")))).resolves.toEqual([
      "false",
      "true",
    ]);
  });

  it("an opposed maneuver shows both rolls' dice", async () => {
    const sheet = await openSheet(player, MIRA);
    await target(player, BANDIT);
    await dice(gm, [9, 7]);
    const seen = await player.locator(".chat-message .tempo-ta-card").count();
    await sheet.locator('.tempo-ta-maneuver[data-maneuver="trip"]').click();
    await dialog(player).locator('[data-dialog-action="roll"]').click();
    await expect.poll(async () => (await creature(gm, BANDIT)).statuses).toContain("prone");
    await expect.poll(() => player.locator(".chat-message .tempo-ta-card").count()).toBe(seen + 1);
    const rolls = lastCard(player).locator(".tempo-ta-dice");
    await expect(rolls.allTextContents()).resolves.toEqual(["d20: 9 ", "Bandit resists: 7 "]);
  });

  it("a shot beyond its range increment: the penalty is among the card's reasons", async () => {
    // the Shortbow (increment 60 ft) at 130 ft: −2; 15 + 6 − 2 = 19 vs 12
    await attack(player, gm, ARCHER, [15, 2], 1, 130);
    const card = lastCard(player);
    await expect(card.locator(".tempo-ta-reasons").textContent()).resolves.toContain("Range: −2");
    await expect(card.locator(".tempo-ta-total").textContent()).resolves.toBe("19");
    await expect(card.locator(".tempo-ta-against").textContent()).resolves.toBe("?");
    await expect(lastCard(gm).locator(".tempo-ta-against").textContent()).resolves.toBe("12");
  });

  it("Ready offers the maneuvers: a readied Trip is posted by its name, with its trigger", async () => {
    const sheet = await openSheet(player, MIRA);
    await sheet.locator('.tempo-ta-act[data-id="ready"]').click();
    const options = await dialog(player)
      .locator('select[name="readied"] option')
      .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
    expect(options).toEqual(expect.arrayContaining(["attack", "trip", "grapple", "push", "move"]));
    expect(options).not.toContain("reaction");
    await dialog(player).locator('select[name="readied"]').selectOption("trip");
    await dialog(player).locator('input[name="text"]').fill("the Brute comes near");
    await dialog(player).locator('[data-dialog-action="confirm"]').click();
    await expect
      .poll(() => gm.locator(".chat-message .tempo-ta-line").last().textContent())
      .toContain("Readied: Trip when the Brute comes near");
  });

  it("a spell's Energy beyond Mira's is refused in the Cast dialog, as typed; cast again with 0 it goes", async () => {
    const energy = (await creature(gm, MIRA)).energy;
    const sheet = await openSheet(player, MIRA);
    await sheet.locator('.tempo-ta-act[data-id="cast"]').click();
    await expect.poll(() => dialog(player).count()).toBe(1);
    await dialog(player).locator('input[name="text"]').fill("Spark");
    await dialog(player)
      .locator('input[name="energy"]')
      .fill(String(energy + 5));
    await dialog(player).locator('[data-dialog-action="confirm"]').click();
    await expect
      .poll(() => dialog(player).locator(".tempo-form-error").textContent())
      .toBe(`This spell costs ${energy + 5} Energy; you have ${energy}.`);
    await expect(dialog(player).locator('input[name="text"]').inputValue()).resolves.toBe("Spark");
    await expect(dialog(player).locator('input[name="energy"]').inputValue()).resolves.toBe(
      String(energy + 5),
    );
    await dialog(player).locator('input[name="energy"]').fill("0");
    await dialog(player).locator('[data-dialog-action="confirm"]').click();
    await expect
      .poll(() => gm.locator(".chat-message .tempo-ta-line").last().textContent())
      .toContain(`Spark: 0 Energy spent (${energy} left).`);
  });

  it("no error on either page", async () => {
    expect(await pageErrors(gm, player)).toEqual([]);
    void sb;
  });
});
