// The fight's history (issue 32), its first part: with the world setting on, an action the GM performs
// in a combat leaves one record in that combat: who, which action, when in the ruleset's time, and per
// document only the fields it changed, before and after; the card it posted by its uuid.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
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

interface Rec {
  action: string;
  userId: string;
  when: string;
  changes: { uuid: string; before: Record<string, unknown>; after: Record<string, unknown> }[];
  created: string[];
}

const history = (page: Page) =>
  page.evaluate(() => {
    const g = (window as unknown as { game: { combat: { toObject(): { system: { history: unknown } } } } })
      .game;
    return g.combat.toObject().system.history as Rec[];
  });

describe("the fight's history: a record per action", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  useSandbox(startTimeCount, (s) => ({ sb, gm, player } = s));

  it("with the setting on, Zherynn is due first at count 5", async () => {
    void sb;
    await gm.evaluate(() =>
      (
        window as unknown as {
          game: { settings: { set(a: string, b: string, c: boolean): Promise<unknown> } };
        }
      ).game.settings.set("tempo", "history", true),
    );
    await placeAndBegin(gm, { Zherynn: [2], Garret: [3], Bandit: [3] }, { banditAt: 7, first: 5 });
    await target(player, BANDIT);
  });

  it("the player's attack is recorded: who, what, when, the turn it cost and its card", async () => {
    const before = (await history(gm)).length;
    const sheet = await openSheet(player, ZHERYNN);
    await dice(gm, [15, 3, 3]);
    await sheet.locator(".tempo-tc-weapon", { hasText: "Dagger" }).locator(".tempo-tc-attack").click();
    const dialog = player.locator(".application.dialog");
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.locator('[data-dialog-action="roll"]').click();
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 11);
    await settle(async () => (await history(gm)).length === before + 1);
    const rec = (await history(gm)).at(-1);
    const playerId = await player.evaluate(
      () => (window as unknown as { game: { user: { id: string } } }).game.user.id,
    );
    expect(rec?.userId).toBe(playerId);
    expect(rec?.when).toContain("5");
    expect(rec?.created.some((uuid) => uuid.startsWith("ChatMessage."))).toBe(true);
    const combatant = rec?.changes.find((c) => c.uuid.includes(".Combatant."));
    expect(combatant?.before).toMatchObject({ system: { nextCount: 5 } });
    expect(combatant?.after).toMatchObject({ system: { nextCount: 11 } });
    // compact: only what changed
    expect(Object.keys((combatant?.after.system as object) ?? {})).not.toContain("side");
    // the player sees the same history (it is in the combat)
    await settle(async () => (await history(player)).length === before + 1);
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
