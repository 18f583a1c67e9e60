// Roll modes (issue 13): the chat's roll mode decides who reads what Tempo posts, as Foundry's own rolls.
// The GM rolls an NPC's attack privately (a GM roll, then a blind roll): the player's chat never shows
// the card, the GM's does; a public roll reaches both. A player's own private roll performed at the GM
// (Three-Action's attack) is the GM's card (a player cannot rewrite it), whispered to the GMs and to the
// player who asked: readable by both.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BANDIT,
  ZHERYNN,
  cards,
  dice,
  openSheet,
  startTimeCount,
  target,
  USERS,
  useSandbox,
} from "../foundry/time-count/e2e-helpers";
import * as ta from "../foundry/three-action/e2e-helpers";
import * as cr from "../foundry/combat-roll/e2e-helpers";
import { setRollMode } from "./harness";

/**
 * The player's log has caught up with everything the GM posted so far: a public line the GM posts
 * after the private card has reached the player's chat (the server relays in order).
 */
async function caughtUp(gm: Page, player: Page, text: string): Promise<void> {
  await gm.evaluate(
    (t) =>
      (window as unknown as { ChatMessage: { create(d: object): Promise<unknown> } }).ChatMessage.create({
        content: t,
      }),
    text,
  );
  await player.locator(".chat-message", { hasText: text }).waitFor();
}

/** The last message's whisper list and blind flag, as the page holds it. */
const lastMessage = (page: Page) =>
  page.evaluate(() => {
    type M = { whisper: string[]; blind: boolean; author?: { id: string } };
    const list = (window as unknown as { game: { messages: { contents: M[] } } }).game.messages.contents;
    const m = list[list.length - 1];
    return m ? { whisper: [...m.whisper], blind: m.blind, author: m.author?.id ?? "" } : null;
  });

describe("Time Count: the GM rolls the bandit's attack privately", () => {
  let gm: Page;
  let player: Page;
  useSandbox(startTimeCount, (s) => ({ gm, player } = s));

  async function banditAttacks(): Promise<void> {
    const sheet = await openSheet(gm, BANDIT);
    await target(gm, ZHERYNN);
    await dice(gm, [12, 3]);
    const before = await cards(gm).count();
    await sheet.locator(".tempo-tc-attack").first().click();
    await gm.locator(".application.dialog [data-dialog-action='roll']").click();
    await expect.poll(() => cards(gm).count()).toBe(before + 1);
  }

  it("a GM roll: the GM reads the card, the player's chat never shows it", async () => {
    const seen = await cards(player).count();
    await setRollMode(gm, "gmroll");
    await banditAttacks();
    expect((await lastMessage(gm))?.whisper.length).toBeGreaterThan(0);
    // the player's log has caught up with the message (a public line sent after it shows) without the card
    await caughtUp(gm, player, "after the GM roll");
    await expect(cards(player).count()).resolves.toBe(seen);
  });

  it("a blind roll: whispered to the GMs and blind; the player's chat still shows nothing", async () => {
    const seen = await cards(player).count();
    await setRollMode(gm, "blindroll");
    await banditAttacks();
    expect(await lastMessage(gm)).toMatchObject({ blind: true });
    await caughtUp(gm, player, "after the blind roll");
    await expect(cards(player).count()).resolves.toBe(seen);
  });

  it("a public roll reaches the player", async () => {
    const seen = await cards(player).count();
    await setRollMode(gm, "publicroll");
    await banditAttacks();
    await expect.poll(() => cards(player).count()).toBe(seen + 1);
  });
});

describe("Three-Action: a player's GM roll, performed at the GM, stays the player's", () => {
  let gm: Page;
  let player: Page;
  useSandbox(ta.startThreeAction, (s) => ({ gm, player } = s));

  it("posted by the GM for the player, whispered to the GMs and the player: both read the card", async () => {
    const before = await ta.lastCard(player).count();
    await setRollMode(player, "gmroll");
    const sheet = await ta.openSheet(player, ta.MIRA);
    await ta.target(player, ta.BANDIT);
    await ta.dice(gm, [12, 5]);
    await sheet.locator(".tempo-ta-attack").first().click();
    await ta.dialog(player).locator('[data-dialog-action="roll"]').click();
    await expect.poll(() => gm.locator(".chat-message .tempo-ta-card").count()).toBeGreaterThan(0);
    const playerId = await player.evaluate(
      () => (window as unknown as { game: { user: { id: string } } }).game.user.id,
    );
    const message = await lastMessage(gm);
    expect(message?.author).toBe(USERS.gm);
    expect(message?.whisper).toContain(playerId);
    expect(message?.whisper.length).toBeGreaterThan(1);
    await expect.poll(() => player.locator(".chat-message .tempo-ta-card").count()).toBeGreaterThan(before);
  });
});

describe("Combat Roll: the GM's private Strike still reaches the defender, who must choose a defence", () => {
  let gm: Page;
  let player: Page;
  useSandbox(cr.startCombatRoll, (s) => ({ gm, player } = s));

  it("the Ork's GM-rolled Strike at Aldric: whispered to the GMs and Aldric's owner, who picks a defence on it", async () => {
    await setRollMode(gm, "gmroll");
    const sheet = await cr.openSheet(gm, cr.ORK);
    await cr.target(gm, cr.ALDRIC);
    await sheet.locator(".tempo-cr-strike").first().click();
    await cr.dialog(gm).locator('[data-dialog-action="roll"]').click();
    await expect.poll(() => cr.lastCard(player).locator('[data-tempo-action="defend"]').count()).toBe(5);
    const playerId = await player.evaluate(
      () => (window as unknown as { game: { user: { id: string } } }).game.user.id,
    );
    const message = await lastMessage(gm);
    expect(message?.whisper).toContain(playerId);
    expect(message?.whisper.length).toBeGreaterThan(1);
    expect(message).toMatchObject({ blind: false });
  });
});
