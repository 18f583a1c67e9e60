// What a player's page holds follows Foundry's permissions (issue 9, failures 6 and 8). A combatant the
// GM hides (`combatant.hidden`) is not in a player's tracker, as core's tracker leaves it out: no row,
// no name in a clock's lists, no initiative message. Another actor's hit points and defences show on a
// card only to users who may observe it, unless the GM's world setting reveals them. Checked over the
// player's whole page (tracker, chat, cards), since a name or a number can hide in any part.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { GOBLIN, rollAndBegin, ALDRIC, ORK, startCombatRoll } from "../foundry/combat-roll/e2e-helpers";
import {
  BANDIT,
  ZHERYNN,
  clock,
  openSheet,
  placeAndBegin,
  settle,
  startTimeCount,
  target,
} from "../foundry/time-count/e2e-helpers";
import { startTempo, useSandbox, queueDice, type Sandbox } from "./harness";
import { SHAMAN, startSegments } from "../foundry/segments/sandbox-helpers";

/** A name nobody else carries: it must never reach a player's page while its combatant is hidden. */
const LURKER = "Lurker in the Rafters";

type Win = Window & {
  game: {
    combat: {
      combatants: {
        contents: { id: string; actorId: string; update(d: object): Promise<unknown> }[];
      };
    } | null;
  };
};

/** The GM hides an actor's combatant under a name of its own (the tracker's name for it). */
async function hideAs(gm: Page, actorId: string, name: string): Promise<void> {
  await gm.evaluate(
    async ([id, n]) => {
      const c = (window as unknown as Win).game.combat?.combatants.contents.find((x) => x.actorId === id);
      if (!c) throw new Error(`no combatant for ${id}`);
      await c.update({ hidden: true, name: n });
    },
    [actorId, name] as const,
  );
  await gm.waitForFunction((n) => document.documentElement.outerHTML.includes(n), name);
}

/** Whether the page's document holds the text anywhere (text, attributes, hidden elements). */
const pageHolds = (page: Page, text: string): Promise<boolean> =>
  page.evaluate((t) => document.documentElement.outerHTML.includes(t), text);

/** The tracker rows' names of a page. */
const rowNames = (page: Page): Promise<string[]> =>
  page.locator("#combat-panel .tempo-combatant-name").allTextContents();

describe("a hidden combatant, Combat Roll", () => {
  let gm: Page;
  let player: Page;

  useSandbox(
    () => startCombatRoll(),
    async (s) => {
      ({ gm, player } = s);
      await hideAs(gm, GOBLIN, LURKER);
    },
  );

  it("before the combat begins: no row, no name on the player's page; the GM sees it", async () => {
    await expect.poll(() => rowNames(player)).toHaveLength(2);
    expect(await pageHolds(player, LURKER)).toBe(false);
    expect(await rowNames(gm)).toContain(LURKER);
  });

  it("after initiative and Begin (its roll whispered to the GM): still nothing on the player's page", async () => {
    await rollAndBegin(gm, { [ALDRIC]: 6, [ORK]: 3, [GOBLIN]: 2 });
    await expect.poll(() => player.locator("#combat-panel .tempo-ap-row.active").count()).toBe(1);
    expect(await rowNames(player)).toHaveLength(2);
    expect(await pageHolds(player, LURKER)).toBe(false);
    expect(await pageHolds(gm, LURKER)).toBe(true);
  });
});

describe("a hidden combatant, Time Count", () => {
  let gm: Page;
  let player: Page;

  useSandbox(
    () => startTimeCount(),
    async (s) => {
      ({ gm, player } = s);
      await hideAs(gm, BANDIT, LURKER);
    },
  );

  it("placed on the count by the GM's roll: not on the player's page", async () => {
    await queueDice(gm, [1, 3, 6]);
    await gm.locator(".tempo-tc-roll").click();
    await expect.poll(() => gm.locator("#combat-panel .tempo-tc-timeline .tempo-tc-row").count()).toBe(3);
    await expect.poll(() => player.locator("#combat-panel .tempo-tc-timeline .tempo-tc-row").count()).toBe(2);
    expect(await pageHolds(player, LURKER)).toBe(false);
  });
});

describe("a hidden combatant, Segmented Rounds", () => {
  let gm: Page;
  let player: Page;

  useSandbox(
    () => startSegments(),
    async (s) => {
      ({ gm, player } = s);
      await hideAs(gm, SHAMAN, LURKER);
    },
  );

  it("through the surprise roll: not on the player's page", async () => {
    // the party rolls 1 and the monsters 6: the party is surprised, the monsters act in surprise segments
    await queueDice(gm, [1, 6]);
    await gm.locator("#combat-panel .tempo-sg-surprise-both").click();
    await expect.poll(() => gm.locator("#combat-panel .tempo-sg-surprise").count()).toBe(1);
    await expect.poll(() => player.locator("#combat-panel .tempo-sg-surprise").count()).toBe(1);
    expect(await rowNames(player)).not.toContain(LURKER);
    expect(await pageHolds(player, LURKER)).toBe(false);
    expect(await pageHolds(gm, LURKER)).toBe(true);
  });
});

