// The fight's history under Combat Roll (issue 32): Aldric's Strike on the Ork Raider, the Ork's Dodge, a
// Trip that lays it Prone (an effect made by the card's button), the damage rolled and applied. The GM
// takes the Apply back from the card; then the tracker's undo takes back every step to deep-equal
// sources (the Prone effect gone, the turn's AP back, the card shown undone), and redo brings each
// step back in the order the undos took them, the Prone effect made again with its id. The GM's ending of
// Prone (an action that deleted an effect) is undone by making the effect again, with its id.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  ALDRIC,
  GOBLIN,
  ORK,
  dice,
  hasStatus,
  health,
  lastCard,
  pageErrors,
  rollAndBegin,
  startCombatRoll,
  strikeFromSheet,
  turnOf,
  useSandbox,
} from "../foundry/combat-roll/e2e-helpers";
import { settle } from "./harness";
import { act, combatId, history, recordHistory, sources } from "./history-helpers";

/** The uuids of the combat, the Ork's actor (its unlinked token's) and its effects now. */
const uuidsOf = (page: Page) =>
  page.evaluate((ork) => {
    type A = { uuid: string; effects: { uuid: string }[] };
    const g = (
      window as unknown as {
        game: {
          combat: { uuid: string };
          scenes: { active: { tokens: { find(f: (t: { actorId: string }) => boolean): { actor: A } } } };
        };
      }
    ).game;
    const actor = g.scenes.active.tokens.find((t) => t.actorId === ork).actor;
    return { combat: g.combat.uuid, ork: actor.uuid, effects: actor.effects.map((e) => e.uuid) };
  }, ORK);

/** The message that holds the last Combat Roll card (its damage control below it). */
const message = (page: Page) =>
  page
    .locator(".chat-message")
    .filter({ has: page.locator(".tempo-cr-card") })
    .last();

