// The fight's history in an action-point ruleset (issue 32): Mira's longsword attack on the Bandit
// (damage on the Bandit, an action spent on the Combat, a card) is undone to deep-equal sources, then redone.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BANDIT,
  MIRA,
  ARCHER,
  BRUTE,
  creature,
  dialog,
  dice,
  lastCard,
  openSheet,
  pageErrors,
  startThreeAction,
  target,
  turnOf,
  useSandbox,
  settle,
  type Sandbox,
} from "../foundry/three-action/e2e-helpers";
import { resetStats, writes } from "./harness";

type W = {
  game: {
    combat: { id: string; uuid: string; toObject(): { system: { history: { undone: boolean }[] } } };
    actors: { get(id: string): { uuid: string } };
    settings: { set(a: string, b: string, c: boolean): Promise<unknown> };
    tempo: { act(n: string, p: object): Promise<void> };
  };
};

const history = (page: Page) =>
  page.evaluate(() => (window as unknown as W).game.combat.toObject().system.history);

const sources = (page: Page, uuids: string[]) =>
  page.evaluate((list) => {
    const out: Record<string, unknown> = {};
    for (const uuid of list) {
      const doc = (globalThis as unknown as { fromUuidSync(u: string): { toObject(): object } }).fromUuidSync(
        uuid,
      );
      const source = JSON.parse(JSON.stringify(doc.toObject())) as { system?: { history?: unknown } };
      delete source.system?.history;
      out[uuid] = source;
    }
    return out;
  }, uuids);

describe("the fight's history under Three-Action Turns", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;
  let uuids: string[] = [];
  let earlier: Record<string, unknown> = {};

  useSandbox(startThreeAction, (s) => ({ sb, gm, player } = s), 60_000);

  it("begins with the history on", async () => {
    void sb;
    await gm.evaluate(() => (window as unknown as W).game.settings.set("tempo", "history", true));
    const d20: Record<string, number> = { [MIRA]: 15, [BANDIT]: 10, [BRUTE]: 12, [ARCHER]: 5 };
    const order = await gm.evaluate(() =>
      (
        window as unknown as { game: { combat: { combatants: { contents: { actorId: string }[] } } } }
      ).game.combat.combatants.contents.map((c) => c.actorId),
    );
    await dice(
      gm,
      order.map((id) => d20[id] ?? 1),
    );
    await gm.locator('#combat-panel [data-action="tempoRollAll"]').click();
    await gm.waitForFunction(() =>
      (
        window as unknown as {
          game: { combat: { combatants: { contents: { initiative: number | null }[] } } };
        }
      ).game.combat.combatants.contents.every((c) => typeof c.initiative === "number"),
    );
    await gm.locator('#combat-panel [data-action="startCombat"]').click();
    await gm.locator("#combat-panel .tempo-ap-row.active").waitFor();
  });

  it("the attack is recorded; undo restores the Bandit and the Combat deep-equal; redo brings them back", async () => {
    uuids = await gm.evaluate(
      (ids) => [
        (window as unknown as W).game.combat.uuid,
        (window as unknown as W).game.actors.get(ids).uuid,
      ],
      BANDIT,
    );
    earlier = await sources(gm, uuids);
    const count = (await history(gm)).length;
    const sheet = await openSheet(player, MIRA);
    await target(player, BANDIT);
    await dice(gm, [12, 5]);
    await resetStats(gm);
    await sheet.locator(".tempo-ta-attack").first().click();
    await expect.poll(() => dialog(player).count()).toBe(1);
    await dialog(player).locator('[data-dialog-action="roll"]').click();
    await expect.poll(() => lastCard(gm).locator(".tempo-ta-total").textContent()).toBe("18");
    await settle(async () => (await history(gm)).length === count + 1);
    // what recording costs, measured (issue 32): the action's own three writes, then the record, one more
    // combat write (Foundry v13 has no batch across documents; the action's combat write comes before its card)
    expect(await writes(gm)).toEqual([
      "update Actor",
      "update Combat",
      "create ChatMessage",
      "update Combat",
    ]);
    const later = await sources(gm, uuids);
    expect((await creature(gm, BANDIT)).hp).toBe(5);
    const combatId = await gm.evaluate(() => (window as unknown as W).game.combat.id);

    await resetStats(gm);
    await gm.evaluate((id) => (window as unknown as W).game.tempo.act("undo", { combatId: id }), combatId);
    await settle(async () => (await history(gm)).at(-1)?.undone === true);
    // an undo writes each touched document once (the history's new state rides in the combat's write),
    // marks the card, and says so in one line of chat
    expect(await writes(gm)).toEqual([
      "update Actor",
      "update Combat",
      "update ChatMessage",
      "create ChatMessage",
    ]);
    expect(await sources(gm, uuids)).toEqual(earlier);
    expect((await turnOf(gm, MIRA)).ap).toBe(3);
    await expect.poll(() => player.locator(".chat-message.tempo-undone").count()).toBe(1);

    await gm.evaluate((id) => (window as unknown as W).game.tempo.act("redo", { combatId: id }), combatId);
    await settle(async () => (await history(gm)).at(-1)?.undone === false);
    expect(await sources(gm, uuids)).toEqual(later);
    expect((await turnOf(gm, MIRA)).ap).toBe(2);
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
