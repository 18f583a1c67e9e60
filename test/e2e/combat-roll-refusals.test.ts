// Combat Roll, QA findings (2026-11-21): what the GM side refuses whatever the UI lets through.
// - Finding 2: Strike requests arriving together (three dialogs confirmed at once) are checked one after
//   the other at the GM: "Each character can perform up to two Attacks per Round", so the third is refused
//   before any card exists, and each attack's spend lands before its card (Tempo's GM request queue,
//   socket.ts, holds this).
// - Finding 7: "Your Health Pool determines how many points of damage you can take before being knocked
//   unconscious": an unconscious character's Strike, move, Disengage and Search are refused, nothing written.
// - Finding 10: "Roll initiative" only before the combat begins; a disabled defence button says why.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { USERS } from "./harness";
import {
  ALDRIC,
  GOBLIN,
  ORK,
  action,
  expectWrites,
  lastAttack,
  notices,
  openSheet,
  pageErrors,
  resetStats,
  rollAndBegin,
  settle,
  startCombatRoll,
  target,
  turnOf,
  updateActor,
  updateItem,
  useSandbox,
  writes,
  type Sandbox,
} from "../foundry/combat-roll/e2e-helpers";

const LONGSWORD = "crActAldGear0000";
const rollAll = (page: Page) => page.locator('#combat-panel [data-action="tempoRollAll"]');
const attackCards = (page: Page) => page.locator(".chat-message .tempo-cr-attack-card");

type Api = Window & {
  game: { tempo: { act(action: string, payload: Record<string, string | boolean>): Promise<void> } };
};

/**
 * `n` Strike actions for Aldric's longsword against the Ork, sent from the page in one tick (the GM's run
 * at once on its own client, as a GM's triple-click would); the refusals' messages, in order.
 */
async function strikes(page: Page, n: number): Promise<string[]> {
  return page.evaluate(
    async ([count, actor, item, foe]) => {
      const w = window as unknown as Api;
      const payload = {
        actor,
        itemId: item,
        target: foe,
        range: "melee",
        cover: "none",
        flanked: false,
      };
      const results = await Promise.allSettled(
        Array.from({ length: count }, () => w.game.tempo.act("strike", payload)),
      );
      return results.flatMap((r) => (r.status === "rejected" ? [String((r.reason as Error).message)] : []));
    },
    [n, `Actor.${ALDRIC}`, LONGSWORD, `Actor.${ORK}`] as const,
  );
}

/**
 * Aldric's Strike at the Ork sent as the raw request a page can emit (past the sheet and the action's own
 * check on the clicking client): only the GM's check stands between it and the card.
 */
async function strikeStraightToGM(page: Page): Promise<void> {
  await page.evaluate(
    ([actor, item, foe, user]) => {
      const w = window as unknown as { game: { socket: { emit(channel: string, data: unknown): void } } };
      const payload = {
        tempoAction: "strike",
        actor,
        itemId: item,
        target: foe,
        range: "melee",
        cover: "none",
      };
      w.game.socket.emit("system.tempo", { action: "act", userId: user, payload });
    },
    [`Actor.${ALDRIC}`, LONGSWORD, `Actor.${ORK}`, USERS.player] as const,
  );
}

