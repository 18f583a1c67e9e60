// Combat Roll, card choices that expire (rules pass, issue 14). An opportunity offer answers one exposure
// ("A creature provokes an opportunity attack when it performs one of the following actions"); a maneuver
// is made "as part of the attack". Both used to stay on their card and be accepted rounds later. Now an
// offer closes once the mover acts again or the turn ends, a maneuver once its winner acts again or the
// turn ends: the buttons are disabled with the reason, and the GM refuses a forced request unwritten.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  ALDRIC,
  GOBLIN,
  ORK,
  action,
  combatantId,
  dialog,
  dice,
  expectWrites,
  lastCard,
  lastOffer,
  openSheet,
  pageErrors,
  resetStats,
  startCombatRoll,
  strikeFromSheet,
  turnOf,
  useSandbox,
  writes,
  moveLeaving,
} from "../foundry/combat-roll/e2e-helpers";

type Api = Window & {
  game: {
    tempo: { requestGM(action: string, payload: Record<string, string>): Promise<void> };
    messages: { contents: { id: string; system: { kind?: string } }[] };
  };
};

/** Sends a card request for the last card of `kind` from the page; the refusal's message, or "accepted". */
async function forceCard(page: Page, kind: string, payload: Record<string, string>): Promise<string> {
  return page.evaluate(
    async ([k, p]) => {
      const w = window as unknown as Api;
      const message = w.game.messages.contents.filter((m) => m.system.kind === k).at(-1);
      try {
        await w.game.tempo.requestGM("act", { ...p, messageId: message?.id ?? "" });
        return "accepted";
      } catch (error) {
        return String((error as Error).message);
      }
    },
    [kind, payload] as const,
  );
}

describe("Combat Roll: an offer or a maneuver left unused expires", () => {
  let gm: Page;
  let player: Page;

  // Aldric 8, the Ork 6, the Goblin 4: Aldric acts first
  useSandbox(
    () => startCombatRoll({ [ALDRIC]: 6, [ORK]: 5, [GOBLIN]: 1 }),
    (s) => ({ gm, player } = s),
    60_000,
  );

  it("Aldric moves out of the Ork's reach: the Ork is offered an opportunity attack", async () => {
    await moveLeaving(gm, player, ALDRIC, [ORK]);
    await expect.poll(() => lastOffer(gm).locator(".tempo-cr-opportunity-attack").count()).toBe(1);
    await expect(lastOffer(gm).locator(".tempo-cr-opportunity-attack").isDisabled()).resolves.toBe(false);
  });

  it("Aldric then disengages (another action): the offer is closed and a forced one is refused unwritten", async () => {
    const sheet = await openSheet(player, ALDRIC);
    await sheet.locator(action("act", "disengage")).click();
    await expect.poll(async () => (await turnOf(gm, ALDRIC)).ap).toBe(2);
    await expect.poll(() => lastOffer(gm).locator(".tempo-cr-opportunity-attack").isDisabled()).toBe(true);
    await expect(lastOffer(gm).locator(".tempo-cr-expired").textContent()).resolves.toContain(
      "This opportunity has passed",
    );
    await resetStats(gm);
    const ork = await combatantId(gm, ORK);
    // before issue 14 the GM accepted it: the Ork's AP and attack spent, a Strike card posted
    await expect(forceCard(gm, "opportunity", { tempoAction: "opportunity", offer: ork })).resolves.toBe(
      "TEMPO.CombatRoll.Error.OfferExpired {}",
    );
    expect(await writes(gm)).toEqual([]);
    expect((await turnOf(gm, ORK)).ap).toBe(3);
  });

  it("Aldric strikes the Ork and wins critically: the maneuver buttons are offered", async () => {
    await strikeFromSheet(player, gm, ALDRIC, ORK);
    // Aldric 12 rolls 2 (passes), the Ork's Dodge 7 rolls 15 (fails): a critical win for Aldric
    await dice(gm, [2, 15]);
    await lastCard(gm).locator('[data-kind="dodge"]').click();
    await expect.poll(() => lastCard(player).getAttribute("data-outcome")).toBe("attacker-critical");
    await expect.poll(() => lastCard(player).locator('[data-maneuver="brace"]').isDisabled()).toBe(false);
  });

  it("Aldric ends his turn without a maneuver: it is closed, and a forced Brace is refused unwritten", async () => {
    await player.locator("#combat-panel .tempo-ap-end-turn").click();
    await expect.poll(async () => (await turnOf(gm, ORK)).ap).toBe(2);
    await expect.poll(() => lastCard(player).locator('[data-maneuver="brace"]').isDisabled()).toBe(true);
    await expect(lastCard(player).locator(".tempo-cr-expired").textContent()).resolves.toContain(
      "This maneuver has passed",
    );
    await resetStats(gm);
    // (from the GM's page, which hears the refusal; the player's request is refused the same way)
    await expect(forceCard(gm, "attack", { tempoAction: "maneuver", maneuver: "brace" })).resolves.toBe(
      "TEMPO.CombatRoll.Error.ManeuverExpired {}",
    );
    expect(await writes(gm)).toEqual([]);
  });

  it("the Ork dashes (1 AP), passing nobody's reach: no offer, and a line says what it cost", async () => {
    const sheet = await openSheet(gm, ORK);
    await resetStats(gm);
    await sheet.locator(action("move", "dash")).click();
    await expect.poll(() => dialog(gm).count()).toBe(1);
    await dialog(gm).locator('[data-dialog-action="move"]').click();
    await expect.poll(async () => (await turnOf(gm, ORK)).ap).toBe(1);
    await expectWrites(gm, ["update Combat", "create ChatMessage"], { ordered: true });
    await expect
      .poll(() => player.locator(".chat-message .tempo-cr-line").last().textContent())
      .toBe("Ork Raider: Dash (1 AP).");
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
