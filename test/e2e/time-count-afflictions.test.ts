// Paralysis and petrification on the Time Count in the sandbox: typed on the sheet, they slow every
// action (a class per paralysis level, +1 SF per petrification point), lower attack and damage rolls,
// raise Vigor and lower Celerity; paralysed to 3 × Vigor a creature cannot act (refused, nothing
// written) and is attacked on its Passive defence.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { showTab } from "./harness";
import {
  BANDIT,
  GARRET,
  ZHERYNN,
  advanceTo,
  clock,
  dice,
  expectWrites,
  noticeText,
  openSheet,
  pageErrors,
  resetStats,
  roll,
  settle,
  startTimeCount,
  target,
  tc,
  useSandbox,
  type Sandbox,
  placeAndBegin,
} from "../foundry/time-count/e2e-helpers";

/** Types a value into a field of an actor sheet's Statistics tab (the sheet saves on change). */
async function typeStat(page: Page, actorId: string, key: string, value: number): Promise<void> {
  const sheet = await openSheet(page, actorId);
  await showTab(sheet, "statistics");
  const field = sheet.locator(`input[name="system.stats.timeCount.${key}"]`);
  await field.fill(String(value));
  await field.press("Tab");
  await settle(async () => (await tc(page, actorId))[key] === value);
  await showTab(sheet, "combat");
}

describe("Time Count: paralysis and petrification", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  useSandbox(startTimeCount, (s) => ({ sb, gm, player } = s));

  it("the GM types Garret's paralysis 7 (Vigor 13: level 1) and petrification 2 on his sheet", async () => {
    await resetStats(gm);
    await typeStat(gm, GARRET, "paralysis", 7);
    await typeStat(gm, GARRET, "petrification", 2);
    await expectWrites(gm, ["update Actor", "update Actor"], { ordered: true });
    const sheet = await openSheet(gm, GARRET);
    await expect
      .poll(() => sheet.locator(".tempo-tc-affliction-effect").textContent())
      .toContain("1 speed class(es) slower and +2 SF; -3 to hit, -1 damage; Vigor +2");
    await placeAndBegin(gm, { Zherynn: [2], Garret: [3], Bandit: [5] }, { banditAt: 9, first: 5 });
  });

  it("Zherynn trips Garret: his Vigor is 13 + 2 = 15", async () => {
    await target(player, GARRET);
    await dice(gm, [5, 1]); // at the GM: 5 + 4 = 9 vs 15: miss; Fast [1] = 4: next turn 9
    const sheet = await openSheet(player, ZHERYNN);
    await sheet.locator(".tempo-tc-action", { hasText: "Trip" }).locator(".tempo-tc-perform").click();
    const card = await roll(player);
    // the target's defence: on the GM's card; the player, who may not observe the target, sees "?"
    await expect(card.locator(".tempo-defense").textContent()).resolves.toBe("?");
    await expect
      .poll(() =>
        gm.locator(".chat-message .tempo-attack-card").last().locator(".tempo-defense").textContent(),
      )
      .toBe("15");
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 9);
  });

  it("Garret's long sword: −3 to hit, −1 damage, and Standard one class slower (Slow 12) + 2: next turn 21", async () => {
    await advanceTo(gm, 7);
    await target(gm, ZHERYNN);
    await resetStats(gm);
    await dice(gm, [14, 5]); // 14 + 3 − 3 = 14 vs Primary 14: hit; 1d8 [5] + Strength 2 − 1 = 6
    const sheet = await openSheet(gm, GARRET);
    await sheet.locator(".tempo-tc-weapon", { hasText: "Long Sword" }).locator(".tempo-tc-attack").click();
    const card = await roll(gm);
    await settle(async () => (await clock(gm)).combatants.Garret?.next === 21);
    await expectWrites(gm, ["create ChatMessage", "update Combatant", "create ChatMessage"], {
      ordered: true,
    });
    await expect(card.locator(".tempo-total").textContent()).resolves.toBe("14");
    await expect(card.locator(".tempo-damage-value").textContent()).resolves.toBe("6");
    await expect(card.locator(".tempo-modifiers").textContent()).resolves.toContain(
      "Paralysis / petrification",
    );
  });

  it("paralysed to 3 × Vigor, the bandit cannot act: attack and tracker action refused, nothing written", async () => {
    await typeStat(gm, BANDIT, "paralysis", 33); // Vigor 11
    await advanceTo(gm, 9);
    await target(gm, ZHERYNN);
    const sheet = await openSheet(gm, BANDIT);
    await expect
      .poll(() => sheet.locator(".tempo-tc-affliction-effect").textContent())
      .toContain("Unable to move or act");
    await resetStats(gm);
    await sheet.locator(".tempo-tc-weapon", { hasText: "Club" }).locator(".tempo-tc-attack").click();
    await gm.locator(".application.dialog [data-dialog-action='roll']").click();
    await expect
      .poll(() => noticeText(gm))
      .toContain("Bandit is paralysed (3 × Vigor): unable to move or act.");
    const row = gm.locator(".tempo-tc-due-row", { hasText: "Bandit" });
    await row.locator(".tempo-tc-actions summary").click();
    await row.locator('.tempo-tc-act[data-action-key="extinguishFlames"]').click();
    await expect
      .poll(async () => (await noticeText(gm)).split("Bandit is paralysed").length)
      .toBeGreaterThan(2);
    await expectWrites(gm, [], { ordered: true });
    expect((await clock(gm)).combatants.Bandit?.next).toBe(9);
  });

  it("and Zherynn's dagger finds the paralysed bandit on his Passive defence (11)", async () => {
    await target(player, BANDIT);
    await dice(gm, [3, 2]); // at the GM: 3 + 4 = 7 vs Passive 11: miss; the SF
    const sheet = await openSheet(player, ZHERYNN);
    await sheet.locator(".tempo-tc-weapon", { hasText: "Dagger" }).locator(".tempo-tc-attack").click();
    const card = await roll(player);
    // the target's defence: on the GM's card; the player, who may not observe the target, sees "?"
    await expect(card.locator(".tempo-defense").textContent()).resolves.toBe("?");
    await expect
      .poll(() =>
        gm.locator(".chat-message .tempo-attack-card").last().locator(".tempo-defense").textContent(),
      )
      .toBe("11");
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 14);
    expect(await pageErrors(gm, player)).toEqual([]);
    await sb.screenshot(gm, "time-count-afflictions-1");
  });
});
