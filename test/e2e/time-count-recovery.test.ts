// The Time Count's recovery and gear rules in the sandbox, through the buttons a person clicks: a
// knocked-out combatant's checks to regain consciousness (scheduled on the Time Count, the GM's
// advance stopping at them, a refused early check, a failure and a success putting it back on the
// count as a newcomer), healing from the sheet and from a healing spell's card.
// Dice are scripted on the page that rolls them (the GM's client rolls what the GM's clock does).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BANDIT,
  GARRET,
  ZHERYNN,
  advanceTo,
  clock,
  createItems,
  dice,
  expectWrites,
  statusesOf,
  noticeText as notices,
  healFromSheet,
  openSheet,
  pageErrors,
  resetStats,
  settle,
  startTimeCount,
  tc,
  updateActor,
  useSandbox,
  type Sandbox,
  type Win,
  lastRolls,
  placeAndBegin,
} from "../foundry/time-count/e2e-helpers";

describe("Time Count: waking, healing and gear", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  useSandbox(startTimeCount, (s) => ({ sb, gm, player } = s));

  it("places everyone and begins: Zherynn 6, Garret 7, the bandit 9", async () => {
    await placeAndBegin(gm, { Zherynn: [3], Garret: [3], Bandit: [5] }, { banditAt: 9, first: 6 });
  });

  it("the bandit fails its check to stay conscious by 2: out of the Time Count, its wake check due 20 TC later (count 26)", async () => {
    // The state a hit would leave (fatigue 7 over 2 hit points: DC 5), set by the GM as its rules already
    // ran: by hand, the door would weigh the drop against the fatigue written with it and roll the check
    await updateActor(
      gm,
      BANDIT,
      { "system.stats.timeCount": { hp: { value: 2 }, fatigue: 7, checkDc: 5 } },
      { tempoHealthRuled: true },
    );
    const sheet = await openSheet(gm, BANDIT);
    await expect.poll(() => sheet.locator(".tempo-tc-roll-check").count()).toBe(1);
    await resetStats(gm);
    await dice(gm, [3]); // 1d20 [3] + Constitution 0 = 3 against DC 5: 10 TC per point failed
    await sheet.locator(".tempo-tc-roll-check").click();
    // Unconscious: a status effect on the token, then the actor, then the chat line; then, as it is out of
    // the fight, the GM marks its combatant defeated (issue 28)
    await expectWrites(
      gm,
      ["create ActiveEffect", "update Actor", "create ChatMessage", "update Combatant"],
      { ordered: true },
    );
    const s = await tc(gm, BANDIT);
    expect(await statusesOf(gm, BANDIT)).toContain("unconscious");
    expect(s.wake).toMatchObject({ dueCount: 26, stabilized: false });
    await expect.poll(() => sheet.locator(".tempo-tc-wake").textContent()).toContain("due at count 26");
    await expect
      .poll(() =>
        gm.locator(".tempo-tc-unplaced li", { hasText: "Bandit" }).locator(".tempo-tc-wake").textContent(),
      )
      .toContain("due at count 26");
    // Not due yet: no button in the tracker
    await expect(gm.locator(".tempo-tc-unplaced .tempo-tc-wake-roll").count()).resolves.toBe(0);
    // the tracker says why it takes no turn: unconscious, not dead (issue 13)
    await expect(
      gm.locator(".tempo-tc-unplaced li", { hasText: "Bandit" }).locator(".tempo-tc-next").textContent(),
    ).resolves.toBe("Unconscious");
  });

  it("refuses the sheet's wake check before count 26, localized, writing nothing", async () => {
    const sheet = await openSheet(gm, BANDIT);
    await resetStats(gm);
    await sheet.locator(".tempo-tc-wake-roll").click();
    await expect.poll(() => notices(gm)).toContain("may be rolled from count 26");
    await expectWrites(gm, [], { ordered: true });
  });

  it("the GM's advance stops at count 26, where the wake check falls due, before the next turn at 30", async () => {
    // Zherynn and Garret are busy until 30 and 40 (as a long action would leave them).
    await gm.evaluate(async () => {
      for (const c of (window as unknown as Win).game.combat?.combatants.contents ?? []) {
        if (c.name === "Zherynn") await c.update({ "system.nextCount": 30 });
        if (c.name === "Garret") await c.update({ "system.nextCount": 40 });
      }
    });
    await expect.poll(() => gm.locator(".tempo-tc-advance").textContent()).toContain("26");
    await resetStats(gm);
    await advanceTo(gm, 26);
    await expect
      .poll(() =>
        gm.locator(".tempo-tc-unplaced li", { hasText: "Bandit" }).locator(".tempo-tc-wake-roll").count(),
      )
      .toBe(1);
  });

  it("the check from the sheet fails (DC 5): still unconscious, next check 1d10 TC later", async () => {
    const sheet = await openSheet(gm, BANDIT);
    await resetStats(gm);
    await dice(gm, [4, 4]); // 1d20 [4] < 5; the retry 1d10 [4]: count 30
    await sheet.locator(".tempo-tc-wake-roll").click();
    await expectWrites(gm, ["update Actor", "create ChatMessage"], { ordered: true });
    expect((await tc(gm, BANDIT)).wake).toMatchObject({ dueCount: 30 });
    expect(await statusesOf(gm, BANDIT)).toContain("unconscious");
    const card = gm.locator(".chat-message .tempo-tc-wake-card").last();
    await expect.poll(() => card.textContent()).toContain("stays unconscious (4 against DC 5)");
    await expect(card.textContent()).resolves.toContain("due at count 30");
    // its DC is the Bandit's number: the player reads the same card without it (issue 29)
    const theirs = player.locator(".chat-message .tempo-tc-wake-card").last();
    await expect.poll(() => theirs.textContent()).toContain("Bandit: stays unconscious (4).");
    await expect(theirs.textContent()).resolves.toContain("due at count 30");
    await expect(theirs.textContent()).resolves.not.toContain("DC");
    // both dice are on the card: the check and the retry die
    expect(await lastRolls(gm)).toEqual(["1d20 + 0=4", "1d10=4"]);
  });

  it("at count 30 the tracker's button wakes the bandit: it re-enters the Time Count at 30 + a new initiative", async () => {
    await advanceTo(gm, 30);
    const row = gm.locator(".tempo-tc-unplaced li", { hasText: "Bandit" });
    await expect.poll(() => row.locator(".tempo-tc-wake-roll").count()).toBe(1);
    await resetStats(gm);
    await dice(gm, [12, 2]); // 1d20 [12] >= 5: awake; initiative 1d6 [2] + 4 = 6: count 36
    await row.locator(".tempo-tc-wake-roll").click();
    // back on the count, awake, the card; then no longer defeated (issue 28), at the count the wake gave it
    await expectWrites(
      gm,
      ["update Combatant", "delete ActiveEffect", "update Actor", "create ChatMessage", "update Combatant"],
      { ordered: true },
    );
    expect((await clock(gm)).combatants.Bandit).toMatchObject({ next: 36, initiative: 6 });
    const s = await tc(gm, BANDIT);
    expect(await statusesOf(gm, BANDIT)).not.toContain("unconscious");
    expect(s.wake).toMatchObject({ combatId: "", dueCount: 0 });
    await expect
      .poll(() => gm.locator(".tempo-tc-timeline .tempo-tc-name").allTextContents())
      .toEqual(["Zherynn", "Bandit", "Garret"]);
    await expect(gm.locator(".chat-message .tempo-tc-wake-card").last().textContent()).resolves.toContain(
      "regains consciousness (12 against DC 5)",
    );
    await sb.screenshot(gm, "time-count-recovery-1-awake");
  });

  it("knocked out again while dying, the bandit is stabilized from its sheet: its first check 2d10 minutes later", async () => {
    // a setup: dying with its check owed, as it stands (the door would roll the check fatigue's rise calls for)
    await updateActor(
      gm,
      BANDIT,
      { "system.stats.timeCount": { hp: { value: 2 }, fatigue: 9, checkDc: 7 } },
      { tempoHealthRuled: true },
    );
    const sheet = await openSheet(gm, BANDIT);
    // fatigue 9 at least double the 2 hit points: dying, shown on the sheet and the GM's tracker
    // with the check owed (issue 14: never shown)
    await expect.poll(() => sheet.locator(".tempo-tc-dying").count()).toBe(1);
    const row = gm.locator(".tempo-tc-row", { hasText: "Bandit" });
    await expect.poll(() => row.locator(".tempo-tc-dying").count()).toBe(1);
    await expect(row.locator(".tempo-tc-check-owed").textContent()).resolves.toBe("Check owed (DC 7)");
    await dice(gm, [1]); // 1 against DC 7: unconscious, 60 TC
    await sheet.locator(".tempo-tc-roll-check").click();
    // wait for the failed check's wake record: the wake panel and its Stabilize button show once the
    // bandit is unconscious, which may land first (read at once, this failed now and then under load)
    await expect
      .poll(async () => (await tc(gm, BANDIT)).wake)
      .toMatchObject({ dueCount: 90, stabilized: false });
    await expect.poll(() => sheet.locator(".tempo-tc-stabilize").count()).toBe(1);
    await resetStats(gm);
    await dice(gm, [3, 4]); // 2d10 minutes [7]: 840 TC after count 30
    await sheet.locator(".tempo-tc-stabilize").click();
    await expectWrites(gm, ["update Actor", "create ChatMessage"], { ordered: true });
    expect((await tc(gm, BANDIT)).wake).toMatchObject({ dueCount: 870, stabilized: true });
    // the 2d10 reaches chat (every roll does), with when the first check comes
    await expect
      .poll(() => gm.locator(".chat-message .tempo-tc-stabilized-line").last().textContent())
      .toBe("Bandit is stabilized: the first check to regain consciousness comes at count 870.");
    expect(await lastRolls(gm)).toEqual(["2d10=7"]);
    await expect.poll(() => sheet.locator(".tempo-tc-stabilized").count()).toBe(1);
    await expect(sheet.locator(".tempo-tc-stabilize").count()).resolves.toBe(0);
  });
  it("the player heals Zherynn from the sheet: 5 points, 2 as Invigoration and 3 off fatigue; a share above the points is refused", async () => {
    await updateActor(gm, ZHERYNN, { "system.stats.timeCount": { hp: { value: 10 }, fatigue: 6 } });
    const sheet = await openSheet(player, ZHERYNN);
    // refused: 7 Invigoration out of 5 points
    await resetStats(player);
    await healFromSheet(player, sheet, 5, 7);
    await expect.poll(() => notices(player)).toContain("splits into 0 to 5 Invigoration (got 7)");
    await expectWrites(player, [], { ordered: true });

    await resetStats(player);
    await healFromSheet(player, sheet, 5, 2);
    // the healing is posted, with what the cap took (issue 14: it posted nothing)
    await expect
      .poll(() => player.locator(".chat-message .tempo-tc-heal-line").last().textContent())
      .toContain("Zherynn is healed: 2 Invigoration, fatigue −3 (0 lost");
    await expectWrites(player, ["update Actor", "create ChatMessage"], { ordered: true });
    expect(await tc(player, ZHERYNN)).toMatchObject({ invigoration: 2, fatigue: 3 });
  });

  it("Zherynn casts Mend Wounds on the unconscious bandit: the card rolls 8 and the player splits it 5 Invigoration, 3 off fatigue (the seed's example)", async () => {
    await createItems(gm, ZHERYNN, [
      {
        name: "Mend Wounds",
        type: "spell",
        system: {
          castingTime: 0,
          stats: {
            timeCount: { castingDice: "1d6+3", fatigueCost: 3, level: 1, healing: "2d6", defense: "" },
          },
        },
      },
    ]);
    const sheet = await openSheet(player, ZHERYNN);
    // Zherynn is due at 30 (with the bandit's wake): prepares, casting time 1d6+3 [1] = 4
    await dice(gm, [1]);
    await sheet.locator(".tempo-tc-spell", { hasText: "Mend Wounds" }).locator(".tempo-tc-prepare").click();
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 34);
    await expect(
      sheet.locator(".tempo-tc-spell", { hasText: "Mend Wounds" }).textContent(),
    ).resolves.toContain("heals 2d6");
    await advanceTo(gm, 34);

    await player.locator(`[data-actor-id="${BANDIT}"] .target-toggle`).click();
    await resetStats(player);
    await resetStats(gm);
    await dice(gm, [15, 4, 4]); // at the GM: Arcana 15 + Int 1 = 16 vs DC 13; healing 2d6 [4, 4] = 8
    await sheet.locator(".tempo-tc-cast").click();
    await player.locator(".application.dialog [data-dialog-action='cast']").click();
    const heal = player.locator(".chat-message .tempo-tc-heal-card").last();
    await expect.poll(() => heal.locator(".tempo-tc-heal-value").textContent()).toBe("8");
    await expect(heal.textContent()).resolves.toContain("Zherynn casts Mend Wounds on Bandit");
    // the GM posts the cast and its healing card (one batch), then completes the cast: SF 1, its fatigue cost
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 35);
    await expectWrites(player, [], { ordered: true });
    await expectWrites(gm, ["create ChatMessage", "update Actor", "update Combatant", "create ChatMessage"], {
      ordered: true,
    });

    await resetStats(gm);
    await heal.locator(".tempo-tc-heal-invigoration").fill("5");
    await heal.locator(".tempo-tc-heal-apply").click();
    await expectWrites(gm, ["update Actor", "update ChatMessage"], { ordered: true });
    // fatigue 9 - 3 = 6; Invigoration 5 (room: 8 max - 2 hit points)
    expect(await tc(gm, BANDIT)).toMatchObject({ invigoration: 5, fatigue: 6 });
    // the split tells the Bandit's numbers: the GM's card reads it, the player's only that it applied
    await expect
      .poll(() => heal.locator(".tempo-tc-heal-applied").textContent())
      .toBe("Healing applied to Bandit.");
    await expect
      .poll(() =>
        gm
          .locator(".chat-message .tempo-tc-heal-card")
          .last()
          .locator(".tempo-tc-heal-applied")
          .textContent(),
      )
      .toContain("5 Invigoration, fatigue −3 (0 lost)");
    await expect(heal.locator(".tempo-tc-heal-apply").count()).resolves.toBe(0);
    await sb.screenshot(player, "time-count-recovery-2-healing");
    expect(await pageErrors(gm)).toEqual([]);
  });
  it("Zherynn fumbles with a dagger on its last Durability Point: the dagger breaks, the sheet shows it, and its next attack is refused", async () => {
    await gm.evaluate(async (id) => {
      const w = window as unknown as {
        game: {
          actors: {
            get(id: string): { items: { getName(n: string): { update(d: object): Promise<unknown> } } };
          };
        };
      };
      await w.game.actors.get(id).items.getName("Dagger").update({ "system.stats.timeCount.durability": 1 });
    }, ZHERYNN);
    await advanceTo(gm, 35);
    await player.locator(`[data-actor-id="${BANDIT}"] .target-toggle`).click();
    await player.locator(`[data-actor-id="${GARRET}"] .target-toggle`).click();
    const sheet = await openSheet(player, ZHERYNN);
    const dagger = sheet.locator(".tempo-tc-weapon", { hasText: "Dagger" });
    await expect(dagger.locator(".tempo-tc-durability").textContent()).resolves.toBe("1");
    await resetStats(player);
    await resetStats(gm);
    // natural 1: a critical fumble; its 1d6 [3] is rolled with the card (and shown on it)
    await dice(gm, [1, 3, 2]); // at the GM: SF Fast 1d6+3 [2] = 5, + the fumble's 3: next turn 35 + 8
    await dagger.locator(".tempo-tc-attack").click();
    await player.locator(".application.dialog [data-dialog-action='roll']").click();
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 43);
    // the card shows the fumble's die and the weapon it breaks (issue 14: it hid both)
    const fumbleCard = player.locator(".chat-message .tempo-attack-card").last();
    await expect(fumbleCard.locator(".tempo-tc-fumble-die").textContent()).resolves.toBe(
      "Fumble die (1d6): +3 to the SF.",
    );
    await expect(fumbleCard.locator(".tempo-tc-weapon-breaks").textContent()).resolves.toBe(
      "The Dagger loses its last Durability Point and breaks.",
    );
    await expectWrites(player, [], { ordered: true });
    await expectWrites(gm, ["create ChatMessage", "update Item", "update Combatant", "create ChatMessage"], {
      ordered: true,
    });
    await expect.poll(() => dagger.locator(".tempo-tc-broken").textContent()).toBe("Broken");
    await expect(dagger.locator(".tempo-tc-durability").textContent()).resolves.toBe("0");

    // the fumble ended Zherynn's turn: his open sheet disables the attack now (issue 13), nothing to click
    await expect.poll(() => dagger.locator(".tempo-tc-attack").isDisabled()).toBe(true);
    await expect(player.locator(".application.dialog").count()).resolves.toBe(0);
  });
  it("after the fight the stabilized bandit's check follows world time: refused early, rolled by the sheet once 2d10 minutes have passed", async () => {
    await gm.evaluate(async () => {
      // The GM ends the fight (the document goes, as "End combat" does once confirmed).
      const w = window as unknown as { game: { combat: { delete(): Promise<unknown> } | null } };
      await w.game.combat?.delete();
    });
    await expect.poll(() => gm.evaluate(() => (window as unknown as Win).game.combat === null)).toBe(true);
    // A sheet shows the clock as of its last render: the GM opens it afresh.
    await gm.evaluate(async (id) => {
      type Sheet = { sheet: { render(force: boolean): Promise<unknown> } };
      const w = window as unknown as {
        game: {
          scenes: { active: { tokens: { find(f: (t: { actorId: string }) => boolean): { actor: Sheet } } } };
        };
      };
      // the bandit's token's actor (the world actor is in no fight)
      await w.game.scenes.active.tokens.find((t) => t.actorId === id).actor.sheet.render(true);
    }, BANDIT);
    const sheet = await openSheet(gm, BANDIT);
    // stabilized at count 30 (15 s of world time): 840 TC later, 420 s
    await expect.poll(() => sheet.locator(".tempo-tc-wake").textContent()).toContain("s of world time");
    await resetStats(gm);
    await sheet.locator(".tempo-tc-wake-roll").click();
    // 840 TC = 420 s after the stabilization at count 30; the fight ran on to count 35 (2.5 s more)
    await expect.poll(() => notices(gm)).toContain("may be rolled in 417.5 s of world time");
    await expectWrites(gm, [], { ordered: true });

    await gm.evaluate(async () => {
      const w = window as unknown as { game: { time: { advance(s: number): Promise<unknown> } } };
      await w.game.time.advance(420);
    });
    await resetStats(gm);
    // 10 + Constitution 0 against DC 6 - (2 + 5) = -1: fatigue 6 against the hit points and the 5
    // Invigoration of the healing, which counts as current hit points (interpretation, issue 14)
    await dice(gm, [10]);
    await sheet.locator(".tempo-tc-wake-roll").click();
    await expectWrites(gm, ["delete ActiveEffect", "update Actor", "create ChatMessage"], { ordered: true });
    expect(await statusesOf(gm, BANDIT)).not.toContain("unconscious");
    await expect(gm.locator(".chat-message .tempo-tc-wake-card").last().textContent()).resolves.toContain(
      "regains consciousness (10 against DC -1)",
    );
    await expect.poll(() => sheet.locator(".tempo-tc-wake-panel").count()).toBe(0);
  });

  it("the GM heals the Bandit from its sheet: the GM reads the split, the player (not its owner) only that it was healed", async () => {
    // 5 of its 8 hit points and no Invigoration, in one write: room for 3 (hp + Invigoration never above the
    // maximum). The health door kept the Invigoration it had before (capped to 3) over the one written with
    // the hit points, so the heal below lost its Invigoration to the cap
    await updateActor(gm, BANDIT, {
      "system.stats.timeCount": { hp: { value: 5 }, fatigue: 4, invigoration: 0 },
    });
    await expect.poll(() => tc(gm, BANDIT)).toMatchObject({ hp: { value: 5 }, fatigue: 4, invigoration: 0 });
    const sheet = await openSheet(gm, BANDIT);
    // 3 points, 1 as Invigoration and 2 off fatigue: all of them apply
    await healFromSheet(gm, sheet, 3, 1);
    await expect
      .poll(() => gm.locator(".chat-message .tempo-tc-heal-line").last().textContent())
      .toBe(
        "Bandit is healed: 1 Invigoration, fatigue −2 (0 lost to the cap: hit points at their maximum, fatigue at 0).",
      );
    await expect.poll(() => tc(gm, BANDIT)).toMatchObject({ hp: { value: 5 }, fatigue: 2, invigoration: 1 });
    // before, every player read the split, which tells the Bandit's fatigue and hit points
    await expect
      .poll(() => player.locator(".chat-message .tempo-tc-heal-line").last().textContent())
      .toBe("Bandit is healed.");
  });
});
