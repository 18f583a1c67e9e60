// Segmented Rounds (seed 000): who an attack strikes and how a second weapon counts.
// - "Missile Attacks": a missile at an opponent engaged in melee is drawn among ALL that melee's
//   participants, allies included (Halvaine's sling at the Bugbear fighting Oswin).
// - "Two-Weapon Fighting": the off-hand attack is part of the round's routine (Oswin's long sword, then
//   his hand axe at the same opponent, -2 and -4), not a second routine; a third attack is refused.
// - "Melee Attack": the random target is drawn among the LIVING OPPONENTS engaged with the attacker
//   (never an ally, never the fallen), with one die per attack: cancelling the dialog and clicking again
//   shows the same pick.
import { expectUnavailable } from "./harness";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BUGBEAR,
  HALVAINE,
  OSWIN,
  SHAMAN,
  cardTitle,
  closeDeclarationsAndRoll,
  createItems,
  dialog,
  dialogButton,
  dice,
  expectWrites,
  gmDeclare,
  lastCard,
  lastError,
  pageErrors,
  resetStats,
  sheetOf,
  skipSurprise,
  startSegments,
  stepTo,
  target,
  updateActor,
  useSandbox,
  waitReady,
} from "../foundry/segments/sandbox-helpers";

const SLING = "sgTestSling00001";
const HAND_AXE = "sgTestHandAxe001";
const LONG_SWORD = "sgActOswiItem002";

const weapon = (id: string, name: string, ranged: boolean, offHandEligible: boolean) => ({
  _id: id,
  name,
  type: "weapon",
  system: {
    damage: ranged ? "1d4" : "1d6",
    ranged,
    range: ranged ? 40 : 0,
    equipped: true,
    stats: { segments: { lengthFt: ranged ? 0 : 1.5, offHandEligible } },
  },
});

interface Card {
  target: string;
  rolls: number;
  details: { random?: { roll: number; faces: number; list: string } | null; counted?: object };
  modifiers: { label: string; value: number }[];
}

/** The page's last Segmented Rounds attack card: its target's name, roll count and details. */
async function lastSegmentsCard(page: Page): Promise<Card> {
  return page.evaluate(() => {
    type Message = {
      rolls: unknown[];
      system: {
        ruleset?: string;
        targetName: string;
        details: Card["details"];
        modifiers: Card["modifiers"];
      };
    };
    const list = (
      window as unknown as { game: { messages: { contents: Message[] } } }
    ).game.messages.contents.filter((m) => m.system?.ruleset === "segments");
    const m = list.at(-1);
    if (!m) throw new Error("no card");
    return {
      target: m.system.targetName,
      rolls: m.rolls.length,
      details: JSON.parse(JSON.stringify(m.system.details)) as Card["details"],
      modifiers: m.system.modifiers,
    };
  });
}

const attackButton = (sheet: Awaited<ReturnType<typeof sheetOf>>, itemId: string) =>
  sheet.locator(`.tempo-sg-attack[data-item-id="${itemId}"]`);

