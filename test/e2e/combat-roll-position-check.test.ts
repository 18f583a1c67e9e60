// Combat Roll's roll dialog answers a positioning the rules refuse (issue 30: a dialog never loses what was
// typed on a bad value). Cover protects "the target of [a] ranged attack" and flanking helps "a melee
// attack": chosen for a melee Strike, cover was silently dropped from the card. Now the dialog says why and
// stays open with every field as chosen; nothing is written until the positioning is one the rules know.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  ALDRIC,
  GOBLIN,
  ORK,
  dialog,
  expectWrites,
  lastAttack,
  notices,
  openSheet,
  pageErrors,
  pause,
  resetStats,
  startCombatRoll,
  target,
  turnOf,
  useSandbox,
} from "../foundry/combat-roll/e2e-helpers";

describe("Combat Roll: the roll dialog checks the positioning", () => {
  let gm: Page;
  let player: Page;

  useSandbox(
    () => startCombatRoll({ [ALDRIC]: 6, [ORK]: 5, [GOBLIN]: 1 }),
    (s) => ({ gm, player } = s),
    60_000,
  );

  it("cover on a melee Strike is answered in the dialog, which keeps what was chosen; nothing is written", async () => {
    const sheet = await openSheet(player, ALDRIC);
    await target(player, ORK);
    await sheet.locator(".tempo-cr-strike").first().click();
    await expect.poll(() => dialog(player).count()).toBe(1);
    await dialog(player).locator('select[name="cover"]').selectOption("low");
    await dialog(player).locator('input[name="flanked"]').check();
    await resetStats(gm);
    await dialog(player).locator('[data-dialog-action="roll"]').click();
    await expect.poll(async () => (await notices(player)).at(-1)).toContain("ranged attacks only");
    await pause(300);
    expect(await dialog(player).count()).toBe(1);
    await expect(dialog(player).locator('select[name="cover"]').inputValue()).resolves.toBe("low");
    await expect(dialog(player).locator('input[name="flanked"]').isChecked()).resolves.toBe(true);
    await expectWrites(gm, []);
    expect((await turnOf(gm, ALDRIC)).ap).toBe(3);
  });

  it("without the cover the same dialog rolls: flanked, melee, one card", async () => {
    const cards = await player.locator(".chat-message .tempo-cr-attack-card").count();
    await dialog(player).locator('select[name="cover"]').selectOption("none");
    await dialog(player).locator('[data-dialog-action="roll"]').click();
    await expect.poll(() => player.locator(".chat-message .tempo-cr-attack-card").count()).toBe(cards + 1);
    await expect(lastAttack(player).getAttribute("data-cover")).resolves.toBe("none");
    expect((await turnOf(gm, ALDRIC)).ap).toBe(2);
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