describe("Combat Roll: an unconscious character acts in nothing (QA finding 7)", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  useSandbox(
    () => startCombatRoll(),
    (s) => ({ sb, gm, player } = s),
    60_000,
  );

  it("the GM's Roll initiative is there before the combat begins", async () => {
    await expect.poll(() => rollAll(gm).count()).toBe(1);
    await expect(player.locator('#combat-panel [data-action="tempoRollAll"]').count()).resolves.toBe(0);
  });

  it("Aldric at -5 Health (set before Begin) is unconscious on his own turn: Strike, Move, Disengage and Search are disabled, saying why", async () => {
    await updateActor(player, ALDRIC, { "system.stats.combatRoll.health.value": -5 });
    // Aldric 6 + 2 = 8, the Ork 5 + 1 = 6, the Goblin 1 + 3 = 4
    await rollAndBegin(gm, { [ALDRIC]: 6, [ORK]: 5, [GOBLIN]: 1 });
    const sheet = await openSheet(player, ALDRIC);
    await target(player, ORK);
    await resetStats(gm);
    const unconscious = "Aldric is unconscious (Health 0 or below) and can take no action or reaction.";
    const buttons = [".tempo-cr-strike", action("move", "move"), action("act", "disengage")];
    buttons.push(action("skillTest", "search"));
    for (const button of buttons) {
      await expect.poll(() => sheet.locator(button).first().isDisabled()).toBe(true);
      await expect(sheet.locator(button).first().getAttribute("data-tooltip")).resolves.toBe(unconscious);
    }
    expect(await writes(gm)).toEqual([]);
    const aldric = await turnOf(gm, ALDRIC);
    expect([aldric.ap, aldric.attacks]).toEqual([3, 0]);
  });

  it("a Strike request sent straight to the GM by an unconscious Aldric is refused there, nothing written", async () => {
    await strikeStraightToGM(player);
    await expect
      .poll(async () => (await notices(player)).filter((n) => n.startsWith("Aldric is unconscious")).length)
      .toBe(1);
    await settle(300);
    expect(await writes(gm)).toEqual([]);
    await expect(attackCards(gm).count()).resolves.toBe(0);
  });

  it("once the combat began, Roll initiative is gone (newcomers have their own button)", async () => {
    await expect.poll(() => rollAll(gm).count()).toBe(0);
    await expect(gm.locator("#combat-panel .tempo-ap-row.active").count()).resolves.toBe(1);
    await sb.screenshot(gm, "combat-roll-begun-no-roll-all");
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});

describe("Combat Roll: Strikes checked one at a time at the GM (QA findings 2, 10)", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  useSandbox(
    () => startCombatRoll({ [ALDRIC]: 6, [ORK]: 5, [GOBLIN]: 1 }),
    (s) => ({ sb, gm, player } = s),
    60_000,
  );

  it("three Strikes arriving together: two attacks, two cards; the third is refused before a card exists", async () => {
    await resetStats(gm);
    // the GM clicks Strike for Aldric three times in one tick: all three start before any write lands
    const refused = await strikes(gm, 3);
    expect(refused).toEqual(['TEMPO.Turns.Error.AttackLimit {"id":"Aldric","max":2}']);
    await expect.poll(() => attackCards(gm).count()).toBe(2);
    // each attack's spend lands before its card
    await expectWrites(gm, ["update Combat", "create ChatMessage", "update Combat", "create ChatMessage"], {
      ordered: true,
    });
    await settle(600);
    await expect(attackCards(gm).count()).resolves.toBe(2);
    const aldric = await turnOf(gm, ALDRIC);
    expect([aldric.ap, aldric.attacks]).toEqual([1, 2]);
    await expect(
      gm.locator("#combat-panel .tempo-ap-row.active .tempo-cr-attacks").textContent(),
    ).resolves.toBe("Attacks 2/2");
  });

  it("a disabled defence button says why (the Ork holds no shield; the longsword does not target the mind)", async () => {
    const card = lastAttack(gm);
    await expect(card.locator('[data-kind="block"]').isDisabled()).resolves.toBe(true);
    await expect(card.locator('[data-kind="block"]').getAttribute("title")).resolves.toBe(
      "Block needs a shield, and Ork Raider holds none.",
    );
    await expect(card.locator('[data-kind="withstand"]').getAttribute("title")).resolves.toBe(
      "Withstand works only against an attack on the mind.",
    );
    // allowed defences carry no such title
    await expect(card.locator('[data-kind="parry"]').isDisabled()).resolves.toBe(false);
    await expect(card.locator('[data-kind="parry"]').getAttribute("title")).resolves.toBeNull();
    await sb.screenshot(gm, "combat-roll-defence-titles");
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});

describe("Combat Roll: a weapon whose damage is no dice formula (rules pass, issue 14; refused when saved, issue 28)", () => {
  let gm: Page;
  let player: Page;

  useSandbox(
    () => startCombatRoll({ [ALDRIC]: 6, [ORK]: 5, [GOBLIN]: 1 }),
    (s) => ({ gm, player } = s),
    60_000,
  );

  it("the formula is refused when saved (issue 28): nothing is written, the AP and attacks stay", async () => {
    await resetStats(gm);
    // the item's data model refuses it (a macro's update as a sheet's edit), so no Strike can roll it
    const saved = await updateItem(gm, ALDRIC, LONGSWORD, { system: { damage: "1d8+" } }).then(
      () => "stored",
      (err: unknown) => String(err),
    );
    expect(saved).toMatch(/dice formula/);
    await settle(300);
    expect(await writes(gm)).toEqual([]);
    await expect(attackCards(gm).count()).resolves.toBe(0);
    const aldric = await turnOf(gm, ALDRIC);
    expect([aldric.ap, aldric.attacks]).toEqual([3, 0]);
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
