// Die-Step Contests (seed 002), issue 30 in the sandbox: a surprised character's passive defences of round 1
// are disadvantaged (and the card says which die each defence rolls); a helpless foe is offered no opportunity
// attack and cannot take one; a grappler's own defences follow its full hold; a miss says "tie" only on a tie;
// a healing spell in a fight is the healer's action, asked in its dialog, which keeps what was typed when
// refused; the weapon sheet shows none of the common fields this ruleset never reads.
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import {
  BRENNA,
  GOBLIN,
  GRUKK,
  activeName,
  defence,
  dice,
  expectWrites,
  lastError,
  lastCard,
  openSheet,
  openTokenSheet,
  pageErrors,
  resetStats,
  setStatus,
  startDieStep,
  target,
  turnOf,
  updateActor,
  useSandbox,
  vitals,
  type W,
} from "../foundry/die-step/e2e-helpers";

const reasonsOf = (card: Locator) =>
  card.locator(".tempo-ds-reasons li").evaluateAll((els) => els.map((e) => e.getAttribute("data-reason")));
const outcomeOf = (card: Locator) => card.locator(".tempo-ds-outcome-text").textContent();
const dialog = (page: Page) => page.locator(".application.dialog");

describe("Die-Step rules fidelity (issue 30)", () => {
  let gm: Page;
  let player: Page;

  useSandbox(startDieStep, (s) => ({ gm, player } = s), 60_000);

  const endTurn = async (next: string) => {
    await gm.locator("#combat-panel .tempo-ap-end-turn").click();
    await expect.poll(() => activeName(gm)).toBe(next);
  };

  it("Brenna is surprised: her REF roll and her passive defence of round 1 are disadvantaged; each defence names its die", async () => {
    const ids = await gm.evaluate(() =>
      (window as unknown as W).game.combat!.combatants.contents.map((c) => [c.id, c.actorId]),
    );
    const brennaRow = ids.find(([, actor]) => actor === BRENNA)![0]!;
    await gm
      .locator(`#combat-panel .tempo-ap-row[data-combatant-id="${brennaRow}"] .tempo-ap-surprise`)
      .click();
    await expect
      .poll(() => gm.locator(`#combat-panel [data-combatant-id="${brennaRow}"] .tempo-ap-surprised`).count())
      .toBe(1);
    // REF: Grukk 6, Brenna two dice (disadvantaged) keeping 5, the goblin 2
    const ref: Record<string, number[]> = { [GRUKK]: [6], [BRENNA]: [5, 6], [GOBLIN]: [2] };
    await dice(
      gm,
      ids.flatMap(([, actor]) => ref[actor!]!),
    );
    await gm.locator('#combat-panel [data-action="tempoRollAll"]').click();
    await expect
      .poll(() => gm.locator("#combat-panel .tempo-combatant-initiative").allTextContents())
      .toEqual(["6", "5", "2"]);
    await gm.locator('#combat-panel [data-action="startCombat"]').click();
    await expect.poll(() => activeName(gm)).toBe("Grukk the Orc Chieftain");
    const sheet = await openTokenSheet(gm, GRUKK);
    await target(gm, BRENNA);
    await sheet.locator(".tempo-ds-attack").first().click();
    await expect.poll(() => defence(player, "passive").isEnabled()).toBe(true);
    // which die each choice rolls: passive DEF d8, block DEF d8 advantaged, parry ATT d10, dodge REF d8
    await expect
      .poll(() => lastCard(player).locator(".tempo-ds-defense-die").allTextContents())
      .toEqual(["(DEF d8)", "(DEF d8, advantaged)", "(ATT d10)", "(REF d8)"]);
    // the orc's ATT d8 rolls 2; Brenna's passive DEF d8, disadvantaged in round 1: 7 and 3, she keeps 3
    await dice(gm, [2, 7, 3]);
    await defence(player, "passive").click();
    await expect.poll(() => lastCard(gm).getAttribute("data-defense")).toBe("passive");
    const card = lastCard(gm);
    await expect(card.locator(".tempo-ds-defense-roll").textContent()).resolves.toContain(
      "with disadvantage",
    );
    await expect(reasonsOf(card)).resolves.toContain("surprised");
    // 2 against 3: a plain miss, no tie
    await expect(outcomeOf(card)).resolves.toBe("Miss");
  });

  it("a helpless goblin is offered no opportunity attack and cannot take one it was offered", async () => {
    await endTurn("Brenna");
    const sheet = await openSheet(player, BRENNA);
    const other = async () => {
      await sheet.locator(".tempo-ds-other").click();
      await expect.poll(() => dialog(player).count()).toBe(1);
      // blank words are refused in the dialog (engine planOtherAction), which keeps what was chosen
      await dialog(player).locator('input[name="what"]').fill("   ");
      await dialog(player).locator('select[name="category"]').selectOption("minor");
      await dialog(player).locator('input[name="ruleSays"]').check();
      await dialog(player).locator('[data-dialog-action="act"]').click();
      await expect
        .poll(() => dialog(player).locator(".tempo-form-error").textContent())
        .toBe(`Say what the action is, in at most 80 characters.`); // OTHER_ACTION_MAX
      await expect(dialog(player).locator('select[name="category"]').inputValue()).resolves.toBe("minor");
      await expect(dialog(player).locator('input[name="ruleSays"]').isChecked()).resolves.toBe(true);
      await dialog(player).locator('input[name="what"]').fill("shouts a war cry");
      await dialog(player).locator('[data-dialog-action="act"]').click();
    };
    const offered = () =>
      gm.locator(".chat-message .tempo-ds-offer").last().locator(".tempo-ds-take-offer").allTextContents();
    const offers = () => gm.locator(".chat-message .tempo-ds-offer").count();
    await other();
    await expect.poll(offered).toHaveLength(2);
    // the goblin is tied up now: taking the offer it was made is refused, saying why, and nothing is written
    await setStatus(gm, GOBLIN, "helpless", true);
    const take = gm
      .locator(".chat-message .tempo-ds-offer")
      .last()
      .locator(".tempo-ds-take-offer")
      .filter({ hasText: "Goblin" });
    await resetStats(gm);
    await take.click();
    await expect.poll(() => lastError(gm)).toBe("Helpless: no physical actions");
    await expectWrites(gm, []);
    expect((await turnOf(gm, GOBLIN)).debt).toBe(0);
    // its own attacks are greyed too ("cannot take any physical actions")
    const goblinSheet = await openTokenSheet(gm, GOBLIN);
    await expect
      .poll(() => goblinSheet.locator(".tempo-ds-attack").first().getAttribute("data-tooltip"))
      .toBe("Helpless: no physical actions");
    // the next provoking action offers the orc alone
    const before = await offers();
    await other();
    await expect.poll(offers).toBe(before + 1);
    await expect.poll(offered).toEqual(["Grukk the Orc Chieftain: attack (1 AP of the next turn)"]);
    await setStatus(gm, GOBLIN, "helpless", false);
  });

  it("round 2: no longer surprised; holding Brenna fully, Grukk defends advantaged against her, disadvantaged against the goblin (a tie)", async () => {
    await gm.locator("#combat-panel .tempo-ap-end-turn").click();
    await expect.poll(() => activeName(gm)).toBe("Goblin Cutthroat");
    await endTurn("Grukk the Orc Chieftain");
    const orc = await openTokenSheet(gm, GRUKK);
    await target(gm, BRENNA);
    await orc.locator(".tempo-ds-attack").first().click();
    await expect.poll(() => defence(player, "passive").isEnabled()).toBe(true);
    // one die each: 2 against her DEF d8's 4
    await dice(gm, [2, 4]);
    await defence(player, "passive").click();
    await expect.poll(() => lastCard(gm).getAttribute("data-defense")).toBe("passive");
    await expect(reasonsOf(lastCard(gm))).resolves.toEqual([]);
    await expect(lastCard(gm).locator(".tempo-ds-defense-roll").textContent()).resolves.not.toContain("with");
    // the orc holds Brenna fully, made in this round (the GM's hold)
    const grukk = await vitals(gm, GRUKK);
    const combatId = await gm.evaluate(() => (window as unknown as W).game.combat!.id);
    await updateActor(gm, BRENNA, {
      "system.stats.dieStep.heldBy": grukk.uuid,
      "system.stats.dieStep.hold": "full",
      "system.stats.dieStep.holdTurn": `${combatId}@2`,
    });
    await endTurn("Brenna");
    // Brenna (fully held: disadvantaged, 3 and 3) attacks him; his DEF d6 is advantaged against her: 1 and 5
    const own = await openSheet(player, BRENNA);
    await target(player, GRUKK);
    await own.locator(".tempo-ds-attack").first().click();
    await expect.poll(() => defence(gm, "passive").isEnabled()).toBe(true);
    await dice(gm, [3, 3, 1, 5]);
    await defence(gm, "passive").click();
    await expect.poll(() => lastCard(gm).getAttribute("data-defense")).toBe("passive");
    await expect(reasonsOf(lastCard(gm))).resolves.toEqual(["fully-held", "holding-partner"]);
    await expect(lastCard(gm).locator(".tempo-ds-defense-roll").textContent()).resolves.toContain(
      "with advantage",
    );
    await endTurn("Goblin Cutthroat");
    // the goblin attacks him: his DEF d6 is disadvantaged against anyone else (4 and 2: 2), the goblin's 2 ties
    const goblin = await openTokenSheet(gm, GOBLIN);
    await target(gm, GRUKK);
    await goblin.locator(".tempo-ds-attack").first().click();
    await expect.poll(() => defence(gm, "passive").isEnabled()).toBe(true);
    await dice(gm, [2, 4, 2]);
    await defence(gm, "passive").click();
    await expect.poll(() => lastCard(gm).getAttribute("data-defense")).toBe("passive");
    await expect(reasonsOf(lastCard(gm))).resolves.toEqual(["holding"]);
    await expect(outcomeOf(lastCard(gm))).resolves.toBe("Miss: a tie goes to the defender");
    expect((await vitals(gm, GRUKK)).hp).toBe(6);
  });

  it("the goblin heals the orc in the fight: the dialog asks which action (1 AP left: minor); a bad amount comes back as typed", async () => {
    await updateActor(gm, GRUKK, { "system.stats.dieStep.hp.value": 3 });
    const goblin = await openTokenSheet(gm, GOBLIN);
    await target(gm, GRUKK);
    await goblin.locator(".tempo-ds-heal").click();
    await expect.poll(() => dialog(gm).count()).toBe(1);
    const option = (c: string) => dialog(gm).locator(`select[name="category"] option[value="${c}"]`);
    await expect(option("major").isDisabled()).resolves.toBe(true);
    await expect(option("minor").isDisabled()).resolves.toBe(false);
    await expect(dialog(gm).locator('select[name="category"]').inputValue()).resolves.toBe("minor");
    await expect(dialog(gm).locator('input[name="ritual"]').isDisabled()).resolves.toBe(true);
    await dialog(gm).locator('input[name="amount"]').fill("0");
    await resetStats(gm);
    await dialog(gm).locator('[data-dialog-action="heal"]').click();
    // the same dialog stays open, with what was typed and why (issue 30: askForm's check)
    await expect.poll(() => dialog(gm).locator(".tempo-form-error").count()).toBe(1);
    await expect(dialog(gm).count()).resolves.toBe(1);
    await expect(dialog(gm).locator('input[name="amount"]').inputValue()).resolves.toBe("0");
    await expect(dialog(gm).locator('select[name="category"]').inputValue()).resolves.toBe("minor");
    await expect(dialog(gm).locator(".tempo-form-error").textContent()).resolves.toContain("at least 1");
    await expectWrites(gm, []);
    await dialog(gm).locator('input[name="amount"]').fill("2");
    await dialog(gm).locator('[data-dialog-action="heal"]').click();
    await expectWrites(gm, ["update Combat", "update Actor", "create ChatMessage"], { ordered: true });
    expect((await vitals(gm, GRUKK)).hp).toBe(5);
    expect((await turnOf(gm, GOBLIN)).ap).toBe(0);
  });

  it("a weapon's sheet shows the ruleset's own fields, not Damage, Range or Ranged", async () => {
    await gm.evaluate((id) => {
      type I = { sheet: { render(o: object): unknown } };
      const a = (
        window as unknown as { game: { actors: { get(i: string): { items: { getName(n: string): I } } } } }
      ).game.actors.get(id);
      void a.items.getName("Longsword").sheet.render({ force: true });
    }, BRENNA);
    const form = gm
      .locator("form.application.sheet")
      .filter({ has: gm.locator(".tempo-item-sheet") })
      .last();
    await expect.poll(() => form.locator('[name="system.stats.dieStep.attack"]').count()).toBe(1);
    for (const name of ["system.damage", "system.range", "system.ranged"])
      expect(await form.locator(`[name="${name}"]`).count()).toBe(0);
  });

  it("no error on either page", async () => {
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
