// The Time Count (seed 004) in the sandbox on the built dist/: from the first initiative to a
// knocked-out foe using only sheet, card and tracker buttons. After each step the documents and
// the DOM are checked, and each user action is held to its batched writes (sandbox write counter).
// Dice are scripted on the page that rolls them: the attacker's client rolls the attack and damage,
// the GM's client the Speed Factors, initiative and the Constitution check.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BANDIT,
  GARRET,
  ZHERYNN,
  actorNames,
  advanceTo,
  clock,
  dice,
  expectWrites,
  initiativeDice,
  noticeText,
  openSheet,
  pageErrors,
  resetStats,
  settle,
  sheetOf,
  startTimeCount,
  target,
  tc,
  tcState,
  statusesOf,
  writes,
  useSandbox,
  type Sandbox,
} from "../foundry/time-count/e2e-helpers";

describe("Time Count: a fight in the sandbox", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  useSandbox(startTimeCount, (s) => ({ sb, gm, player } = s));

  it("seeds the sample encounter and shows the Time Count tracker with nobody placed yet", async () => {
    // the scene's tokens: two of the Bandit (the second plays in unlinked-tokens.test.ts)
    expect(await actorNames(gm)).toEqual(["Bandit", "Bandit (2)", "Garret", "Zherynn"]);
    await expect(gm.locator(".tempo-time-count .tempo-tc-unplaced li").count()).resolves.toBe(3);
    await expect(gm.locator(".tempo-tc-count strong").textContent()).resolves.toBe("0");
    // the player sees the clock but no GM controls
    await expect(player.locator(".tempo-time-count").count()).resolves.toBe(1);
    await expect(player.locator(".tempo-tc-roll, .tempo-tc-surprise").count()).resolves.toBe(0);
  });

  it("marks the bandit surprised, then rolls initiative: 1d6+4 (Wisdom subtracted), surprise +1d6, lowest first", async () => {
    await resetStats(gm);
    await gm.locator(".tempo-tc-unplaced li", { hasText: "Bandit" }).locator(".tempo-tc-surprise").click();
    await expect.poll(async () => (await writes(gm)).length).toBe(1);
    await expectWrites(gm, ["update Combatant"], { ordered: true });

    // Seed example: Zherynn gets a 6, Garret a 7, the surprised one 8 + 1d6 [5] = 13.
    const perName: Record<string, number[]> = { Zherynn: [3], Garret: [3], Bandit: [4, 5] };
    await initiativeDice(gm, perName);
    await resetStats(gm);
    await gm.locator(".tempo-tc-roll").click();
    await expect.poll(async () => (await clock(gm)).combatants.Bandit?.next).toBe(13);
    await expectWrites(gm, ["update Combatant", "create ChatMessage"], { ordered: true });
    // the initiative dice reach chat as Foundry Rolls, with one line per combatant (issue 13)
    const line = player.locator(".chat-message .tempo-tc-initiative-line").last();
    await expect
      .poll(() => line.locator("li").allTextContents())
      .toEqual([
        "Bandit: initiative 13, first turn at count 13",
        "Garret: initiative 7, first turn at count 7",
        "Zherynn: initiative 6, first turn at count 6",
      ]);
    const rolls = await gm.evaluate(() => {
      type M = { rolls: { formula: string; total: number }[] };
      const list = (window as unknown as { game: { messages: { contents: M[] } } }).game.messages.contents;
      return list.at(-1)?.rolls.map((r) => `${r.formula}=${r.total}`);
    });
    expect(rolls).toEqual(["2d6=9", "1d6=3", "1d6=3"]);
    const c = (await clock(gm)).combatants;
    expect([c.Zherynn?.next, c.Garret?.next, c.Bandit?.next]).toEqual([6, 7, 13]);
    expect([c.Zherynn?.unsteady, c.Bandit?.unsteady]).toEqual([false, true]);
    await expect(gm.locator(".tempo-tc-timeline .tempo-tc-name").allTextContents()).resolves.toEqual([
      "Zherynn",
      "Garret",
      "Bandit",
    ]);
    await expect(
      gm.locator(".tempo-tc-row", { hasText: "Garret" }).locator(".tempo-tc-ahead").textContent(),
    ).resolves.toContain("in 7 TC");
    // the rows say what changes how each is attacked (issue 29): the surprised, unsteady bandit is on its
    // Passive defence, on the player's tracker too; Garret is on neither
    const bandit = player.locator(".tempo-tc-row", { hasText: "Bandit" });
    await expect
      .poll(() => bandit.locator(".tempo-tc-flag").allTextContents())
      .toEqual(["Unsteady", "Surprised", "On Passive defense"]);
    await expect(
      player.locator(".tempo-tc-row", { hasText: "Garret" }).locator(".tempo-tc-passive").count(),
    ).resolves.toBe(0);
  });

  it("one click of Begin lands on the first occupied count in one write, its combatant current; world time follows", async () => {
    await resetStats(gm);
    await gm.locator('#combat-panel [data-action="startCombat"]').click();
    await expect.poll(async () => (await clock(gm)).count).toBe(6);
    await expectWrites(gm, ["update Combat"], { ordered: true });
    await expect(gm.locator(".tempo-tc-advance").count()).resolves.toBe(0);
    const current = await gm.evaluate(
      () =>
        (window as unknown as { game: { combat: { combatant: { name: string } | null } } }).game.combat
          .combatant?.name,
    );
    expect(current).toBe("Zherynn");
    // world time is its own write, after the count's
    await expect.poll(async () => (await clock(gm)).worldTime).toBe(3);
    await expect(gm.locator(".tempo-tc-due .tempo-tc-name").allTextContents()).resolves.toEqual(["Zherynn"]);
    await expect
      .poll(() => player.locator(".tempo-tc-due .tempo-tc-name").allTextContents())
      .toEqual(["Zherynn"]);
    await sb.screenshot(gm, "time-count-1-initiative");
  });

  it("the player attacks from the sheet through the modifier dialog: Passive defence of the unsteady bandit, a hit; SF rolled, next turn 12", async () => {
    await player.locator(`[data-actor-id="${BANDIT}"] .target-toggle`).click();
    const sheet = await openSheet(player, ZHERYNN);
    await expect(
      sheet
        .locator(".tempo-tc-weapon", { hasText: "Dagger" })
        .locator(".tempo-tc-weapon-speed")
        .textContent(),
    ).resolves.toContain("Fast");
    await resetStats(player);
    await resetStats(gm);
    // rolled at the GM, which checks the attack first: d20 15; dagger 1d4 [3]; Zherynn's SF: Fast 1d6+3 [3] = 6
    await dice(gm, [15, 3, 3]);
    await sheet.locator(".tempo-tc-weapon", { hasText: "Dagger" }).locator(".tempo-tc-attack").click();
    const dialog = player.locator(".application.dialog");
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.locator('input[name="proficient"]').check();
    await sb.screenshot(player, "time-count-2-attack-dialog");
    await dialog.locator('[data-dialog-action="roll"]').click();

    const card = player.locator(".chat-message .tempo-attack-card").last();
    await expect.poll(() => card.getAttribute("data-outcome")).toBe("hit");
    // 15 + Accuracy 4 + proficient 1 = 20 against Passive 11; damage 3 + Dexterity 2 + Power 1 = 6
    await expect(card.locator(".tempo-total").textContent()).resolves.toBe("20");
    // the target's defence: on the GM's card; the player, who may not observe the target, sees "?"
    await expect(card.locator(".tempo-defense").textContent()).resolves.toBe("?");
    await expect
      .poll(() =>
        gm.locator(".chat-message .tempo-attack-card").last().locator(".tempo-defense").textContent(),
      )
      .toBe("11");
    await expect(card.textContent()).resolves.toContain("Passive");
    await expect(card.locator(".tempo-damage-value").textContent()).resolves.toBe("6");
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 12);
    // the card is the GM's (a player cannot rewrite it), then the turn: nothing written by the player
    await expectWrites(player, [], { ordered: true });
    await expectWrites(gm, ["create ChatMessage", "update Combatant", "create ChatMessage"], {
      ordered: true,
    });
    // every action leaves its line (issue 13): the SF's own die as a Foundry Roll, and the next count
    const line = player.locator(".chat-message .tempo-tc-act-line").last();
    await expect
      .poll(() => line.textContent())
      .toBe("Zherynn: Dagger. Speed Factor 6 (1d6 + 3), next turn at count 12.");
    const sfRolls = await gm.evaluate(() => {
      type M = { rolls: { formula: string; total: number }[] };
      const list = (window as unknown as { game: { messages: { contents: M[] } } }).game.messages.contents;
      return list.at(-1)?.rolls.map((r) => `${r.formula}=${r.total}`);
    });
    expect(sfRolls).toEqual(["1d6 + 3=6"]);
    await sb.screenshot(player, "time-count-3-hit-card");
  });

  it("Zherynn is no longer due: the player's open sheet disables his attacks, saying why (issue 13)", async () => {
    const sheet = await openSheet(player, ZHERYNN);
    const attack = sheet.locator(".tempo-tc-attack").first();
    await expect.poll(() => attack.isDisabled()).toBe(true);
    await expect(attack.getAttribute("data-tooltip")).resolves.toBe(
      "It is not Zherynn's turn on the Time Count.",
    );
    await expect(sheet.locator(".tempo-tc-unarmed").isDisabled()).resolves.toBe(true);
  });

  it("applies the damage through the Threshold of Pain: ToP 4 to fatigue, 2 from hit points, ToP down to 3", async () => {
    await resetStats(gm);
    await player.locator(".chat-message .tempo-attack-card").last().locator(".tempo-tc-apply").click();
    await settle(async () => (await writes(gm)).length === 2);
    expect(await tcState(gm, BANDIT)).toMatchObject({
      hp: 6,
      fatigue: 4,
      threshold: 3,
      checkDc: 0,
      unconscious: false,
    });
    await expectWrites(gm, ["update Actor", "update ChatMessage"], { ordered: true });
    // the bandit's numbers on the GM's card; the player may not observe the bandit: "?" in their place
    const card = gm.locator(".chat-message .tempo-attack-card").last();
    await expect.poll(() => card.locator(".tempo-tc-hp").textContent()).toContain("8 → 6");
    await expect(card.locator(".tempo-tc-fatigue").textContent()).resolves.toContain("0 → 4");
    await expect(card.locator(".tempo-tc-threshold").textContent()).resolves.toContain("4 → 3");
    const seen = player.locator(".chat-message .tempo-attack-card").last();
    await expect.poll(() => seen.locator(".tempo-tc-hp").textContent()).toBe("? → ?");
  });

  it("Garret fumbles: the turn ends, static SF 9 + 1d6, unsteady until he acts again", async () => {
    await advanceTo(gm, 7);
    await gm.locator(`[data-actor-id="${ZHERYNN}"] .target-toggle`).click();
    const sheet = await openSheet(gm, GARRET);
    await resetStats(gm);
    await dice(gm, [1, 4]); // natural 1; the fumble's 1d6 [4]
    await sheet.locator(".tempo-tc-weapon", { hasText: "Long Sword" }).locator(".tempo-tc-attack").click();
    await gm.locator(".application.dialog [data-dialog-action='roll']").click();
    const card = gm.locator(".chat-message .tempo-attack-card").last();
    await expect.poll(() => card.getAttribute("data-outcome")).toBe("fumble");
    await expect(card.locator(".tempo-tc-fumble-note").count()).resolves.toBe(1);
    await settle(async () => (await clock(gm)).combatants.Garret?.next === 20);
    expect((await clock(gm)).combatants.Garret?.unsteady).toBe(true);
    await expectWrites(gm, ["create ChatMessage", "update Item", "update Combatant", "create ChatMessage"], {
      ordered: true,
    });
    await expect(card.locator(".tempo-apply-damage, .tempo-tc-apply").count()).resolves.toBe(0);
    // "A critical fumble with a weapon reduces the weapon's Durability Points by 1"
    const durability = await gm.evaluate(
      () =>
        (
          window as unknown as {
            game: { actors: { getName(n: string): { items: { getName(n: string): unknown } } | undefined } };
          }
        ).game.actors
          .getName("Garret")
          ?.items.getName("Long Sword") as { system: { stats: { timeCount: { durability: number } } } },
    );
    expect(durability.system.stats.timeCount.durability).toBe(9);
  });

  it("Zherynn crits the still-unsteady bandit: dagger at its maximum + Dexterity + Power; the bandit owes a Constitution check", async () => {
    await advanceTo(gm, 12);
    const sheet = sheetOf(player, ZHERYNN);
    await resetStats(gm);
    await dice(gm, [20, 2]); // no damage die: a critical maximizes the weapon die; SF 1d6+3 [2] = 5
    await sheet.locator(".tempo-tc-weapon", { hasText: "Dagger" }).locator(".tempo-tc-attack").click();
    await player.locator(".application.dialog [data-dialog-action='roll']").click();
    const card = player.locator(".chat-message .tempo-attack-card").last();
    await expect.poll(() => card.getAttribute("data-outcome")).toBe("critical");
    await expect(card.locator(".tempo-damage-value").textContent()).resolves.toBe("7");
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 17);
    await expectWrites(gm, ["create ChatMessage", "update Combatant", "create ChatMessage"], {
      ordered: true,
    });

    await resetStats(gm);
    await card.locator(".tempo-tc-apply").click();
    await settle(async () => (await writes(gm)).length === 2);
    // 7 > ToP 3: fatigue +3 = 7, hit points 6 - 4 = 2, ToP 2; fatigue above hit points: DC 7 - 2 = 5
    expect(await tcState(gm, BANDIT)).toMatchObject({ hp: 2, fatigue: 7, threshold: 2, checkDc: 5 });
    await expectWrites(gm, ["update Actor", "update ChatMessage"], { ordered: true });
    await sb.screenshot(player, "time-count-4-critical");
  });

  it("the GM rolls the bandit's Constitution check from the card: it fails and the bandit is knocked out of the Time Count", async () => {
    const card = gm.locator(".chat-message .tempo-attack-card").last();
    await expect.poll(() => card.locator(".tempo-tc-consciousness").count()).toBe(1);
    await resetStats(gm);
    await dice(gm, [3]); // 1d20 [3] + Constitution 0 = 3 against DC 5
    await card.locator(".tempo-tc-consciousness").click();
    await settle(async () => (await writes(gm)).length === 4);
    expect(await tcState(gm, BANDIT)).toMatchObject({
      hp: 2,
      fatigue: 7,
      threshold: 2,
      checkDc: 0,
      unconscious: true,
    });
    // Unconscious is a status effect (on the token), then the actor's data, then the card; then the GM marks
    // the bandit's combatant defeated, as Unconscious takes it out of the fight (issue 28)
    await expectWrites(
      gm,
      ["create ActiveEffect", "update Actor", "update ChatMessage", "update Combatant"],
      { ordered: true },
    );
    await expect.poll(() => card.locator(".tempo-tc-check-unconscious").count()).toBe(1);
    // the check's DC is the Bandit's number (fatigue less hit points): the GM's, not the player's (issue 29)
    await expect(card.locator(".tempo-tc-check-unconscious").textContent()).resolves.toContain("3 vs DC 5");
    const theirs = player
      .locator(".chat-message .tempo-attack-card")
      .last()
      .locator(".tempo-tc-check-unconscious");
    await expect.poll(() => theirs.textContent()).toContain("Knocked out (3)");
    await expect(theirs.textContent()).resolves.not.toContain("DC");
    // the card keeps what the hit did, from its stored state
    await expect(card.locator(".tempo-tc-hp").textContent()).resolves.toContain("6 → 2");
    await expect(card.locator(".tempo-tc-threshold").textContent()).resolves.toContain("3 → 2");
    await expect.poll(() => gm.locator(".tempo-tc-unplaced li", { hasText: "Bandit" }).count()).toBe(1);
    await expect(gm.locator(".tempo-tc-timeline .tempo-tc-name").allTextContents()).resolves.toEqual([
      "Zherynn",
      "Garret",
    ]);
    await advanceTo(gm, 17);
    await expect.poll(async () => (await clock(gm)).worldTime).toBe(8.5);
    await sb.screenshot(gm, "time-count-5-knocked-out");
  });

  it("the player delays from the tracker (through the GM): Zherynn waits until Garret's count, one write and its line", async () => {
    await expect.poll(() => player.locator(".tempo-tc-due .tempo-tc-wait-until").count()).toBe(1);
    await resetStats(gm);
    await player.locator(".tempo-tc-due .tempo-tc-wait-until").click();
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 20);
    await expectWrites(gm, ["update Combatant", "create ChatMessage"], { ordered: true });
  });

  it("shows tied combatants together; the player readies an action, Garret acts from the tracker, the readied action fires", async () => {
    await advanceTo(gm, 20);
    await expect(gm.locator(".tempo-tc-due .tempo-tc-name").allTextContents()).resolves.toEqual([
      "Garret",
      "Zherynn",
    ]);

    await resetStats(gm);
    await dice(gm, [2]); // Ready an action: Rapid 1d4 [2]
    await player.locator(".tempo-tc-due-row", { hasText: "Zherynn" }).locator(".tempo-tc-ready").click();
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 22);
    await expectWrites(gm, ["update Combatant", "create ChatMessage"], { ordered: true });

    // Garret (an NPC: static SF) draws a weapon from the tracker: Rapid, static 2; acting ends his unsteadiness.
    await resetStats(gm);
    const garret = gm.locator(".tempo-tc-due-row", { hasText: "Garret" });
    await garret.locator(".tempo-tc-actions summary").click();
    await garret.locator('.tempo-tc-act[data-action-key="drawWeapon"]').click();
    await settle(async () => (await clock(gm)).combatants.Garret?.next === 22);
    expect((await clock(gm)).combatants.Garret?.unsteady).toBe(false);
    await expectWrites(gm, ["update Combatant", "create ChatMessage"], { ordered: true });
    // an NPC's static SF (no die): the line says it
    await expect
      .poll(() => gm.locator(".chat-message .tempo-tc-act-line").last().textContent())
      .toMatch(/^Garret: .+\. Speed Factor 2, next turn at count 22\.$/);

    await resetStats(gm);
    await expect
      .poll(() =>
        player.locator(".tempo-tc-row", { hasText: "Zherynn" }).locator(".tempo-tc-trigger").count(),
      )
      .toBe(1);
    await player.locator(".tempo-tc-row", { hasText: "Zherynn" }).locator(".tempo-tc-trigger").click();
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 20);
    await expectWrites(gm, ["update Combatant"], { ordered: true });
    await expect
      .poll(() => gm.locator(".tempo-tc-due .tempo-tc-name").allTextContents())
      .toEqual(["Zherynn"]);
  });

  it("a combatant added mid-fight enters relative to the current count", async () => {
    await gm.evaluate(async () => {
      const w = window as unknown as {
        Actor: { create(d: object): Promise<{ id: string }> };
        game: { combat: { createEmbeddedDocuments(n: string, d: object[]): Promise<unknown> } };
      };
      const actor = await w.Actor.create({ name: "Latecomer", type: "npc" });
      await w.game.combat.createEmbeddedDocuments("Combatant", [{ actorId: actor.id }]);
    });
    await expect.poll(() => gm.locator(".tempo-tc-unplaced li", { hasText: "Latecomer" }).count()).toBe(1);
    await resetStats(gm);
    await dice(gm, [1]); // 1d6 [1] + 4 = 5 counts from now
    await gm.locator(".tempo-tc-roll").click();
    await settle(async () => (await clock(gm)).combatants.Latecomer?.next === 25);
    // the newcomer's initiative line and die in chat (issue 13)
    await expectWrites(gm, ["update Combatant", "create ChatMessage"], { ordered: true });
    await sb.screenshot(gm, "time-count-6-ready-and-latecomer");
    expect(await pageErrors(gm)).toEqual([]);
  });

  it("same count, same moment: Garret's killing blow at 22 waits until Zherynn, due at 22 too, has acted", async () => {
    // Initiative (core rule): "all actions take place and all dice are rolled before any of the
    // effects are applied". Zherynn draws a weapon at 20 (Rapid 1d4 [2]): due at 22 with Garret.
    await dice(gm, [2]);
    const zherynn = gm.locator(".tempo-tc-due-row", { hasText: "Zherynn" });
    await zherynn.locator(".tempo-tc-actions summary").click();
    await zherynn.locator('.tempo-tc-act[data-action-key="drawWeapon"]').click();
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 22);
    await advanceTo(gm, 22);
    // one hit point left (set for the test): Garret's blow would kill him
    await gm.evaluate(async (id) => {
      const g = (
        window as unknown as { game: { actors: { get(i: string): { update(d: object): Promise<unknown> } } } }
      ).game;
      await g.actors.get(id).update({ "system.stats.timeCount.hp.value": 1 });
    }, ZHERYNN);
    await target(gm, ZHERYNN);
    const sheet = await openSheet(gm, GARRET);
    await dice(gm, [18, 8]); // 18 + 3 = 21: a hit; long sword 1d8 [8] + Strength 2 = 10
    await sheet.locator(".tempo-tc-weapon", { hasText: "Long Sword" }).locator(".tempo-tc-attack").click();
    await gm.locator(".application.dialog [data-dialog-action='roll']").click();
    const card = gm.locator(".chat-message .tempo-attack-card").last();
    await expect.poll(() => card.getAttribute("data-outcome")).toBe("hit");
    await settle(async () => (await clock(gm)).combatants.Garret?.next === 31);
    await resetStats(gm);
    await card.locator(".tempo-tc-apply").click();
    await expect
      .poll(() => noticeText(gm))
      .toContain("Every attack of count 22 is rolled before any of them is applied");
    await expectWrites(gm, [], { ordered: true });

    // Zherynn still takes his action at 22: he drops to the floor (Rapid 1d4 [3]), which is the shift
    // into Prone (issue 14: it set nothing); then the blow lands
    await dice(gm, [3]);
    await zherynn.locator(".tempo-tc-actions summary").click();
    await zherynn.locator('.tempo-tc-act[data-action-key="dropToFloor"]').click();
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 25);
    expect(await tc(gm, ZHERYNN)).toMatchObject({ stance: "prone" });
    await resetStats(gm);
    await card.locator(".tempo-tc-apply").click();
    await settle(async () => (await tcState(gm, ZHERYNN)).hp === 0);
    // Dead (a status effect on his token), then his numbers, then the card; then his combatant is marked
    // defeated (issue 28)
    await expectWrites(
      gm,
      ["create ActiveEffect", "update Actor", "update ChatMessage", "update Combatant"],
      { ordered: true },
    );
    expect(await statusesOf(gm, ZHERYNN)).toEqual(["dead"]);
    expect(await pageErrors(gm)).toEqual([]);
  });
});
