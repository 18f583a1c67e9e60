// The fight's history under Die-Step Contests (issue 32): the orc's attack on Brenna and her parry (the
// damage on Brenna, the interrupt owed on the Combat, the card's resolved defence) are two records; the
// parry is taken back to deep-equal sources (the card waiting for a defence again), then done again.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BRENNA,
  GOBLIN,
  GRUKK,
  defence,
  dice,
  lastCard,
  openTokenSheet,
  pageErrors,
  rollRef,
  settle,
  startDieStep,
  target,
  turnOf,
  useSandbox,
  vitals,
  type Sandbox,
} from "../foundry/die-step/e2e-helpers";
import { act, combatId, history, recordHistory, sources } from "./history-helpers";

describe("the fight's history under Die-Step Contests", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;
  let touched: string[] = [];
  let earlier: Record<string, unknown> = {};
  let later: Record<string, unknown> = {};

  useSandbox(startDieStep, (s) => ({ sb, gm, player } = s), 60_000);

  it("begins with the history on; the orc attacks Brenna and she parries: two records", async () => {
    void sb;
    await rollRef(gm, { [GRUKK]: 6, [BRENNA]: 5, [GOBLIN]: 2 });
    await gm.locator('#combat-panel [data-action="startCombat"]').click();
    await gm.locator("#combat-panel .tempo-ap-row.active").waitFor();
    await recordHistory(gm);
    const sheet = await openTokenSheet(gm, GRUKK);
    await target(gm, BRENNA);
    await sheet.locator(".tempo-ds-attack").first().click();
    await settle(async () => (await history(gm)).length === 1);
    await expect.poll(() => defence(player, "parry").isEnabled()).toBe(true);
    const attack = (await history(gm)).at(-1);
    expect(attack?.action).toBe("dsAttack");
    const cardUuid = attack?.created.find((u) => u.startsWith("ChatMessage.")) ?? "";
    const brenna = await gm.evaluate(
      (id) =>
        (window as unknown as { game: { actors: { get(i: string): { uuid: string } } } }).game.actors.get(id)
          .uuid,
      BRENNA,
    );
    const combat = await gm.evaluate(
      () => (window as unknown as { game: { combat: { uuid: string } } }).game.combat.uuid,
    );
    touched = [combat, brenna, cardUuid];
    earlier = await sources(gm, touched);
    // the orc's ATT d8 rolls 8, Brenna's parry (ATT d10) 3: 2 damage, 1 AP owed to her next turn
    await dice(gm, [8, 3]);
    await defence(player, "parry").click();
    await expect.poll(() => lastCard(gm).getAttribute("data-defense")).toBe("parry");
    await settle(async () => (await history(gm)).length === 2);
    expect((await history(gm)).at(-1)?.action).toBe("dsDefend");
    expect((await vitals(gm, BRENNA)).hp).toBe(6);
    later = await sources(gm, touched);
  });

  it("undo of the parry: Brenna, the Combat and the card deep-equal to before it", async () => {
    expect(await act(gm, "undo", { combatId: await combatId(gm) })).toBe("");
    await settle(async () => (await history(gm)).at(-1)?.undone === true);
    expect(await sources(gm, touched)).toEqual(earlier);
    expect((await vitals(gm, BRENNA)).hp).toBe(8);
    expect(await turnOf(gm, BRENNA)).toEqual({ ap: 0, debt: 0 });
    // the card waits for a defence again, on the player's screen too
    await expect.poll(() => lastCard(player).getAttribute("data-defense")).toBe("");
    // the attack itself stays
    expect((await history(gm)).at(-2)?.undone).toBe(false);
  });

  it("redo brings the parry's result back", async () => {
    expect(await act(gm, "redo", { combatId: await combatId(gm) })).toBe("");
    await settle(async () => (await history(gm)).at(-1)?.undone === false);
    expect(await sources(gm, touched)).toEqual(later);
    expect(await turnOf(gm, BRENNA)).toEqual({ ap: 0, debt: 1 });
  });

  it("an undo across a later change is refused and names it", async () => {
    await gm.evaluate(
      (id) =>
        (
          window as unknown as {
            game: { actors: { get(i: string): { update(d: object): Promise<unknown> } } };
          }
        ).game.actors
          .get(id)
          .update({ "system.stats.dieStep.hp.value": 5 }),
      BRENNA,
    );
    await settle(async () => (await vitals(gm, BRENNA)).hp === 5);
    const refusal = JSON.parse(await act(gm, "undo", { combatId: await combatId(gm) })) as {
      key: string;
      data: { name: string; field: string };
    };
    expect(refusal.key).toBe("TEMPO.Error.UndoConflict");
    expect(refusal.data.name).toBe("Brenna");
    expect(refusal.data.field).toBe("system.stats.dieStep.hp.value");
    expect((await history(gm)).at(-1)?.undone).toBe(false);
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
