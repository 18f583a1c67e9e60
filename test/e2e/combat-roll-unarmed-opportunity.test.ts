// Combat Roll (seed 003) gap review, item 1: an unarmed opportunity attack. "An opportunity attack is a
// special kind of melee Strike" and "Unarmed fighting is included" in Fighting Styles, so a foe holding no
// melee weapon (the Goblin Archer with its dagger put away: only its shortbow) answers with its fists.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  ALDRIC,
  GOBLIN,
  ORK,
  dialog,
  dice,
  expectWrites,
  lastCard,
  lastOffer,
  notices,
  pageErrors,
  resetStats,
  settle,
  startCombatRoll,
  turnOf,
  updateItem,
  useSandbox,
  type Sandbox,
  moveLeaving,
} from "../foundry/combat-roll/e2e-helpers";
import { buttonStates } from "./harness";

const GOBLIN_DAGGER = "crActGobGear0001";

/** The GM puts the Goblin's dagger away (set-up, not a user action under test). */
async function stowDagger(gm: Page): Promise<void> {
  await updateItem(gm, GOBLIN, GOBLIN_DAGGER, { "system.equipped": false });
}

/** Aldric moves, telling the dialog it leaves the Goblin's reach: one opportunity card. */
async function moveAwayFromGoblin(gm: Page, player: Page): Promise<void> {
  const cards = await gm.locator(".chat-message .tempo-cr-opportunity-card").count();
  // opening the sheet and the dialog and ticking a foe write nothing: the move's writes are all counted
  await resetStats(gm);
  await moveLeaving(gm, player, ALDRIC, [GOBLIN]);
  await expect.poll(() => gm.locator(".chat-message .tempo-cr-opportunity-card").count()).toBe(cards + 1);
  await expectWrites(gm, ["create ChatMessage"], { ordered: true });
}

const offerCard = (page: Page, n: number) => page.locator(".chat-message .tempo-cr-opportunity-card").nth(n);

/** The GM takes the Goblin's offer on the n-th opportunity card: the roll dialog, then Roll. */
async function takeOffer(gm: Page, n: number): Promise<void> {
  await offerCard(gm, n).locator(".tempo-cr-opportunity-attack").click();
  await expect.poll(() => dialog(gm).count()).toBe(1);
  await expect(dialog(gm).locator(".tempo-cr-dialog-title").textContent()).resolves.toBe(
    "Goblin Archer attacks Aldric with Unarmed strike",
  );
  await expect(dialog(gm).locator(".tempo-cr-fixed-range").count()).resolves.toBe(1);
  await resetStats(gm);
  await dialog(gm).locator('[data-dialog-action="roll"]').click();
}

describe("Combat Roll: an unarmed foe's opportunity attack", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  // Aldric 8, the Ork 6, the Goblin 4: Aldric acts first
  useSandbox(
    () => startCombatRoll({ [ALDRIC]: 6, [ORK]: 5, [GOBLIN]: 1 }),
    (s) => ({ sb, gm, player } = s),
    60_000,
  );

  it("Aldric leaves the reach of the Goblin, who holds no melee weapon: it is offered an opportunity attack all the same", async () => {
    await stowDagger(gm);
    await moveAwayFromGoblin(gm, player);
    await expect(lastOffer(gm).locator(".tempo-cr-offer").count()).resolves.toBe(1);
    await expect(lastOffer(gm).locator(".tempo-cr-offer-name").textContent()).resolves.toBe("Goblin Archer");
    await expect(lastOffer(gm).locator(".tempo-cr-opportunity-attack").count()).resolves.toBe(1);
    // The player sees the offer but may not take the Goblin's reaction: disabled, saying why
    await expect.poll(() => lastOffer(player).locator(".tempo-cr-offer").count()).toBe(1);
    await expect(buttonStates(lastOffer(player).locator(".tempo-cr-opportunity-attack"))).resolves.toEqual([
      "disabled: Only this foe's owner or the GM takes its opportunity attack.",
    ]);
    // Two more moves out of its reach: two more offers (the Goblin has not reacted yet)
    await moveAwayFromGoblin(gm, player);
    await moveAwayFromGoblin(gm, player);
    expect((await turnOf(gm, ALDRIC)).ap).toBe(3);
  });

  it("the GM takes it: an unarmed Strike (melee, crushing, 1d3) as a reaction: 1 AP and one of two attacks", async () => {
    await takeOffer(gm, 0);
    await expect.poll(() => lastCard(player).getAttribute("data-opportunity")).toBe("true");
    await expectWrites(gm, ["create ChatMessage", "update ChatMessage", "update Combat"]);
    await expect(lastCard(gm).locator(".tempo-card-title").textContent()).resolves.toContain(
      "Goblin Archer attacks Aldric with Unarmed strike",
    );
    await expect(lastCard(gm).getAttribute("data-range")).resolves.toBe("melee");
    await expect(lastCard(gm).locator(".tempo-cr-damage-type").textContent()).resolves.toBe("Crushing");
    const goblin = await turnOf(gm, GOBLIN);
    expect([goblin.ap, goblin.attacks, goblin.taken.reaction]).toEqual([2, 1, 1]);
    await expect.poll(() => offerCard(gm, 0).locator(".tempo-cr-offer-taken").count()).toBe(1);
    await expect(offerCard(gm, 0).locator(".tempo-cr-opportunity-attack").count()).resolves.toBe(0);
    await sb.screenshot(gm, "combat-roll-unarmed-opportunity");
  });

  it("Aldric does not defend: the Goblin's fists hit critically and roll 1d3", async () => {
    // Fighting Style 7 + AGI 5 = 12 (no recorded style: not checked) rolls 4
    await dice(gm, [4]);
    await lastCard(player).locator('[data-kind="none"]').click();
    await expect.poll(() => lastCard(player).getAttribute("data-outcome")).toBe("attacker-critical");
    await expect(lastCard(gm).locator(".tempo-cr-attack-test").textContent()).resolves.toContain(
      "rolled 4 against 12",
    );
    // the Goblin's skill is not the player's to read (issue 29)
    await expect(lastCard(player).locator(".tempo-cr-attack-test").textContent()).resolves.toContain(
      "rolled 4 against ?",
    );
    await dice(gm, [2]);
    await resetStats(gm);
    await lastCard(gm).locator('[data-tempo-action="rollDamage"]').click();
    await expect.poll(() => lastCard(gm).locator(".tempo-damage").textContent()).toContain("2 (1d3)");
    await expectWrites(gm, ["update ChatMessage"], { ordered: true });
  });

  it("a second unarmed opportunity attack is the Goblin's second attack; a third is refused and writes nothing", async () => {
    await takeOffer(gm, 1);
    await expect.poll(async () => (await turnOf(gm, GOBLIN)).attacks).toBe(2);
    await expectWrites(gm, ["create ChatMessage", "update ChatMessage", "update Combat"]);
    expect((await turnOf(gm, GOBLIN)).ap).toBe(1);
    const cards = await gm.locator(".chat-message").count();
    await takeOffer(gm, 2);
    await expect
      .poll(async () => (await notices(gm)).at(-1))
      .toBe("Goblin Archer has already made 2 attacks this round.");
    await settle();
    await expectWrites(gm, [], { ordered: true });
    expect(await gm.locator(".chat-message").count()).toBe(cards);
    await expect(offerCard(gm, 2).locator(".tempo-cr-opportunity-attack").count()).resolves.toBe(1);
    expect((await turnOf(gm, GOBLIN)).ap).toBe(1);
  });

  it("neither page raised an error", async () => {
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
