// The fight's history view (issue 32): opened from the tracker by the GM and by a player, it lists the
// fight's actions newest first (who, what, when in the ruleset's time, the creatures touched); the GM
// reads the Bandit's hit points and takes an action back from its row, a player reads only that the
// Bandit was hurt; a Take back a later change would overwrite is grey beforehand and says why.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshotPart, waitReady } from "./harness";
import { axeViolations } from "./axe";
import { lowContrast } from "./contrast";

/** What axe and the contrast check find in a clean view. */
const clean = { axe: [], contrast: [] };
import {
  BANDIT,
  ZHERYNN,
  clock,
  dice,
  openSheet,
  pageErrors,
  placeAndBegin,
  settle,
  startTimeCount,
  target,
  useSandbox,
  type Sandbox,
} from "../foundry/time-count/e2e-helpers";
import { history, recordHistory } from "./history-helpers";

type Creature = {
  system: { stats: { timeCount: { hp: { value: number } } } };
  update(d: object): Promise<unknown>;
};
type W = {
  game: {
    combat: { combatants: { name: string; actor: Creature }[] };
  };
};

/** The fighting creature's actor (the Bandit's token is unlinked: its own actor, not the world's). */
const hp = (page: Page, name: string) =>
  page.evaluate(
    (n) =>
      (window as unknown as W).game.combat.combatants.find((c) => c.name === n)?.actor.system.stats.timeCount
        .hp.value ?? -1,
    name,
  );

const setHp = (page: Page, name: string, value: number) =>
  page.evaluate(
    ([n, v]) =>
      (window as unknown as W).game.combat.combatants
        .find((c) => c.name === n)
        ?.actor.update({ "system.stats.timeCount.hp.value": v }),
    [name, value] as const,
  );

/** Opens the history window from the tracker; its element. */
async function openHistory(page: Page) {
  await page.locator("#combat-panel .tempo-history-open").click();
  const app = page.locator("#tempo-history");
  await app.locator(".tempo-history-body").waitFor();
  return app;
}

const rows = (page: Page) => page.locator("#tempo-history .tempo-history-row");

