// The one damage and healing control of every card that deals damage (issue 28), in each of the five
// rulesets: a card's damage applied to a selected token leads to the state the same value typed on the
// sheet leads to (the health door runs the ruleset's rules on both), healing gives the same amount back
// (again as typed), the card gives each creature its damage once, and a player cannot apply it to a
// creature they do not own. The card is the GM's (posted from the GM's console, as the GM's flows post
// theirs), its own flow having already damaged its target.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  USERS,
  errorNotices,
  pageErrors,
  screenshotPart,
  settle,
  startTempo,
  idle,
  useSandbox,
  waitReady,
  type Sandbox,
} from "./harness";
import { lowContrast } from "./contrast";

const RULESETS = ["segments", "time-count", "three-action", "die-step", "combat-roll"] as const;
const HP: Record<(typeof RULESETS)[number], string> = {
  segments: "stats.segments.hp",
  "three-action": "stats.threeAction.hp",
  "die-step": "stats.dieStep.hp",
  "combat-roll": "stats.combatRoll.health",
  "time-count": "stats.timeCount.hp",
};

interface Creature {
  token: string;
  actor: string;
  name: string;
}

type Doc = {
  uuid: string;
  name: string;
  statuses: Set<string>;
  system: object;
  update(d: object): Promise<unknown>;
  testUserPermission(u: unknown, level: string): boolean;
};
type TokenDoc = {
  uuid: string;
  name: string;
  actor: Doc;
  object: { control(): boolean; release(): boolean };
};
type W = Window & {
  game: {
    scenes: { active: { tokens: { contents: TokenDoc[] } } };
    users: { get(id: string): unknown };
    messages: { contents: { id: string }[] };
    tempo: { act(name: string, payload: object): Promise<void>; idle(): Promise<void> };
  };
  ChatMessage: { create(data: object): Promise<{ id: string } | undefined> };
  fromUuidSync(uuid: string): unknown;
  canvas: { tokens: { releaseAll(): void } };
};

/** The player's own creature and one they do not own (the card's target), from the scene's tokens. */
async function creatures(gm: Page): Promise<{ own: Creature; foe: Creature }> {
  return gm.evaluate(() => {
    const w = window as unknown as W;
    const player = w.game.users.get("SandboxPlayer001");
    const all = w.game.scenes.active.tokens.contents.map((t) => ({
      c: { token: t.uuid, actor: t.actor.uuid, name: t.name },
      owned: t.actor.testUserPermission(player, "OWNER"),
    }));
    const own = all.find((t) => t.owned)?.c;
    const foe = all.find((t) => !t.owned)?.c;
    if (!own || !foe) throw new Error("no creatures");
    return { own, foe };
  });
}

/** A creature's health and statuses, as the GM sees them. */
async function state(page: Page, actor: string, hpPath: string): Promise<{ hp: number; statuses: string[] }> {
  return page.evaluate(
    ([uuid, path]) => {
      const w = window as unknown as W;
      const a = w.fromUuidSync(uuid) as Doc;
      const pool = path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], a.system) as {
        value: number;
      };
      return { hp: pool.value, statuses: [...a.statuses].sort() };
    },
    [actor, hpPath] as const,
  );
}

/** The GM's card of the ruleset: `foe` dealt `amount` to `target`, already written on it by the card's own flow. */
async function postCard(gm: Page, ruleset: string, foe: Creature, amount: number): Promise<string> {
  return gm.evaluate(
    async ([rs, uuid, name, amt]) => {
      const w = window as unknown as W;
      const shared = {
        ruleset: rs,
        attacker: uuid,
        target: uuid,
        weapon: uuid,
        attackerName: name,
        targetName: name,
        weaponName: "Claw",
        natural: 12,
        total: 18,
        defense: 10,
        defenseLabel: "TEMPO.Card.Roll",
        hit: true,
        damage: amt,
        damageFormula: "1d6",
        applied: true,
      };
      const data: Record<string, object> = {
        segments: { type: "sgAttack", system: shared },
        "time-count": { type: "tcAttack", system: shared },
        "three-action": {
          type: "taCard",
          system: {
            attackerName: name,
            targetName: name,
            weaponName: "Claw",
            targets: [{ uuid, name, total: 18, against: 10, verdict: "hit" }],
            damage: { rolled: true, formula: "1d6", faces: String(amt), total: amt, doubled: 0 },
            outcome: "hit",
          },
        },
        "die-step": {
          type: "dieStep",
          system: {
            kind: "attack",
            attacker: uuid,
            target: uuid,
            attackerName: name,
            targetName: name,
            damage: amt,
          },
        },
        "combat-roll": {
          type: "contest",
          system: {
            kind: "attack",
            attacker: uuid,
            target: uuid,
            attackerName: name,
            targetName: name,
            damage: { rolled: true, formula: "1d6", roll: amt, taken: amt },
            applied: true,
          },
        },
      };
      const message = await w.ChatMessage.create({ content: "a blow", ...data[rs] });
      return message?.id ?? "";
    },
    [ruleset, foe.actor, foe.name, amount] as const,
  );
}

const control = (page: Page, id: string) =>
  page.locator(`.chat-message[data-message-id="${id}"] .tempo-damage-control`);

/** The GM selects `token` (only it) on the canvas. */
async function select(page: Page, token: string): Promise<void> {
  await page.evaluate((uuid) => {
    const w = window as unknown as W;
    w.canvas.tokens.releaseAll();
    (w.fromUuidSync(uuid) as TokenDoc).object.control();
  }, token);
}

