// Time Count (seed 004), health from any source and defeat (issue 28), with a GM and a player: hit points
// typed on the sheet, set on the token bar and dealt by a card's Apply lead to the same state (0: Dead,
// defeated, out of the Time Count, one line of chat); hit points set by hand under the fatigue call for the
// Constitution check, rolled at once at the GM with its Roll in chat; a heal undoes Dying; the GM marks
// defeated and brings back from the tracker; one brought back rejoins the Time Count where its clock allows
// (its own turn while the count has not passed it, else a new initiative from now).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BANDIT,
  GARRET,
  ZHERYNN,
  advanceTo,
  clock,
  defeated,
  dice,
  healthLines,
  lastCard,
  lastRolls,
  noticeText,
  healFromSheet,
  openSheet,
  pageErrors,
  placeAndBegin,
  settle,
  startTimeCount,
  statusesOf,
  target,
  tc,
  tcState,
  tokenBar,
  typeInto,
  updateActor,
  useSandbox,
  type Sandbox,
} from "../foundry/time-count/e2e-helpers";

const HP = 'input[name="system.stats.timeCount.hp.value"]';

/** A combatant's row in the tracker: on the Time Count, or among those not on it (out of the fight). */
const onCount = (page: Page, name: string) =>
  page.locator(".tempo-tc-timeline .tempo-tc-row", { hasText: name });
const offCount = (page: Page, name: string) => page.locator(".tempo-tc-unplaced li", { hasText: name });

