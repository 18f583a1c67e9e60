// Three-Action Turns (seed 001) in the sandbox with Tempo's own build: a GM page and a Player page of one
// world. Initiative (d20 + DEX), the player's attack with its card, a Trip, a bandit dropped to 0 HP
// (Incapacitated, Prone, Bleeding), a Delay from the tracker, and the bandit bleeding at the start of its
// turn (the Bleed Table, then 2d6). Every click is checked in the documents, the DOM and the write counter.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BANDIT,
  BRUTE,
  MIRA,
  ARCHER,
  activeName,
  creature,
  dialog,
  dice,
  expectWrites,
  lastCard,
  lastLine,
  openSheet,
  pageErrors,
  resetStats,
  startThreeAction,
  target,
  turnOf,
  useSandbox,
  type Sandbox,
} from "../foundry/three-action/e2e-helpers";

/** Makes exactly these actors' tokens the page user's targets. */
async function targetOnly(page: Page, ids: string[]): Promise<void> {
  await page.evaluate((wanted) => {
    type T = { actorId: string; object: { setTarget(on: boolean, o: { releaseOthers: boolean }): void } };
    const w = window as unknown as { game: { scenes: { active: { tokens: { contents: T[] } } } } };
    w.game.scenes.active.tokens.contents.forEach((t, i) =>
      t.object.setTarget(wanted.includes(t.actorId), { releaseOthers: i === 0 }),
    );
  }, ids);
}

