// Die-Step Contests (seed 002), wounds in the sandbox: first aid on a mortally wounded character (INT against
// the supplies' difficulty die), asked on the player's screen and rolled at the GM; magical healing at 0 HP
// (the survival roll first, then HP and a stun).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BRENNA,
  GRUKK,
  dice,
  expectWrites,
  openSheet,
  pageErrors,
  resetStats,
  startDieStep,
  target,
  useSandbox,
  vitals,
} from "../foundry/die-step/e2e-helpers";

const dialog = (page: Page) => page.locator(".application.dialog");

/** Sets a token actor's Die-Step values (the GM's own edit). */
async function setOrc(gm: Page, changes: Record<string, unknown>): Promise<void> {
  await gm.evaluate(
    async ({ id, data }) => {
      type A = { update(d: object): Promise<unknown> };
      type T = { actorId: string; actor: A };
      const g = window as unknown as { game: { scenes: { active: { tokens: { contents: T[] } } } } };
      await g.game.scenes.active.tokens.contents.find((t) => t.actorId === id)?.actor.update(data);
    },
    { id: GRUKK, data: changes },
  );
}

describe("Die-Step first aid (GM and player)", () => {
  let gm: Page;
  let player: Page;

  useSandbox(startDieStep, (s) => ({ gm, player } = s), 60_000);

  it("Brenna's first aid with improvised bandages: INT d6 3 ties the d8's 3, no help; nothing is written", async () => {
    await setOrc(gm, {
      "system.stats.dieStep.hp.value": 0,
      "system.stats.dieStep.wound": "mortally-wounded",
    });
    const sheet = await openSheet(player, BRENNA);
    await target(player, GRUKK);
    await dice(gm, [3, 3]);
    await resetStats(gm);
    await sheet.locator(".tempo-ds-first-aid").click();
    // the player's dialog names the patient and the dice, never a number of the orc it does not own
    const asked = await dialog(player).innerText();
    expect(asked).toContain("First aid for Grukk the Orc Chieftain");
    expect(asked.replace(/d\d+/g, "")).not.toMatch(/\d/);
    await dialog(player).locator('select[name="supplies"]').selectOption("improvised");
    await dialog(player).locator('[data-dialog-action="aid"]').click();
    await expectWrites(gm, ["create ChatMessage"]);
    const orc = await vitals(gm, GRUKK);
    expect([orc.hp, orc.wound]).toEqual([0, "mortally-wounded"]);
  });

  it("again with bandages: 4 beats the d4's 2; one HP saves the orc, now badly wounded and scarred", async () => {
    const sheet = await openSheet(player, BRENNA);
    await dice(gm, [4, 2]);
    await resetStats(gm);
    await sheet.locator(".tempo-ds-first-aid").click();
    await dialog(player).locator('[data-dialog-action="aid"]').click();
    // awake: Unconscious goes, its combatant is back in the fight (issue 28)
    await expectWrites(gm, ["update Actor", "create ChatMessage", "delete ActiveEffect", "update Combatant"]);
    const orc = await vitals(gm, GRUKK);
    expect([orc.hp, orc.wound]).toEqual([1, "badly-wounded"]);
    const injured = await gm.evaluate((id) => {
      type T = { actorId: string; actor: { system: { stats: { dieStep: { permanentInjury: boolean } } } } };
      const g = window as unknown as { game: { scenes: { active: { tokens: { contents: T[] } } } } };
      return g.game.scenes.active.tokens.contents.find((t) => t.actorId === id)?.actor.system.stats.dieStep
        .permanentInjury;
    }, GRUKK);
    expect(injured).toBe(true);
    await expect(gm.locator(".chat-message .tempo-ds-line").last().textContent()).resolves.toContain("Saved");
    // the orc's hit points after it are his: the GM reads them, the player (Brenna's owner) the limited line
    await expect(gm.locator(".chat-message .tempo-ds-line").last().textContent()).resolves.toContain(
      "Saved: 1 HP, badly wounded now.",
    );
    const line = player.locator(".chat-message .tempo-ds-line").last();
    await expect
      .poll(() => line.textContent())
      .toContain("INT 4 against the d4's 2. Saved, badly wounded now.");
    // the content every user receives holds the limited wording, the number only in the flags
    const stored = await gm.evaluate(() => {
      type M = { content: string; flags: { tempo?: { line?: Record<string, string> } } };
      const g = window as unknown as { game: { messages: { contents: M[] } } };
      const m = g.game.messages.contents.at(-1);
      return { content: m?.content ?? "", line: m?.flags.tempo?.line ?? {} };
    });
    expect(stored.content).not.toContain("1 HP");
    expect(Object.values(stored.line)).toContain("1");
  });

  it("magical healing at 0 HP after a lethal knock-out: the survival roll first (FOR 3: badly wounded), then 3 HP and a stun", async () => {
    await setOrc(gm, {
      "system.stats.dieStep.hp.value": 0,
      "system.stats.dieStep.wound": "none",
      "system.stats.dieStep.survivalPending": true,
    });
    const sheet = await openSheet(player, BRENNA);
    await target(player, GRUKK);
    await dice(gm, [3]);
    await resetStats(gm);
    await sheet.locator(".tempo-ds-heal").click();
    // no number of the orc in the player's dialog (the hint's "At 0 HP" is the rule's, not his)
    expect((await dialog(player).innerText()).replace("At 0 HP", "")).not.toMatch(/\d/);
    await dialog(player).locator('input[name="amount"]').fill("3");
    await dialog(player).locator('[data-dialog-action="heal"]').click();
    // awake: Unconscious goes, its combatant is back in the fight (issue 28)
    await expectWrites(gm, ["update Actor", "create ChatMessage", "delete ActiveEffect", "update Combatant"]);
    const orc = await vitals(gm, GRUKK);
    expect([orc.hp, orc.wound, orc.survivalPending, orc.stunned, orc.survival]).toEqual([
      3,
      "badly-wounded",
      false,
      "turn",
      "badly-wounded",
    ]);
    await expect(gm.locator(".chat-message .tempo-ds-line").last().textContent()).resolves.toContain(
      "heals Grukk the Orc Chieftain magically: 3 HP now.",
    );
    // the player reads the survival die (everyone's) and the healing, not the orc's hit points after it
    const line = player.locator(".chat-message .tempo-ds-line").last();
    await expect
      .poll(() => line.textContent())
      .toBe(
        "Grukk the Orc Chieftain rolls FOR for survival: 3. Badly wounded. Brenna heals Grukk the Orc Chieftain magically.",
      );
  });

  it("no error on either page", async () => {
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
