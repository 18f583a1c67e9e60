// Compendium drops (issue 31), as Foundry v13 core does them: an Item of a system pack dragged from the
// Compendium Packs tab onto an actor's sheet gives the actor a copy (one write; the locked pack keeps
// its own), an Actor of a pack dropped on the Actors directory is imported into the world (one
// write), and a player's drop on a sheet it only observes changes nothing. An Actor of a pack dropped
// on the scene is imported and placed as a token, and joins a begun fight.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { dropOn, expectWrites, notifications, queueDice, resetStats, useSandbox, writes } from "./harness";
import {
  ALDRIC,
  GOBLIN,
  ORK,
  rollAndBegin,
  startCombatRoll,
  turnState,
} from "../foundry/combat-roll/e2e-helpers";
import { GARRET, ZHERYNN, openSheet, startTimeCount } from "../foundry/time-count/e2e-helpers";

interface Entry {
  name: string;
  uuid: string;
}
type Win = Window & {
  game: {
    packs: { get(id: string): { index: { contents: Entry[] } } | undefined };
    actors: {
      contents: { name: string; _stats?: unknown; flags: Record<string, unknown> }[];
      get(
        id: string,
      ): { items: { contents: { name: string }[] }; update(d: object): Promise<unknown> } | undefined;
    };
  };
};

const firstEntry = (page: Page, pack: string) =>
  page.evaluate((id) => {
    const entry = (window as unknown as Win).game.packs.get(id)?.index.contents[0];
    return entry ? { name: entry.name, uuid: entry.uuid } : null;
  }, pack);
const packEntry = (page: Page, uuid: string): Locator =>
  page.locator(`#compendium-packs .directory-item[data-uuid="${uuid}"]`);
const itemNames = (page: Page, actorId: string) =>
  page.evaluate(
    (id) =>
      (window as unknown as Win).game.actors
        .get(id)
        ?.items.contents.map((i) => i.name)
        .sort() ?? [],
    actorId,
  );
const actorNames = (page: Page) =>
  page.evaluate(() => (window as unknown as Win).game.actors.contents.map((a) => a.name).sort());

describe("dropping from a compendium, as Foundry does", () => {
  let gm: Page;
  let player: Page;
  useSandbox(
    () => startTimeCount(),
    async (s) => {
      ({ gm, player } = s);
      await gm.setViewportSize({ width: 2200, height: 1000 });
      await player.setViewportSize({ width: 2200, height: 1000 });
    },
  );

  it("an Item of a pack dropped on an actor's sheet is copied onto the actor, in one write", async () => {
    const entry = await firstEntry(gm, "tempo.time-count-weapons");
    expect(entry).not.toBeNull();
    if (!entry) return;
    const sheet = await openSheet(gm, ZHERYNN);
    const before = await itemNames(gm, ZHERYNN);
    await resetStats(gm);
    await packEntry(gm, entry.uuid).dragTo(sheet);
    await expect.poll(() => itemNames(gm, ZHERYNN)).toEqual([...before, entry.name].sort());
    await expectWrites(gm, ["create Item"]);
    // the pack keeps its entry (it is locked: nothing writes to it)
    expect(await firstEntry(gm, "tempo.time-count-weapons")).toEqual(entry);
  });

  it("an Actor of a pack dropped on the Actors directory is imported into the world, in one write", async () => {
    const entry = await firstEntry(gm, "tempo.time-count-bestiary");
    expect(entry).not.toBeNull();
    if (!entry) return;
    const before = await actorNames(gm);
    await resetStats(gm);
    await dropOn(packEntry(gm, entry.uuid), gm.locator("#world-actors"));
    await expect.poll(() => actorNames(gm)).toEqual([...before, entry.name].sort());
    await expectWrites(gm, ["create Actor"]);
    // the player sees the world's new actor too, whatever it may open of it
    await expect
      .poll(() => player.evaluate(() => (window as unknown as Win).game.actors.contents.length))
      .toBe(before.length + 1);
  });

  it("a player's drop on a sheet it only observes changes nothing", async () => {
    await gm.evaluate(
      (id) => (window as unknown as Win).game.actors.get(id)?.update({ ownership: { default: 2 } }),
      GARRET,
    );
    const entry = await firstEntry(player, "tempo.time-count-weapons");
    if (!entry) throw new Error("no weapon in the pack");
    const sheet = await openSheet(player, GARRET);
    const before = await itemNames(gm, GARRET);
    await resetStats(player);
    await packEntry(player, entry.uuid).dragTo(sheet);
    // a drop on a sheet that is not editable is refused before any write (v13 ActorSheetV2)
    await player.waitForTimeout(300);
    expect(await writes(player)).toEqual([]);
    expect(await itemNames(gm, GARRET)).toEqual(before);
  });
});

