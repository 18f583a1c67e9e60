// Cards that own their data (chat/card-model.ts, issue 27): a card type's model renders the card from
// its `system` each time the message is shown, on every client; its `content` is a plain summary; a
// change of the card is an update of `system` alone. Shown on Time Count's healing card.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BANDIT,
  GARRET,
  USERS,
  ZHERYNN,
  expectWrites,
  pageErrors,
  resetStats,
  startTimeCount,
  stats,
  tcState,
  useSandbox,
  waitReady,
  type Sandbox,
} from "../foundry/time-count/e2e-helpers";
import { HALVAINE, OSWIN, hp as sgHp, startSegmentsGM } from "../foundry/segments/sandbox-helpers";

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
    // how it split tells the Bandit's hit points and fatigue: the GM reads it, the player (who may not
    // observe the Bandit) only that it was applied (issue 29)
    const applied = [
      [gm, "Applied: 5 Invigoration, fatigue −3 (0 lost)."],
      [player, "Healing applied to Bandit."],
    ] as const;
    for (const [page, text] of applied) {
      await expect.poll(() => shown(page, id).locator(".tempo-tc-heal-applied").textContent()).toBe(text);
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

/** Stores messages as an older Tempo wrote them (the server keeps what it is sent). */
async function storeMessages(sb: Sandbox, data: object[]): Promise<void> {
  const res = await fetch(`${sb.url}api/modify`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      userId: USERS.gm,
      clientId: "cards-test",
      action: "create",
      documentName: "ChatMessage",
      options: { keepId: true },
      data,
    }),
  });
  if (!res.ok) throw new Error(`modify: ${res.status} ${await res.text()}`);
}

/** A Time Count attack card as Tempo wrote it before cards had their own types: a shared `attack` card. */
const olderCard = (id: string, system: object) => ({
  _id: id,
  type: "attack",
  author: USERS.gm,
  content: "<div class='tempo-card'>the HTML an older Tempo rendered</div>",
  system: {
    ruleset: "time-count",
    attacker: `Actor.${ZHERYNN}`,
    target: `Actor.${GARRET}`,
    weapon: `Actor.${ZHERYNN}`,
    attackerName: "Zherynn",
    targetName: "Garret",
    weaponName: "Dagger",
    natural: 15,
    total: 19,
    defense: 12,
    defenseLabel: "TEMPO.TimeCount.Defense.primary",
    hit: true,
    damage: 3,
    damageFormula: "1d4+2",
    ...system,
  },
});

describe("an older world's Time Count attack cards", () => {
  let sb: Sandbox;
  let gm: Page;
  const OPEN = "OlderTcCard00001";
  const DONE = "OlderTcCard00002";

  useSandbox(
    () => startTimeCount(),
    (s) => ({ sb, gm } = s),
  );

  it("become tcAttack cards on the GM's load: shown from their data, the applied one's values kept, the open one's Apply works", async () => {
    const details = { kind: "weapon", melee: true, combatId: "", count: -1, damageType: "piercing" };
    const applied = {
      before: { system: { stats: { timeCount: { hp: { value: 9 }, fatigue: 1, threshold: { value: 7 } } } } },
      after: { system: { stats: { timeCount: { hp: { value: 6 }, fatigue: 1, threshold: { value: 7 } } } } },
    };
    await storeMessages(sb, [
      olderCard(OPEN, { applied: false, details }),
      olderCard(DONE, { applied: true, details: { ...details, applied, together: 1 } }),
    ]);
    await gm.reload();
    await waitReady(gm);
    const kept = () =>
      gm.evaluate(
        (ids) =>
          ids.map((id) => {
            const m = (
              window as unknown as {
                game: { messages: { get(i: string): { type: string; content: string } | undefined } };
              }
            ).game.messages.get(id);
            return { type: m?.type, content: m?.content };
          }),
        [OPEN, DONE],
      );
    await expect.poll(async () => (await kept()).map((m) => m.type)).toEqual(["tcAttack", "tcAttack"]);
    await expect.poll(async () => (await kept())[0]?.content).toBe("Zherynn attacks Garret with Dagger: Hit");
    await expect.poll(() => shown(gm, DONE).locator(".tempo-tc-hp").textContent()).toMatch(/9\s*→\s*6/);
    await expect(shown(gm, DONE).locator(".tempo-tc-apply").count()).resolves.toBe(0);

    // 3 damage under Garret's Threshold of Pain: fatigue, through Time Count's own Apply at the GM
    const before = await tcState(gm, GARRET);
    await shown(gm, OPEN).locator(".tempo-tc-apply").click();
    await expect.poll(async () => (await tcState(gm, GARRET)).fatigue).toBe(before.fatigue + 3);
    await expect
      .poll(() => shown(gm, OPEN).locator(".tempo-tc-fatigue").textContent())
      .toMatch(new RegExp(`${before.fatigue}\\s*→\\s*${before.fatigue + 3}`));
    expect(await pageErrors(gm)).toEqual([]);

    // a second load finds nothing older: no write
    await gm.reload();
    await waitReady(gm);
    await gm.waitForTimeout(300);
    expect((await stats(gm)).writes.filter((w) => w.documentName === "ChatMessage")).toEqual([]);
    expect((await kept()).map((m) => m.type)).toEqual(["tcAttack", "tcAttack"]);
  });
});

