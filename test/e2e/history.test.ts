// The fight's history (issue 32), its first part: with the world setting on, an action the GM performs
// in a combat leaves one record in that combat: who, which action, when in the ruleset's time, and per
// document only the fields it changed, before and after; the card it posted by its uuid.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshotPart, waitReady } from "./harness";
import {
  BANDIT,
  GARRET,
  ZHERYNN,
  clock,
  dice,
  openSheet,
  pageErrors,
  placeAndBegin,
  settle,
  startTimeCount,
  tc,
  updateActor,
  target,
  useSandbox,
  type Sandbox,
} from "../foundry/time-count/e2e-helpers";
import { act, combatId, history, recordHistory, sources, undoneFlag } from "./history-helpers";

describe("the fight's history: a record per action", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;
  let earlier: Record<string, unknown> = {};
  let later: Record<string, unknown> = {};
  let touched: string[] = [];

  useSandbox(startTimeCount, (s) => ({ sb, gm, player } = s));

  it("with the setting on, Zherynn is due first at count 5", async () => {
    void sb;
    await recordHistory(gm);
    await placeAndBegin(gm, { Zherynn: [2], Garret: [3], Bandit: [3] }, { banditAt: 7, first: 5 });
    await target(player, BANDIT);
  });

  it("the player's attack is recorded: who, what, when, the turn it cost and its card", async () => {
    const before = (await history(gm)).length;
    const combatUuid = await gm.evaluate(
      () => (window as unknown as { game: { combat: { uuid: string } } }).game.combat.uuid,
    );
    const ids = await gm.evaluate(() =>
      (
        window as unknown as { game: { combat: { combatants: { uuid: string }[] } } }
      ).game.combat.combatants.map((c) => c.uuid),
    );
    earlier = await sources(gm, [combatUuid, ...ids]);
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
    touched = rec?.changes.map((c) => c.uuid) ?? [];
    for (const uuid of touched) expect(earlier[uuid]).toBeTruthy();
    later = await sources(gm, touched);
    // the player sees the same history (it is in the combat)
    await settle(async () => (await history(player)).length === before + 1);
    expect(await pageErrors(gm, player)).toEqual([]);
  });

  it("undo sets every touched document back to a deep-equal copy of its source, the card marked undone", async () => {
    const rec = (await history(gm)).at(-1);
    expect(await act(gm, "undo", { combatId: await combatId(gm) })).toBe("");
    await settle(async () => (await history(gm)).at(-1)?.undone === true);
    const now = await sources(gm, touched);
    for (const uuid of touched) expect(now[uuid]).toEqual(earlier[uuid]);
    const card = rec?.created.find((u) => u.startsWith("ChatMessage.")) ?? "";
    expect(await undoneFlag(gm, card)).toBe(true);
    // shown undone on every client: struck through, its buttons disabled, kept in the log
    const shown = player.locator(".chat-message.tempo-undone").last();
    await expect.poll(() => shown.count()).toBe(1);
    expect(await shown.locator(".tempo-undone-mark").textContent()).toBe("Taken back");
    expect(await shown.locator("button:not([disabled])").count()).toBe(0);
    await screenshotPart(shown, "history-card-undone");
    expect((await clock(gm)).combatants.Zherynn?.next).toBe(5);
    // the line names the action in words, not by its name in code
    await expect
      .poll(() => player.locator(".chat-message .tempo-history-line").last().textContent())
      .toBe(`Gamemaster took back: Attack (${rec?.when ?? ""}).`);
  });

  it("every action of every ruleset has the words the history shows for it", async () => {
    const unnamed = await gm.evaluate(() => {
      type R = { id: string; actions: object };
      const g = (
        window as unknown as {
          game: { tempo: { rulesets: { all(): R[] } }; i18n: { has(key: string): boolean } };
        }
      ).game;
      return g.tempo.rulesets
        .all()
        .flatMap((r) => Object.keys(r.actions).map((name) => `${r.id}: ${name}`))
        .filter((entry) => !g.i18n.has(`TEMPO.History.Action.${entry.split(": ")[1]}`));
    });
    expect(unnamed).toEqual([]);
  });

  it("redo brings the same result back", async () => {
    expect(await act(gm, "redo", { combatId: await combatId(gm) })).toBe("");
    await settle(async () => (await history(gm)).at(-1)?.undone === false);
    const now = await sources(gm, touched);
    for (const uuid of touched) expect(now[uuid]).toEqual(later[uuid]);
    expect((await clock(gm)).combatants.Zherynn?.next).toBe(11);
  });

  it("an undo across a later change is refused and names it", async () => {
    await gm.evaluate(() => {
      const g = (
        window as unknown as {
          game: { combat: { combatants: { name: string; update(d: object): Promise<unknown> }[] } };
        }
      ).game;
      return g.combat.combatants.find((c) => c.name === "Zherynn")?.update({ "system.nextCount": 12 });
    });
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 12);
    const refusal = await act(gm, "undo", { combatId: await combatId(gm) });
    expect(JSON.parse(refusal)).toMatchObject({
      key: "TEMPO.Error.UndoConflict",
      data: { name: "Zherynn", field: "system.nextCount" },
    });
    expect((await history(gm)).at(-1)?.undone).toBe(false);
  });

  it("a card's own Take back undoes what its control applied, and only that (issue 32, as pf2e)", async () => {
    type W = {
      game: {
        actors: { get(id: string): { system: { stats: { timeCount: { hp: { value: number } } } } } };
        scenes: { active: Scene };
      };
      canvas: { tokens: { releaseAll(): void } };
    };
    type Scene = { tokens: { contents: { actorId: string; object: { control(): void } }[] } };
    const hp = (id: string) =>
      gm.evaluate((a) => (window as unknown as W).game.actors.get(a).system.stats.timeCount.hp.value, id);
    const card = gm
      .locator(".chat-message")
      .filter({ has: gm.locator(".tempo-damage-control") })
      .last();
    const before = await hp(GARRET);
    const historyLength = (await history(gm)).length;
    // the GM applies the card's damage to Garret, selected on the canvas
    await gm.evaluate((a) => {
      const w = window as unknown as W;
      w.canvas.tokens.releaseAll();
      w.game.scenes.active.tokens.contents.find((t) => t.actorId === a)?.object.control();
    }, GARRET);
    await card.locator(".tempo-damage-selected").click();
    await settle(async () => (await hp(GARRET)) < before);
    await settle(async () => (await history(gm)).length === historyLength + 1);
    // the card offers the GM its own undo, and a player none
    const takeBack = card.locator(".tempo-undo-card");
    await expect.poll(() => takeBack.count()).toBe(1);
    const playerCard = player
      .locator(".chat-message")
      .filter({ has: player.locator(".tempo-damage-control") })
      .last();
    await expect(playerCard.locator(".tempo-undo-card").count()).resolves.toBe(0);
    await takeBack.click();
    await settle(async () => (await history(gm)).at(-1)?.undone === true);
    expect((await history(gm)).at(-1)?.action).toBe("cardHealth");
    expect(await hp(GARRET)).toBe(before);
    // nothing else was taken back: the attack stays, and its card is not marked undone
    expect((await history(gm)).at(-2)?.undone).toBe(false);
    await expect.poll(() => takeBack.count()).toBe(0);
    await expect(card.getAttribute("class")).resolves.not.toContain("tempo-undone");
    await screenshotPart(card, "history-card-take-back");
  });

  it("a card without the damage control (a healing card) offers its Take back below it, and it works", async () => {
    type W = {
      game: {
        actors: { get(id: string): { uuid: string } };
        scenes: { active: { tokens: { contents: { actorId: string; actor: { uuid: string } }[] } } };
      };
      ChatMessage: { create(d: object): Promise<{ id: string } | undefined> };
    };
    const fatigue = async () => Number((await tc(gm, BANDIT)).fatigue);
    await updateActor(gm, BANDIT, { "system.stats.timeCount.fatigue": 3 });
    await settle(async () => (await fatigue()) === 3);
    const id = await gm.evaluate(
      async ([caster, target]) => {
        const w = window as unknown as W;
        const bandit = w.game.scenes.active.tokens.contents.find((t) => t.actorId === target)?.actor;
        const message = await w.ChatMessage.create({
          type: "tcHealing",
          system: {
            caster: w.game.actors.get(caster).uuid,
            target: bandit?.uuid,
            casterName: "Zherynn",
            targetName: "Bandit",
            spell: "Mend Wounds",
            amount: 2,
            formula: "2d6",
          },
        });
        return message?.id ?? "";
      },
      [ZHERYNN, BANDIT] as const,
    );
    const card = gm.locator(`.chat-message[data-message-id="${id}"]`);
    await card.locator(".tempo-tc-heal-apply").click();
    await settle(async () => (await fatigue()) === 1);
    await settle(async () => (await history(gm)).at(-1)?.action === "heal");
    const takeBack = card.locator(".tempo-card-take-back .tempo-undo-card");
    await expect.poll(() => takeBack.count()).toBe(1);
    expect(await player.locator(`.chat-message[data-message-id="${id}"] .tempo-undo-card`).count()).toBe(0);
    await screenshotPart(card, "history-card-take-back-below");
    await takeBack.click();
    await settle(async () => (await history(gm)).at(-1)?.undone === true);
    expect(await fatigue()).toBe(3);
    await expect.poll(() => takeBack.count()).toBe(0);
    await expect.poll(() => card.locator(".tempo-tc-heal-apply").count()).toBe(1);
  });

  it("a tracker action (Advance the clock: nobody is due at count 5 now) is undone like the others, world time too", async () => {
    const uuids = await gm.evaluate(() => {
      const c = (window as unknown as { game: { combat: { uuid: string; combatants: { uuid: string }[] } } })
        .game.combat;
      return [c.uuid, ...c.combatants.map((x) => x.uuid)];
    });
    const worldTime = () =>
      gm.evaluate(() => (window as unknown as { game: { time: { worldTime: number } } }).game.time.worldTime);
    const before = await sources(gm, uuids);
    const timeBefore = await worldTime();
    const count = (await history(gm)).length;
    await gm.locator("#combat-panel .tempo-tc-advance").click();
    await settle(async () => (await history(gm)).length === count + 1);
    const rec = (await history(gm)).at(-1) as { action: string; time?: number } | undefined;
    expect(rec?.action).toBe("advance");
    expect(await sources(gm, uuids)).not.toEqual(before);
    // the clock moved on, and world time with it (2 TC a second): the record keeps how far
    const moved = (await worldTime()) - timeBefore;
    expect(moved).toBeGreaterThan(0);
    expect(rec?.time).toBe(moved);
    expect(await act(gm, "undo", { combatId: await combatId(gm) })).toBe("");
    await settle(async () => (await history(gm)).at(-1)?.undone === true);
    expect(await sources(gm, uuids)).toEqual(before);
    // the world's clock steps back with it
    await settle(async () => (await worldTime()) === timeBefore);
  });

  it("the history survives a reload", async () => {
    const count = (await history(gm)).length;
    await gm.reload();
    await waitReady(gm);
    expect((await history(gm)).length).toBe(count);
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
