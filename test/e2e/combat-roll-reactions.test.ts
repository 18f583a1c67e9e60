// Combat Roll (seed 003) reactions and conditions in the sandbox: moving out of a foe's reach offers it
// an opportunity attack; a critical parry disarms the attacker, who picks the axe up again (Manipulate);
// a Grapple contest on its own card holds a foe, who then cannot move; Disengage spares the next move;
// a spell without the Melee Attack trait offers every foe an opportunity attack.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { buttonStates, resetStats, type Sandbox } from "./harness";
import {
  ALDRIC,
  GOBLIN,
  ORK,
  action,
  combatantId,
  createItems,
  crStats,
  hasStatus,
  dialog,
  dice,
  lastAttack,
  lastCard,
  lastOffer,
  openSheet,
  pageErrors,
  startCombatRoll,
  target,
  turnOf,
  turnState,
  expectWrites,
  useSandbox,
} from "../foundry/combat-roll/e2e-helpers";

describe("Combat Roll reactions: opportunity attacks, conditions, grapples", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  // Aldric 8, the Ork 6, the Goblin 4: Aldric acts first
  const initiative = { [ALDRIC]: 6, [ORK]: 5, [GOBLIN]: 1 };
  useSandbox(
    () => startCombatRoll(initiative),
    (s) => ({ sb, gm, player } = s),
    60_000,
  );

  it("the player moves away from the Ork: the move dialog asks whose reach; the GM is offered the Ork's opportunity attack", async () => {
    const sheet = await openSheet(player, ALDRIC);
    await sheet.locator(action("move", "move")).click();
    await expect.poll(() => dialog(player).count()).toBe(1);
    const ork = await combatantId(gm, ORK);
    const goblin = await combatantId(gm, GOBLIN);
    // No scene: nobody is proposed; both foes are listed, unchecked
    await expect(dialog(player).locator(`input[name="foe-${ork}"]`).isChecked()).resolves.toBe(false);
    await expect(dialog(player).locator(`input[name="foe-${goblin}"]`).count()).resolves.toBe(1);
    await dialog(player).locator(`input[name="foe-${ork}"]`).check();
    await resetStats(gm);
    await dialog(player).locator('[data-dialog-action="move"]').click();
    await expect.poll(() => lastOffer(gm).getAttribute("data-trigger")).toBe("move");
    await expectWrites(gm, ["create ChatMessage"], { ordered: true });
    // The free move costs no AP; its line (issue 30) comes before the offer it provoked, in one batch
    expect((await turnOf(gm, ALDRIC)).ap).toBe(3);
    await expect
      .poll(() => player.locator(".chat-message .tempo-cr-line").last().textContent())
      .toBe("Aldric: Move (movement up to speed, no AP).");
    await expect(lastOffer(gm).locator(".tempo-cr-offer").count()).resolves.toBe(1);
    await expect(lastOffer(gm).locator(".tempo-cr-opportunity-attack").count()).resolves.toBe(1);
    // The player sees the offer but may not take the Ork's reaction: its button is disabled, saying why
    await expect.poll(() => lastOffer(player).locator(".tempo-cr-offer").count()).toBe(1);
    await expect(buttonStates(lastOffer(player).locator(".tempo-cr-opportunity-attack"))).resolves.toEqual([
      "disabled: Only this foe's owner or the GM takes its opportunity attack.",
    ]);
  });

  it("the GM takes the Ork's opportunity attack; the player parries and wins critically", async () => {
    await lastOffer(gm).locator(".tempo-cr-opportunity-attack").click();
    await expect.poll(() => dialog(gm).count()).toBe(1);
    await resetStats(gm);
    await dialog(gm).locator('[data-dialog-action="roll"]').click();
    await expect.poll(() => lastCard(player).getAttribute("data-opportunity")).toBe("true");
    await expectWrites(gm, ["create ChatMessage", "update ChatMessage", "update Combat"]);
    const ork = await turnOf(gm, ORK);
    expect([ork.ap, ork.attacks, ork.taken.reaction]).toEqual([2, 1, 1]);
    // The Ork: 7 + STR 5 = 12 rolls 18 (fails); Aldric parries: 8 + STR 4 = 12 rolls 5 (passes)
    await dice(gm, [18, 5]);
    await lastCard(player).locator('[data-kind="parry"]').click();
    await expect.poll(() => lastCard(player).getAttribute("data-outcome")).toBe("defender-critical");
    await expect.poll(async () => (await turnOf(gm, ALDRIC)).ap).toBe(2);
  });

  it("Disarm: the player chooses the Ork's battle axe (two-handed: a boon), the Ork fails, the card drops it", async () => {
    const disarm = lastCard(player).locator('[data-maneuver="disarm"]');
    await expect.poll(() => disarm.count()).toBe(1);
    await expect(disarm.textContent()).resolves.toContain("Battle Axe");
    // Athletics 11 with a boon: 2d20, the lower 15 counts -> fails
    await dice(gm, [15, 18]);
    await disarm.click();
    await expect
      .poll(() => lastCard(player).locator(".tempo-cr-maneuver-result").textContent())
      .toContain("works");
    await expect(lastCard(player).locator(".tempo-cr-maneuver").textContent()).resolves.toContain(
      "Test with a boon",
    );
    // issue 14: both d20s of the boon are shown, the kept 15 marked
    await expect(
      lastCard(player).locator(".tempo-cr-maneuver .tempo-cr-die").allTextContents(),
    ).resolves.toEqual(["15", "18"]);
    await expect(lastCard(player).locator(".tempo-cr-maneuver .tempo-cr-kept").textContent()).resolves.toBe(
      "15",
    );
    await resetStats(gm);
    await lastCard(player).locator('[data-tempo-action="applyCondition"]').click();
    await expect.poll(async () => (await crStats(gm, ORK))?.dropped.length).toBe(1);
    await expectWrites(gm, ["update Actor", "update ChatMessage"]);
    await expect
      .poll(() => gm.locator('#combat-panel .tempo-cr-condition[data-condition="disarmed"]').count())
      .toBe(1);
  });

  it("the Ork picks its axe up from the GM's sheet: a Manipulate reaction (1 AP); the axe is held again", async () => {
    const sheet = await openSheet(gm, ORK);
    await expect.poll(() => sheet.locator(".tempo-cr-dropped").textContent()).toContain("Battle Axe");
    await resetStats(gm);
    await sheet.locator(".tempo-cr-pick-up").click();
    await expect.poll(async () => (await crStats(gm, ORK))?.dropped.length).toBe(0);
    await expectWrites(gm, ["update Actor", "update Combat", "create ChatMessage"]);
    expect((await turnOf(gm, ORK)).ap).toBe(1);
    await expect
      .poll(() => gm.locator(".chat-message .tempo-cr-line").last().textContent())
      .toBe("Ork Raider picks up Battle Axe (Manipulate, 1 AP).");
    await expect.poll(() => sheet.locator(".tempo-cr-dropped").count()).toBe(0);
  });

  it("the player grapples the Goblin: a contest card; the GM resists with Acrobatics and loses; the Goblin is grappled", async () => {
    const sheet = await openSheet(player, ALDRIC);
    await target(player, GOBLIN);
    await resetStats(gm);
    await sheet.locator(action("grapple")).click();
    await expect
      .poll(() => lastCard(gm).locator(".tempo-card-title").textContent())
      .toContain("Aldric grapples Goblin Archer");
    await expectWrites(gm, ["create ChatMessage", "update Combat"]);
    const aldric = await turnOf(gm, ALDRIC);
    expect([aldric.ap, aldric.attacks]).toEqual([1, 0]);
    await expect(lastCard(gm).locator('[data-tempo-action="grappleDefend"]').count()).resolves.toBe(2);
    await expect
      .poll(() => buttonStates(lastCard(player).locator('[data-tempo-action="grappleDefend"]')))
      .toEqual(Array(2).fill("disabled: Only the defender's owner or the GM chooses the defence."));
    // Aldric's Athletics 10 rolls 3 (2 Successes); the Goblin's Acrobatics 10 rolls 9 (1 Success)
    await dice(gm, [3, 9]);
    await resetStats(gm);
    await lastCard(gm).locator('[data-skill="acrobatics"]').click();
    await expect.poll(() => lastCard(player).getAttribute("data-outcome")).toBe("attacker");
    await expectWrites(gm, ["create ActiveEffect", "update Actor", "update ChatMessage"]);
    expect(await hasStatus(gm, GOBLIN, "grappled")).toBe(true);
    await expect(lastCard(player).locator(".tempo-cr-outcome").textContent()).resolves.toContain(
      "Goblin Archer is grappled",
    );
    await sb.screenshot(player, "combat-roll-grapple-card");
  });

  it("the grappled Goblin cannot move: its Dash is disabled, saying why", async () => {
    const sheet = await openSheet(gm, GOBLIN);
    await resetStats(gm);
    const dash = sheet.locator(action("move", "dash"));
    await expect.poll(() => dash.isDisabled()).toBe(true);
    await expect(dash.getAttribute("data-tooltip")).resolves.toContain("grappled and cannot move");
    // The GM ends the grapple by hand (the seed gives it no end): one write
    await sheet.locator('.tempo-cr-clear-condition[data-condition="grappled"]').click();
    await expect.poll(async () => await hasStatus(gm, GOBLIN, "grappled")).toBe(false);
    await expectWrites(gm, ["delete ActiveEffect", "update Actor"], { ordered: true });
  });

  it("after Disengage, the player's move asks nothing and provokes nothing, and its line says so (issue 30)", async () => {
    const sheet = await openSheet(player, ALDRIC);
    await resetStats(gm);
    await sheet.locator(action("act", "disengage")).click();
    await expect.poll(async () => (await turnOf(gm, ALDRIC)).ap).toBe(0);
    await expectWrites(gm, ["update Combat", "create ChatMessage"], { ordered: true });
    await expect
      .poll(() => player.locator(".chat-message .tempo-cr-line").last().textContent())
      .toBe("Aldric: Disengage (1 AP).");
    const cards = await gm.locator(".chat-message").count();
    await resetStats(gm);
    await sheet.locator(action("move", "move")).click();
    // Before issue 30 the move posted nothing: the table never saw it
    await expect
      .poll(() => player.locator(".chat-message .tempo-cr-line").last().textContent())
      .toBe("Aldric: Move (movement up to speed, no AP); disengaged, it provokes no opportunity attack.");
    expect(await dialog(player).count()).toBe(0);
    await expectWrites(gm, ["create ChatMessage"], { ordered: true });
    expect(await gm.locator(".chat-message").count()).toBe(cards + 1);
    expect(await gm.locator(".chat-message .tempo-cr-opportunity-card").count()).toBe(1);
  });

  it("Aldric's turn ends: the turn start of the Ork ends his Disengage (Combat Roll's onTurnStart), in the same write", async () => {
    const disengaged = () =>
      gm.evaluate(() => {
        const combat = (
          window as unknown as {
            game: { combat: { system: { turns: { marks: { disengaged: string[] } } } } };
          }
        ).game.combat;
        return [...combat.system.turns.marks.disengaged];
      });
    expect(await disengaged()).toHaveLength(1);
    await resetStats(gm);
    await player.locator("#combat-panel .tempo-ap-end-turn").click();
    await expect.poll(async () => (await turnState(gm))?.turns.active).toBe(await combatantId(gm, ORK));
    // one write: the turn change and the start-of-turn rule's change of the marks together
    await expectWrites(gm, ["update Combat"], { ordered: true });
    expect(await disengaged()).toEqual([]);
  });

  it("next round, a Firebolt (no Melee Attack trait) offers both foes an opportunity attack, in the same write as its card", async () => {
    await createItems(player, ALDRIC, [
      {
        name: "Firebolt",
        type: "spell",
        system: { stats: { combatRoll: { damage: "1d8", damageType: "fire", attackTrait: true } } },
      },
    ]);
    await gm.locator("#combat-panel .tempo-ap-new-round").click();
    await expect.poll(async () => (await turnOf(gm, ALDRIC)).ap).toBe(3);
    const sheet = await openSheet(player, ALDRIC);
    await target(player, ORK);
    await expect.poll(() => sheet.locator(".tempo-cr-cast").count()).toBe(1);
    await sheet.locator(".tempo-cr-cast").click();
    await expect.poll(() => dialog(player).count()).toBe(1);
    await expect(dialog(player).locator('select[name="range"]').inputValue()).resolves.toBe("ranged");
    await resetStats(gm);
    await dialog(player).locator('[data-dialog-action="roll"]').click();
    await expect.poll(() => lastOffer(gm).getAttribute("data-trigger")).toBe("cast");
    await expectWrites(gm, ["create ChatMessage", "update Combat"]);
    await expect(lastOffer(gm).locator(".tempo-card-title").textContent()).resolves.toContain(
      "Aldric casts Firebolt",
    );
    await expect(lastOffer(gm).locator(".tempo-cr-offer").count()).resolves.toBe(2);
    await expect(lastAttack(gm).locator(".tempo-card-title").textContent()).resolves.toContain(
      "Aldric attacks Ork Raider with Firebolt",
    );
    // Spells can't be parried: the Ork may dodge or take it
    await expect(lastAttack(gm).locator('[data-kind="parry"]').isDisabled()).resolves.toBe(true);
  });

  it("neither page raised an error", async () => {
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