describe("the fight's history under Combat Roll", () => {
  let gm: Page;
  let player: Page;
  let touched: string[] = [];
  let earlier: Record<string, unknown> = {};
  let later: Record<string, unknown> = {};
  let proneUuid = "";
  const steps = ["strike", "defend", "maneuver", "applyCondition", "rollDamage", "applyDamage"];

  useSandbox(startCombatRoll, (s) => ({ gm, player } = s), 90_000);

  it("Aldric strikes, the Ork dodges and is tripped Prone, the damage is applied: a record per step", async () => {
    await recordHistory(gm);
    await rollAndBegin(gm, { [ALDRIC]: 6, [ORK]: 5, [GOBLIN]: 1 });
    const ids = await uuidsOf(gm);
    touched = [ids.combat, ids.ork];
    earlier = await sources(gm, touched);
    await strikeFromSheet(player, gm, ALDRIC, ORK);
    // Aldric rolls 2 against 12 (3 successes), the Ork's Dodge 15 fails; its Acrobatics 15 fails too
    await dice(gm, [2, 15]);
    await lastCard(gm).locator('[data-kind="dodge"]').click();
    await expect.poll(() => lastCard(player).locator('[data-maneuver="trip"]').count()).toBe(1);
    await dice(gm, [15]);
    await lastCard(player).locator('[data-maneuver="trip"]').click();
    await expect.poll(() => lastCard(player).locator('[data-tempo-action="applyCondition"]').count()).toBe(1);
    await lastCard(player).locator('[data-tempo-action="applyCondition"]').click();
    await expect.poll(() => hasStatus(gm, ORK, "prone")).toBe(true);
    await dice(gm, [6]);
    await lastCard(player).locator('[data-tempo-action="rollDamage"]').click();
    await expect.poll(() => lastCard(gm).locator('[data-tempo-action="applyDamage"]').count()).toBe(1);
    await lastCard(gm).locator('[data-tempo-action="applyDamage"]').click();
    await expect.poll(() => health(gm, ORK)).toBe(11);
    await settle(async () => (await history(gm)).length === steps.length);
    expect((await history(gm)).map((r) => r.action)).toEqual(steps);
    proneUuid = (await uuidsOf(gm)).effects.find((u) => !ids.effects.includes(u)) ?? "";
    expect((await history(gm))[3]?.created).toContain(proneUuid);
    later = await sources(gm, touched);
  });

  it("the card's own Take back (the GM's) undoes the Apply only: the Ork back to 16, still Prone", async () => {
    const takeBack = message(gm).locator(".tempo-undo-card");
    await expect.poll(() => takeBack.count()).toBe(1);
    expect(await message(player).locator(".tempo-undo-card").count()).toBe(0);
    await takeBack.click();
    await settle(async () => (await history(gm)).at(-1)?.undone === true);
    expect(await health(gm, ORK)).toBe(16);
    expect(await hasStatus(gm, ORK, "prone")).toBe(true);
    expect((await history(gm)).filter((r) => r.undone).map((r) => r.action)).toEqual(["applyDamage"]);
    await expect.poll(() => takeBack.count()).toBe(0);
    await expect.poll(() => lastCard(gm).locator('[data-tempo-action="applyDamage"]').count()).toBe(1);
  });

  it("the tracker's undo takes back each step: every touched document deep-equal, Prone gone, AP back", async () => {
    const id = await combatId(gm);
    for (let left = steps.length - 1; left > 0; left -= 1) {
      expect(await act(gm, "undo", { combatId: id })).toBe("");
      await settle(async () => (await history(gm)).filter((r) => !r.undone).length === left - 1);
    }
    expect(await sources(gm, touched)).toEqual(earlier);
    expect(await hasStatus(gm, ORK, "prone")).toBe(false);
    const aldric = await turnOf(gm, ALDRIC);
    expect([aldric.ap, aldric.attacks]).toEqual([3, 0]);
    await expect.poll(() => player.locator(".chat-message.tempo-undone .tempo-cr-card").count()).toBe(1);
    // nothing is left to take back
    expect(JSON.parse(await act(gm, "undo", { combatId: id })).key).toBe("TEMPO.Error.NothingToUndo");
  });

  it("redo brings each step back in the order the undos took them: the same sources, Prone with its id", async () => {
    const id = await combatId(gm);
    for (let done = 1; done <= steps.length; done += 1) {
      expect(await act(gm, "redo", { combatId: id })).toBe("");
      await settle(async () => (await history(gm)).filter((r) => !r.undone).length === done);
      const undone = (await history(gm)).map((r) => r.undone);
      // the steps come back oldest first: the strike, then the defence, and so on
      expect(undone).toEqual(steps.map((_s, i) => i >= done));
    }
    expect(await sources(gm, touched)).toEqual(later);
    expect((await uuidsOf(gm)).effects).toContain(proneUuid);
    expect(await health(gm, ORK)).toBe(11);
    expect(JSON.parse(await act(gm, "redo", { combatId: id })).key).toBe("TEMPO.Error.NothingToRedo");
  });

  it("an action that deleted an effect: its undo makes Prone again with its id, its redo deletes it again", async () => {
    const id = await combatId(gm);
    const { ork } = await uuidsOf(gm);
    expect(await act(gm, "clearCondition", { actor: ork, condition: "prone" })).toBe("");
    await settle(async () => (await history(gm)).at(-1)?.action === "clearCondition");
    expect((await history(gm)).at(-1)?.created).toEqual([]);
    expect(await hasStatus(gm, ORK, "prone")).toBe(false);
    expect(await act(gm, "undo", { combatId: id })).toBe("");
    await settle(async () => (await history(gm)).at(-1)?.undone === true);
    expect((await uuidsOf(gm)).effects).toContain(proneUuid);
    expect(await sources(gm, touched)).toEqual(later);
    expect(await act(gm, "redo", { combatId: id })).toBe("");
    await settle(async () => (await history(gm)).at(-1)?.undone === false);
    expect(await hasStatus(gm, ORK, "prone")).toBe(false);
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
