// Unarmed Combat under the Time Count in the sandbox, through the sheet's "Unarmed" row: a strike
// made without hands when no hand is free (each equipped weapon holds one: the box ticked and locked), a kick (without hands, −4) whose 1d3 +
// the better of Strength and Dexterity + Power is nonlethal when applied, then with the hands free two
// strikes at once "as if attacking with two light weapons" (−6 each, the worse of two Fast SFs) and an
// alternating strike (−4, one class faster: Swift). Dice are scripted on the page that rolls them.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BANDIT,
  GARRET,
  ZHERYNN,
  advanceTo,
  cards,
  clock,
  dice,
  expectWrites,
  openSheet,
  pageErrors,
  resetStats,
  roll,
  settle,
  startTimeCount,
  target,
  tcState,
  updateActor,
  useSandbox,
  type Sandbox,
  placeAndBegin,
  waitOn,
} from "../foundry/time-count/e2e-helpers";

/** The GM lets Zherynn put down (or take up) his dagger and shortbow. */
async function equipAll(gm: Page, equipped: boolean): Promise<void> {
  await gm.evaluate(
    async ([id, on]) => {
      type W = {
        game: {
          actors: {
            get(
              id: string,
            ): { items: { contents: { type: string; update(d: object): Promise<unknown> }[] } } | undefined;
          };
        };
      };
      const actor = (window as unknown as W).game.actors.get(id);
      for (const item of actor?.items.contents ?? [])
        if (item.type === "weapon") await item.update({ "system.equipped": on });
    },
    [ZHERYNN, equipped] as const,
  );
}