describe("Segmented Rounds: random targets and two-weapon fighting", () => {
  let gm: Page;
  let player: Page;
  let ids: Record<string, string> = {};

  useSandbox(
    () =>
      startSegments(async (page) => {
        await createItems(page, HALVAINE, [weapon(SLING, "Sling", true, false)], { keepId: true });
        await createItems(page, OSWIN, [weapon(HAND_AXE, "Hand Axe", false, true)], { keepId: true });
      }),
    (s) => ({ gm, player, ids } = s),
    90_000,
  );

  it("round 1: Oswin and the Bugbear fight, the Shaman joins on Oswin, Halvaine slings at the Bugbear", async () => {
    await skipSurprise(gm);
    await gmDeclare(gm, ids[OSWIN]!, { kind: "melee", targetId: ids[BUGBEAR]! });
    await gmDeclare(gm, ids[BUGBEAR]!, { kind: "melee", targetId: ids[OSWIN]! });
    await gmDeclare(gm, ids[SHAMAN]!, { kind: "melee", targetId: ids[OSWIN]! });
    await gmDeclare(gm, ids[HALVAINE]!, { kind: "missile", targetId: ids[BUGBEAR]!, weaponId: SLING });
    // the monsters roll 3 (the party acts in 3, Halvaine's missile bonus +1 in 2), the party 5
    await closeDeclarationsAndRoll(gm, [5, 3]);
    await stepTo(gm, 2);
  });

  it("segment 2: her stone at the Bugbear falls among the whole melee, Oswin included (d3)", async () => {
    const sheet = await sheetOf(player, HALVAINE);
    // a missile is aimed at one opponent: two targeted is refused before any die
    await target(player, [BUGBEAR, SHAMAN]);
    await attackButton(sheet, SLING).click();
    await expect
      .poll(() => lastError(player))
      .toBe("A missile is aimed at one opponent: target only that one.");
    await expect(dialog(player).count()).resolves.toBe(0);
    await target(player, [BUGBEAR]);
    await dice(player, [1]);
    await attackButton(sheet, SLING).click();
    await expect.poll(() => dialog(player).locator(".tempo-sg-random").textContent()).toContain("d3 = 1");
    await expect(dialog(player).locator(".tempo-sg-random").textContent()).resolves.toContain(
      "Missile into a melee",
    );
    // THAC0 19: a natural 2 misses whoever it is (the attack is rolled at the GM; the pick was the player's)
    await dice(gm, [2]);
    await resetStats(player);
    await resetStats(gm);
    await dialogButton(player, "roll").click();
    await expect.poll(() => cardTitle(gm)).toContain("Halvaine attacks");
    await expectWrites(player, [], { ordered: true });
    await expectWrites(gm, ["create ChatMessage"], { ordered: true });
    const card = await lastSegmentsCard(player);
    expect(card.details.random?.faces).toBe(3);
    expect(card.details.random?.list.split(", ").sort()).toEqual(["Bugbear", "Goblin Shaman", "Oswin"]);
    // the pick's die is among the card's rolls (it reaches chat with the card)
    expect(card.rolls).toBe(2);
  });

  it("segment 3: Oswin's long sword (primary hand, -2), then his hand axe (off hand, -4) at the same Bugbear", async () => {
    await stepTo(gm, 3);
    const sheet = await sheetOf(gm, OSWIN);
    await target(gm, [BUGBEAR]);
    await attackButton(sheet, LONG_SWORD).click();
    await expect.poll(() => dialog(gm).count()).toBe(1);
    await dialog(gm).locator('[name="hand"]').selectOption("primary");
    await dice(gm, [3]);
    await resetStats(gm);
    await dialogButton(gm, "roll").click();
    await expect.poll(() => cardTitle(gm)).toContain("Oswin attacks Bugbear with Long Sword");
    await expectWrites(gm, ["create ChatMessage"], { ordered: true });
    const primary = await lastSegmentsCard(gm);
    // the off hand: he now targets the Shaman, but the routine's opponent stays the Bugbear
    await target(gm, [SHAMAN]);
    await resetStats(gm);
    await attackButton(sheet, HAND_AXE).click();
    // not refused as a second routine: the dialog opens, no error
    await expect
      .poll(async () => (await dialog(gm).count()) > 0 || (await lastError(gm)) !== undefined)
      .toBe(true);
    expect(await lastError(gm)).toBeUndefined();
    await expect.poll(() => dialog(gm).locator(".tempo-sg-other-hand").count()).toBe(1);
    await expect(dialog(gm).locator('[name="hand"]').inputValue()).resolves.toBe("off-hand");
    await expect(dialog(gm).locator(".tempo-sg-other-hand").textContent()).resolves.toBe(
      "Two weapons: the other hand's attack of this round's routine (Two weapons: off hand), at the same opponent.",
    );
    await expect(dialog(gm).locator(".tempo-sg-dialog-title").textContent()).resolves.toContain(
      "Oswin attacks Bugbear with Hand Axe",
    );
    await dice(gm, [4]);
    await dialogButton(gm, "roll").click();
    await expect.poll(() => cardTitle(gm)).toContain("Oswin attacks Bugbear with Hand Axe");
    await expectWrites(gm, ["create ChatMessage"], { ordered: true });
    const card = await lastSegmentsCard(gm);
    expect(primary.details.counted).toMatchObject({ number: 1, hand: "primary" });
    expect(card.details.counted).toMatchObject({ kind: "routine", number: 1, hand: "off-hand" });
    expect(card.modifiers).toContainEqual({ label: "TEMPO.Segments.Modifier.TwoWeaponOffHand", value: -4 });
  });

  it("both hands were his one routine: a third attack is refused, nothing written", async () => {
    const sheet = await sheetOf(gm, OSWIN);
    await target(gm, [BUGBEAR]);
    await resetStats(gm);
    // grey beforehand (issue 29), from the check the GM runs: pressing it only says why
    await expectUnavailable(
      attackButton(sheet, LONG_SWORD),
      "Oswin has made all its attack routines this round (1).",
    );
    await expect(dialog(gm).count()).resolves.toBe(0);
    await expectWrites(gm, [], { ordered: true });
  });

  it("segment 5: the Bugbear's random target is among its opponents only (d2, not its ally), and one die per attack", async () => {
    await stepTo(gm, 5);
    const sheet = await sheetOf(gm, BUGBEAR);
    await target(gm, [OSWIN, HALVAINE, SHAMAN]);
    await dice(gm, [2]);
    await sheet.locator(".tempo-sg-attack").first().click();
    await expect
      .poll(() => dialog(gm).locator(".tempo-sg-random").textContent())
      .toContain("d2 = 2: Halvaine");
    await dialogButton(gm, "cancel").click();
    await expect.poll(() => dialog(gm).count()).toBe(0);
    // clicking again, even after reloading the page, shows the same pick: no new die is rolled (the
    // queued 1 is left for the d20); a reload is no way to fish for another target (issue 30)
    await gm.reload();
    await waitReady(gm);
    const again = await sheetOf(gm, BUGBEAR);
    await dice(gm, [1]);
    await again.locator(".tempo-sg-attack").first().click();
    await expect
      .poll(() => dialog(gm).locator(".tempo-sg-random").textContent())
      .toContain("d2 = 2: Halvaine");
    await resetStats(gm);
    await dialogButton(gm, "roll").click();
    await expect.poll(() => cardTitle(gm)).toContain("Bugbear attacks Halvaine");
    await expectWrites(gm, ["create ChatMessage"], { ordered: true });
    const card = await lastSegmentsCard(gm);
    expect(card.details.random).toMatchObject({ roll: 2, faces: 2, list: "Oswin, Halvaine" });
  });

  it("the fallen are no target: with Halvaine down, the Shaman's targets leave only Oswin, no die", async () => {
    await updateActor(gm, HALVAINE, { "system.stats.segments.hp.value": 0 });
    const sheet = await sheetOf(gm, SHAMAN);
    await target(gm, [OSWIN, HALVAINE]);
    await sheet.locator(".tempo-sg-attack").first().click();
    await expect.poll(() => dialog(gm).count()).toBe(1);
    await expect(dialog(gm).locator(".tempo-sg-dialog-title").textContent()).resolves.toContain(
      "Goblin Shaman attacks Oswin",
    );
    await expect(dialog(gm).locator(".tempo-sg-random").count()).resolves.toBe(0);
    await dialogButton(gm, "cancel").click();
    // only an ally or the fallen targeted: refused, naming why
    await target(gm, [BUGBEAR, HALVAINE]);
    await sheet.locator(".tempo-sg-attack").first().click();
    await expect
      .poll(() => lastError(gm))
      .toBe(
        "None of your targets is a living opponent of Goblin Shaman: target the opponents engaged with it.",
      );
    await expect(lastCard(gm).count()).resolves.toBeGreaterThan(0);
  });

  it("neither page raised an error", async () => {
    expect(await pageErrors(gm)).toEqual([]);
    expect(await pageErrors(player)).toEqual([]);
  });
});