// A monster arriving mid-fight (issue 31): the GM drags it from the bestiary onto the scene, as v13's
// token layer takes a pack's actor: imported into the world, then a token from its prototype; Enter
// Combat and its initiative bring it into the running Combat Roll turn engine with its 3 AP.
describe("a pack's actor dropped on the scene joins a begun fight", () => {
  let gm: Page;
  let player: Page;
  useSandbox(
    () => startCombatRoll(),
    async (s) => {
      ({ gm, player } = s);
      await gm.setViewportSize({ width: 2200, height: 1000 });
    },
  );

  const tokenIds = (page: Page) =>
    page
      .locator("#actor-directory [data-token-id]")
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.tokenId ?? ""));

  it("the Goblin Archer of the bestiary: one actor imported, one token placed from its prototype", async () => {
    await rollAndBegin(gm, { [ALDRIC]: 6, [ORK]: 5, [GOBLIN]: 1 });
    const entry = await gm.evaluate(
      () =>
        (window as unknown as Win).game.packs
          .get("tempo.combat-roll-bestiary")
          ?.index.contents.find((e) => e.name === "Goblin Archer") ?? null,
    );
    expect(entry).not.toBeNull();
    if (!entry) return;
    const before = await tokenIds(gm);
    const actorsBefore = (await actorNames(gm)).length;
    await resetStats(gm);
    await dropOn(packEntry(gm, entry.uuid), gm.locator("#actor-directory"));
    await expect.poll(async () => (await tokenIds(gm)).length).toBe(before.length + 1);
    await expectWrites(gm, ["create Actor", "create Token"], { ordered: true });
    expect((await actorNames(gm)).length).toBe(actorsBefore + 1);
    const placed = await gm.evaluate((known) => {
      type T = {
        id: string;
        name: string;
        actorId: string;
        disposition: number;
        actor: { id: string } | null;
      };
      const g = (window as unknown as { game: { scenes: { active: { tokens: { contents: T[] } } } } }).game;
      const token = g.scenes.active.tokens.contents.find((t) => !known.includes(t.id));
      return token
        ? { name: token.name, disposition: token.disposition, hasActor: token.actor !== null }
        : null;
    }, before);
    // its prototype's name and disposition (the bestiary's monsters are Hostile)
    expect(placed).toEqual({ name: "Goblin Archer", disposition: -1, hasActor: true });
  });

  it("Enter Combat and its roll to join: the turn engine counts it, 3 AP, on the player's tracker too", async () => {
    const ids = await tokenIds(gm);
    const added = ids.at(-1) ?? "";
    await gm.locator(`#actor-directory [data-token-id="${added}"] .combat-toggle`).click();
    const combatantOf = (page: Page) =>
      page.evaluate((tokenId) => {
        type C = { id: string; tokenId: string; initiative: number | null };
        const combat = (window as unknown as { game: { combat: { combatants: { contents: C[] } } } }).game
          .combat;
        const c = combat.combatants.contents.find((x) => x.tokenId === tokenId);
        return c ? { id: c.id, initiative: c.initiative } : null;
      }, added);
    // a combatant, its initiative not rolled yet
    await expect.poll(async () => (await combatantOf(gm)) !== null).toBe(true);
    expect((await combatantOf(gm))?.initiative).toBeNull();
    await queueDice(gm, [4]);
    // the fight has begun: the newcomer's row offers its roll to join (Roll All is for the start)
    const id0 = (await combatantOf(gm))?.id ?? "";
    await gm.locator(`#combat-panel .tempo-ap-roll-join[data-combatant-id="${id0}"]`).click();
    await expect.poll(async () => (await combatantOf(gm))?.initiative).toBe(7); // 1d6 [4] + PER 3
    const id = (await combatantOf(gm))?.id ?? "";
    await expect.poll(async () => (await turnState(gm))?.turns.combatants[id]?.ap).toBe(3);
    await expect
      .poll(() => player.locator("#combat-panel .tempo-combatant-name", { hasText: "Goblin Archer" }).count())
      .toBe(2);
  });

  it("a dropCanvasData hook that answers false stops the drop before anything is written", async () => {
    const entry = await firstEntry(gm, "tempo.combat-roll-bestiary");
    if (!entry) throw new Error("the bestiary has no entry");
    const before = await tokenIds(gm);
    const hookId = await gm.evaluate(() =>
      (window as unknown as { Hooks: { on(n: string, f: () => boolean): number } }).Hooks.on(
        "dropCanvasData",
        () => false,
      ),
    );
    await resetStats(gm);
    await dropOn(packEntry(gm, entry.uuid), gm.locator("#actor-directory"));
    await gm.evaluate(
      (id) =>
        (window as unknown as { Hooks: { off(n: string, id: number): void } }).Hooks.off(
          "dropCanvasData",
          id,
        ),
      hookId,
    );
    // the same drop without the hook: exactly one import and one token, so the stopped one wrote nothing
    await dropOn(packEntry(gm, entry.uuid), gm.locator("#actor-directory"));
    await expect.poll(async () => (await tokenIds(gm)).length).toBe(before.length + 1);
    await expectWrites(gm, ["create Actor", "create Token"], { ordered: true });
  });

  it("a player's drop on the scene places nothing: creating actors and tokens is the GM's", async () => {
    await player.setViewportSize({ width: 2200, height: 1000 });
    const entry = await firstEntry(player, "tempo.combat-roll-bestiary");
    if (!entry) throw new Error("the bestiary has no entry");
    const before = await tokenIds(gm);
    const actorsBefore = (await actorNames(gm)).length;
    await resetStats(gm);
    await dropOn(packEntry(player, entry.uuid), player.locator("#actor-directory"));
    await expect
      .poll(async () => (await notifications(player)).filter((n) => n.type === "error").length)
      .toBeGreaterThan(0);
    expect(await tokenIds(gm)).toEqual(before);
    expect((await actorNames(gm)).length).toBe(actorsBefore);
    await expectWrites(gm, []);
  });
});
