// Die-Step Contests (seed 002) in the sandbox with Tempo's own build: a GM page and a Player page of one
// world. Turn order from REF; the orc chieftain attacks Brenna and the PLAYER parries on her own screen
// (an interrupt paid from her next turn: it starts with 2 AP of 3); Brenna knocks the orc out (lethal:
// a survival roll is owed); the GM ends the encounter and the survival roll is made from the card's button.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BRENNA,
  GOBLIN,
  GRUKK,
  activeName,
  defence,
  dice,
  expectWrites,
  lastCard,
  openSheet,
  openTokenSheet,
  pageErrors,
  resetStats,
  rollRef,
  screenshotPart,
  setRollMode,
  startDieStep,
  target,
  turnOf,
  useSandbox,
  USERS,
  vitals,
  waitReady,
  type Sandbox,
  type W,
} from "../foundry/die-step/e2e-helpers";
import { lowContrast } from "./contrast";

/** A knock-out's writes: the hit, the card, Unconscious, its combatant defeated, the turn engine (issue 28). */
const KNOCKED_OUT = [
  "update Actor",
  "update ChatMessage",
  "create ActiveEffect",
  "update Combatant",
  "update Combat",
];

describe("Die-Step Contests in the sandbox (GM and player)", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  /** The GM ends Brenna's turn and the goblin's: her next turn is whole again (3 AP). */
  const untilBrennasNextTurn = async () => {
    await gm.locator("#combat-panel .tempo-ap-end-turn").click();
    await expect.poll(() => activeName(gm)).toBe("Goblin Cutthroat");
    await gm.locator("#combat-panel .tempo-ap-end-turn").click();
    await expect.poll(() => activeName(gm)).toBe("Brenna");
    await expect.poll(async () => (await turnOf(gm, BRENNA)).ap).toBe(3);
  };

  useSandbox(startDieStep, (s) => ({ sb, gm, player } = s), 60_000);

  it("rolls REF for turn order, highest first; Begin starts the turn engine in one write", async () => {
    await rollRef(gm, { [GRUKK]: 6, [BRENNA]: 5, [GOBLIN]: 2 });
    await resetStats(gm);
    await gm.locator('#combat-panel [data-action="startCombat"]').click();
    await gm.locator("#combat-panel .tempo-ap-row.active").waitFor();
    await expect
      .poll(() => gm.locator("#combat-panel .tempo-combatant-initiative").allTextContents())
      .toEqual(["6", "5", "2"]);
    await expect.poll(() => activeName(gm)).toBe("Grukk the Orc Chieftain");
    await expectWrites(gm, ["update Combat"]);
    // AP refill at the start of one's own turn: Brenna has none until hers
    expect(await turnOf(gm, GRUKK)).toEqual({ ap: 3, debt: 0 });
    expect(await turnOf(gm, BRENNA)).toEqual({ ap: 0, debt: 0 });
  });

  it("the orc attacks Brenna: no card before the GM has checked it; then the player parries on her own screen", async () => {
    const sheet = await openTokenSheet(gm, GRUKK);
    await target(gm, BRENNA);
    await resetStats(gm);
    await sheet.locator(".tempo-ds-attack").first().click();
    // the GM's client declared it: 2 AP of the orc's 3 spent, one card waiting for the defence
    await expectWrites(gm, ["update Combat", "create ChatMessage"]);
    expect((await turnOf(gm, GRUKK)).ap).toBe(1);
    const card = lastCard(player);
    await expect.poll(() => card.getAttribute("data-defense")).toBe("");
    // on the player's screen: her four choices, the block allowed (she carries a shield)
    await expect.poll(() => defence(player, "parry").isEnabled()).toBe(true);
    expect(await defence(player, "block").isEnabled()).toBe(true);
    await screenshotPart(card, "die-step-card-choice");
    // the orc's ATT d8 rolls 8, Brenna's parry (ATT d10) 3: 8 / 3 = 2 successes, 2 damage
    await dice(gm, [8, 3]);
    await resetStats(gm);
    await defence(player, "parry").click();
    await expect.poll(() => lastCard(gm).getAttribute("data-defense")).toBe("parry");
    await expectWrites(gm, ["update Combat", "update Actor", "update ChatMessage"]);
    expect((await vitals(gm, BRENNA)).hp).toBe(8 - 2);
    await expect(lastCard(gm).locator(".tempo-ds-damage").getAttribute("data-damage")).resolves.toBe("2");
    // both dice are Foundry Rolls on the card itself
    const rolls = await gm.evaluate(() => {
      const m = (window as unknown as W).game.messages.contents;
      return m[m.length - 1]?.rolls.length;
    });
    expect(rolls).toBe(2);
    // the parry is an interrupt: 1 AP owed to Brenna's next turn, shown in the tracker
    expect(await turnOf(gm, BRENNA)).toEqual({ ap: 0, debt: 1 });
    await expect
      .poll(() => gm.locator("#combat-panel .tempo-ap-row").nth(1).textContent())
      .toContain("1 AP owed");
    await screenshotPart(lastCard(gm), "die-step-card");
    await sb.screenshot(gm, "die-step-tracker-owed");
  });

  it("the orc's turn ends: Brenna's turn starts with one AP fewer", async () => {
    await resetStats(gm);
    await gm.locator("#combat-panel .tempo-ap-end-turn").click();
    await expect.poll(() => activeName(gm)).toBe("Brenna");
    expect(await turnOf(gm, BRENNA)).toEqual({ ap: 2, debt: 0 });
  });

  it("Brenna knocks the orc out with lethal damage: the GM picks its passive defence, a survival roll is owed", async () => {
    const sheet = await openSheet(player, BRENNA);
    await sb.screenshot(player, "die-step-sheet");
    await target(player, GRUKK);
    await resetStats(gm);
    await sheet.locator(".tempo-ds-attack").first().click();
    await expectWrites(gm, ["update Combat", "create ChatMessage"]);
    // the player may not choose the orc's defence; the orc has no shield: Block is disabled with the reason
    await expect.poll(() => defence(player, "passive").isDisabled()).toBe(true);
    await expect.poll(() => defence(gm, "block").isDisabled()).toBe(true);
    await expect(defence(gm, "block").getAttribute("data-tooltip")).resolves.toBe("No shield");
    // Brenna's ATT d10 rolls 10, the orc's passive DEF d6 a 1: 10 successes, 10 damage (< 2 x 6 HP)
    await dice(gm, [10, 1]);
    await resetStats(gm);
    await defence(gm, "passive").click();
    await expectWrites(gm, KNOCKED_OUT);
    const orc = await vitals(gm, GRUKK);
    expect([orc.hp, orc.mp, orc.wound, orc.survivalPending]).toEqual([0, 0, "none", true]);
    await expect(lastCard(player).locator(".tempo-ds-knockout").count()).resolves.toBe(1);
    await expect(lastCard(player).locator(".tempo-ds-survival-owed").count()).resolves.toBe(1);
    expect((await turnOf(gm, BRENNA)).ap).toBe(0);
    await expect.poll(() => sheet.locator(".tempo-ds-attack").first().isDisabled()).toBe(true); // the orc's sheet offers the survival roll, disabled while the encounter runs
    const orcSheet = await openTokenSheet(gm, GRUKK);
    const survival = orcSheet.locator(".tempo-ds-survival-roll");
    await expect.poll(() => survival.isDisabled()).toBe(true);
    await expect(survival.getAttribute("data-tooltip")).resolves.toBe(
      "After the encounter: end the combat first",
    );
  });

  it("the goblin knocks Brenna out: she takes her passive defence on her own screen", async () => {
    await player.locator("#combat-panel .tempo-ap-end-turn").click();
    await expect.poll(() => activeName(gm)).toBe("Goblin Cutthroat");
    const sheet = await openTokenSheet(gm, GOBLIN);
    await target(gm, BRENNA);
    // in the GM's private roll mode the card is whispered, but to Brenna's owner too: she must choose
    await setRollMode(gm, "gmroll");
    await sheet.locator(".tempo-ds-attack").first().click();
    await expect.poll(() => defence(player, "passive").isEnabled()).toBe(true);
    // the goblin's card (the newest attack card), read once it has landed on the GM's page
    const whisperOfGoblinCard = () =>
      gm.evaluate(() => {
        type M = { whisper: string[]; system: { kind?: string; attackerName?: string } };
        const m = (window as unknown as { game: { messages: { contents: M[] } } }).game.messages.contents;
        const card = m.findLast((x) => x.system.kind === "attack");
        return card?.system.attackerName === "Goblin Cutthroat" ? [...card.whisper].sort() : null;
      });
    await expect.poll(whisperOfGoblinCard).toEqual([USERS.gm, USERS.player].sort());
    await setRollMode(gm, "publicroll");
    // the goblin's ATT d6 rolls 6, Brenna's passive DEF d8 a 1: 6 damage, her 6 HP gone (not 2 x 8)
    await dice(gm, [6, 1]);
    await resetStats(gm);
    await defence(player, "passive").click();
    await expectWrites(gm, KNOCKED_OUT);
    const brenna = await vitals(gm, BRENNA);
    expect([brenna.hp, brenna.wound, brenna.survivalPending]).toEqual([0, "none", true]);
    // knocked out: no active defence any more, no attack from her sheet
    const own = await openSheet(player, BRENNA);
    await expect.poll(() => own.locator(".tempo-ds-attack").first().isDisabled()).toBe(true);
  });

  it("the encounter ends: the orc's survival roll from the card's button (FOR 3: badly wounded, AP halved)", async () => {
    await gm.locator('#combat-panel [data-action="endCombat"]').click();
    await gm.locator('.application.dialog [data-dialog-action="yes"]').click();
    const button = gm.locator(".chat-message .tempo-ds-survival-button").filter({ hasText: "Grukk" });
    await expect.poll(() => gm.locator(".chat-message .tempo-ds-survival-button").count()).toBe(2);
    await dice(gm, [3]);
    await resetStats(gm);
    await button.click();
    await expectWrites(gm, ["update Actor", "update ChatMessage", "create ChatMessage"]);
    const orc = await vitals(gm, GRUKK);
    expect([orc.wound, orc.survival, orc.survivalPending]).toEqual(["badly-wounded", "badly-wounded", false]);
    await expect.poll(() => button.isDisabled()).toBe(true);
    const sheet = await openTokenSheet(gm, GRUKK);
    await expect(sheet.locator(".tempo-ds-ap-now").getAttribute("data-ap")).resolves.toBe("1");
  });

  it("the player rolls Brenna's survival from her sheet: FOR 5, she wakes with 1 HP", async () => {
    const sheet = await openSheet(player, BRENNA);
    const button = sheet.locator(".tempo-ds-survival-roll");
    await expect.poll(() => button.isEnabled()).toBe(true);
    await dice(gm, [5]);
    await resetStats(gm);
    await button.click();
    // she wakes: Unconscious goes (issue 28)
    await expectWrites(gm, [
      "update Actor",
      "update ChatMessage",
      "create ChatMessage",
      "delete ActiveEffect",
    ]);
    const brenna = await vitals(gm, BRENNA);
    expect([brenna.hp, brenna.wound, brenna.survival, brenna.survivalPending]).toEqual([
      1,
      "none",
      "wakes",
      false,
    ]);
    await expect.poll(() => sheet.locator(".tempo-ds-survival-roll").count()).toBe(0);
    await expect(sheet.locator(".tempo-ds-stunned").count()).resolves.toBe(1);
    // the encounter's card shows her roll as made too
    const cardButton = player
      .locator(".chat-message .tempo-ds-survival-button")
      .filter({ hasText: "Brenna" });
    await expect.poll(() => cardButton.isDisabled()).toBe(true);
  });

  it("a new encounter: Brenna, stunned on waking, loses her first turn (no AP), then the stun is over", async () => {
    await gm.evaluate(
      async (ids) => {
        type Doc = { createEmbeddedDocuments(n: string, d: object[]): Promise<unknown> };
        type Tok = { id: string; actorId: string };
        const w = window as unknown as {
          Combat: { create(d: object): Promise<Doc> };
          game: { scenes: { active: { id: string; tokens: { contents: Tok[] } } } };
        };
        const scene = w.game.scenes.active;
        const combat = await w.Combat.create({ active: true, scene: scene.id });
        const tokens = ids.map((id) => scene.tokens.contents.find((t) => t.actorId === id));
        await combat.createEmbeddedDocuments(
          "Combatant",
          tokens.map((t) => ({ actorId: t?.actorId, tokenId: t?.id, sceneId: scene.id })),
        );
      },
      [BRENNA, GOBLIN],
    );
    await gm.waitForFunction(() => (window as unknown as W).game.combat?.combatants.contents.length === 2);
    // Brenna's REF roll is disadvantaged while she is stunned: 8 and 7, she keeps 7; the goblin's d8 a 1
    await dice(gm, [8, 7, 1]);
    await gm.locator('#combat-panel [data-action="tempoRollAll"]').click();
    await gm.waitForFunction(() =>
      (window as unknown as W).game.combat?.combatants.contents.every(
        (c) => typeof c.initiative === "number",
      ),
    );
    await expect
      .poll(() => gm.locator("#combat-panel .tempo-combatant-initiative").allTextContents())
      .toEqual(["7", "1"]);
    await gm.locator('#combat-panel [data-action="startCombat"]').click();
    await expect.poll(() => activeName(gm)).toBe("Brenna");
    expect((await turnOf(gm, BRENNA)).ap).toBe(0);
    await expect.poll(async () => (await vitals(gm, BRENNA)).stunned).toBe("none");
    // her next turn is whole again
    await untilBrennasNextTurn();
  });

  it("Brenna runs two regions into the goblin's: its opportunity attack is offered first, then 2 AP (a major action) and a line", async () => {
    const sheet = await openSheet(player, BRENNA);
    const dialog = player.locator(".application.dialog");
    await sheet.locator(".tempo-ds-move").click();
    await expect.poll(() => dialog.count()).toBe(1);
    const run = dialog.locator('select[name="kind"] option[value="run"]');
    await expect(run.textContent()).resolves.toBe("Run two regions (major)");
    await expect(run.isDisabled()).resolves.toBe(false);
    await dialog.locator('select[name="kind"]').selectOption("run");
    await dialog.locator('input[name="runsIntoEnemies"]').check();
    await sb.screenshot(player, "die-step-move-run");
    await resetStats(gm);
    await dialog.locator('[data-dialog-action="move"]').click();
    await expectWrites(gm, ["create ChatMessage", "update Combat", "create ChatMessage"], { ordered: true });
    const offer = gm.locator(".chat-message .tempo-ds-offer").last();
    await expect(offer.getAttribute("data-trigger")).resolves.toBe("run-into-region");
    await expect(offer.textContent()).resolves.toContain("Goblin Cutthroat");
    expect((await turnOf(gm, BRENNA)).ap).toBe(1);
    await expect
      .poll(() => player.locator(".chat-message .tempo-ds-line").last().textContent())
      .toBe("Brenna runs two regions.");
    // the goblin leaves its offer; Brenna's next turn is whole again
    await untilBrennasNextTurn();
  });

  it("Brenna's other action (lighting a torch, minor, a rule says it provokes): the offer first, 1 AP, an escaped line", async () => {
    const sheet = await openSheet(player, BRENNA);
    const dialog = player.locator(".application.dialog");
    const option = (category: string) =>
      dialog.locator(`select[name="category"] option[value="${category}"]`);
    await sheet.locator(".tempo-ds-other").click();
    await expect.poll(() => dialog.count()).toBe(1);
    // the turn's first action: an exclusive one is allowed too
    await expect(option("exclusive").isDisabled()).resolves.toBe(false);
    await dialog.locator('input[name="what"]').fill("lights a <b>torch</b>");
    await dialog.locator('select[name="category"]').selectOption("minor");
    await dialog.locator('input[name="ruleSays"]').check();
    await sb.screenshot(player, "die-step-other-action");
    await resetStats(gm);
    await dialog.locator('[data-dialog-action="act"]').click();
    await expectWrites(gm, ["create ChatMessage", "update Combat", "create ChatMessage"], { ordered: true });
    const offer = gm.locator(".chat-message .tempo-ds-offer").last();
    await expect(offer.getAttribute("data-trigger")).resolves.toBe("rule");
    expect((await turnOf(gm, BRENNA)).ap).toBe(2);
    const line = player.locator(".chat-message .tempo-ds-line").last();
    await expect.poll(() => line.textContent()).toBe("Brenna: lights a <b>torch</b> (a minor action).");
    await expect(line.locator("b").count()).resolves.toBe(0);
    // no longer her turn's first action: an exclusive one is disabled, saying why
    await sheet.locator(".tempo-ds-other").click();
    await expect.poll(() => dialog.count()).toBe(1);
    await expect(option("exclusive").isDisabled()).resolves.toBe(true);
    await expect(option("exclusive").textContent()).resolves.toMatch(/^Exclusive — ./);
    await dialog.locator('[data-dialog-action="cancel"]').click();
    // the goblin leaves its offer; Brenna's next turn is whole again
    await untilBrennasNextTurn();
  });

  it("Brenna strikes the armed goblin unarmed: an opportunity attack is offered first; the strike is nonlethal", async () => {
    const sheet = await openSheet(player, BRENNA);
    await target(player, GOBLIN);
    await resetStats(gm);
    await sheet.locator(".tempo-ds-unarmed").click();
    await expectWrites(gm, ["update Combat", "create ChatMessage", "create ChatMessage"]);
    const offer = gm.locator(".chat-message .tempo-ds-offer").last();
    await expect(offer.getAttribute("data-trigger")).resolves.toBe("unarmed-vs-armed");
    // the offer is the goblin's: the player may not take it
    await expect
      .poll(() => player.locator(".chat-message .tempo-ds-take-offer").last().isDisabled())
      .toBe(true);
    await resetStats(gm);
    await offer.locator(".tempo-ds-take-offer").click();
    await expectWrites(gm, ["update Combat", "create ChatMessage", "update ChatMessage"]);
    // an interrupt outside the goblin's turn: 1 AP of its next turn
    expect((await turnOf(gm, GOBLIN)).debt).toBe(1);
    await expect(lastCard(gm).getAttribute("data-opportunity")).resolves.toBe("true");
    // Brenna defends the opportunity attack passively: the goblin's d6 rolls 2, her DEF d8 a 5: a miss
    await dice(gm, [2, 5]);
    await defence(player, "passive").click();
    await expect.poll(() => lastCard(gm).getAttribute("data-defense")).toBe("passive");
    expect((await vitals(gm, BRENNA)).hp).toBe(1);
    // then the strike itself (STR d8 two ranks down: d4) against the goblin's DEF d4: 4 vs 1, 4 damage
    const strike = gm.locator('.chat-message .tempo-ds-card[data-action-kind="unarmed"]').last();
    await dice(gm, [4, 1]);
    await strike.locator('.tempo-ds-defend[data-kind="passive"]').click();
    await expect.poll(() => strike.getAttribute("data-defense")).toBe("passive");
    const goblin = await vitals(gm, GOBLIN);
    // knocked out by nonlethal damage: the minion does not die, and no survival roll is owed
    expect([goblin.hp, goblin.wound, goblin.survivalPending]).toEqual([0, "none", false]);
    await expect(strike.locator(".tempo-ds-nonlethal").count()).resolves.toBe(1);
    expect((await turnOf(gm, BRENNA)).ap).toBe(1);
  });

  it("out of combat, the goblin grabs Brenna (full hold) and she escapes from her sheet", async () => {
    await gm.evaluate(async (id) => {
      type A = { update(d: object): Promise<unknown> };
      const g = window as unknown as {
        game: {
          combat: { delete(): Promise<unknown> } | null;
          scenes: { active: { tokens: { find(f: (t: { actorId: string }) => boolean): { actor: A } } } };
        };
      };
      await g.game.combat?.delete();
      // the goblin comes to (the GM sets its HP)
      await g.game.scenes.active.tokens
        .find((t) => t.actorId === id)
        .actor.update({
          "system.stats.dieStep.hp.value": 2,
        });
    }, GOBLIN);
    const sheet = await openTokenSheet(gm, GOBLIN);
    await target(gm, BRENNA);
    await sheet.locator(".tempo-ds-grab").click();
    // a grab is met by STR; the goblin's STR d4 two ranks down is a d2: 2 against Brenna's 1, a full hold
    await expect.poll(() => defence(player, "passive").isEnabled()).toBe(true);
    await dice(gm, [2, 1]);
    await defence(player, "passive").click();
    await expect.poll(() => lastCard(gm).locator(".tempo-ds-hold").count()).toBe(1);
    const own = await openSheet(player, BRENNA);
    await expect.poll(() => own.locator(".tempo-ds-held").textContent()).toContain("Goblin Cutthroat");
    // fully held: her STR d8 is disadvantaged (6 and 5: 5) against the goblin's d2 (1): five times, a free action
    await dice(gm, [6, 5, 1]);
    await resetStats(gm);
    await own.locator(".tempo-ds-escape").click();
    await expectWrites(gm, ["update Actor", "create ChatMessage"]);
    const held = await gm.evaluate((id) => {
      const s = (
        window as unknown as {
          game: {
            actors: { get(i: string): { system: { stats: { dieStep: { heldBy: string; hold: string } } } } };
          };
        }
      ).game.actors.get(id)?.system.stats.dieStep;
      return [s?.heldBy, s?.hold];
    }, BRENNA);
    expect(held).toEqual(["", "none"]);
    await expect.poll(() => own.locator(".tempo-ds-held").count()).toBe(0);
  });

  it("Brenna's longsword knocks the goblin out with lethal damage: a minor unnamed foe dies (defeated overlay)", async () => {
    const own = await openSheet(player, BRENNA);
    await target(player, GOBLIN);
    await own.locator(".tempo-ds-attack").first().click();
    await expect.poll(() => defence(gm, "passive").isEnabled()).toBe(true);
    // ATT d10 8 against the goblin's DEF d4 4: 2 successes, 2 damage, its 2 HP gone
    await dice(gm, [8, 4]);
    await resetStats(gm);
    await defence(gm, "passive").click();
    await expectWrites(gm, ["update Actor", "update ChatMessage", "create ActiveEffect"]);
    const goblin = await vitals(gm, GOBLIN);
    expect([goblin.hp, goblin.wound, goblin.survivalPending]).toEqual([0, "dead", false]);
    await expect(lastCard(gm).locator(".tempo-ds-death").getAttribute("data-death")).resolves.toBe("minion");
    const dead = await gm.evaluate((id) => {
      type T = { actorId: string; actor: { statuses: Set<string> } };
      const g = window as unknown as { game: { scenes: { active: { tokens: { contents: T[] } } } } };
      return g.game.scenes.active.tokens.contents.find((t) => t.actorId === id)?.actor.statuses.has("dead");
    }, GOBLIN);
    expect(dead).toBe(true);
  });

  it("the sheet and the cards stay readable under both themes (screenshots of each)", async () => {
    const found: Record<string, unknown> = {};
    for (const theme of ["light", "dark"] as const) {
      const page = theme === "light" ? player : await sb.open("player");
      if (theme === "dark") {
        await page.goto(`${sb.url}?user=${USERS.player}&theme=${theme}`);
        await waitReady(page);
      }
      const sheet = await openSheet(page, BRENNA);
      const attack = page
        .locator(".chat-message")
        .filter({ has: page.locator(".tempo-ds-rolls") })
        .first();
      const survival = page.locator(".chat-message").filter({ has: page.locator(".tempo-ds-survival-card") });
      found[theme] = {
        sheet: await lowContrast(sheet),
        card: await lowContrast(attack),
        survival: await lowContrast(survival),
      };
      await screenshotPart(sheet, `die-step-sheet-${theme}`);
      await screenshotPart(attack, `die-step-card-${theme}`);
    }
    const clean = { sheet: [], card: [], survival: [] };
    expect(found).toEqual({ light: clean, dark: clean });
  });

  it("no error on either page", async () => {
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
