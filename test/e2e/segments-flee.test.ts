// Segmented Rounds, Fleeing from Combat (seed 000): "When a character in melee combat runs away at top
// speed, opponents may make an immediate additional attack at +4 to hit." Immediate: the free attack's
// damage lands at once, even in a segment both sides share (where the blows of the initiative step are
// held and land together); and the fleer, running away, makes no attack that round (rules pass, issue 14).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BUGBEAR,
  HALVAINE,
  OSWIN,
  SHAMAN,
  closeDeclarationsAndRoll,
  dialog,
  dialogButton,
  dice,
  gmDeclare,
  hp,
  lastCard,
  pageErrors,
  sheetOf,
  skipSurprise,
  startSegments,
  stepTo,
  target,
  useSandbox,
  expectRefused,
} from "../foundry/segments/sandbox-helpers";

describe("Segmented Rounds: the free attack at a fleer", () => {
  let gm: Page;
  let player: Page;
  let ids: Record<string, string> = {};

  useSandbox(startSegments, (s) => ({ gm, player, ids } = s), 90_000);

  it("Halvaine flees the Bugbear; both sides roll 3: everyone acts in segment 3", async () => {
    await skipSurprise(gm);
    await gmDeclare(gm, ids[HALVAINE]!, { kind: "flee", targetId: ids[BUGBEAR]! });
    await gmDeclare(gm, ids[BUGBEAR]!, { kind: "melee", targetId: ids[OSWIN]! });
    await gmDeclare(gm, ids[OSWIN]!, { kind: "melee", targetId: ids[BUGBEAR]! });
    await gmDeclare(gm, ids[SHAMAN]!, { kind: "melee", targetId: ids[OSWIN]! });
    await closeDeclarationsAndRoll(gm, [3, 3]);
    await stepTo(gm, 3);
  });

  it("the Bugbear's free attack (+4, pre-ticked) lands its damage on Halvaine at once", async () => {
    const before = await hp(gm, HALVAINE);
    const sheet = await sheetOf(gm, BUGBEAR);
    await target(gm, [HALVAINE]);
    await sheet.locator(".tempo-sg-attack").first().click();
    await expect.poll(() => dialog(gm).locator('[name="fleeing"]').isChecked()).toBe(true);
    await dice(gm, [20, 2, 2, 2]);
    await dialogButton(gm, "roll").click();
    await expect.poll(() => lastCard(gm).locator(".tempo-damage-value").count()).toBe(1);
    const damage = Number(await lastCard(gm).locator(".tempo-damage-value").textContent());
    expect(damage).toBeGreaterThan(0);
    await expect(lastCard(gm).textContent()).resolves.not.toContain("held");
    await lastCard(gm).locator(".tempo-apply-damage").click();
    await expect.poll(() => hp(gm, HALVAINE)).toBe((before ?? 0) - damage);
  });

  it("Halvaine, running away at top speed, makes no attack this round", async () => {
    const sheet = await sheetOf(player, HALVAINE);
    await target(player, [BUGBEAR]);
    await expectRefused(
      sheet.locator(".tempo-sg-attack").first(),
      "Halvaine is fleeing at top speed this round and makes no attack.",
    );
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