describe("a hidden combatant in a combat the GM makes (Die-Step Contests)", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  useSandbox(
    async () => {
      // the sample encounter's own combat is left out: the GM makes one, a hero the player owns and a foe
      sb = await startTempo({ sampleCombat: false, ruleset: "die-step" });
      gm = await sb.open("gm");
      await gm.evaluate(async (lurker) => {
        type Doc = { id: string; createEmbeddedDocuments(n: string, d: object[]): Promise<unknown> };
        const w = window as unknown as {
          Actor: { create(d: object): Promise<Doc> };
          Combat: { create(d: object): Promise<Doc> };
        };
        const hero = await w.Actor.create({
          name: "Hero",
          type: "character",
          ownership: { default: 0, SandboxPlayer001: 3 },
        });
        const foe = await w.Actor.create({ name: "Foe", type: "npc" });
        const combat = await w.Combat.create({ active: true });
        await combat.createEmbeddedDocuments("Combatant", [
          { actorId: hero.id, tokenId: hero.id },
          { actorId: foe.id, tokenId: foe.id, hidden: true, name: lurker },
        ]);
      }, LURKER);
      player = await sb.open("player");
      return { sb };
    },
    () => undefined,
  );

  it("the tracker lists only the hero on the player's page", async () => {
    await expect.poll(() => rowNames(gm)).toHaveLength(2);
    await expect.poll(() => rowNames(player)).toEqual(["Hero"]);
    expect(await pageHolds(player, LURKER)).toBe(false);
  });
});

/** Every "before → after" a page's text shows (the applied part of the cards). */
const changes = (page: Page): Promise<string[]> =>
  page.evaluate(() => document.body.innerText.match(/\d+\s*→\s*\d+/g) ?? []);

describe("NPC numbers on an applied card, Time Count", () => {
  let gm: Page;
  let player: Page;

  useSandbox(
    () => startTimeCount(),
    (s) => ({ gm, player } = s),
  );

  it("the player's dagger hits the Bandit; applied: the GM sees its defence and hit points, the player does not", async () => {
    await placeAndBegin(gm, { Zherynn: [3], Garret: [3], Bandit: [4] }, { banditAt: 8, first: 6 });
    await target(player, BANDIT);
    const sheet = await openSheet(player, ZHERYNN);
    await queueDice(gm, [15, 3, 3]); // the attack, its damage and the SF: all rolled at the GM
    await sheet.locator(".tempo-tc-weapon", { hasText: "Dagger" }).locator(".tempo-tc-attack").click();
    await player.locator(".application.dialog [data-dialog-action='roll']").click();
    const card = (page: Page) => page.locator(".chat-message .tempo-attack-card").last();
    await expect.poll(() => card(player).getAttribute("data-outcome")).toBe("hit");
    // Apply waits until nobody is due at the card's count: Zherynn is, until the GM moves his turn on
    await settle(async () => ((await clock(gm)).combatants.Zherynn?.next ?? 0) > 6);
    await card(player).locator(".tempo-tc-apply").click();
    await expect.poll(() => card(gm).locator(".tempo-tc-hp").count()).toBe(1);
    await expect.poll(() => card(player).locator(".tempo-tc-hp").count()).toBe(1);
    // the GM: the Bandit's defence and its hit points, fatigue and Threshold of Pain before → after
    expect(await card(gm).locator(".tempo-defense").textContent()).toMatch(/^\d+$/);
    expect(await changes(gm)).toHaveLength(3);
    // the player (who may not observe the Bandit): none of them, anywhere on the page
    expect(await card(player).locator(".tempo-defense").textContent()).toBe("?");
    expect(await card(player).locator(".tempo-tc-hp").textContent()).toBe("? → ?");
    expect(await changes(player)).toEqual([]);
    // nor in what the message stores as its HTML (a player can read game.messages)
    const stored = await player.evaluate(
      () =>
        (
          window as unknown as { game: { messages: { contents: { content: string }[] } } }
        ).game.messages.contents.at(-1)?.content ?? "",
    );
    expect(stored).not.toMatch(/\d+\s*(→|&rarr;)\s*\d+/);
  });

  it("with the world setting on, the player sees them too", async () => {
    const gmChanges = await changes(gm);
    await gm.evaluate(() =>
      (
        window as unknown as {
          game: { settings: { set(s: string, k: string, v: unknown): Promise<unknown> } };
        }
      ).game.settings.set("tempo", "revealStats", true),
    );
    await expect.poll(() => changes(player)).toEqual(gmChanges);
    expect(
      await player.locator(".chat-message .tempo-attack-card").last().locator(".tempo-defense").textContent(),
    ).toMatch(/^\d+$/);
  });
});