describe("Three-Action Turns in the sandbox (GM and player)", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  useSandbox(startThreeAction, (s) => ({ sb, gm, player } = s), 60_000);

  it("rolls d20 + DEX, highest first; Begin starts the turn engine in one write", async () => {
    const order = await gm.evaluate(() =>
      (
        window as unknown as { game: { combat: { combatants: { contents: { actorId: string }[] } } } }
      ).game.combat.combatants.contents.map((c) => c.actorId),
    );
    const d20: Record<string, number> = { [MIRA]: 15, [BANDIT]: 10, [BRUTE]: 12, [ARCHER]: 5 };
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
    await resetStats(gm);
    await gm.locator('#combat-panel [data-action="startCombat"]').click();
    await gm.locator("#combat-panel .tempo-ap-row.active").waitFor();
    // Mira 15 + 3 = 18, the Brute 12 + 0, the Bandit 10 + 1, the Archer 5 + 3
    await expect
      .poll(() => gm.locator("#combat-panel .tempo-combatant-initiative").allTextContents())
      .toEqual(["18", "12", "11", "8"]);
    await expect.poll(() => activeName(gm)).toBe("Mira");
    await expectWrites(gm, ["update Combat"]);
    expect((await turnOf(gm, MIRA)).ap).toBe(3);
    expect((await turnOf(gm, MIRA)).reactions).toBe(1);
    await sb.screenshot(gm, "three-action-tracker-round-1");
  });

  it("the player attacks the Bandit with the longsword: d20 + 6 vs Physical Defense 12, 1d8 + STR damage; one action spent", async () => {
    const sheet = await openSheet(player, MIRA);
    await sb.screenshot(player, "three-action-sheet");
    await target(player, BANDIT);
    await dice(gm, [12, 5]);
    await resetStats(gm);
    await sheet.locator(".tempo-ta-attack").first().click();
    await expect.poll(() => dialog(player).count()).toBe(1);
    await dialog(player).locator('[data-dialog-action="roll"]').click();
    await expect.poll(() => lastCard(gm).locator(".tempo-ta-total").textContent()).toBe("18");
    await expectWrites(gm, ["update Combat", "update Actor", "create ChatMessage"]);
    await expect(lastCard(gm).locator(".tempo-ta-against").textContent()).resolves.toBe("12");
    // the Bandit's Defense is not the player's to read; the natural d20 and the damage dice are everyone's
    await expect.poll(() => lastCard(player).locator(".tempo-ta-against").textContent()).toBe("?");
    await expect(lastCard(player).locator(".tempo-ta-die").allTextContents()).resolves.toEqual(["12"]);
    await expect(lastCard(player).locator(".tempo-ta-damage").textContent()).resolves.toContain(
      "1d8 + 2: 5 = 7",
    );
    expect((await creature(gm, BANDIT)).hp).toBe(12 - 7);
    // what the blow did: the Bandit's hit points after it for the GM, the damage alone for the player (issue 29)
    await expect(lastCard(gm).locator(".tempo-ta-lines").textContent()).resolves.toContain("(HP 5)");
    await expect(lastCard(player).locator(".tempo-ta-lines li").allTextContents()).resolves.toEqual([
      "7 attack damage.",
    ]);
    expect((await turnOf(gm, MIRA)).ap).toBe(2);
    await sb.screenshot(gm, "three-action-card");
  });

  it("a Trip: opposed melee rolls (16 vs the Brute's 9); the Brute falls Prone", async () => {
    const sheet = await openSheet(player, MIRA);
    await target(player, BRUTE);
    await dice(gm, [10, 4]);
    await resetStats(gm);
    await sheet.locator('.tempo-ta-maneuver[data-maneuver="trip"]').click();
    // a drop of -10 ft is refused in the dialog, which stays with what was typed; nothing is sent
    await dialog(player).locator('input[name="heightFeet"]').fill("-10");
    await dialog(player).locator('input[name="distance"]').fill("5");
    await dialog(player).locator('[data-dialog-action="roll"]').click();
    await expect
      .poll(() => dialog(player).locator(".tempo-form-error").textContent())
      .toBe("Distances are whole numbers of feet, 0 or more (not -10).");
    await expect(dialog(player).locator('input[name="heightFeet"]').inputValue()).resolves.toBe("-10");
    await expect(dialog(player).locator('input[name="distance"]').inputValue()).resolves.toBe("5");
    await expectWrites(gm, []);
    // corrected in the same dialog, the Trip goes on
    await dialog(player).locator('input[name="heightFeet"]').fill("0");
    await dialog(player).locator('[data-dialog-action="roll"]').click();
    await expect.poll(() => lastCard(gm).locator(".tempo-ta-total").textContent()).toBe("16");
    await expect(lastCard(gm).locator(".tempo-ta-against").textContent()).resolves.toBe("9");
    await expectWrites(gm, ["update Combat", "create ActiveEffect", "create ChatMessage"]);
    expect((await creature(gm, BRUTE)).statuses).toEqual(["prone"]);
    expect((await turnOf(gm, MIRA)).ap).toBe(1);
  });

  it("the Bandit drops to 0 HP: Incapacitated, Prone and Bleeding (Bleed Penalty 0)", async () => {
    const sheet = await openSheet(player, MIRA);
    await target(player, BANDIT);
    await dice(gm, [12, 3]);
    await resetStats(gm);
    await sheet.locator(".tempo-ta-attack").first().click();
    await dialog(player).locator('[data-dialog-action="roll"]').click();
    await expect.poll(async () => (await creature(gm, BANDIT)).hp).toBe(0);
    await expectWrites(gm, [
      "update Combat",
      "update Actor",
      "create ActiveEffect",
      "create ActiveEffect",
      "create ActiveEffect",
      "create ChatMessage",
    ]);
    const bandit = await creature(gm, BANDIT);
    expect(bandit.statuses).toEqual(["bleeding", "incapacitated", "prone"]);
    expect(bandit.bleedPenalty).toBe(0);
    // no actions left: the sheet's buttons are disabled with the reason
    expect((await turnOf(gm, MIRA)).ap).toBe(0);
    await expect.poll(() => sheet.locator(".tempo-ta-attack").first().isDisabled()).toBe(true);
  });

  it("the Brute delays from the tracker; the bleeding Bandit's turn starts: d20 8 − 0 = deteriorate, then 2d6 = 5", async () => {
    await player.locator("#combat-panel .tempo-ap-end-turn").click();
    await expect.poll(() => activeName(gm)).toBe("Bandit Brute");
    await dice(gm, [8, 2, 3]);
    await resetStats(gm);
    await gm.locator("#combat-panel .tempo-ap-delay").click();
    await expect.poll(() => activeName(gm)).toBe("Bandit");
    await expect.poll(async () => (await creature(gm, BANDIT)).hp).toBe(-5);
    await expectWrites(gm, ["update Combat", "update Actor", "create ChatMessage"]);
    expect((await turnOf(gm, BRUTE)).delayed).toBe(true);
    const bandit = await creature(gm, BANDIT);
    // Deteriorate +1, then the 2d6 bleed damage +1
    expect(bandit.bleedPenalty).toBe(2);
    // Incapacitated: 3 − 2 = 1 action, no reaction
    const t = await turnOf(gm, BANDIT);
    expect([t.ap, t.reactions]).toEqual([1, 0]);
    await expect(lastLine(gm).textContent()).resolves.toContain("deteriorate");
    await sb.screenshot(gm, "three-action-tracker-bleeding");
  });

  it("a new round: the Brute still delays (seed 001's lasting delay); Mira's area attack is one roll for both targets", async () => {
    await resetStats(gm);
    await gm.locator('#combat-panel [data-tempo-action="newRound"]').click();
    await expect.poll(() => activeName(gm)).toBe("Mira");
    expect((await turnOf(gm, BRUTE)).delayed).toBe(true);
    expect((await turnOf(gm, MIRA)).ap).toBe(3);
    // the player targets the prone Brute and the Archer (ranged against a Prone creature: disadvantage)
    await targetOnly(player, [BRUTE, ARCHER]);
    const sheet = await openSheet(player, MIRA);
    await dice(gm, [15, 4, 4]);
    await resetStats(gm);
    // a melee weapon offers no Area: the Shortbow's is the one button
    await expect(sheet.locator(".tempo-ta-area").count()).resolves.toBe(1);
    await sheet.locator(".tempo-ta-area").click();
    // the Archer keeps the first d20: 15 + 6 = 21 vs 12; the Brute the lower: 4 + 6 = 10 vs 13
    await expect.poll(async () => (await creature(gm, ARCHER)).hp).toBe(10 - 4);
    await expectWrites(gm, ["update Combat", "update Actor", "create ChatMessage"]);
    expect((await creature(gm, BRUTE)).hp).toBe(20);
    await expect(lastCard(gm).locator(".tempo-ta-total").allTextContents()).resolves.toEqual(["21", "10"]);
    // each target's Physical Defense: the GM reads it; the player (no observer of either) reads "?"
    await expect(lastCard(gm).locator(".tempo-ta-against").allTextContents()).resolves.toEqual(["12", "13"]);
    await expect
      .poll(() => lastCard(player).locator(".tempo-ta-against").allTextContents())
      .toEqual(["?", "?"]);
    // the dice are on the card: the two d20 of the one roll, and the damage die
    await expect(lastCard(gm).locator(".tempo-ta-die").allTextContents()).resolves.toEqual(["15", "4"]);
    await expect(lastCard(gm).locator(".tempo-ta-damage").textContent()).resolves.toContain("4 = 4");
    // the Archer's line (an Area's line names its target): its hit points for the GM only
    await expect(lastCard(gm).locator(".tempo-ta-lines").textContent()).resolves.toContain("(HP 6)");
    await expect(lastCard(player).locator(".tempo-ta-lines").textContent()).resolves.not.toContain("HP");
    expect((await turnOf(gm, MIRA)).ap).toBe(2);
  });

  it("Focus: + (ESS 1 + Level 3) / 3 = 1 Energy; an attack in the player's GM-roll mode is whispered to the GM", async () => {
    const sheet = await openSheet(player, MIRA);
    await resetStats(gm);
    await sheet.locator('.tempo-ta-act[data-id="focus"]').click();
    await expect.poll(async () => (await creature(gm, MIRA)).energy).toBe(5);
    await expectWrites(gm, ["update Combat", "update Actor", "create ChatMessage"]);
    await player.evaluate(() =>
      (
        window as unknown as {
          game: { settings: { set(a: string, b: string, c: string): Promise<unknown> } };
        }
      ).game.settings.set("core", "rollMode", "gmroll"),
    );
    await targetOnly(player, [ARCHER]);
    await dice(gm, [10, 2]);
    await resetStats(gm);
    type Messages = { game: { messages: { contents: { whisper: string[] }[] } } };
    const messages = () => gm.evaluate(() => (window as unknown as Messages).game.messages.contents.length);
    const before = await messages();
    await (await openSheet(player, MIRA)).locator(".tempo-ta-attack").first().click();
    await dialog(player).locator('[data-dialog-action="roll"]').click();
    await expect.poll(async () => (await creature(gm, ARCHER)).hp).toBe(6 - 4);
    // the card lands after the damage (its own write): wait for it, then read who it is whispered to
    await expect.poll(messages).toBe(before + 1);
    const whisper = await gm.evaluate(() => {
      const m = (window as unknown as Messages).game.messages.contents;
      return m[m.length - 1]?.whisper.length ?? 0;
    });
    expect(whisper).toBeGreaterThan(0);
    expect((await turnOf(gm, MIRA)).ap).toBe(0);
  });

  it("the delaying Brute, set on fire, burns at its original place when Mira's turn ends; the Bandit bleeds on", async () => {
    await gm.evaluate(async (id) => {
      type A = { toggleStatusEffect(s: string, o: { active: boolean }): Promise<unknown> };
      const g = (
        window as unknown as {
          game: { scenes: { active: { tokens: { contents: { actorId: string; actor: A }[] } } } };
        }
      ).game;
      await g.scenes.active.tokens.contents
        .find((t) => t.actorId === id)
        ?.actor.toggleStatusEffect("on-fire", { active: true });
    }, BRUTE);
    await expect.poll(async () => (await creature(gm, BRUTE)).statuses).toEqual(["on-fire", "prone"]);
    // the Bandit: d20 15 − 2 = 13 (no change), 2d6 = 1 + 1; the Brute: fire 2d6 = 3 + 3
    await dice(gm, [15, 1, 1, 3, 3]);
    await resetStats(gm);
    await player.locator("#combat-panel .tempo-ap-end-turn").click();
    await expect.poll(async () => (await creature(gm, BRUTE)).hp).toBe(20 - 6);
    await expectWrites(gm, [
      "update Combat",
      "update Actor",
      "create ChatMessage",
      "update Actor",
      "create ChatMessage",
    ]);
    const bandit = await creature(gm, BANDIT);
    expect([bandit.hp, bandit.bleedPenalty]).toEqual([-7, 3]);
    expect((await turnOf(gm, BRUTE)).delayed).toBe(true);
    await expect.poll(() => activeName(gm)).toBe("Bandit");
  });

  it("on the Bandit's turn Mira takes her reaction: it is spent, and the chat says why", async () => {
    const sheet = await openSheet(player, MIRA);
    expect((await turnOf(gm, MIRA)).reactions).toBe(1);
    await resetStats(gm);
    await sheet.locator('.tempo-ta-act[data-id="reaction"]').click();
    // a reaction without its trigger is refused in the dialog, as the GM would refuse it; nothing is sent
    await dialog(player).locator('[data-dialog-action="confirm"]').click();
    await expect
      .poll(() => dialog(player).locator(".tempo-form-error").textContent())
      .toBe("Say what triggers the reaction and what you do.");
    await expectWrites(gm, []);
    await dialog(player).locator('input[name="text"]').fill("The Bandit steps away: a feat's strike");
    await dialog(player).locator('[data-dialog-action="confirm"]').click();
    await expect.poll(async () => (await turnOf(gm, MIRA)).reactions).toBe(0);
    await expectWrites(gm, ["update Combat", "create ChatMessage"]);
    await expect(lastLine(gm).textContent()).resolves.toContain("Reaction: The Bandit steps away");
    // none left until her next turn: the button says so
    await expect.poll(() => sheet.locator('.tempo-ta-act[data-id="reaction"]').isDisabled()).toBe(true);
  });

  it("Mira, on fire at 5 HP, burns to below 0 at her next turn's start: Incapacitated, one action at once", async () => {
    await gm.evaluate(async (id) => {
      type A = {
        update(d: object): Promise<unknown>;
        toggleStatusEffect(s: string, o: { active: boolean }): Promise<unknown>;
      };
      const actor = (window as unknown as { game: { actors: { get(i: string): A } } }).game.actors.get(id);
      await actor.update({ "system.stats.threeAction.hp.value": 5 });
      await actor.toggleStatusEffect("on-fire", { active: true });
    }, MIRA);
    await expect.poll(async () => (await creature(gm, MIRA)).statuses).toEqual(["on-fire"]);
    expect((await creature(gm, MIRA)).hp).toBe(5);
    // the Bandit's and the Archer's turns end; round 2 begins with Mira: fire 2d6 = 6 + 6
    await dice(gm, [6, 6]);
    await gm.locator("#combat-panel .tempo-ap-end-turn").click();
    await expect.poll(() => activeName(gm)).toBe("Bandit Archer");
    await gm.locator("#combat-panel .tempo-ap-end-turn").click();
    await expect.poll(() => activeName(gm)).toBe("Mira");
    await expect.poll(async () => (await creature(gm, MIRA)).hp).toBe(5 - 12);
    // each condition is its own status effect: they land one after the other
    await expect
      .poll(async () => (await creature(gm, MIRA)).statuses)
      .toEqual(expect.arrayContaining(["bleeding", "incapacitated", "on-fire", "prone"]));
    await expect.poll(async () => (await turnOf(gm, MIRA)).ap).toBe(1);
    expect((await turnOf(gm, MIRA)).reactions).toBe(0);
  });

  it("no error on either page", async () => {
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
