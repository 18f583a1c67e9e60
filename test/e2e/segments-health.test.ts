// Segmented Rounds, health from any source and defeat (issue 28): hit points typed on the sheet, set on
// the token bar or dealt by a card's Apply lead to the same state (0 or fewer: Down, out of the fight,
// one line of chat without numbers); healing above 0 brings the combatant back; the tracker marks the
// defeated, skips their acts (the Jump passes over them) and offers the GM Mark defeated / Bring back;
// one brought back acts again in its side's segment when that is still ahead.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BUGBEAR,
  HALVAINE,
  OSWIN,
  SHAMAN,
  clock,
  closeDeclarationsAndRoll,
  conditions,
  dialogButton,
  dice,
  gmDeclare,
  hp,
  lastCard,
  noticeText,
  pageErrors,
  record,
  rowPart,
  sheetOf,
  skipSurprise,
  startSegments,
  updateActor,
  step,
  resetStats,
  expectWrites,
  target,
  tracker,
  useSandbox,
  type Sandbox,
  defeated,
  healthLines,
  tokenBar,
  typeInto,
} from "../foundry/segments/sandbox-helpers";
const HP = 'input[name="system.stats.segments.hp.value"]';

/** The act of a combatant listed in a segment of the tracker. */
const actIn = (page: Page, segment: number, combatantId: string) =>
  tracker(page).locator(
    `.tempo-sg-segment[data-segment="${segment}"] .tempo-sg-act[data-combatant-id="${combatantId}"]`,
  );

