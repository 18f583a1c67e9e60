// Combat Roll (seed 003), issue 30: each foe the mover leaves gets its own opportunity attack. "A creature
// provokes an opportunity attack when it performs one of the following actions: Move. Characters that
// willingly move within a foe's reach or leave it." Aldric leaves the Ork's and the Goblin's reach in one
// move: one card, two offers. Before, blocking the Ork's attack (a Defend, 1 AP) counted as a new act of
// Aldric's and closed the Goblin's offer ("This opportunity has passed"), where "Do not defend" left it
// open. A Defend answers another's attack: the offers of the same move stay open.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  ALDRIC,
  GOBLIN,
  ORK,
  combatantId,
  dialog,
  dice,
  expectWrites,
  lastAttack,
  lastOffer,
  pageErrors,
  resetStats,
  settle,
  startCombatRoll,
  turnOf,
  useSandbox,
  moveLeaving,
} from "../foundry/combat-roll/e2e-helpers";
import { buttonStates } from "./harness";

/** The offer of `actorId`'s combatant on the last opportunity card. */
async function offerOf(gm: Page, page: Page, actorId: string) {
  const id = await combatantId(gm, actorId);
  return lastOffer(page).locator(`.tempo-cr-offer[data-combatant-id="${id}"]`);
}

/** The GM takes `actorId`'s offer from the last opportunity card: the roll dialog, then Attack. */
async function takeOffer(gm: Page, actorId: string): Promise<void> {
  await (await offerOf(gm, gm, actorId)).locator(".tempo-cr-opportunity-attack").click();
  await expect.poll(() => dialog(gm).count()).toBe(1);
  await resetStats(gm);
  await dialog(gm).locator('[data-dialog-action="roll"]').click();
  await expect.poll(() => lastAttack(gm).getAttribute("data-opportunity")).toBe("true");
  await expectWrites(gm, ["create ChatMessage", "update ChatMessage", "update Combat"]);
}

/** The player blocks the last attack with Aldric's Bone Shield (Fighting Style 8 + STR 4 = 12). */
async function block(gm: Page, player: Page, rolls: number[]): Promise<void> {
  await dice(gm, rolls);
  await expect.poll(() => lastAttack(player).locator('[data-kind="block"]').isDisabled()).toBe(false);
  await lastAttack(player).locator('[data-kind="block"]').click();
  await expect.poll(() => lastAttack(player).getAttribute("data-outcome")).toBe("blocked");
}

describe("Combat Roll: each foe the mover leaves gets its own opportunity attack", () => {
  let gm: Page;
  let player: Page;

  // Aldric 8, the Ork 6, the Goblin 4: Aldric acts first
  useSandbox(
    () => startCombatRoll({ [ALDRIC]: 6, [ORK]: 5, [GOBLIN]: 1 }),
    (s) => ({ gm, player } = s),
    60_000,
  );

  it("Aldric moves out of the Ork's and the Goblin's reach: one card offers each of them an attack", async () => {
    await moveLeaving(gm, player, ALDRIC, [ORK, GOBLIN]);
    await expect.poll(() => lastOffer(gm).locator(".tempo-cr-offer").count()).toBe(2);
    await expect(buttonStates(lastOffer(gm).locator(".tempo-cr-opportunity-attack"))).resolves.toEqual([
      "enabled",
      "enabled",
    ]);
  });

  it("the Ork attacks and Aldric blocks (1 AP): the Goblin's offer for the same move is still open", async () => {
    await takeOffer(gm, ORK);
    // The Ork 7 + STR 5 = 12 rolls 10, Aldric's Block 12 rolls 6: both pass, the shield blocks
    await block(gm, player, [10, 6]);
    await expect.poll(async () => (await turnOf(gm, ALDRIC)).ap).toBe(2);
    await settle();
    for (const page of [gm, player]) {
      await expect(lastOffer(page).locator(".tempo-cr-expired").count()).resolves.toBe(0);
      await expect((await offerOf(gm, page, ORK)).getAttribute("data-taken")).resolves.toBe("true");
    }
    const goblin = (await offerOf(gm, gm, GOBLIN)).locator(".tempo-cr-opportunity-attack");
    await expect(buttonStates(goblin)).resolves.toEqual(["enabled"]);
  });

  it("the Goblin takes its own attack (its dagger) and Aldric blocks that one too", async () => {
    await takeOffer(gm, GOBLIN);
    await expect(lastAttack(gm).locator(".tempo-card-title").textContent()).resolves.toContain(
      "Goblin Archer attacks Aldric with Dagger",
    );
    const goblin = await turnOf(gm, GOBLIN);
    expect([goblin.ap, goblin.attacks]).toEqual([2, 1]);
    // The Goblin 7 + AGI 5 = 12 rolls 9, Aldric's Block 12 rolls 4
    await block(gm, player, [9, 4]);
    const aldric = await turnOf(gm, ALDRIC);
    // Two Defends: reactions (the tracker shows the reaction used), 1 AP each
    expect([aldric.ap, aldric.taken.defend, aldric.taken.reaction]).toEqual([1, 2, 0]);
    const row = gm.locator(`#combat-panel li[data-combatant-id="${await combatantId(gm, ALDRIC)}"]`);
    await expect.poll(() => row.locator(".tempo-cr-reaction").count()).toBe(1);
    await expect.poll(() => lastOffer(gm).locator(".tempo-cr-offer-taken").count()).toBe(2);
    await expect(lastOffer(gm).locator(".tempo-cr-opportunity-attack").count()).resolves.toBe(0);
  });

  it("neither page raised an error", async () => {
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
