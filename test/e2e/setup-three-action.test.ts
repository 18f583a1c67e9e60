// The GM's first session under Three-Action Turns (issue 31), the guide's own steps in its order
// (docs/guide/three-action.md, "Set up the world" and "Run the first fight"), from a world with no actor
// to a begun fight. The stand-in has no settings window, no scene editor and no token configuration:
// the ruleset is the world's from its start, the scene is the stand-in's one, and the dispositions are
// read where the samples set them (each actor's prototype token), which is what the step asks.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pageErrors, queueDice, startTempo, useSandbox, type Sandbox } from "./harness";

type Doc = { id: string; name: string; delete(): Promise<unknown> };
type Win = Window & {
  game: {
    settings: { get(ns: string, key: string): unknown };
    actors: { contents: (Doc & { prototypeToken: { disposition: number } })[] };
    packs: { get(id: string): { index: { contents: { name: string; uuid: string }[] } } | undefined };
    scenes: {
      active: {
        tokens: { contents: Doc[] };
        deleteEmbeddedDocuments(n: string, ids: string[]): Promise<unknown>;
      };
    };
    combat: {
      round: number;
      started: boolean;
      combatants: { contents: { name: string; initiative: number | null }[] };
    } | null;
  };
};

const BESTIARY = "tempo.three-action-bestiary";

/** A drag from `source` dropped on `target`, with one DataTransfer (the panels share one scroll). */
async function dropOn(source: Locator, target: Locator): Promise<void> {
  const dataTransfer = await source.page().evaluateHandle(() => new DataTransfer());
  await source.dispatchEvent("dragstart", { dataTransfer });
  await target.dispatchEvent("dragover", { dataTransfer });
  await target.dispatchEvent("drop", { dataTransfer });
}

const worldActors = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as Win).game.actors.contents
      .map((a) => ({ name: a.name, disposition: a.prototypeToken.disposition }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  );

describe("first session under Three-Action Turns, as the guide gives it", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;
  useSandbox(
    async () => ({ sb: await startTempo({ sampleCombat: false, ruleset: "three-action" }) }),
    async (started) => {
      sb = started.sb;
      gm = await sb.open("gm");
      player = await sb.open("player");
      await gm.setViewportSize({ width: 2200, height: 1200 });
      // a world with no actor yet: the stand-in's seeded samples and their tokens taken away
      await gm.evaluate(async () => {
        const g = (window as unknown as Win).game;
        const scene = g.scenes.active;
        await scene.deleteEmbeddedDocuments(
          "Token",
          scene.tokens.contents.map((t) => t.id),
        );
        for (const actor of [...g.actors.contents]) await actor.delete();
      });
    },
  );

  it("set up the world, 1: the ruleset is Three-Action Turns, and the world has no actor", async () => {
    expect(await gm.evaluate(() => (window as unknown as Win).game.settings.get("tempo", "ruleset"))).toBe(
      "three-action",
    );
    await expect.poll(() => worldActors(gm)).toEqual([]);
    await expect
      .poll(() => gm.locator("#actor-directory .empty").textContent())
      .toBe("No actors in this world.");
  });

  it("2: the samples imported from Creatures and Sample Encounter (Mira, three bandits)", async () => {
    const entries = await gm.evaluate(
      (id) => (window as unknown as Win).game.packs.get(id)?.index.contents ?? [],
      BESTIARY,
    );
    expect(entries.map((e) => e.name).sort()).toEqual(["Bandit", "Bandit Archer", "Bandit Brute", "Mira"]);
    for (const entry of entries)
      await dropOn(
        gm.locator(`#compendium-packs .directory-item[data-uuid="${entry.uuid}"]`),
        gm.locator("#world-actors"),
      );
    await expect.poll(async () => (await worldActors(gm)).length).toBe(4);
  });

  it("3: the dispositions: the party Friendly, the monsters Hostile, as the samples bring them", async () => {
    expect(await worldActors(gm)).toEqual([
      { name: "Bandit", disposition: -1 },
      { name: "Bandit Archer", disposition: -1 },
      { name: "Bandit Brute", disposition: -1 },
      { name: "Mira", disposition: 1 },
    ]);
  });

  it("run the first fight, 1: Mira and the bandits on the scene, each Toggle Combat State", async () => {
    for (const id of await gm
      .locator("#world-actors [data-document-id]")
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.documentId ?? "")))
      await dropOn(gm.locator(`#world-actors [data-document-id="${id}"]`), gm.locator("#actor-directory"));
    const tokens = gm.locator("#actor-directory [data-token-id]");
    await expect.poll(() => tokens.count()).toBe(4);
    for (let i = 0; i < 4; i += 1) {
      await tokens.nth(i).locator(".combat-toggle").click();
      await expect.poll(() => tokens.nth(i).locator(".combat-toggle").textContent()).toBe("Exit Combat");
    }
    await expect.poll(() => gm.locator("#combat-panel .tempo-combatant").count()).toBe(4);
  });

  it("2: Roll All rolls d20 + DEX, Begin Combat starts the order; the player sees the same fight", async () => {
    await queueDice(gm, [15, 10, 12, 5]);
    await gm.locator('#combat-panel [data-action="tempoRollAll"]').click();
    await gm.waitForFunction(() =>
      (window as unknown as Win).game.combat?.combatants.contents.every(
        (c) => typeof c.initiative === "number",
      ),
    );
    await gm.locator('#combat-panel [data-action="startCombat"]').click();
    await gm.locator("#combat-panel .tempo-ap-row.active").waitFor();
    const combat = await gm.evaluate(() => {
      const c = (window as unknown as Win).game.combat;
      return { round: c?.round, started: c?.started };
    });
    expect(combat).toEqual({ round: 1, started: true });
    await expect.poll(() => player.locator("#combat-panel .tempo-combatant").count()).toBe(4);
    await expect.poll(() => player.locator("#combat-panel .tempo-ap-row.active").count()).toBe(1);
    await sb.screenshot(gm, "setup-three-action-begun");
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
