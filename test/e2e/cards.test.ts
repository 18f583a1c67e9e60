// Cards that own their data (chat/card-model.ts, issue 27): a card type's model renders the card from
// its `system` each time the message is shown, on every client; its `content` is a plain summary; a
// change of the card is an update of `system` alone. Shown on Time Count's healing card.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BANDIT,
  ZHERYNN,
  expectWrites,
  pageErrors,
  resetStats,
  startTimeCount,
  useSandbox,
} from "../foundry/time-count/e2e-helpers";

interface Doc {
  id: string;
  uuid: string;
  content: string;
  update(data: object): Promise<unknown>;
}
type CardWin = Window & {
  game: { actors: { get(id: string): Doc | undefined }; messages: { get(id: string): Doc | undefined } };
  ChatMessage: { create(data: object): Promise<Doc | undefined> };
};

/** Posts a healing card of 8 points from Zherynn to the Bandit from `page` (with `extra` message data). */
function postHealing(page: Page, extra: object = {}): Promise<{ id: string; content: string }> {
  return page.evaluate(
    async ([caster, target, more]) => {
      const w = window as unknown as CardWin;
      const message = await w.ChatMessage.create({
        type: "tcHealing",
        system: {
          caster: w.game.actors.get(caster)?.uuid,
          target: w.game.actors.get(target)?.uuid,
          casterName: "Zherynn",
          targetName: "Bandit",
          spell: "Mend Wounds",
          amount: 8,
          formula: "2d6",
        },
        ...more,
      });
      return { id: message?.id ?? "", content: message?.content ?? "" };
    },
    [ZHERYNN, BANDIT, extra] as const,
  );
}

const shown = (page: Page, id: string) => page.locator(`.chat-message[data-message-id="${id}"]`);

describe("a card renders itself from its data", () => {
  let gm: Page;
  let player: Page;

  useSandbox(
    () => startTimeCount(),
    (s) => ({ gm, player } = s),
  );

  it("posted without HTML: its content is a plain summary, and every client shows the card from its data", async () => {
    await resetStats(gm);
    const { id, content } = await postHealing(gm);
    await expectWrites(gm, ["create ChatMessage"]);
    expect(content).toBe("Zherynn casts Mend Wounds on Bandit: 8");
    for (const page of [gm, player]) {
      const card = shown(page, id).locator(".tempo-tc-heal-card");
      await expect.poll(() => card.locator(".tempo-tc-heal-value").textContent()).toBe("8");
      await expect(card.locator(".tempo-card-title").textContent()).resolves.toBe(
        "Zherynn casts Mend Wounds on Bandit",
      );
      await expect(card.locator(".tempo-tc-heal-apply").count()).resolves.toBe(1);
    }

    // a change of the card is one update of its data: every client shows it; the summary stays
    await resetStats(gm);
    await gm.evaluate(
      (messageId) =>
        (window as unknown as CardWin).game.messages
          .get(messageId)
          ?.update({ system: { applied: { invigoration: 5, fatigueReduction: 3, lost: 0 } } }),
      id,
    );
    await expectWrites(gm, ["update ChatMessage"]);
    for (const page of [gm, player]) {
      await expect
        .poll(() => shown(page, id).locator(".tempo-tc-heal-applied").textContent())
        .toContain("5 Invigoration, fatigue −3 (0 lost)");
      await expect(shown(page, id).locator(".tempo-tc-heal-apply").count()).resolves.toBe(0);
    }
    const after = await player.evaluate(
      (messageId) => (window as unknown as CardWin).game.messages.get(messageId)?.content,
      id,
    );
    expect(after).toBe(content);
    expect(await pageErrors(gm, player)).toEqual([]);
  });

  it("a blind card: its author who may not read it is shown no card, the GM is", async () => {
    const gmId = await gm.evaluate(
      () => (window as unknown as { game: { user: { id: string } } }).game.user.id,
    );
    const { id } = await postHealing(player, { blind: true, whisper: [gmId] });
    await expect.poll(() => shown(gm, id).locator(".tempo-tc-heal-value").textContent()).toBe("8");
    await expect.poll(() => shown(player, id).count()).toBe(1);
    await expect(shown(player, id).locator(".tempo-tc-heal-card").count()).resolves.toBe(0);
  });
});
