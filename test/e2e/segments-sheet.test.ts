// Segmented Rounds (seed 000) on the character sheet (issue 30): a condition toggled on the sheet redraws
// the buttons it governs at once (Restrained: Break free shows, the attacks are refused), and the sheet
// says what the character declared and the segment it acts in.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { showTab } from "./harness";
import {
  BUGBEAR,
  HALVAINE,
  OSWIN,
  SHAMAN,
  closeDeclarationsAndRoll,
  gmDeclare,
  pageErrors,
  roundState,
  sheetOf,
  skipSurprise,
  startSegments,
  useSandbox,
} from "../foundry/segments/sandbox-helpers";

describe("Segmented Rounds: the character sheet follows its conditions and the round", () => {
  let gm: Page;
  let player: Page;
  let ids: Record<string, string> = {};

  useSandbox(startSegments, (s) => ({ gm, player, ids } = s), 90_000);

  it("Restrained toggled by her player on Halvaine's sheet: Break free shows and the attacks are refused, without reopening it", async () => {
    await skipSurprise(gm);
    const sheet = await sheetOf(player, HALVAINE);
    await showTab(sheet, "combat");
    const unarmed = sheet.locator(".tempo-sg-unarmed");
    const restrained = "Halvaine is restrained by a grapple and cannot fight: break free first.";
    await expect(sheet.locator(".tempo-sg-break-free").count()).resolves.toBe(0);
    await expect(unarmed.getAttribute("data-tooltip")).resolves.not.toBe(restrained);
    // the sheet's conditions: the "Add a condition" menu, and the active one's × (issue 31)
    await sheet.locator(".tempo-condition-add > summary").click();
    await sheet.locator('.tempo-condition-option[data-condition-id="restrained"]').click();
    await expect.poll(() => sheet.locator(".tempo-sg-break-free").count()).toBe(1);
    await expect.poll(() => unarmed.getAttribute("data-tooltip")).toBe(restrained);
    await sheet.locator('.tempo-condition-remove[data-condition-id="restrained"]').click();
    await expect.poll(() => sheet.locator(".tempo-sg-break-free").count()).toBe(0);
    await expect.poll(() => unarmed.getAttribute("data-tooltip")).not.toBe(restrained);
  });

  it("the sheet says Oswin has not declared; once he has, what he declared and at whom", async () => {
    const sheet = await sheetOf(gm, OSWIN);
    await expect
      .poll(() => sheet.locator(".tempo-sg-sheet-declaration").textContent())
      .toContain("Not declared yet");
    await gmDeclare(gm, ids[OSWIN]!, { kind: "melee", targetId: ids[BUGBEAR]! });
    await expect
      .poll(() => sheet.locator(".tempo-sg-sheet-declaration").textContent())
      .toMatch(/Melee attack.*Bugbear/);
    await expect(sheet.locator(".tempo-sg-sheet-segment").textContent()).resolves.toContain(
      "after initiative",
    );
  });

  it("after initiative the sheet names the segment Oswin acts in (the one the monsters rolled)", async () => {
    await gmDeclare(gm, ids[HALVAINE]!, { kind: "move" });
    await gmDeclare(gm, ids[SHAMAN]!, { kind: "melee", targetId: ids[HALVAINE]! });
    await gmDeclare(gm, ids[BUGBEAR]!, { kind: "melee", targetId: ids[OSWIN]! });
    await closeDeclarationsAndRoll(gm, [4, 2]);
    const rolls = (await roundState(gm)).initiativeRolls as Record<string, number>;
    const sheet = await sheetOf(gm, OSWIN);
    await expect
      .poll(() => sheet.locator(".tempo-sg-sheet-segment").textContent())
      .toContain(`segment ${String(rolls.monsters)}`);
  });

  it("neither page raised an error", async () => {
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