describe("the fight's history view", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;
  let banditBefore = 0;
  let banditAfter = 0;

  useSandbox(
    () => startTimeCount(),
    (s) => ({ sb, gm, player } = s),
  );

  it("Zherynn stabs the Bandit and the GM applies the card: two actions recorded", async () => {
    void sb;
    await placeAndBegin(gm, { Zherynn: [2], Garret: [3], Bandit: [3] }, { banditAt: 7, first: 5 });
    await recordHistory(gm);
    await target(player, BANDIT);
    const sheet = await openSheet(player, ZHERYNN);
    await dice(gm, [15, 3, 3]);
    await sheet.locator(".tempo-tc-weapon", { hasText: "Dagger" }).locator(".tempo-tc-attack").click();
    const dialog = player.locator(".application.dialog");
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.locator('[data-dialog-action="roll"]').click();
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 11);
    banditBefore = await hp(gm, "Bandit");
    // the GM resolves the card: its own flow damages its target
    await gm.locator(".chat-message .tempo-tc-apply").last().click();
    await settle(async () => (await hp(gm, "Bandit")) < banditBefore);
    banditAfter = await hp(gm, "Bandit");
    await settle(async () => (await history(gm)).length === 2);
  });

  it("the GM's view: newest first, who, what, when, and the Bandit's hit points", async () => {
    const app = await openHistory(gm);
    await expect.poll(() => rows(gm).count()).toBe(2);
    const [newest, oldest] = [rows(gm).nth(0), rows(gm).nth(1)];
    expect(await newest.locator(".tempo-history-action").textContent()).toBe("Apply the attack");
    expect(await newest.locator(".tempo-history-who").textContent()).toContain("Gamemaster");
    const subjects = (await newest.locator(".tempo-history-subjects").textContent()) ?? "";
    expect(subjects.replace(/\s+/g, " ")).toContain(`Bandit HP ${banditBefore} → ${banditAfter}`);
    expect(await oldest.locator(".tempo-history-action").textContent()).toBe("Attack");
    expect(await oldest.locator(".tempo-history-who").textContent()).toContain("Player");
    expect(await oldest.locator(".tempo-history-when").textContent()).toContain("5");
    // the GM reads every changed field: the attack moved Zherynn's next count from 5 to 11
    expect(await oldest.locator(".tempo-history-details").textContent()).toMatch(/system\.nextCount: 5 → 11/);
    expect(await app.locator(".tempo-history-undo").count()).toBe(2);
    await screenshotPart(app, "history-view-gm");
    // issue 29: the window is Tempo's markup, read by axe and the contrast check like every other view
    expect({ axe: await axeViolations(app), contrast: await lowContrast(app) }).toEqual(clean);
  });

  it("a player's view hides what the player's cards hide: the Bandit is hurt, no numbers, no Take back", async () => {
    const app = await openHistory(player);
    await expect.poll(() => rows(player).count()).toBe(2);
    // what it reads of the creatures (the row's clock time has digits of its own)
    const text = (await rows(player).nth(0).locator(".tempo-history-subjects").textContent()) ?? "";
    expect(text).toContain("Bandit");
    expect(text).toContain("hurt");
    expect(text).not.toMatch(/\d/);
    expect(text).not.toContain("→");
    expect(await app.locator(".tempo-history-details").count()).toBe(0);
    expect(await app.locator("button[data-tempo-action]").count()).toBe(0);
    await screenshotPart(app, "history-view-player");
    expect({ axe: await axeViolations(app), contrast: await lowContrast(app) }).toEqual(clean);
  });

  it("filtered by a combatant, only what touched it", async () => {
    await gm.locator("#tempo-history select[name=combatant]").selectOption({ label: "Bandit" });
    await expect.poll(() => rows(gm).count()).toBe(1);
    expect(await rows(gm).nth(0).locator(".tempo-history-action").textContent()).toBe("Apply the attack");
    await gm.locator("#tempo-history select[name=combatant]").selectOption({ label: "Zherynn" });
    await expect.poll(() => rows(gm).count()).toBe(1);
    expect(await rows(gm).nth(0).locator(".tempo-history-action").textContent()).toBe("Attack");
    await gm.locator("#tempo-history select[name=combatant]").selectOption({ value: "" });
    await expect.poll(() => rows(gm).count()).toBe(2);
  });

  it("a Take back across a later change is grey beforehand and names the change", async () => {
    await setHp(gm, "Bandit", banditAfter - 1);
    const button = rows(gm).nth(0).locator(".tempo-history-undo");
    await expect.poll(() => button.getAttribute("aria-disabled")).toBe("true");
    expect(await button.getAttribute("data-tooltip")).toContain("Bandit changed since");
    // reached by a click (or Enter), it performs nothing and says why
    await button.click({ force: true });
    expect(await hp(gm, "Bandit")).toBe(banditAfter - 1);
    expect((await history(gm)).at(-1)?.undone).toBe(false);
    // set back by hand, the later change is gone and the button is offered again
    await setHp(gm, "Bandit", banditAfter);
    await expect.poll(() => button.getAttribute("aria-disabled")).toBeNull();
  });

  it("the GM takes the damage back from its row, and does it again", async () => {
    await rows(gm).nth(0).locator(".tempo-history-undo").click();
    await settle(async () => (await hp(gm, "Bandit")) === banditBefore);
    await expect.poll(() => rows(gm).nth(0).getAttribute("class")).toContain("tempo-undone");
    expect(await rows(gm).nth(0).locator(".tempo-undone-mark").textContent()).toBe("Taken back");
    // the attack's own Take back is now the newest offered; Do again is offered
    expect(await rows(gm).nth(0).locator(".tempo-history-undo").count()).toBe(0);
    const redo = gm.locator('#tempo-history button[data-tempo-action="redo"]');
    await expect.poll(() => redo.getAttribute("aria-disabled")).toBeNull();
    // the player's open view follows
    await expect.poll(() => rows(player).nth(0).getAttribute("class")).toContain("tempo-undone");
    await redo.click();
    await settle(async () => (await hp(gm, "Bandit")) === banditAfter);
    await expect.poll(() => rows(gm).nth(0).getAttribute("class")).not.toContain("tempo-undone");
    await expect.poll(() => redo.getAttribute("aria-disabled")).toBe("true");
    expect(await pageErrors(gm, player)).toEqual([]);
  });

  it("the history survives a reload, and reads under the dark theme", async () => {
    await gm.goto(`${gm.url().replace(/&theme=\w+/, "")}&theme=dark`);
    await waitReady(gm);
    const app = await openHistory(gm);
    await expect.poll(() => rows(gm).count()).toBe(2);
    await screenshotPart(app, "history-view-gm-dark");
    expect({ axe: await axeViolations(app), contrast: await lowContrast(app) }).toEqual(clean);
  });
});
