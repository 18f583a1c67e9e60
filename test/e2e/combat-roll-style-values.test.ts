// Combat Roll (seed 003) gap review, item 2: each Fighting Style's own value. "A character can potentially
// learn multiple fighting styles, tracking their progression and gear list separately." Aldric (Fighting
// Style 8, the Border Warden) learns a Pit Fighter style of its own value 9 for his fists; his Strikes
// test the style that gives the best test for what he strikes with.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { showTab } from "./harness";
import {
  ALDRIC,
  GOBLIN,
  ORK,
  crStats,
  dialog,
  dice,
  expectWrites,
  lastAttack,
  notices,
  openSheet,
  pageErrors,
  resetStats,
  settle,
  startCombatRoll,
  target,
  turnOf,
  useSandbox,
  type Sandbox,
} from "../foundry/combat-roll/e2e-helpers";

/** Opens the "Add style" dialog on Aldric's sheet and fills it. */
async function fillNewStyle(player: Page, value: string): Promise<void> {
  const sheet = await openSheet(player, ALDRIC);
  await showTab(sheet, "statistics");
  await sheet.locator(".tempo-cr-add-style").click();
  await expect.poll(() => dialog(player).count()).toBe(1);
  await dialog(player).locator('input[name="name"]').fill("Pit Fighter");
  await dialog(player).locator('textarea[name="gear"]').fill("partial armor, unarmed fighting, club");
  await dialog(player).locator('input[name="value"]').fill(value);
}

describe("Combat Roll: each Fighting Style's own value", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  // Aldric 8, the Ork 6, the Goblin 4: Aldric acts first
  useSandbox(
    () => startCombatRoll({ [ALDRIC]: 6, [ORK]: 5, [GOBLIN]: 1 }),
    (s) => ({ sb, gm, player } = s),
    60_000,
  );

  it("the sheet shows the Border Warden with the shared Fighting Style value; his fists are untrained", async () => {
    const sheet = await openSheet(player, ALDRIC);
    await expect(sheet.locator(".tempo-cr-style-value").allTextContents()).resolves.toEqual([
      "value 8 (shared)",
    ]);
    await expect(sheet.locator(".tempo-cr-unarmed .tempo-cr-untrained-mark").count()).resolves.toBe(1);
  });

  it("a style value the rules refuse (negative) shows an error in the dialog, which stays open as typed; nothing changes", async () => {
    await fillNewStyle(player, "-3");
    await resetStats(player);
    await dialog(player).locator('[data-dialog-action="save"]').click();
    const refusal =
      "A Fighting Style's value must be a whole number of 0 or more, or blank (the sheet's Fighting Style value): \"-3\".";
    await expect.poll(async () => (await notices(player)).at(-1)).toBe(refusal);
    await settle();
    await expectWrites(player, [], { ordered: true });
    expect((await crStats(player, ALDRIC))?.fightingStyles.length).toBe(1);
    // The dialog is still there, every field as typed, the refusal written in it
    await expect(dialog(player).count()).resolves.toBe(1);
    await expect(dialog(player).locator(".tempo-form-error").textContent()).resolves.toBe(refusal);
    await expect(dialog(player).locator('input[name="name"]').inputValue()).resolves.toBe("Pit Fighter");
    await expect(dialog(player).locator('textarea[name="gear"]').inputValue()).resolves.toBe(
      "partial armor, unarmed fighting, club",
    );
    await expect(dialog(player).locator('input[name="value"]').inputValue()).resolves.toBe("-3");
  });

  it("Aldric learns the Pit Fighter style at its own value 9: one write; the sheet lists both values", async () => {
    // Corrected in the same dialog: only the value is typed again
    await dialog(player).locator('input[name="value"]').fill("9");
    await resetStats(player);
    await dialog(player).locator('[data-dialog-action="save"]').click();
    await expect.poll(async () => (await crStats(player, ALDRIC))?.fightingStyles.length).toBe(2);
    await expectWrites(player, ["update Actor"], { ordered: true });
    expect((await crStats(player, ALDRIC))?.fightingStyles[1]).toEqual({
      name: "Pit Fighter",
      gear: ["partial armor", "unarmed fighting", "club"],
      value: 9,
    });
    const sheet = await openSheet(player, ALDRIC);
    await expect
      .poll(() => sheet.locator(".tempo-cr-style-value").allTextContents())
      .toEqual(["value 8 (shared)", "value 9"]);
    await expect(sheet.locator(".tempo-cr-unarmed .tempo-cr-untrained-mark").count()).resolves.toBe(0);
    await sb.screenshot(player, "combat-roll-style-values");
  });

  it("his unarmed Strike tests the Pit Fighter: 9 + STR 4 − 2 (the longsword and shield in hand) = 11", async () => {
    // Pit Fighter 9 − 2 = 7 beats the Border Warden's 8 − 2 = 6 (its fists are untrained there)
    const sheet = await openSheet(player, ALDRIC);
    await target(player, ORK);
    await showTab(sheet, "combat");
    await sheet.locator(".tempo-cr-strike-unarmed").click();
    await expect.poll(() => dialog(player).count()).toBe(1);
    const mods = dialog(player).locator(".tempo-cr-automatic-mods li");
    await expect(mods.count()).resolves.toBe(1);
    await expect(mods.textContent()).resolves.toContain("Untrained weapon");
    await resetStats(gm);
    await dialog(player).locator('[data-dialog-action="roll"]').click();
    await expect
      .poll(() => lastAttack(gm).locator(".tempo-card-title").textContent())
      .toContain("Aldric attacks Ork Raider with Unarmed strike");
    await expectWrites(gm, ["create ChatMessage", "update Combat"]);
    await dice(gm, [11]);
    await lastAttack(gm).locator('[data-kind="none"]').click();
    await expect.poll(() => lastAttack(player).getAttribute("data-outcome")).toBe("attacker-critical");
    await expect(lastAttack(player).locator(".tempo-cr-attack-test").textContent()).resolves.toContain(
      "rolled 11 against 11",
    );
  });

  it("his longsword Strike tests the Border Warden's shared 8 + STR 4 = 12 (the Pit Fighter's untrained 9 − 2 is worse)", async () => {
    const sheet = await openSheet(player, ALDRIC);
    await showTab(sheet, "combat");
    await sheet.locator(".tempo-cr-strike").first().click();
    await expect.poll(() => dialog(player).count()).toBe(1);
    await expect(dialog(player).locator(".tempo-cr-automatic-mods").count()).resolves.toBe(0);
    await resetStats(gm);
    await dialog(player).locator('[data-dialog-action="roll"]').click();
    await expect
      .poll(() => lastAttack(gm).locator(".tempo-card-title").textContent())
      .toContain("Aldric attacks Ork Raider with Longsword");
    await expectWrites(gm, ["create ChatMessage", "update Combat"]);
    expect((await turnOf(gm, ALDRIC)).attacks).toBe(2);
    await dice(gm, [13]);
    await lastAttack(gm).locator('[data-kind="none"]').click();
    await expect.poll(() => lastAttack(player).getAttribute("data-outcome")).toBe("nothing");
    await expect(lastAttack(player).locator(".tempo-cr-attack-test").textContent()).resolves.toContain(
      "rolled 13 against 12",
    );
  });

  it("neither page raised an error", async () => {
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