/** Types a health value as the sheet's field does (an update of the value with no options). */
async function typeHealth(gm: Page, actor: string, hpPath: string, value: number): Promise<void> {
  await gm.evaluate(
    async ([uuid, path, v]) => {
      await ((window as unknown as W).fromUuidSync(uuid) as Doc).update({ [`system.${path}.value`]: v });
    },
    [actor, hpPath, value] as const,
  );
}

for (const ruleset of RULESETS) {
  describe(`the card's damage control under ${ruleset}`, () => {
    let sb: Sandbox;
    let gm: Page;
    let player: Page;
    let own: Creature;
    let foe: Creature;
    let card = "";
    let start: { hp: number; statuses: string[] };
    let hurt: { hp: number; statuses: string[] };
    let healed: { hp: number; statuses: string[] };
    const hpPath = HP[ruleset];

    useSandbox(
      async () => {
        const sb = await startTempo({ ruleset });
        return { sb, gm: await sb.open("gm"), player: await sb.open("player") };
      },
      (s) => ({ sb, gm, player } = s),
    );

    it("a card that dealt damage shows the control, saying it was applied to its target", async () => {
      ({ own, foe } = await creatures(gm));
      start = await state(gm, own.actor, hpPath);
      card = await postCard(gm, ruleset, foe, start.hp);
      await expect.poll(() => control(gm, card).count()).toBe(1);
      expect(await control(gm, card).locator(".tempo-damage-control-applied").count()).toBe(1);
      await expect.poll(() => control(player, card).count()).toBe(1);
      await sb.screenshot(gm, `card-damage-control-${ruleset}`);
    });

    it("the GM applies it to a selected token: the state typing the same value on the sheet gives", async () => {
      await select(gm, own.token);
      await control(gm, card).locator(".tempo-damage-selected").click();
      await settle(async () => (await state(gm, own.actor, hpPath)).hp !== start.hp);
      // one line says who got it, on every client, with no number
      await expect
        .poll(() => player.locator(".chat-message .tempo-damage-control-line").last().textContent())
        .toBe(`${own.name}: damage from this card applied.`);
      // the door's follow-up (statuses) lands after the health: the GM's queue done with it
      await idle(gm);
      hurt = await state(gm, own.actor, hpPath);
      const refused = (await errorNotices(gm)).length;
      await control(gm, card).locator(".tempo-heal-selected").click();
      // healed (its line), or refused by a rule that keeps it down (Die-Step's knocked out stays at 0 for
      // the encounter): the heal's request done either way
      const lastLine = gm.locator(".chat-message .tempo-damage-control-line").last();
      await expect
        .poll(
          async () =>
            (await lastLine.textContent()) === `${own.name}: healed by this card's amount.` ||
            (await errorNotices(gm)).length > refused,
        )
        .toBe(true);
      await idle(gm);
      healed = await state(gm, own.actor, hpPath);
      // the same values typed on the sheet
      await typeHealth(gm, own.actor, hpPath, 0);
      await idle(gm);
      expect(await state(gm, own.actor, hpPath)).toEqual(hurt);
      await typeHealth(gm, own.actor, hpPath, start.hp);
      await idle(gm);
      expect(await state(gm, own.actor, hpPath)).toEqual(healed);
    });

    it("applying it twice to one creature is refused, and so is damaging the target its own flow damaged", async () => {
      const before = await state(gm, own.actor, hpPath);
      await control(gm, card).locator(".tempo-damage-selected").click();
      await expect.poll(async () => (await errorNotices(gm)).join(" ")).toContain("already applied to");
      await select(gm, foe.token);
      const foeBefore = await state(gm, foe.actor, hpPath);
      const refusals = (await errorNotices(gm)).length;
      await control(gm, card).locator(".tempo-damage-selected").click();
      // refused: the card's own flow damages its target
      await expect.poll(async () => (await errorNotices(gm)).length).toBe(refusals + 1);
      await idle(gm);
      expect(await state(gm, own.actor, hpPath)).toEqual(before);
      expect((await state(gm, foe.actor, hpPath)).hp).toBe(foeBefore.hp);
    });

    it("a player cannot apply it to a creature they do not own, even from a macro", async () => {
      const foeBefore = await state(gm, foe.actor, hpPath);
      await player.evaluate(
        async ([id, token]) => {
          await (window as unknown as W).game.tempo
            .act("cardHealth", { messageId: id, to: "selected", kind: "heal", tokens: token })
            .catch(() => undefined);
        },
        [card, foe.token] as const,
      );
      await expect.poll(async () => (await errorNotices(player)).join(" ")).toContain("You do not own");
      expect(await state(gm, foe.actor, hpPath)).toEqual(foeBefore);
      expect(await pageErrors(gm, player)).toEqual([]);
    });

    it("the control reads under both themes (its text at WCAG contrast; screenshots of each)", async () => {
      const found: Record<string, unknown> = {};
      for (const theme of ["light", "dark"] as const) {
        const page = await sb.open("player");
        await page.goto(`${sb.url}?user=${USERS.player}&theme=${theme}`);
        await waitReady(page);
        const shown = control(page, card);
        await expect.poll(() => shown.count()).toBe(1);
        found[theme] = await lowContrast(shown);
        await screenshotPart(
          page.locator(`.chat-message[data-message-id="${card}"]`),
          `card-damage-control-${ruleset}-${theme}`,
        );
      }
      expect(found).toEqual({ light: [], dark: [] });
    });
  });
}
