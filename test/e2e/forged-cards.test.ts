// A card is the GM's: Foundry lets any player post a message of Tempo's card types with data of their
// choosing, and lets a message's author rewrite it afterwards. So the GM acts only on cards a GM
// authored, and the cards the GM posts for a player are the GM's: a player's console can neither
// forge a hit nor raise the damage of their own attack before it is applied.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BANDIT,
  ZHERYNN,
  cards,
  clock,
  dice,
  placeAndBegin,
  startTimeCount,
  target,
  tcState,
} from "../foundry/time-count/e2e-helpers";
import { USERS, errorNotices, pause, resetStats, stats, useSandbox } from "./harness";

type Doc = {
  id: string;
  uuid: string;
  update(d: object): Promise<unknown>;
  items: { getName(n: string): { id: string } };
};
type Win = Window & {
  game: {
    actors: { get(id: string): Doc | undefined };
    scenes: {
      active: { tokens: { find(f: (t: { actorId: string }) => boolean): { actor: Doc } | undefined } };
    };
    messages: { contents: (Doc & { author: { id: string } | null })[] };
    socket: { emit(channel: string, data: unknown): void };
  };
  ChatMessage: { create(data: object): Promise<Doc | undefined> };
};

/** From the player's console: an attack card of the player's own making, 40 damage at the Bandit. */
async function forgeCard(player: Page, ruleset: string): Promise<string> {
  return player.evaluate(
    async ([attacker, target, rs]) => {
      const w = window as unknown as Win;
      const a = w.game.actors.get(attacker);
      // the Bandit is an unlinked token: its token's actor is the one hit
      const t = w.game.scenes.active.tokens.find((x) => x.actorId === target)?.actor;
      const message = await w.ChatMessage.create({
        // the card type the ruleset posts (issue 27: each has its own)
        type: rs === "segments" ? "sgAttack" : "tcAttack",
        content: "<p>a hit</p>",
        system: {
          ruleset: rs,
          attacker: a?.uuid,
          target: t?.uuid,
          weapon: a?.uuid,
          natural: 20,
          total: 40,
          defense: 10,
          defenseLabel: "Passive",
          hit: true,
          damage: 40,
          details: { nonlethal: false, damageType: "slashing" },
        },
      });
      return message?.id ?? "";
    },
    [ZHERYNN, BANDIT, ruleset] as const,
  );
}

/** From the player's console, past the sheet's disabled button: Zherynn's quick dagger attack at the Bandit. */
async function strikeOutOfTurn(player: Page): Promise<void> {
  await player.evaluate(
    ([attacker, target, user]) => {
      const w = window as unknown as Win;
      const a = w.game.actors.get(attacker);
      const t = w.game.scenes.active.tokens.find((x) => x.actorId === target)?.actor;
      w.game.socket.emit("system.tempo", {
        action: "act",
        userId: user,
        payload: {
          tempoAction: "strike",
          kind: "weapon",
          actor: a?.uuid ?? "",
          itemId: a?.items.getName("Dagger").id ?? "",
          target: t?.uuid ?? "",
          quick: true,
        },
      });
    },
    [ZHERYNN, BANDIT, USERS.player] as const,
  );
}

/** The player asks the GM to apply a card's damage (as the card's button does: the card's `action`). */
async function askToApply(player: Page, messageId: string, action: string): Promise<void> {
  await player.evaluate(
    ([id, user, name]) =>
      (window as unknown as Win).game.socket.emit("system.tempo", {
        action: "act",
        userId: user,
        payload: { tempoAction: name, messageId: id },
      }),
    [messageId, USERS.player, action] as const,
  );
}

