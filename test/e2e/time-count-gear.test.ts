// The Time Count's actions with their own dice and two-weapon fighting in the sandbox, through the
// buttons a person clicks: escape from a net (1d8+5) from the sheet's "Other action…", extinguish
// flames (1d6+6, static 9 for an NPC) from the tracker, each one batched Combatant write at the GM;
// both weapons at once and alternating from the attack dialog; a movement from the sheet ("Move…")
// taking the counts of the Movement Rates table, a consecutive one continuing the pattern.
// Dice are scripted on the page that rolls them (the GM's client rolls the Speed Factors).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  GARRET,
  ZHERYNN,
  advanceTo,
  clock,
  createItems,
  dice,
  expectWrites,
  noticeText,
  openSheet,
  pageErrors,
  resetStats,
  settle,
  startTimeCount,
  updateActor,
  useSandbox,
  type Sandbox,
  placeAndBegin,
} from "../foundry/time-count/e2e-helpers";

describe("Time Count: dice actions and two weapons", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  useSandbox(startTimeCount, (s) => ({ sb, gm, player } = s));

  it("places everyone and begins: Zherynn 5, Garret 7, the bandit 9", async () => {
    await placeAndBegin(gm, { Zherynn: [2], Garret: [3], Bandit: [5] }, { banditAt: 9, first: 5 });
  });

  it("the player escapes from a net from the sheet's Other action: its own 1d8+5, rolled for a character", async () => {
    const sheet = await openSheet(player, ZHERYNN);
    await resetStats(player);
    await resetStats(gm);
    await dice(gm, [6]); // 1d8 [6] + 5 = 11: next turn 16
    await sheet.locator(".tempo-tc-other-action").click();
    const dialog = player.locator(".application.dialog");
    await expect(dialog.locator('option[value="escapeNet"]').textContent()).resolves.toContain("1d8+5 TC");
    await dialog.locator('select[name="actionKey"]').selectOption("escapeNet");
    await dialog.locator("[data-dialog-action='act']").click();
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 16);
    await expectWrites(player, [], { ordered: true });
    await expectWrites(gm, ["update Combatant", "create ChatMessage"], { ordered: true });
  });

  it("Garret, an NPC, extinguishes flames from the tracker: the static SF of 1d6+6 is 9 (no die)", async () => {
    await advanceTo(gm, 7);
    const garret = gm.locator(".tempo-tc-due-row", { hasText: "Garret" });
    await garret.locator(".tempo-tc-actions summary").click();
    const button = garret.locator('.tempo-tc-act[data-action-key="extinguishFlames"]');
    await expect(button.textContent()).resolves.toContain("1d6+6 TC");
    await resetStats(gm);
    await button.click();
    await settle(async () => (await clock(gm)).combatants.Garret?.next === 16);
    await expectWrites(gm, ["update Combatant", "create ChatMessage"], { ordered: true });
  });
  it("the bandit waits for the others; all three are due at 16", async () => {
    await advanceTo(gm, 9);
    await gm.locator(".tempo-tc-due-row", { hasText: "Bandit" }).locator(".tempo-tc-wait-until").click();
    await settle(async () => (await clock(gm)).combatants.Bandit?.next === 16);
    await advanceTo(gm, 16);
    // Zherynn takes up a short sword beside the dagger (a Standard weapon, set by the GM).
    await createItems(gm, ZHERYNN, [
      {
        name: "Short Sword",
        type: "weapon",
        system: {
          damage: "1d6",
          ranged: false,
          range: 0,
          equipped: true,
          stats: { timeCount: { speedClass: "standard", category: "lightSwords", damageType: "slashing" } },
        },
      },
    ]);
  });

  it("alternating is refused before any attack with the other weapon, localized, writing nothing", async () => {
    await player.locator(`[data-actor-id="${GARRET}"] .target-toggle`).click();
    const sheet = await openSheet(player, ZHERYNN);
    await expect.poll(() => sheet.locator(".tempo-tc-weapon", { hasText: "Short Sword" }).count()).toBe(1);
    await resetStats(player);
    await resetStats(gm);
    await sheet.locator(".tempo-tc-weapon", { hasText: "Dagger" }).locator(".tempo-tc-attack").click();
    const dialog = player.locator(".application.dialog");
    await dialog.locator('select[name="twoWeapons"]').selectOption("alternating");
    await dialog.locator("[data-dialog-action='roll']").click();
    await expect
      .poll(() => noticeText(player))
      .toContain("Alternating needs the previous attack made with the other weapon.");
    await expectWrites(player, [], { ordered: true });
    await expectWrites(gm, [], { ordered: true });
  });

  it("Zherynn attacks with both weapons at once: two cards at -6 each, the worse of the two SFs", async () => {
    const sheet = await openSheet(player, ZHERYNN);
    await resetStats(player);
    await resetStats(gm);
    // dagger [12] + 4 - 6 = 10 vs Primary 13: miss; short sword [15] + 4 - 6 = 13: hit, 1d6 [3] + Power 1 = 4
    await dice(gm, [12, 15, 3, 5, 1]); // at the GM: dagger Fast 1d6+3 [5] = 8, sword Standard 1d6+6 [1] = 7: the worse, 8
    await sheet.locator(".tempo-tc-weapon", { hasText: "Dagger" }).locator(".tempo-tc-attack").click();
    const dialog = player.locator(".application.dialog");
    await dialog.locator('select[name="twoWeapons"]').selectOption("together");
    await dialog.locator('select[name="secondWeaponId"]').selectOption({ label: "Short Sword" });
    await dialog.locator("[data-dialog-action='roll']").click();
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 24);
    await expectWrites(player, [], { ordered: true });
    await expectWrites(gm, ["create ChatMessage", "update Combatant", "create ChatMessage"], {
      ordered: true,
    });
    const cards = player.locator(".chat-message .tempo-attack-card");
    const [daggerCard, swordCard] = [cards.nth(-2), cards.nth(-1)];
    await expect(daggerCard.getAttribute("data-outcome")).resolves.toBe("miss");
    await expect(daggerCard.locator(".tempo-total").textContent()).resolves.toBe("10");
    await expect(swordCard.getAttribute("data-outcome")).resolves.toBe("hit");
    await expect(swordCard.locator(".tempo-total").textContent()).resolves.toBe("13");
    // the turn's line names both weapons (issue 30)
    await expect
      .poll(() => player.locator(".chat-message .tempo-tc-act-line").last().textContent())
      .toMatch(/^Zherynn: Dagger and Short Sword together\. Speed Factor 8/);
    await expect(swordCard.locator(".tempo-damage-value").textContent()).resolves.toBe("4");
    await expect(swordCard.locator(".tempo-modifiers").textContent()).resolves.toContain("Two weapons");
    await expect(swordCard.locator(".tempo-modifiers").textContent()).resolves.toContain("-6");
    await sb.screenshot(player, "time-count-gear-1-two-weapons");
  });

  it("at 24 Zherynn alternates back to the dagger: -4, one speed class faster (Swift 1d4+2)", async () => {
    for (const name of ["Garret", "Bandit"]) {
      await gm.locator(".tempo-tc-due-row", { hasText: name }).locator(".tempo-tc-wait-until").click();
      await settle(async () => (await clock(gm)).combatants[name]?.next === 24);
    }
    await advanceTo(gm, 24);
    const sheet = await openSheet(player, ZHERYNN);
    await resetStats(player);
    await resetStats(gm);
    await dice(gm, [14, 2, 1]); // at the GM: 14 + 4 - 4 = 14 vs 13: hit; 1d4 [2] + Dexterity 2 + Power 1 = 5; Swift 1d4+2 [1] = 3 (not Fast): next turn 27
    await sheet.locator(".tempo-tc-weapon", { hasText: "Dagger" }).locator(".tempo-tc-attack").click();
    const dialog = player.locator(".application.dialog");
    await dialog.locator('select[name="twoWeapons"]').selectOption("alternating");
    await dialog.locator("[data-dialog-action='roll']").click();
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 27);
    await expectWrites(player, [], { ordered: true });
    await expectWrites(gm, ["create ChatMessage", "update Combatant", "create ChatMessage"], {
      ordered: true,
    });
    const card = player.locator(".chat-message .tempo-attack-card").last();
    await expect(card.locator(".tempo-total").textContent()).resolves.toBe("14");
    await expect(card.locator(".tempo-damage-value").textContent()).resolves.toBe("5");
    expect(await pageErrors(gm)).toEqual([]);
  });
  it("Garret (Slow, 15 ft) moves from his sheet: 2 squares take 2 TC; 0 squares are refused", async () => {
    await updateActor(gm, GARRET, { "system.stats.timeCount.movementFeet": 15 });
    const sheet = await openSheet(gm, GARRET);
    const dialog = gm.locator(".application.dialog");
    await resetStats(gm);
    await sheet.locator(".tempo-tc-move").click();
    await dialog.locator('input[name="squares"]').fill("0");
    await dialog.locator("[data-dialog-action='move']").click();
    await expect
      .poll(() => noticeText(gm))
      .toContain("Move a whole number of squares from 1 to 100 (got 0).");
    await expectWrites(gm, [], { ordered: true });

    await resetStats(gm);
    await sheet.locator(".tempo-tc-move").click();
    await expect(dialog.textContent()).resolves.toContain("Garret moves 15 ft per 4 TC.");
    await dialog.locator('input[name="squares"]').fill("2");
    await dialog.locator("[data-dialog-action='move']").click();
    await settle(async () => (await clock(gm)).combatants.Garret?.next === 26);
    await expectWrites(gm, ["update Combatant", "create ChatMessage"], { ordered: true });
    await expect
      .poll(() =>
        gm.locator(".tempo-tc-row", { hasText: "Garret" }).locator(".tempo-tc-pending").textContent(),
      )
      .toContain("Moving (until count 26)");
  });

  it("at 26 Garret moves on at once: the movement continues the pattern (the third count moves nothing), 1 square takes 2 TC", async () => {
    await gm.locator(".tempo-tc-due-row", { hasText: "Bandit" }).locator(".tempo-tc-wait-until").click();
    await settle(async () => (await clock(gm)).combatants.Bandit?.next === 26);
    await advanceTo(gm, 26);
    const sheet = await openSheet(gm, GARRET);
    const dialog = gm.locator(".application.dialog");
    await resetStats(gm);
    await sheet.locator(".tempo-tc-move").click();
    await dialog.locator('input[name="squares"]').fill("1");
    await dialog.locator("[data-dialog-action='move']").click();
    await settle(async () => (await clock(gm)).combatants.Garret?.next === 28);
    await expectWrites(gm, ["update Combatant", "create ChatMessage"], { ordered: true });
    await sb.screenshot(gm, "time-count-gear-2-movement");
  });
});
