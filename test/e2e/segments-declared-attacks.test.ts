// Segmented Rounds (seed 000): what a combatant declared binds its attacks for the round (a parry, a
// declared spell, closing refuse the attack before any roll, writing nothing), and the attack dialog and
// card tell how well a monster perceives an invisible foe (more than 6 / 11 hit dice, keen senses).
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
  expectWrites,
  gmDeclare,
  lastCard,
  pageErrors,
  pause,
  resetStats,
  sheetOf,
  skipSurprise,
  startSegments,
  target,
  setStatus,
  updateActor as setStats,
  useSandbox,
  stepTo,
  expectRefused,
} from "../foundry/segments/sandbox-helpers";

describe("Segmented Rounds: declared actions bind the round's attacks; invisible foes", () => {
  let gm: Page;
  let player: Page;
  let ids: Record<string, string> = {};

  useSandbox(startSegments, (s) => ({ gm, player, ids } = s), 90_000);

  it("round 1: Oswin parries, Halvaine casts, the Shaman closes on her, the Bugbear attacks Oswin", async () => {
    await skipSurprise(gm);
    await gmDeclare(gm, ids[OSWIN]!, { kind: "parry", targetId: ids[BUGBEAR]! });
    await gmDeclare(gm, ids[HALVAINE]!, { kind: "spell", spellId: "sgActHalvItem002" });
    await gmDeclare(gm, ids[SHAMAN]!, { kind: "close", targetId: ids[HALVAINE]! });
    await gmDeclare(gm, ids[BUGBEAR]!, { kind: "melee", targetId: ids[OSWIN]! });
    await closeDeclarationsAndRoll(gm, [4, 2]);
  });

  it("a parrying Oswin cannot attack: his attack buttons are disabled, saying why; nothing written", async () => {
    const sheet = await sheetOf(gm, OSWIN);
    await target(gm, [BUGBEAR]);
    await resetStats(gm);
    const reason = "Oswin is parrying this round and forgoes attacking.";
    await expectRefused(sheet.locator(".tempo-sg-attack").first(), reason);
    await expectRefused(sheet.locator(".tempo-sg-unarmed"), reason);
    await expect(dialog(gm).count()).resolves.toBe(0);
    await expectWrites(gm, [], { ordered: true });
  });

  it("the player's Halvaine declared a spell: her dagger is refused on her own page", async () => {
    const sheet = await sheetOf(player, HALVAINE);
    await target(player, [SHAMAN]);
    await resetStats(player);
    await resetStats(gm);
    await expectRefused(
      sheet.locator(".tempo-sg-attack").first(),
      "Halvaine declared a spell: it may be abandoned, but not replaced by an attack.",
    );
    await pause(300);
    await expectWrites(player, [], { ordered: true });
    await expectWrites(gm, [], { ordered: true });
  });

  it("the Shaman closing on Halvaine makes no attack roll this round, not even unarmed", async () => {
    const sheet = await sheetOf(gm, SHAMAN);
    await target(gm, [HALVAINE]);
    await resetStats(gm);
    await expectRefused(
      sheet.locator(".tempo-sg-unarmed"),
      "Goblin Shaman is closing into combat: closing does not permit an attack roll this round.",
    );
    await expect(dialog(gm).count()).resolves.toBe(0);
    await expectWrites(gm, [], { ordered: true });
  });

  it("the GM steps to segment 4, the monsters' (the party rolled 4)", async () => {
    await stepTo(gm, 4);
  });

  it("Oswin turns invisible: the Bugbear (3 hit dice) cannot detect him, -4 stays ticked", async () => {
    await setStatus(gm, OSWIN, "invisible", true);
    const sheet = await sheetOf(gm, BUGBEAR);
    await target(gm, [OSWIN]);
    await sheet.locator(".tempo-sg-attack").first().click();
    await expect
      .poll(() => dialog(gm).locator(".tempo-sg-detection").getAttribute("data-detection"))
      .toBe("no");
    await expect(dialog(gm).locator(".tempo-sg-detection").textContent()).resolves.toContain(
      "Bugbear cannot detect invisible foes",
    );
    await expect(dialog(gm).locator('[name="invisible"]').isChecked()).resolves.toBe(true);
    await dialogButton(gm, "cancel").click();
    await expect.poll(() => dialog(gm).count()).toBe(0);
  });

  it("with 7 hit dice it may detect him (the GM decides); with 12 it perceives him normally", async () => {
    await setStats(gm, BUGBEAR, { "system.stats.segments.hitDice": 7 });
    const sheet = await sheetOf(gm, BUGBEAR);
    await sheet.locator(".tempo-sg-attack").first().click();
    await expect
      .poll(() => dialog(gm).locator(".tempo-sg-detection").getAttribute("data-detection"))
      .toBe("may-detect");
    await expect(dialog(gm).locator('[name="invisible"]').isChecked()).resolves.toBe(true);
    await dialogButton(gm, "cancel").click();
    await expect.poll(() => dialog(gm).count()).toBe(0);

    await setStats(gm, BUGBEAR, { "system.stats.segments.hitDice": 12 });
    await sheet.locator(".tempo-sg-attack").first().click();
    await expect
      .poll(() => dialog(gm).locator(".tempo-sg-detection").getAttribute("data-detection"))
      .toBe("normal");
    await expect(dialog(gm).locator('[name="invisible"]').isChecked()).resolves.toBe(false);
    await dice(gm, [10, 1, 1]);
    await resetStats(gm);
    await dialogButton(gm, "roll").click();
    await expect
      .poll(() => lastCard(player).locator(".tempo-sg-detection").getAttribute("data-detection"))
      .toBe("normal");
    await expectWrites(gm, ["create ChatMessage"], { ordered: true });
    await expect(lastCard(player).locator(".tempo-sg-detection").textContent()).resolves.toContain(
      "Bugbear (more than 11 hit dice) almost always perceives invisible foes normally",
    );
    const mods = await lastCard(player).locator(".tempo-modifiers").first().locator("li").allTextContents();
    expect(mods.some((m) => m.startsWith("Invisible"))).toBe(false);
    expect(mods).toContain("Target parries -1");
  });

  it("neither page raised an error", async () => {
    expect(await pageErrors(gm)).toEqual([]);
    expect(await pageErrors(player)).toEqual([]);
  });
});
