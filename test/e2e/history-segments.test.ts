// The fight's history under Segmented Rounds (issues 32 and 27): Oswin's attack on the Bugbear (its
// sgAttack card) and the card's Apply damage (the Bugbear's hit points, the card's typed record of them)
// are two records; the Apply is taken back to deep-equal sources (the card open again, its Apply offered),
// then done again.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BUGBEAR,
  OSWIN,
  dialog,
  dialogButton,
  dice,
  meleeToSegment3,
  hp,
  lastCard,
  pageErrors,
  settle,
  sheetOf,
  startSegments,
  target,
  useSandbox,
} from "../foundry/segments/sandbox-helpers";
import { act, combatId, history, recordHistory, sources } from "./history-helpers";

/** The sgAttack card a record created, and the uuid of the target it names. */
const cardOf = (page: Page, uuid: string) =>
  page.evaluate((u) => {
    const m = (
      globalThis as unknown as {
        fromUuidSync(u: string): { type: string; system: { target: string; applied: boolean } } | null;
      }
    ).fromUuidSync(u);
    return { type: m?.type, target: m?.system.target ?? "", applied: m?.system.applied };
  }, uuid);

describe("the fight's history under Segmented Rounds", () => {
  let gm: Page;
  let player: Page;
  let ids: Record<string, string> = {};
  let touched: string[] = [];
  let earlier: Record<string, unknown> = {};
  let later: Record<string, unknown> = {};
  let bugbearHp = 0;

  useSandbox(startSegments, (s) => ({ gm, player, ids } = s), 90_000);

  it("round 1, segment 3: Oswin hits the Bugbear and the GM applies the card: two records", async () => {
    // the party acts in segment 3, alone: its blows are not held
    await meleeToSegment3(gm, ids);
    await recordHistory(gm);
    const sheet = await sheetOf(gm, OSWIN);
    await target(gm, [BUGBEAR]);
    await sheet.locator(".tempo-sg-attack").first().click();
    await expect.poll(() => dialog(gm).count()).toBe(1);
    await dice(gm, [19, 3]);
    await dialogButton(gm, "roll").click();
    await settle(async () => (await history(gm)).length === 1);
    const attack = (await history(gm)).at(-1);
    const cardUuid = attack?.created.find((u) => u.startsWith("ChatMessage.")) ?? "";
    const card = await cardOf(gm, cardUuid);
    expect(card).toMatchObject({ type: "sgAttack", applied: false });
    await expect.poll(() => lastCard(gm).locator(".tempo-apply-damage").isEnabled()).toBe(true);
    bugbearHp = Number(await hp(gm, BUGBEAR));
    touched = [card.target, cardUuid];
    earlier = await sources(gm, touched);
    await lastCard(gm).locator(".tempo-apply-damage").click();
    await settle(async () => (await history(gm)).length === 2);
    expect((await history(gm)).at(-1)?.action).toBe("applyDamage");
    const dealt = bugbearHp - Number(await hp(gm, BUGBEAR));
    expect(dealt).toBeGreaterThan(0);
    // the card shows the hit points it recorded, before and after
    await expect
      .poll(() => lastCard(gm).locator(".tempo-sg-hp").textContent())
      .toMatch(new RegExp(`${bugbearHp}\\s*→\\s*${bugbearHp - dealt}`));
    later = await sources(gm, touched);
  });

  it("undo of the Apply: the Bugbear and the card deep-equal to before it, its Apply offered again", async () => {
    expect(await act(gm, "undo", { combatId: await combatId(gm) })).toBe("");
    await settle(async () => (await history(gm)).at(-1)?.undone === true);
    expect(await sources(gm, touched)).toEqual(earlier);
    expect(Number(await hp(gm, BUGBEAR))).toBe(bugbearHp);
    await expect.poll(() => lastCard(gm).locator(".tempo-sg-hp").count()).toBe(0);
    await expect.poll(() => lastCard(gm).locator(".tempo-apply-damage").isEnabled()).toBe(true);
    // the attack itself stays
    expect((await history(gm)).at(-2)?.undone).toBe(false);
  });

  it("redo applies it again: the same sources as after the Apply", async () => {
    expect(await act(gm, "redo", { combatId: await combatId(gm) })).toBe("");
    await settle(async () => (await history(gm)).at(-1)?.undone === false);
    expect(await sources(gm, touched)).toEqual(later);
    await expect.poll(() => lastCard(gm).locator(".tempo-applied").count()).toBe(1);
  });

  it("the card's own Take back (the GM's, in its damage control) undoes its Apply only", async () => {
    // the take-back stands in the damage control below the card, in its message
    const message = (page: Page) =>
      page
        .locator(".chat-message")
        .filter({ has: page.locator(".tempo-attack-card") })
        .last();
    const takeBack = message(gm).locator(".tempo-undo-card");
    await expect.poll(() => takeBack.count()).toBe(1);
    await expect.poll(() => lastCard(player).locator(".tempo-sg-hp").count()).toBe(1);
    expect(await message(player).locator(".tempo-undo-card").count()).toBe(0);
    await takeBack.click();
    await settle(async () => (await history(gm)).at(-1)?.undone === true);
    expect(await sources(gm, touched)).toEqual(earlier);
    // the attack that posted the card is the tracker's to take back: it stays, and so does its card
    expect((await history(gm)).at(-2)?.undone).toBe(false);
    await expect(message(gm).getAttribute("class")).resolves.not.toContain("tempo-undone");
    // nothing left on the card to take back: the offer goes, the Apply is offered again
    await expect.poll(() => takeBack.count()).toBe(0);
    await expect.poll(() => lastCard(gm).locator(".tempo-apply-damage").isEnabled()).toBe(true);
    expect(await pageErrors(gm)).toEqual([]);
    expect(await pageErrors(player)).toEqual([]);
  });
});
