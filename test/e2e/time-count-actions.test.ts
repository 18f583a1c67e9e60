// The Time Count's actions, stances, spells and optional rules in the sandbox, through the buttons a
// person clicks: a stance from its item (drawbacks before benefits), simultaneous hits applied together
// after every die of their count (an impairment from the lowered threshold), a special combat action
// from its item (trip: prone from the card's Apply button, its fatigue cost), preparing a spell over
// its casting time (damage while preparing raises the DC), casting it (Arcana check and attack cards),
// an action with an add-on SF, and set a weapon against a charge (pending, then in effect).
// Dice are scripted on the page that rolls them: a sheet's own client rolls the attack, the GM the SFs.
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
  lastCard,
  noticeText,
  openSheet,
  pageErrors,
  resetStats,
  roll,
  settle,
  startTimeCount,
  target,
  tc,
  waitOn,
  writes,
  useSandbox,
  type Sandbox,
  placeAndBegin,
} from "../foundry/time-count/e2e-helpers";

const BOLT = "tcItmZherBolt001";

describe("Time Count: stances, special actions, spells and optional rules", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  useSandbox(
    () => startTimeCount({ timeCountImpairments: true, timeCountSimultaneous: true }),
    (s) => ({ sb, gm, player } = s),
  );

  it("places everyone: Zherynn at 5, Garret and the bandit tied at 7", async () => {
    await placeAndBegin(gm, { Zherynn: [2], Garret: [3], Bandit: [3] }, { banditAt: 7, first: 5 });
  });

  it("the player takes the Cautious stance from its item: Swift SF, stance set at once, benefits only after the shift", async () => {
    const sheet = await openSheet(player, ZHERYNN);
    await resetStats(gm);
    await dice(gm, [2]); // Swift 1d4+2 [2] = 4
    await sheet.locator(".tempo-tc-action", { hasText: "Cautious" }).locator(".tempo-tc-perform").click();
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 9);
    await expectWrites(gm, ["update Actor", "update Combatant", "create ChatMessage"], { ordered: true });
    expect((await tc(gm, ZHERYNN)).stance).toBe("cautious");
    expect((await clock(gm)).combatants.Zherynn?.pending).toBe("stance:cautious");
    await expect
      .poll(() =>
        gm.locator(".tempo-tc-row", { hasText: "Zherynn" }).locator(".tempo-tc-pending").textContent(),
      )
      .toContain("Shifting to Cautious (benefits from count 9)");
    await expect.poll(() => sheet.locator(".tempo-tc-stance-now").textContent()).toContain("Cautious");
  });

  it("Garret and the bandit, tied at 7, both hit Zherynn (Primary 14: no Cautious bonus yet); nothing applies until both have rolled", async () => {
    await advanceTo(gm, 7);
    await target(gm, ZHERYNN);
    const garret = await openSheet(gm, GARRET);
    await dice(gm, [13, 5]); // 13 + Accuracy 3 = 16; long sword 1d8 [5] + Strength 2 = 7
    await garret.locator(".tempo-tc-weapon", { hasText: "Long Sword" }).locator(".tempo-tc-attack").click();
    const first = await roll(gm);
    await expect.poll(() => first.getAttribute("data-outcome")).toBe("hit");
    await expect(first.locator(".tempo-defense").textContent()).resolves.toBe("14");
    await expect(first.locator(".tempo-damage-value").textContent()).resolves.toBe("7");
    await settle(async () => (await clock(gm)).combatants.Garret?.next === 16);
    await expect(first.locator(".tempo-apply-damage").count()).resolves.toBe(0);

    // Simultaneous actions: the bandit is still due at 7, so the GM's Apply changes nothing.
    await resetStats(gm);
    await first.locator(".tempo-tc-apply").click();
    await expect
      .poll(() => noticeText(gm))
      .toContain("Every attack of count 7 is rolled before any of them is applied");
    await expectWrites(gm, [], { ordered: true });

    const bandit = await openSheet(gm, BANDIT);
    await dice(gm, [14, 6]); // 14 + 2 = 16; club 1d6 [6] + Strength 1 = 7
    await bandit.locator(".tempo-tc-weapon", { hasText: "Club" }).locator(".tempo-tc-attack").click();
    const second = await roll(gm);
    await expect.poll(() => second.locator(".tempo-damage-value").textContent()).toBe("7");
    await settle(async () => (await clock(gm)).combatants.Bandit?.next === 13);
  });

  it("applies both hits together: the threshold for impairments is one lower, so the second 7 gives a bludgeoning impairment", async () => {
    // Apart, 7 against ToP 8 then 7 against ToP 7 give none; together the second is over 7 - 1.
    await resetStats(gm);
    await lastCard(gm).locator(".tempo-tc-apply").click();
    await settle(async () => (await writes(gm)).length === 2);
    await expectWrites(gm, ["update Actor", "update ChatMessage"], { ordered: true });
    const z = await tc(gm, ZHERYNN);
    expect(z).toMatchObject({ fatigue: 14, checkDc: 0 });
    expect(z.hp).toMatchObject({ value: 14 });
    expect(z.threshold).toMatchObject({ value: 6 });
    expect(z.impairments).toEqual({ bludgeoning: 1, piercing: 0, slashing: 0 });
    await expect.poll(() => gm.locator(".chat-message .tempo-tc-together").count()).toBe(2);
    await expect(lastCard(gm).locator(".tempo-tc-impairments").textContent()).resolves.toContain(
      "Bludgeoning",
    );
    await sb.screenshot(gm, "time-count-actions-1-simultaneous");
  });

  it("the player trips the bandit from the Trip item: Unarmed vs Vigor, Great Success (5); Fast SF and the fatigue cost at the GM", async () => {
    await advanceTo(gm, 9);
    await expect
      .poll(() =>
        gm.locator(".tempo-tc-due-row", { hasText: "Zherynn" }).locator(".tempo-tc-pending").textContent(),
      )
      .toContain("Cautious stance");
    await target(player, BANDIT);
    const sheet = await openSheet(player, ZHERYNN);
    await resetStats(player);
    await resetStats(gm);
    // at the GM: 15 + Accuracy 4 - 2 (Cautious) - 1 (bludgeoning impairment) = 16 vs Vigor 11; Fast 1d6+3 [1] = 4
    await dice(gm, [15, 1]);
    await sheet.locator(".tempo-tc-action", { hasText: "Trip" }).locator(".tempo-tc-perform").click();
    await sb.screenshot(player, "time-count-actions-2-trip-dialog");
    const card = await roll(player);
    await expect.poll(() => card.getAttribute("data-outcome")).toBe("hit");
    await expect(card.locator(".tempo-total").textContent()).resolves.toBe("16");
    // the target's defence: on the GM's card; the player, who may not observe the target, sees "?"
    await expect(card.locator(".tempo-defense").textContent()).resolves.toBe("?");
    await expect
      .poll(() =>
        gm.locator(".chat-message .tempo-attack-card").last().locator(".tempo-defense").textContent(),
      )
      .toBe("11");
    await expect(card.locator(".tempo-tc-effects li").allTextContents()).resolves.toEqual([
      "The target is knocked prone.",
      "You deal damage equal to your Strength.",
    ]);
    // Strength 0: "any hit always deals at least 1 point of damage"
    await expect(card.locator(".tempo-damage-value").textContent()).resolves.toBe("1");
    await expect(card.locator(".tempo-tc-conditions-due").textContent()).resolves.toContain("Prone");
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 13);
    await expectWrites(player, [], { ordered: true });
    await expectWrites(gm, ["create ChatMessage", "update Actor", "update Combatant", "create ChatMessage"], {
      ordered: true,
    });
    // fatigue cost 1: 15 over 14 hit points, a Constitution check is due
    expect(await tc(gm, ZHERYNN)).toMatchObject({ fatigue: 15, checkDc: 1 });
    // the attacker's owner may apply it too: the button is his as well as the GM's
    await expect(card.locator(".tempo-tc-apply").count()).resolves.toBe(1);

    await resetStats(gm);
    await lastCard(gm).locator(".tempo-tc-apply").click();
    await settle(async () => (await writes(gm)).length === 2);
    expect(await tc(gm, BANDIT)).toMatchObject({ fatigue: 1, stance: "prone" });
    await expect.poll(() => lastCard(gm).locator(".tempo-tc-applied-stance").count()).toBe(1);
    await sb.screenshot(player, "time-count-actions-3-trip-card");
  });

  it("the player rolls the Constitution check from the sheet: -2 per impairment, stays conscious", async () => {
    const sheet = await openSheet(player, ZHERYNN);
    await expect.poll(() => sheet.locator(".tempo-tc-roll-check").count()).toBe(1);
    await resetStats(player);
    await dice(player, [10]); // 10 + Constitution 1 - 2 = 9 against DC 1
    await sheet.locator(".tempo-tc-roll-check").click();
    await settle(async () => (await writes(player)).length === 2);
    await expectWrites(player, ["update Actor", "create ChatMessage"], { ordered: true });
    expect(await tc(gm, ZHERYNN)).toMatchObject({ checkDc: 0 });
    await expect(
      player.locator(".chat-message .tempo-tc-check-conscious").last().textContent(),
    ).resolves.toContain("Stays conscious (9 vs DC 1)");
  });

  it("the player prepares Force Bolt: its casting time 3 is the delay, the casting DC 12 waits on the sheet", async () => {
    await advanceTo(gm, 13);
    const sheet = await openSheet(player, ZHERYNN);
    await resetStats(gm);
    await sheet.locator(".tempo-tc-spell", { hasText: "Force Bolt" }).locator(".tempo-tc-prepare").click();
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 16);
    await expectWrites(gm, ["update Actor", "update Combatant", "create ChatMessage"], { ordered: true });
    expect((await clock(gm)).combatants.Zherynn?.pending).toBe(`spell:${BOLT}`);
    expect((await tc(gm, ZHERYNN)).preparation).toMatchObject({
      spellId: BOLT,
      dc: 12,
      readyAt: 16,
      charges: 0,
    });
    await expect
      .poll(() =>
        gm.locator(".tempo-tc-row", { hasText: "Zherynn" }).locator(".tempo-tc-pending").textContent(),
      )
      .toContain("Preparing Force Bolt (ready at count 16)");
    await expect.poll(() => sheet.locator(".tempo-tc-prepared").textContent()).toContain("casting DC 12");
  });

  it("the prone bandit hits the preparing caster (Passive 12): the damage taken raises the casting DC to 15", async () => {
    const bandit = await openSheet(gm, BANDIT);
    await target(gm, ZHERYNN);
    await dice(gm, [16, 2]); // 16 + 2 - 4 (prone) = 14 vs Passive 12; club [2] + 1 = 3
    await bandit.locator(".tempo-tc-weapon", { hasText: "Club" }).locator(".tempo-tc-attack").click();
    const card = await roll(gm);
    await expect.poll(() => card.getAttribute("data-outcome")).toBe("hit");
    await expect(card.locator(".tempo-defense").textContent()).resolves.toBe("12");
    await expect(card.textContent()).resolves.toContain("Passive");
    await settle(async () => (await clock(gm)).combatants.Bandit?.next === 19);
    await card.locator(".tempo-tc-apply").click();
    await expect.poll(() => lastCard(gm).locator(".tempo-tc-applied-dc").count()).toBe(1);
    const z = await tc(gm, ZHERYNN);
    expect(z).toMatchObject({ fatigue: 18, checkDc: 4 });
    expect(z.preparation).toMatchObject({ damageTaken: 3, dc: 15 });
  });

  it("at 16 the player casts: Arcana 15 vs DC 15, then Force Bolt hits Garret; SF 1, fatigue cost spent, castings counted", async () => {
    await advanceTo(gm, 16);
    await expect
      .poll(() =>
        gm.locator(".tempo-tc-due-row", { hasText: "Zherynn" }).locator(".tempo-tc-pending").textContent(),
      )
      .toContain("Force Bolt prepared");
    await target(player, BANDIT, false);
    await target(player, GARRET);
    const sheet = await openSheet(player, ZHERYNN);
    // The bandit's hit left a check owed (DC 4): "If you succeed, you remain conscious and can act
    // normally", so the check comes first; the cast is refused, nothing written (issue 14).
    await resetStats(player);
    await resetStats(gm);
    await sheet.locator(".tempo-tc-cast").click();
    await expect
      .poll(() => noticeText(player))
      .toContain("Zherynn owes a Constitution check to stay conscious (DC 4): roll it before acting.");
    await expectWrites(player, [], { ordered: true });
    await expectWrites(gm, [], { ordered: true });
    await dice(player, [10]); // 10 + Constitution 1 - 2 = 9 against DC 4: stays conscious
    await sheet.locator(".tempo-tc-roll-check").click();
    await settle(async () => (await writes(player)).length === 2);
    expect(await tc(gm, ZHERYNN)).toMatchObject({ checkDc: 0 });
    await resetStats(player);
    await resetStats(gm);
    // Arcana 1d20 [14] + Int 1 = 15; attack [14] + Accuracy 4 + Int 1 - 2 - 1 = 16 vs Primary 13; 1d8 [4] + 1 + 1 = 6
    await dice(gm, [14, 14, 4]);
    await sheet.locator(".tempo-tc-cast").click();
    const before = await cards(player).count();
    await player.locator(".application.dialog [data-dialog-action='cast']").click();
    await expect.poll(() => cards(player).count()).toBe(before + 1);
    const cast = player.locator(".chat-message .tempo-tc-cast-card").last();
    await expect.poll(() => cast.getAttribute("data-outcome")).toBe("success");
    await expect(cast.locator(".tempo-total").textContent()).resolves.toBe("15");
    await expect(cast.locator(".tempo-tc-cast-dc").textContent()).resolves.toBe("15");
    // the content every user receives leaves the caster's DC and fatigue out; her client filled them in
    const stored = await player.evaluate(() => {
      const list = (window as unknown as { game: { messages: { contents: { content: string }[] } } }).game
        .messages.contents;
      const box = document.createElement("div");
      box.innerHTML = list.filter((m) => m.content.includes("tempo-tc-cast-card")).at(-1)?.content ?? "";
      return [
        box.querySelector(".tempo-tc-cast-dc")?.textContent,
        box.querySelector(".tempo-tc-cast-cost")?.textContent,
      ];
    });
    expect(stored).toEqual(["", ""]);
    await expect(cast.locator(".tempo-tc-cast-cost").textContent()).resolves.toMatch(/^Fatigue spent: \d+\./);
    const card = lastCard(player);
    await expect.poll(() => card.getAttribute("data-outcome")).toBe("hit");
    await expect(card.locator(".tempo-total").textContent()).resolves.toBe("16");
    await expect(card.locator(".tempo-damage-value").textContent()).resolves.toBe("6");
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 17);
    await expectWrites(player, [], { ordered: true });
    await expectWrites(gm, ["create ChatMessage", "update Actor", "update Combatant", "create ChatMessage"], {
      ordered: true,
    });
    const z = await tc(gm, ZHERYNN);
    expect(z).toMatchObject({ fatigue: 20, checkDc: 6, castingsToday: { [BOLT]: 1 } });
    expect(z.preparation).toMatchObject({ spellId: "" });
    await sb.screenshot(player, "time-count-actions-4-cast");
  });

  it("Garret draws a weapon and controls a frightened mount from the sheet's Other action: Rapid 2 + 2", async () => {
    const garret = await openSheet(gm, GARRET);
    await resetStats(gm);
    await garret.locator(".tempo-tc-other-action").click();
    const dialog = gm.locator(".application.dialog");
    await dialog.locator('select[name="actionKey"]').selectOption("drawWeapon");
    await dialog.locator('input[name="addOn.controlFrightenedMount"]').check();
    await dialog.locator("[data-dialog-action='act']").click();
    await settle(async () => (await clock(gm)).combatants.Garret?.next === 20);
    await expectWrites(gm, ["update Combatant", "create ChatMessage"], { ordered: true });

    await resetStats(gm);
    await lastCard(gm).locator(".tempo-tc-apply").click();
    await settle(async () => (await writes(gm)).length === 2);
    expect(await tc(gm, GARRET)).toMatchObject({ fatigue: 6 });
  });

  it("the player sets a weapon against a charge from the tracker: pending until its delay ends, then in effect", async () => {
    await advanceTo(gm, 17);
    // the cast's fatigue cost left a check owed (DC 6): rolled before his next action
    const sheet = await openSheet(player, ZHERYNN);
    await resetStats(player);
    await dice(player, [10]); // 10 + Constitution 1 - 2 = 9 against DC 6: stays conscious
    await sheet.locator(".tempo-tc-roll-check").click();
    await settle(async () => (await writes(player)).length === 2);
    expect(await tc(gm, ZHERYNN)).toMatchObject({ checkDc: 0 });
    await resetStats(gm);
    await dice(gm, [1]); // Swift 1d4+2 [1] = 3
    const row = player.locator(".tempo-tc-due-row", { hasText: "Zherynn" });
    await row.locator(".tempo-tc-actions summary").click();
    await row.locator('.tempo-tc-act[data-action-key="setAgainstCharge"]').click();
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 20);
    await expectWrites(gm, ["update Combatant", "create ChatMessage"], { ordered: true });
    await expect
      .poll(() =>
        gm.locator(".tempo-tc-row", { hasText: "Zherynn" }).locator(".tempo-tc-pending").textContent(),
      )
      .toContain("Set a weapon against a charge (takes effect at count 20)");
  });

  it("the bandit stands up from prone (Swift, static 4) with the sheet's basic-stance button", async () => {
    await advanceTo(gm, 19);
    const bandit = await openSheet(gm, BANDIT);
    await resetStats(gm);
    await bandit.locator(".tempo-tc-basic-stance").click();
    await settle(async () => (await clock(gm)).combatants.Bandit?.next === 23);
    await expectWrites(gm, ["update Actor", "update Combatant", "create ChatMessage"], { ordered: true });
    expect(await tc(gm, BANDIT)).toMatchObject({ stance: "" });
    await advanceTo(gm, 20);
    await expect
      .poll(() =>
        gm.locator(".tempo-tc-due-row", { hasText: "Zherynn" }).locator(".tempo-tc-pending").textContent(),
      )
      .toContain("Set a weapon against a charge: in effect");
    await sb.screenshot(gm, "time-count-actions-5-set-against-charge");
  });

  it("preparing Force Bolt again costs 3 more on the DC (one casting today); abandoning it acts again on the following TC", async () => {
    const sheet = await openSheet(player, ZHERYNN);
    await resetStats(gm);
    await sheet.locator(".tempo-tc-spell", { hasText: "Force Bolt" }).locator(".tempo-tc-prepare").click();
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 23);
    // 10 + fatigue cost 2 + 3 for the earlier casting today
    expect((await tc(gm, ZHERYNN)).preparation).toMatchObject({ dc: 15, priorCastingsToday: 1 });
    await gm.locator(".tempo-tc-due-row", { hasText: "Garret" }).locator(".tempo-tc-wait").click();
    await settle(async () => (await clock(gm)).combatants.Garret?.next === 21);
    await advanceTo(gm, 21);
    await resetStats(gm);
    await expect.poll(() => sheet.locator(".tempo-tc-abandon").count()).toBe(1);
    await sheet.locator(".tempo-tc-abandon").click();
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 22);
    await expectWrites(gm, ["update Actor", "update Combatant"], { ordered: true });
    expect((await clock(gm)).combatants.Zherynn?.pending).toBe("");
    expect((await tc(gm, ZHERYNN)).preparation).toMatchObject({ spellId: "" });
  });

  it("shows an action item's statistics on its item sheet: the engine's maneuver, attack line and fatigue cost", async () => {
    const id = await gm.evaluate(() => {
      const w = window as unknown as {
        game: { actors: { getName(n: string): { items: { getName(n: string): unknown } } | undefined } };
      };
      const trip = w.game.actors.getName("Zherynn")?.items.getName("Trip") as
        { id: string; sheet: { render(o: object): unknown } } | undefined;
      void trip?.sheet.render({ force: true });
      return trip?.id ?? "";
    });
    const sheet = gm.locator(`form.application.sheet[id$="Item-${id}"]`);
    await expect.poll(() => sheet.count()).toBe(1);
    expect(await sheet.locator('select[name="system.stats.timeCount.maneuver"]').inputValue()).toBe("trip");
    expect(await sheet.locator('select[name="system.stats.timeCount.attackStat"]').inputValue()).toBe(
      "unarmed",
    );
    expect(await sheet.locator('input[name="system.stats.timeCount.fatigueCost"]').inputValue()).toBe("1");
    expect(await pageErrors(gm)).toEqual([]);
  });

  it("a Wait after the shift has ended keeps the stance in effect: the transition is over (issue 14)", async () => {
    // at 21 Garret waits one count; at 22 Zherynn shifts into Cautious (Swift 1d4+2 [1] = 3): in effect at 25
    await gm.locator(".tempo-tc-due-row", { hasText: "Garret" }).locator(".tempo-tc-wait").click();
    await settle(async () => (await clock(gm)).combatants.Garret?.next === 22);
    await advanceTo(gm, 22);
    const sheet = await openSheet(player, ZHERYNN);
    await dice(gm, [1]);
    await sheet.locator(".tempo-tc-action", { hasText: "Cautious" }).locator(".tempo-tc-perform").click();
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 25);
    await waitOn(gm, "Garret", 23);
    await advanceTo(gm, 23);
    await waitOn(gm, "Garret", 25);
    await waitOn(gm, "Bandit", 25);
    await advanceTo(gm, 25);
    const pending = gm.locator(".tempo-tc-row", { hasText: "Zherynn" }).locator(".tempo-tc-pending");
    await expect.poll(() => pending.textContent()).toBe("Cautious stance");
    // Zherynn waits one count: the shift ended at 25 and stays over (it read "Shifting" again before)
    await resetStats(gm);
    await gm.locator(".tempo-tc-due-row", { hasText: "Zherynn" }).locator(".tempo-tc-wait").click();
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 26);
    // the Combatant, then the wait's line (issue 30)
    await expectWrites(gm, ["update Combatant", "create ChatMessage"], { ordered: true });
    await expect.poll(() => pending.textContent()).toBe("Cautious stance");
  });
});