describe("an older world's shared attack card (Segmented Rounds): it becomes an sgAttack card", () => {
  let sb: Sandbox;
  let gm: Page;
  const ID = "OlderSgCard00001";

  useSandbox(
    () => startSegmentsGM(),
    (s) => ({ sb, gm } = s),
    90_000,
  );

  it("its stored HTML is not what is shown: the card renders from its data, and its Apply damage works", async () => {
    await storeMessages(sb, [
      {
        _id: ID,
        type: "attack",
        author: USERS.gm,
        content: "<div class='tempo-card'>the HTML an older Tempo rendered</div>",
        system: {
          ruleset: "segments",
          attacker: `Actor.${HALVAINE}`,
          target: `Actor.${OSWIN}`,
          weapon: `Actor.${HALVAINE}`,
          attackerName: "Halvaine",
          targetName: "Oswin",
          weaponName: "Dagger",
          natural: 17,
          total: 17,
          defense: 12,
          defenseLabel: "TEMPO.Segments.Card.Needed.descending",
          hit: true,
          damage: 2,
          damageFormula: "1d4",
          details: { acMode: "descending", armorClass: 7, thac0: 19, form: "weapon", notes: [] },
        },
      },
    ]);
    await gm.reload();
    await waitReady(gm);
    const card = shown(gm, ID).locator(".tempo-attack-card");
    await expect.poll(() => card.locator(".tempo-damage-value").textContent()).toBe("2");
    await expect(shown(gm, ID).textContent()).resolves.not.toContain("the HTML an older Tempo rendered");
    // issue 27: it became a Segmented Rounds attack card, its details typed by the card's model
    const system = () =>
      gm.evaluate((id) => {
        const m = (
          window as unknown as {
            game: {
              messages: { get(i: string): { type: string; system: { toObject(): object } } | undefined };
            };
          }
        ).game.messages.get(id);
        return { type: m?.type, system: JSON.parse(JSON.stringify(m?.system.toObject() ?? null)) as object };
      }, ID);
    expect(await system()).toMatchObject({
      type: "sgAttack",
      system: { details: { acMode: "descending", defenseOf: "*", armorClass: 7, thac0: 19, held: null } },
    });
    const before = Number(await sgHp(gm, OSWIN));
    await card.locator(".tempo-apply-damage").click();
    await expect.poll(async () => Number(await sgHp(gm, OSWIN))).toBe(before - 2);
    await expect.poll(() => card.locator(".tempo-applied").count()).toBe(1);
    // what the Apply recorded is what the card shows: the hit points before and after
    await expect
      .poll(() => card.locator(".tempo-sg-hp").textContent())
      .toMatch(new RegExp(`${before}\\s*→\\s*${before - 2}`));
    expect(await system()).toMatchObject({
      system: { applied: true, details: { applied: { before: { hp: before }, after: { hp: before - 2 } } } },
    });
    expect(await pageErrors(gm)).toEqual([]);
  });
});