describe("Time Count: health from any source and defeat (GM and player)", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  useSandbox(startTimeCount, (s) => ({ sb, gm, player } = s));

  it("places everyone and begins: Zherynn 6, Garret 7, the bandit 9", async () => {
    await placeAndBegin(gm, { Zherynn: [3], Garret: [3], Bandit: [5] }, { banditAt: 9, first: 6 });
  });

  it("the player types 0 on Zherynn's sheet: Dead, defeated, off the Time Count, one line", async () => {
    const sheet = await openSheet(player, ZHERYNN);
    await typeInto(sheet.locator(HP), "0");
    await expect.poll(() => defeated(gm, ZHERYNN)).toBe(true);
    expect(await statusesOf(gm, ZHERYNN)).toEqual(["dead"]);
    expect((await tcState(gm, ZHERYNN)).hp).toBe(0);
    await expect
      .poll(() => healthLines(player).last().textContent())
      .toBe("Zherynn is dead (0 hit points) and out of the fight.");
    await expect.poll(() => offCount(player, "Zherynn").locator(".tempo-tc-next").textContent()).toBe("Dead");
    await expect(onCount(gm, "Zherynn").count()).resolves.toBe(0);
    // the player marks nobody defeated and brings nobody back; the GM may
    await expect(
      player.locator("#combat-panel .tempo-tc-mark-defeated, #combat-panel .tempo-tc-bring-back").count(),
    ).resolves.toBe(0);
    await expect.poll(() => offCount(gm, "Zherynn").locator(".tempo-tc-bring-back").count()).toBe(1);
  });

  it("Bring back is refused while he is dead at 0 hit points, in words", async () => {
    await offCount(gm, "Zherynn").locator(".tempo-tc-bring-back").click();
    await expect
      .poll(() => noticeText(gm))
      .toContain("Zherynn is dead at 0 hit points: raise its hit points above 0 to bring it back");
    expect(await defeated(gm, ZHERYNN)).toBe(true);
  });

  it("his turn at 6 is skipped: the GM advances to Garret's 7", async () => {
    await advanceTo(gm, 7);
    await expect
      .poll(() => gm.locator(".tempo-tc-due-row .tempo-tc-name").allTextContents())
      .toEqual(["Garret"]);
  });

  it("the GM sets the bandit to 0 on the token bar: the same state", async () => {
    await tokenBar(gm, BANDIT, "=0");
    await expect.poll(() => defeated(gm, BANDIT)).toBe(true);
    expect(await statusesOf(gm, BANDIT)).toEqual(["dead"]);
    expect((await tcState(gm, BANDIT)).hp).toBe(0);
    await expect
      .poll(() => healthLines(player).last().textContent())
      .toBe("Bandit is dead (0 hit points) and out of the fight.");
  });

  it("raised to 1 on the token bar, the bandit is no longer dead and keeps its turn at 9 (not passed yet)", async () => {
    await tokenBar(gm, BANDIT, "=1");
    await expect.poll(() => defeated(gm, BANDIT)).toBe(false);
    expect(await statusesOf(gm, BANDIT)).toEqual([]);
    await expect
      .poll(() => healthLines(player).last().textContent())
      .toBe("Bandit has hit points again: no longer dead.");
    await expect.poll(() => onCount(gm, "Bandit").locator(".tempo-tc-next").textContent()).toBe("9");
    expect((await clock(gm)).combatants.Bandit?.next).toBe(9);
  });

  it("Garret's long sword card kills the bandit with Apply: the same state again", async () => {
    await target(gm, BANDIT);
    const sheet = await openSheet(gm, GARRET);
    await dice(gm, [18, 8]); // 18 + 3 hits; 1d8 [8] + 2 = 10 over the ToP 4: 6 off its 1 hit point
    await sheet.locator(".tempo-tc-weapon", { hasText: "Long Sword" }).locator(".tempo-tc-attack").click();
    await gm.locator(".application.dialog [data-dialog-action='roll']").click();
    await expect.poll(() => lastCard(gm).getAttribute("data-outcome")).toBe("hit");
    await settle(async () => (await clock(gm)).combatants.Garret?.next === 16);
    await lastCard(gm).locator(".tempo-tc-apply").click();
    await expect.poll(() => defeated(gm, BANDIT)).toBe(true);
    expect(await statusesOf(gm, BANDIT)).toEqual(["dead"]);
    expect((await tcState(gm, BANDIT)).hp).toBe(0);
  });

  it("hit points set under his fatigue call for Garret's Constitution check, rolled at once at the GM: failed, unconscious and out", async () => {
    await updateActor(gm, GARRET, { "system.stats.timeCount.fatigue": 9 });
    await dice(gm, [1]); // 1d20 [1] + Constitution 2 = 3 against DC 9 - 4 = 5: failed by 2
    await tokenBar(gm, GARRET, "=4");
    await expect.poll(() => statusesOf(gm, GARRET)).toEqual(["unconscious"]);
    await expect.poll(() => defeated(gm, GARRET)).toBe(true);
    expect(await tcState(gm, GARRET)).toMatchObject({ hp: 4, fatigue: 9, checkDc: 0 });
    // 10 TC per point failed, from count 7
    expect((await tc(gm, GARRET)).wake).toMatchObject({ dueCount: 27 });
    await expect
      .poll(() => player.locator(".chat-message .tempo-tc-check-card").last().textContent())
      .toContain("3");
    await expect.poll(() => lastRolls(gm)).toEqual(["1d20 + 2=3"]);
    await expect
      .poll(() => offCount(gm, "Garret").locator(".tempo-tc-next").textContent())
      .toBe("Unconscious");
  });

  it("the GM raises Zherynn's hit points: alive, and as his turn at 6 passed he rolls initiative again (7 + 5 = 12)", async () => {
    await dice(gm, [2]); // 1d6 [2] + 4 - Wisdom 1 = 5
    const sheet = await openSheet(gm, ZHERYNN);
    await typeInto(sheet.locator(HP), "10");
    await expect.poll(() => defeated(gm, ZHERYNN)).toBe(false);
    expect(await statusesOf(gm, ZHERYNN)).toEqual([]);
    await expect.poll(async () => (await clock(gm)).combatants.Zherynn?.next).toBe(12);
    await expect
      .poll(() => player.locator(".chat-message .tempo-tc-rejoin-line").last().textContent())
      .toBe(
        "Zherynn rejoins the Time Count: its turn passed while it was out, so it rolls initiative again; next turn at count 12.",
      );
    // the player may see the line before the GM's own create has resolved (Foundry does not order them)
    await expect.poll(() => lastRolls(gm, "tempo-tc-rejoin-line")).toEqual(["1d6=2"]);
    await expect.poll(() => onCount(player, "Zherynn").locator(".tempo-tc-next").textContent()).toBe("12");
  });

  it("the player types 5 under his fatigue of 12: the check at the GM (passed), Dying; a heal off fatigue undoes Dying", async () => {
    // a setup: the fatigue as it stands, without the check its rise would call for (the next test's rule)
    await updateActor(gm, ZHERYNN, { "system.stats.timeCount.fatigue": 12 }, { tempoHealthRuled: true });
    await dice(gm, [18]); // 18 + 1 against DC 12 - 5 = 7: conscious
    const sheet = await openSheet(player, ZHERYNN);
    await typeInto(sheet.locator(HP), "5");
    await expect
      .poll(() => player.locator(".chat-message .tempo-tc-check-card").last().textContent())
      .toContain("19");
    expect(await tcState(gm, ZHERYNN)).toMatchObject({ hp: 5, fatigue: 12, checkDc: 0, unconscious: false });
    expect(await defeated(gm, ZHERYNN)).toBe(false);
    // fatigue 12 at least double the 5 hit points: dying (shown to its owner)
    await expect.poll(() => onCount(player, "Zherynn").locator(".tempo-tc-dying").count()).toBe(1);
    await healFromSheet(player, sheet, 5, 0);
    await expect.poll(async () => (await tcState(gm, ZHERYNN)).fatigue).toBe(7);
    await expect.poll(() => onCount(player, "Zherynn").locator(".tempo-tc-dying").count()).toBe(0);
  });

  it("the GM types Zherynn's fatigue up to 9, over his 5 hit points: the check (DC 4) at once, passed", async () => {
    await dice(gm, [20]); // 20 + 1 against DC 9 - 5 = 4: conscious
    const checks = player.locator(".chat-message .tempo-tc-check-card");
    const before = await checks.count();
    const sheet = await openSheet(gm, ZHERYNN);
    await typeInto(sheet.locator('[name="system.stats.timeCount.fatigue"]'), "9");
    await expect.poll(() => checks.count()).toBe(before + 1);
    await expect(checks.last().textContent()).resolves.toContain("21");
    await expect.poll(async () => (await tcState(gm, ZHERYNN)).checkDc).toBe(0);
    expect(await tcState(gm, ZHERYNN)).toMatchObject({ hp: 5, fatigue: 9, unconscious: false });
    // lowered again it calls for nothing
    await typeInto(sheet.locator('[name="system.stats.timeCount.fatigue"]'), "7");
    await expect.poll(async () => (await tcState(gm, ZHERYNN)).fatigue).toBe(7);
    expect(await checks.count()).toBe(before + 1);
  });

  it("a macro writes his hit points and fatigue at once: the drop is weighed against the fatigue it writes", async () => {
    await typeInto((await openSheet(gm, ZHERYNN)).locator('[name="system.stats.timeCount.fatigue"]'), "3");
    await expect.poll(async () => (await tcState(gm, ZHERYNN)).fatigue).toBe(3);
    const checks = player.locator(".chat-message .tempo-tc-check-card");
    const before = await checks.count();
    // 5 to 4 hit points with fatigue 9 over them: the check (DC 9 - 4 = 5); weighed against the stored
    // fatigue 3, the door called for none
    await dice(gm, [20]);
    await updateActor(gm, ZHERYNN, { "system.stats.timeCount": { hp: { value: 4 }, fatigue: 9 } });
    await expect.poll(() => checks.count()).toBe(before + 1);
    await expect(checks.last().textContent()).resolves.toContain("21");
    expect(await tcState(gm, ZHERYNN)).toMatchObject({ hp: 4, fatigue: 9, unconscious: false });
    // back to the state the next steps play from, as it stands
    await updateActor(
      gm,
      ZHERYNN,
      { "system.stats.timeCount": { hp: { value: 5 }, fatigue: 7, checkDc: 0 } },
      { tempoHealthRuled: true },
    );
    await expect.poll(async () => (await tcState(gm, ZHERYNN)).hp).toBe(5);
  });

  it("the GM marks Zherynn defeated: his turn at 12 is skipped, the advance goes to Garret's wake check at 27", async () => {
    await onCount(gm, "Zherynn").locator(".tempo-tc-mark-defeated").click();
    await expect.poll(() => defeated(gm, ZHERYNN)).toBe(true);
    await expect
      .poll(() => offCount(player, "Zherynn").locator(".tempo-tc-next").textContent())
      .toBe("Out of the fight");
    await advanceTo(gm, 27);
  });

  it("brought back at 27, past his turn at 12, he rejoins at 27 + a new initiative (4 + 4 - 1 = 7: count 34)", async () => {
    await dice(gm, [4]);
    await offCount(gm, "Zherynn").locator(".tempo-tc-bring-back").click();
    await expect.poll(() => defeated(gm, ZHERYNN)).toBe(false);
    await expect.poll(async () => (await clock(gm)).combatants.Zherynn?.next).toBe(34);
    await expect.poll(() => onCount(player, "Zherynn").locator(".tempo-tc-next").textContent()).toBe("34");
    expect(await pageErrors(gm)).toEqual([]);
    expect(await pageErrors(player)).toEqual([]);
    await sb.screenshot(gm, "time-count-health-1-brought-back");
  });
});
