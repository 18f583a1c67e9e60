// Core's Roll All and Roll NPCs (the tracker header) under the clocks that roll their own initiative
// (issue 29): the Time Count places every unplaced combatant on its first count (1d6 + 4 - ...), as its own
// roll button does; Segmented Rounds rolls the sides' d6 through its action, refused in words outside its
// initiative phase. Neither rolls core's formula into a combatant's initiative.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  clock,
  initiativeDice,
  settle,
  startTimeCount,
  useSandbox,
  type Sandbox,
} from "../foundry/time-count/e2e-helpers";
import {
  errorNotices,
  record,
  resetStats,
  startSegmentsGM,
  writes,
} from "../foundry/segments/sandbox-helpers";

const header = (page: Page, action: string) => page.locator(`#combat-panel [data-action="${action}"]`);
const coreInitiatives = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as { game: { combat: { combatants: { contents: { initiative: number | null }[] } } } }
    ).game.combat.combatants.contents.map((c) => c.initiative),
  );

describe("core's Roll All under the Time Count", () => {
  let gm: Page;
  useSandbox(startTimeCount, (s: { sb: Sandbox; gm: Page }) => ({ gm } = s));

  it("places everyone on the count as the clock's own roll does (Zherynn 6, Garret 7, the bandit 9)", async () => {
    await initiativeDice(gm, { Zherynn: [3], Garret: [3], Bandit: [5] });
    await header(gm, "rollAll").click();
    await settle(async () => (await clock(gm)).combatants.Bandit?.next === 9);
    const c = (await clock(gm)).combatants;
    expect([c.Zherynn?.next, c.Garret?.next]).toEqual([6, 7]);
    // core's initiative mirrors the clock's next counts (the tracker's order), never a roll of its own
    expect((await coreInitiatives(gm)).sort()).toEqual([6, 7, 9]);
  });
});

describe("core's Roll All under Segmented Rounds", () => {
  it("outside the initiative phase it is refused in words, and nothing is written", async () => {
    const { sb, gm } = await startSegmentsGM();
    try {
      const before = (await record(gm)).round;
      await resetStats(gm);
      await header(gm, "rollAll").click();
      await expect.poll(async () => (await errorNotices(gm)).length).toBeGreaterThan(0);
      expect((await errorNotices(gm)).join(" ")).not.toMatch(/TEMPO\.|undefined|\{/);
      expect(await writes(gm)).toEqual([]);
      expect((await record(gm)).round).toEqual(before);
      expect((await coreInitiatives(gm)).every((i) => i === null)).toBe(true);
    } finally {
      await sb.close();
    }
  });
});
