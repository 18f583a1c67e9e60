// The stand-in's Configure Settings window and token configuration behave as v13's (issue 31: the GM's
// setup steps run through them). Settings: only `config: true` settings, a world one for a GM only;
// Save Changes writes the changed ones; a changed `requiresReload` world setting asks to reload, and the
// GM's Yes reloads every client. Token configuration: the Identity tab's disposition, for the token's
// owners, written in one update.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  expectWrites,
  openSystemSettings,
  pageErrors,
  resetStats,
  startTempo,
  useSandbox,
  waitReady,
  type Sandbox,
} from "./harness";

type Win = Window & {
  __mark?: number;
  game: {
    settings: { get(ns: string, key: string): unknown };
    scenes: { active: { tokens: { contents: { id: string; name: string; disposition: number }[] } } };
  };
};

const setting = (page: Page, key: string) =>
  page.evaluate((k) => (window as unknown as Win).game.settings.get("tempo", k), key);

/** Marks the page: a reload clears the mark. */
const mark = (page: Page) => page.evaluate(() => void ((window as unknown as Win).__mark = 1));
const marked = (page: Page) => page.evaluate(() => (window as unknown as Win).__mark === 1);

describe("Configure Settings, as v13's", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;
  useSandbox(
    async () => ({ sb: await startTempo({ newWorld: true }) }),
    async (started) => {
      sb = started.sb;
      gm = await sb.open("gm");
      player = await sb.open("player");
      // the new world's welcome, dismissed
      await gm.locator(".tempo-welcome").waitFor();
      await gm.locator(".tempo-welcome [data-action='close']").first().click();
    },
  );

  it("lists the system's world settings for the GM, by name and hint, with the ruleset's choices", async () => {
    const win = await openSystemSettings(gm);
    const ruleset = win.locator('select[name="tempo.ruleset"]');
    expect(await ruleset.inputValue()).toBe("time-count");
    expect(await ruleset.locator("option").allInnerTexts()).toEqual([
      "Segmented Rounds",
      "Three-Action Turns",
      "Die-Step Contests",
      "Combat Roll",
      "Time Count",
    ]);
    expect(await win.locator('[data-setting-id="tempo.ruleset"] label').innerText()).toBe("Ruleset");
    // a setting registered with config: false is not in the window
    expect(await win.locator('[name="tempo.schemaVersion"], [name="tempo.welcomeShown"]').count()).toBe(0);
    await sb.screenshot(gm, "settings-config-gm");
    await win.locator('[data-action="close"]').click();
  });

  it("shows a player no world setting (Foundry lets only a GM change them)", async () => {
    await player.locator('#settings [data-app="configure"]').click();
    const win = player.locator("#settings-config");
    await win.waitFor();
    expect(await win.locator('[name^="tempo."]').count()).toBe(0);
    await win.locator('[data-action="close"]').click();
  });

  it("Save Changes writes a changed setting that needs no reload, and asks nothing", async () => {
    const win = await openSystemSettings(gm);
    await win.locator('input[name="tempo.revealStats"]').check();
    await win.locator('button[type="submit"]').click();
    await expect.poll(() => setting(gm, "revealStats")).toBe(true);
    await expect.poll(() => setting(player, "revealStats")).toBe(true);
    await win.waitFor({ state: "detached" });
    expect(await gm.locator("#reload-world-confirm").count()).toBe(0);
  });

  it("a changed ruleset asks to reload; No leaves every page as it is", async () => {
    await Promise.all([mark(gm), mark(player)]);
    const win = await openSystemSettings(gm);
    await win.locator('select[name="tempo.ruleset"]').selectOption("die-step");
    await win.locator('button[type="submit"]').click();
    const prompt = gm.locator("#reload-world-confirm");
    await prompt.waitFor();
    expect(await prompt.locator(".window-title").innerText()).toBe("Reload Application?");
    await prompt.locator('[data-dialog-action="no"]').click();
    await expect.poll(() => setting(player, "ruleset")).toBe("die-step");
    expect(await marked(gm)).toBe(true);
    expect(await marked(player)).toBe(true);
  });

  it("Yes reloads the GM's page and the player's, under the new ruleset", async () => {
    const win = await openSystemSettings(gm);
    expect(await win.locator('select[name="tempo.ruleset"]').inputValue()).toBe("die-step");
    await win.locator('select[name="tempo.ruleset"]').selectOption("segments");
    await win.locator('button[type="submit"]').click();
    await Promise.all([
      gm.waitForEvent("load"),
      player.waitForEvent("load"),
      gm.locator('#reload-world-confirm [data-dialog-action="yes"]').click(),
    ]);
    await Promise.all([waitReady(gm), waitReady(player)]);
    expect(await marked(gm)).toBe(false);
    expect(await marked(player)).toBe(false);
    expect(await setting(gm, "ruleset")).toBe("segments");
    expect(await setting(player, "ruleset")).toBe("segments");
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});

describe("the token configuration's disposition, as v13's", () => {
  let gm: Page;
  let player: Page;
  useSandbox(
    async () => ({ sb: await startTempo({ ruleset: "segments", sampleCombat: false }) }),
    async ({ sb }) => {
      gm = await sb.open("gm");
      player = await sb.open("player");
    },
  );

  const tokens = (page: Page) =>
    page.evaluate(() =>
      Object.fromEntries(
        (window as unknown as Win).game.scenes.active.tokens.contents.map((t) => [t.name, t.disposition]),
      ),
    );
  const row = (page: Page, name: string) =>
    page
      .locator("#actor-directory [data-token-id]")
      .filter({ has: page.locator(".entry-name", { hasText: new RegExp(`^${name}$`) }) })
      .first();

  it("the Identity tab shows the token's disposition; Update Token writes a new one in one update", async () => {
    expect((await tokens(gm)).Bugbear).toBe(-1);
    await row(gm, "Bugbear").locator(".token-config-open").click();
    const win = gm.locator(".token-config");
    await win.waitFor();
    expect(await win.locator(".window-title").innerText()).toBe("Token Configuration: Bugbear");
    const select = win.locator('select[name="disposition"]');
    expect(await select.inputValue()).toBe("-1");
    expect(await select.locator("option").allInnerTexts()).toEqual([
      "Secret",
      "Hostile",
      "Neutral",
      "Friendly",
    ]);
    await resetStats(gm);
    await select.selectOption({ label: "Neutral" });
    await win.locator('button[type="submit"]').click();
    await expectWrites(gm, ["update Token"]);
    await win.waitFor({ state: "detached" });
    expect((await tokens(gm)).Bugbear).toBe(0);
    await expect.poll(async () => (await tokens(player)).Bugbear).toBe(0);
  });

  it("a player configures only the tokens of actors they own", async () => {
    expect(await row(player, "Bugbear").locator(".token-config-open").isVisible()).toBe(false);
    const own = row(player, "Halvaine").locator(".token-config-open");
    expect(await own.isVisible()).toBe(true);
    await own.click();
    const win = player.locator(".token-config");
    await win.waitFor();
    expect(await win.locator('select[name="disposition"]').inputValue()).toBe("1");
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