describe("a card a player wrote is never applied", () => {
  let gm: Page;
  let player: Page;

  useSandbox(
    () => startTimeCount(),
    (s) => ({ gm, player } = s),
  );

  it("a forged hit at the Bandit: refused by the shared Apply damage and by Time Count's own; he keeps his hit points", async () => {
    const before = (await tcState(gm, BANDIT)).hp;
    // a card of a ruleset whose cards use the shared button: refused, saying whose card it is
    const shared = await forgeCard(player, "segments");
    expect(shared).not.toBe("");
    await resetStats(gm);
    await askToApply(player, shared, "applyDamage");
    await expect
      .poll(() => errorNotices(player))
      .toContainEqual(expect.stringContaining("posted by a player"));
    // a Time Count card through Time Count's Apply: no card of the GM's to apply
    const own = await forgeCard(player, "time-count");
    const shown = (await errorNotices(player)).length;
    await askToApply(player, own, "apply");
    await expect.poll(async () => (await errorNotices(player)).length).toBe(shown + 1);
    await pause(200);
    expect((await stats(gm)).writes).toEqual([]);
    expect((await tcState(gm, BANDIT)).hp).toBe(before);
  });

  it("a forged healing card (30 points for the Bandit): its Apply is refused; nothing is written", async () => {
    const before = await tcState(gm, BANDIT);
    const id = await forgeHealing(player);
    expect(id).not.toBe("");
    await resetStats(gm);
    const shown = (await errorNotices(player)).length;
    await player.evaluate(
      ([messageId, user]) =>
        (window as unknown as Win).game.socket.emit("system.tempo", {
          action: "act",
          userId: user,
          payload: { tempoAction: "heal", messageId, invigoration: 10 },
        }),
      [id, USERS.player] as const,
    );
    await expect.poll(async () => (await errorNotices(player)).length).toBe(shown + 1);
    await pause(200);
    expect((await stats(gm)).writes).toEqual([]);
    expect(await tcState(gm, BANDIT)).toEqual(before);
  });
});

/** From the player's console: a healing card of the player's own making, 30 points for the Bandit. */
async function forgeHealing(player: Page): Promise<string> {
  return player.evaluate(
    async ([caster, target]) => {
      const w = window as unknown as Win;
      const t = w.game.scenes.active.tokens.find((x) => x.actorId === target)?.actor;
      const message = await w.ChatMessage.create({
        type: "tcHealing",
        content: "<p>healed</p>",
        system: { caster: w.game.actors.get(caster)?.uuid, target: t?.uuid, amount: 30, formula: "30" },
      });
      return message?.id ?? "";
    },
    [ZHERYNN, BANDIT] as const,
  );
}

describe("the GM's card is not the player's to rewrite", () => {
  let gm: Page;
  let player: Page;

  useSandbox(
    () => startTimeCount(),
    (s) => ({ gm, player } = s),
  );

  it("Zherynn's quick dagger attack: the card is the GM's; the player's console cannot raise its damage", async () => {
    await target(player, BANDIT);
    await dice(gm, [15, 3]); // at the GM: 15 + 4 = 19 against the Bandit; dagger 1d4 [3] + 2 + 1 = 6
    await player.evaluate(async (id) => {
      const w = window as unknown as Win & {
        game: { tempo: { act(name: string, payload: object): Promise<void> } };
      };
      const a = w.game.actors.get(id);
      await w.game.tempo.act("attack", {
        actor: a?.uuid ?? "",
        itemId: a?.items.getName("Dagger").id ?? "",
        quick: true,
      });
    }, ZHERYNN);
    await expect.poll(() => cards(player).count()).toBeGreaterThan(0);
    const card = await player.evaluate(() => {
      const m = (window as unknown as Win).game.messages.contents.at(-1);
      return { id: m?.id ?? "", author: m?.author?.id ?? "" };
    });
    expect(card.author).toBe(USERS.gm);
    const refused = await player.evaluate(async (id) => {
      const m = (window as unknown as Win).game.messages.contents.find((x) => x.id === id);
      try {
        await m?.update({ system: { damage: 40 } });
        return false;
      } catch {
        return true;
      }
    }, card.id);
    expect(refused).toBe(true);
    const damage = await gm.evaluate(
      (id) =>
        (
          (window as unknown as Win).game.messages.contents.find((x) => x.id === id) as unknown as {
            system: { damage: number };
          }
        ).system.damage,
      card.id,
    );
    expect(damage).toBe(6);
  });
});

describe("an attack is the GM's to accept before any card exists", () => {
  let gm: Page;
  let player: Page;

  useSandbox(
    () => startTimeCount(),
    (s) => ({ gm, player } = s),
  );

  it("Zherynn attacks while Garret is due: refused at the GM, no roll, no card, no write", async () => {
    await placeAndBegin(gm, { Zherynn: [6], Garret: [3], Bandit: [4] }, { banditAt: 8, first: 7 });
    expect((await clock(gm)).combatants.Zherynn?.next).toBeGreaterThan(7);
    const before = await cards(gm).count();
    await resetStats(gm);
    await strikeOutOfTurn(player);
    await expect.poll(() => errorNotices(player)).toHaveLength(1);
    await pause(200);
    expect((await stats(gm)).writes).toEqual([]);
    await expect(cards(gm).count()).resolves.toBe(before);
  });
});