/** The GM makes a due combatant wait until the next occupied count. */
describe("Time Count: unarmed fighting", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  useSandbox(startTimeCount, (s) => ({ sb, gm, player } = s));

  it("places everyone and begins: Zherynn 5, Garret 7, the bandit 9", async () => {
    await placeAndBegin(gm, { Zherynn: [2], Garret: [3], Bandit: [5] }, { banditAt: 9, first: 5 });
    // Garret's ToP lowered to 3, so a lethal 5 would cost him hit points.
    await updateActor(gm, GARRET, { "system.stats.timeCount.threshold.value": 3 });
  });

  it("while the dagger and the bow hold both hands, the dialog opens with 'without hands' ticked and locked, saying why (issue 30)", async () => {
    await target(player, GARRET);
    const sheet = await openSheet(player, ZHERYNN);
    await expect(sheet.locator(".tempo-tc-unarmed-row").textContent()).resolves.toContain("nonlethal");
    await resetStats(player);
    await resetStats(gm);
    await sheet.locator(".tempo-tc-unarmed").click();
    const dialog = player.locator(".application.dialog");
    const kick = dialog.locator('input[name="withoutHands"]');
    await expect.poll(() => kick.isChecked()).toBe(true);
    expect(await kick.isDisabled()).toBe(true);
    await expect(dialog.locator(".tempo-tc-hands-bound").textContent()).resolves.toContain(
      "Both hands hold ready weapons",
    );
    await dialog.locator("[data-dialog-action='cancel']").click();
    await expectWrites(player, [], { ordered: true });
    await expectWrites(gm, [], { ordered: true });
  });

  it("Zherynn kicks (without hands, −4): 1d3 + Dexterity 2 + Power 1, Fast SF; applied it is all fatigue", async () => {
    const sheet = await openSheet(player, ZHERYNN);
    await resetStats(player);
    await resetStats(gm);
    const before = await cards(player).count();
    await dice(gm, [15, 2, 2]); // at the GM: 15 + 4 − 4 = 15 vs Garret's Primary 13: hit; 1d3 [2] + 2 + 1 = 5; Fast 1d6+3 [2] = 5: next turn 10
    await sheet.locator(".tempo-tc-unarmed").click();
    const dialog = player.locator(".application.dialog");
    // ticked already: both hands hold weapons
    expect(await dialog.locator('input[name="withoutHands"]').isChecked()).toBe(true);
    await dialog.locator("[data-dialog-action='roll']").click();
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 10);
    await expectWrites(player, [], { ordered: true });
    await expectWrites(gm, ["create ChatMessage", "update Combatant", "create ChatMessage"], {
      ordered: true,
    });
    await expect.poll(() => cards(player).count()).toBe(before + 1);
    const card = cards(player).last();
    await expect(card.getAttribute("data-outcome")).resolves.toBe("hit");
    await expect(card.locator(".tempo-total").textContent()).resolves.toBe("15");
    await expect(card.locator(".tempo-damage-value").textContent()).resolves.toBe("5");
    await expect(card.locator(".tempo-modifiers").textContent()).resolves.toContain("without hands");

    // Nonlethal: 5 over a ToP of 3 still only adds fatigue, and lowers the ToP by 1.
    await resetStats(gm);
    await cards(gm).last().locator(".tempo-tc-apply").click();
    await expectWrites(gm, ["update Actor", "update ChatMessage"], { ordered: true });
    await settle(async () => (await tcState(gm, GARRET)).fatigue === 5);
    expect(await tcState(gm, GARRET)).toMatchObject({ hp: 12, fatigue: 5, threshold: 2 });
  });

  it("with both hands free, two strikes at once: two cards at −6 each, the worse of two Fast SFs", async () => {
    await equipAll(gm, false);
    await advanceTo(gm, 7);
    await waitOn(gm, "Garret", 9);
    await advanceTo(gm, 9);
    await waitOn(gm, "Garret", 10);
    await waitOn(gm, "Bandit", 10);
    await advanceTo(gm, 10);
    const sheet = await openSheet(player, ZHERYNN);
    await resetStats(player);
    await resetStats(gm);
    const before = await cards(player).count();
    // first [14] + 4 − 6 = 12 vs 13: miss; second [16] + 4 − 6 = 14: hit, 1d3 [3] + 2 + 1 = 6
    await dice(gm, [14, 16, 3, 4, 1]); // at the GM: Fast [4] = 7 and [1] = 4: the worse, 7; next turn 17
    await sheet.locator(".tempo-tc-unarmed").click();
    const dialog = player.locator(".application.dialog");
    await dialog.locator('select[name="twoWeapons"]').selectOption("together");
    await dialog.locator("[data-dialog-action='roll']").click();
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 17);
    await expectWrites(player, [], { ordered: true });
    await expectWrites(gm, ["create ChatMessage", "update Combatant", "create ChatMessage"], {
      ordered: true,
    });
    await expect.poll(() => cards(player).count()).toBe(before + 2);
    const [first, second] = [cards(player).nth(-2), cards(player).nth(-1)];
    await expect(first.getAttribute("data-outcome")).resolves.toBe("miss");
    await expect(first.locator(".tempo-total").textContent()).resolves.toBe("12");
    await expect(second.getAttribute("data-outcome")).resolves.toBe("hit");
    await expect(second.locator(".tempo-damage-value").textContent()).resolves.toBe("6");
    await expect(second.locator(".tempo-modifiers").textContent()).resolves.toContain("-6");
    await sb.screenshot(player, "time-count-unarmed-1-two-strikes");
  });

  it("at 17 an alternating strike: −4 and one speed class faster (Swift 1d4+2)", async () => {
    await waitOn(gm, "Garret", 17);
    await waitOn(gm, "Bandit", 17);
    await advanceTo(gm, 17);
    const sheet = await openSheet(player, ZHERYNN);
    await resetStats(player);
    await resetStats(gm);
    await dice(gm, [13, 1, 2]); // at the GM: 13 + 4 − 4 = 13 vs 13: hit; 1d3 [1] + 2 + 1 = 4; Swift 1d4+2 [2] = 4 (not Fast): next turn 21
    await sheet.locator(".tempo-tc-unarmed").click();
    const dialog = player.locator(".application.dialog");
    await dialog.locator('select[name="twoWeapons"]').selectOption("alternating");
    await dialog.locator("[data-dialog-action='roll']").click();
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 21);
    await expectWrites(player, [], { ordered: true });
    await expectWrites(gm, ["create ChatMessage", "update Combatant", "create ChatMessage"], {
      ordered: true,
    });
    const card = cards(player).last();
    await expect(card.locator(".tempo-total").textContent()).resolves.toBe("13");
    await expect(card.locator(".tempo-damage-value").textContent()).resolves.toBe("4");
  });

  it("unarmed, Zherynn is hit on his Passive defence; trained as an unarmed fighter he keeps his Primary", async () => {
    await target(gm, ZHERYNN);
    const garret = await openSheet(gm, GARRET);
    await dice(gm, [9, 5]); // 9 + Accuracy 3 = 12 vs Passive 12 (no melee weapon in hand): hit
    await garret.locator(".tempo-tc-weapon", { hasText: "Long Sword" }).locator(".tempo-tc-attack").click();
    const first = await roll(gm);
    await expect(first.locator(".tempo-defense").textContent()).resolves.toBe("12");
    await expect(first.getAttribute("data-outcome")).resolves.toBe("hit");
    await settle(async () => (await clock(gm)).combatants.Garret?.next === 26);
    // The Trained unarmed fighter box on his sheet (set here by the GM).
    await updateActor(gm, ZHERYNN, { "system.stats.timeCount.unarmedTraining": true });
    const bandit = await openSheet(gm, BANDIT);
    await dice(gm, [10]); // 10 + Accuracy 2 = 12 vs Primary 14: miss
    await bandit.locator(".tempo-tc-weapon", { hasText: "Club" }).locator(".tempo-tc-attack").click();
    const second = await roll(gm);
    await expect(second.locator(".tempo-defense").textContent()).resolves.toBe("14");
    await expect(second.getAttribute("data-outcome")).resolves.toBe("miss");
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