describe("Segmented Rounds: health from any source and defeat", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;
  let ids: Record<string, string> = {};

  useSandbox(
    () => startSegments(),
    (s) => ({ sb, gm, player, ids } = s),
    90_000,
  );

  it("round 1 is declared; the party acts in segment 2, the monsters in 5", async () => {
    await skipSurprise(gm);
    await gmDeclare(gm, ids[OSWIN]!, { kind: "melee", targetId: ids[SHAMAN]! });
    await gmDeclare(gm, ids[HALVAINE]!, { kind: "melee", targetId: ids[BUGBEAR]! });
    await gmDeclare(gm, ids[BUGBEAR]!, { kind: "melee", targetId: ids[OSWIN]! });
    await gmDeclare(gm, ids[SHAMAN]!, { kind: "melee", targetId: ids[HALVAINE]! });
    await closeDeclarationsAndRoll(gm, [5, 2]);
    await expect(actIn(gm, 2, ids[HALVAINE]!).count()).resolves.toBe(1);
    await expect(actIn(gm, 5, ids[BUGBEAR]!).count()).resolves.toBe(1);
  });

  it("the player types 0 on Halvaine's sheet: Down, defeated, her act skipped, one line", async () => {
    const sheet = await sheetOf(player, HALVAINE);
    await typeInto(sheet.locator(HP), "0");
    await expect.poll(() => defeated(gm, HALVAINE)).toBe(true);
    expect(await hp(gm, HALVAINE)).toBe(0);
    expect(await conditions(gm, HALVAINE)).toMatchObject({ down: true });
    await expect
      .poll(() => healthLines(player).last().textContent())
      .toBe("Halvaine falls (0 hit points or fewer) and is out of the fight.");
    const row = (part: string) => rowPart(player, ids[HALVAINE]!, part);
    await expect.poll(() => row(".tempo-sg-defeated-mark").count()).toBe(1);
    await expect.poll(() => actIn(player, 2, ids[HALVAINE]!).getAttribute("class")).toContain("skipped");
    // the player marks nobody and brings nobody back
    await expect(
      tracker(player).locator(".tempo-sg-mark-defeated, .tempo-sg-bring-back").count(),
    ).resolves.toBe(0);
  });

  it("99 on her sheet is her maximum: up again, back in the fight, her act no longer skipped", async () => {
    const sheet = await sheetOf(player, HALVAINE);
    const max = Number(await sheet.locator('input[name="system.stats.segments.hp.max"]').inputValue());
    await typeInto(sheet.locator(HP), "99");
    await expect.poll(() => defeated(gm, HALVAINE)).toBe(false);
    expect(await hp(gm, HALVAINE)).toBe(max);
    expect(await conditions(gm, HALVAINE)).not.toHaveProperty("down");
    await expect
      .poll(() => healthLines(player).last().textContent())
      .toBe("Halvaine is above 0 hit points again and back in the fight.");
    await expect.poll(() => actIn(player, 2, ids[HALVAINE]!).getAttribute("class")).not.toContain("skipped");
  });

  it("a macro that raises her maximum and her hit points in one update keeps both (the new maximum holds)", async () => {
    await updateActor(gm, HALVAINE, { "system.stats.segments.hp": { value: 12, max: 12 } });
    await expect.poll(() => hp(player, HALVAINE)).toBe(12);
  });

  it("the GM sets the Bugbear to 0 on the token bar: the same state; Bring back is refused at 0 hit points", async () => {
    await tokenBar(gm, BUGBEAR, "=0");
    await expect.poll(() => defeated(gm, BUGBEAR)).toBe(true);
    expect(await conditions(gm, BUGBEAR)).toMatchObject({ down: true });
    await expect
      .poll(() => healthLines(player).last().textContent())
      .toBe("Bugbear falls (0 hit points or fewer) and is out of the fight.");
    await expect.poll(() => actIn(gm, 5, ids[BUGBEAR]!).getAttribute("class")).toContain("skipped");
    await rowPart(gm, ids[BUGBEAR]!, ".tempo-sg-bring-back").click();
    await expect
      .poll(() => noticeText(gm))
      .toContain("Bugbear is at 0 hit points or fewer: heal it above 0 to bring it back into the fight.");
    expect(await defeated(gm, BUGBEAR)).toBe(true);
  });

  it("the GM marks Oswin defeated and brings him back: Foundry's defeated mark, one write each", async () => {
    await resetStats(gm);
    await rowPart(gm, ids[OSWIN]!, ".tempo-sg-mark-defeated").click();
    await expect.poll(() => defeated(gm, OSWIN)).toBe(true);
    await expectWrites(gm, ["update Combatant"]);
    await expect.poll(() => rowPart(player, ids[OSWIN]!, ".tempo-sg-defeated-mark").count()).toBe(1);
    expect(await conditions(gm, OSWIN)).not.toHaveProperty("down");
    await resetStats(gm);
    await rowPart(gm, ids[OSWIN]!, ".tempo-sg-bring-back").click();
    await expect.poll(() => defeated(gm, OSWIN)).toBe(false);
    await expectWrites(gm, ["update Combatant"]);
    await expect.poll(() => rowPart(player, ids[OSWIN]!, ".tempo-sg-defeated-mark").count()).toBe(0);
  });

  it("in segment 2 Oswin's card drops the Shaman with Apply: the same state, and the Jump skips segment 5", async () => {
    await step(gm);
    expect((await record(gm)).round.state.segment).toBe(2);
    const sheet = await sheetOf(gm, OSWIN);
    await target(gm, [SHAMAN]);
    await sheet.locator(".tempo-sg-attack").first().click();
    // THAC0 17 against AC 7 needs 10: a natural 11 (+1 Strength) hits; the spear's 1d6 rolls 6, +1 = 7
    await dice(gm, [11, 6]);
    await dialogButton(gm, "roll").click();
    await expect.poll(() => lastCard(gm).getAttribute("data-outcome")).toBe("hit");
    await lastCard(gm).locator(".tempo-apply-damage").click();
    await expect.poll(() => defeated(gm, SHAMAN)).toBe(true);
    expect(await hp(gm, SHAMAN)).toBeLessThanOrEqual(0);
    expect(await conditions(gm, SHAMAN)).toMatchObject({ down: true });
    await expect
      .poll(() => healthLines(player).last().textContent())
      .toBe("Goblin Shaman falls (0 hit points or fewer) and is out of the fight.");
    // both monsters are out: nothing is left to happen this round
    await expect.poll(() => clock(gm, "jump").textContent()).toBe("Jump to the end of the round");
  });

  it("the GM heals the Bugbear on the token bar: back, it acts in its side's segment 5, still ahead", async () => {
    await tokenBar(gm, BUGBEAR, "=5");
    await expect.poll(() => defeated(gm, BUGBEAR)).toBe(false);
    expect(await hp(gm, BUGBEAR)).toBe(5);
    expect(await conditions(gm, BUGBEAR)).not.toHaveProperty("down");
    await expect
      .poll(() => healthLines(player).last().textContent())
      .toBe("Bugbear is above 0 hit points again and back in the fight.");
    await expect.poll(() => actIn(gm, 5, ids[BUGBEAR]!).getAttribute("class")).not.toContain("skipped");
    await expect.poll(() => clock(gm, "jump").textContent()).toBe("Jump to segment 5");
    await sb.screenshot(gm, "segments-health-defeat");
  });

  it("neither page raised an error", async () => {
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
