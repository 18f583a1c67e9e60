// A new world's first start (issue 31): the GM, and only the GM, is told where to begin, once. A world
// that already has actors (an upgraded or a prepared one) is not interrupted.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  USERS,
  notifications,
  screenshotPart,
  startTempo,
  useSandbox,
  waitReady,
  type Sandbox,
} from "./harness";

type Win = Window & {
  game: {
    actors: { size: number; contents: { id: string }[] };
    settings: {
      get(ns: string, key: string): unknown;
      set(ns: string, key: string, value: unknown): Promise<unknown>;
    };
  };
  Actor: { deleteDocuments(ids: string[]): Promise<unknown> };
};

const welcome = (page: Page) => page.locator(".tempo-welcome");

describe("the welcome of a new world", () => {
  let sb: Sandbox;
  let gm: Page;
  useSandbox(
    async () => ({ sb: await startTempo({ sampleCombat: false, ruleset: "time-count" }) }),
    async (started) => {
      sb = started.sb;
      gm = await sb.open("gm");
    },
  );

  it("does not interrupt a world that already has actors", async () => {
    expect(await gm.evaluate(() => (window as unknown as Win).game.actors.size)).toBeGreaterThan(0);
    await expect(welcome(gm).count()).resolves.toBe(0);
    expect(
      await gm.evaluate(() => (window as unknown as Win).game.settings.get("tempo", "welcomeShown")),
    ).toBe(false);
  });

  it("greets the GM of a world with no actor, with the first steps and the way to the guide", async () => {
    await gm.evaluate(async () => {
      const w = window as unknown as Win;
      await w.Actor.deleteDocuments(w.game.actors.contents.map((a) => a.id));
    });
    const player = await sb.open("player");
    await gm.reload();
    await waitReady(gm);
    await welcome(gm).waitFor();
    const text = await welcome(gm).innerText();
    for (const words of [
      "Welcome to Tempo",
      "Configure Settings",
      "Running a Fight (Guide)",
      "Toggle Combat State",
    ])
      expect(text).toContain(words);
    await screenshotPart(welcome(gm), "welcome-light");
    // the button opens "Start here" from the guide compendium, read-only (a locked pack), and quietly
    await welcome(gm).locator('[data-action="guide"]').click();
    const journal = gm.locator(".journal-sheet");
    await journal.waitFor();
    await welcome(gm).waitFor({ state: "detached" });
    expect(await journal.locator(".window-title").innerText()).toBe("Start here");
    const pageText = await journal.locator(".journal-page-content").first().innerText();
    expect(pageText).toContain("Your first session, in five steps");
    expect(pageText).toContain("Import the samples");
    expect((await notifications(gm)).filter((n) => n.type === "error")).toEqual([]);
    await screenshotPart(journal, "welcome-guide-opened");
    // a player is never greeted
    await player.reload();
    await waitReady(player);
    await expect(welcome(player).count()).resolves.toBe(0);
  });

  it("greets once: the next start of the same world is quiet", async () => {
    expect(
      await gm.evaluate(() => (window as unknown as Win).game.settings.get("tempo", "welcomeShown")),
    ).toBe(true);
    await gm.reload();
    await waitReady(gm);
    await expect(welcome(gm).count()).resolves.toBe(0);
  });

  it("reads under the dark theme too", async () => {
    // the same world made new again (its record cleared by hand), opened under the dark theme
    await gm.evaluate(() => (window as unknown as Win).game.settings.set("tempo", "welcomeShown", false));
    await gm.goto(`${sb.url}?user=${USERS.gm}&theme=dark`);
    await waitReady(gm);
    await welcome(gm).waitFor();
    expect(await welcome(gm).getAttribute("class")).toContain("theme-dark");
    await screenshotPart(welcome(gm), "welcome-dark");
    // a guide that fails to open is said, not swallowed by the dialog
    await gm.evaluate(() => {
      (window as unknown as { fromUuid: () => Promise<never> }).fromUuid = () =>
        Promise.reject(new Error("the pack is gone"));
    });
    await welcome(gm).locator('[data-action="guide"]').click();
    await expect
      .poll(async () => (await notifications(gm)).filter((n) => n.type === "error").map((n) => n.message))
      .toEqual(["Something went wrong; see the browser console."]);
    await expect(gm.locator(".journal-sheet").count()).resolves.toBe(0);
  });

  it("says where the guide is when its entry cannot be found", async () => {
    await gm.evaluate(() => (window as unknown as Win).game.settings.set("tempo", "welcomeShown", false));
    await gm.reload();
    await waitReady(gm);
    await welcome(gm).waitFor();
    await gm.evaluate(() => {
      (window as unknown as { fromUuid: () => Promise<null> }).fromUuid = async () => null;
    });
    await welcome(gm).locator('[data-action="guide"]').click();
    await expect
      .poll(async () => (await notifications(gm)).map((n) => n.message).join("\n"))
      .toContain("Compendium Packs tab");
    await welcome(gm).waitFor({ state: "detached" });
  });
});
