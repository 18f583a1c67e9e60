// Health from any source goes through the ruleset's rules (issue 28): a value typed on the sheet or set on
// the token bar leads to the state a card's damage leads to (conditions, defeat), says so in one line of
// chat, and a heal undoes what the rules say it undoes; defeat is Foundry's defeated mark, which the
// action-point clock follows (the defeated combatant's turn is skipped), and losing the out-of-the-fight
// status brings the combatant back.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  firstTokensOnly,
  pageErrors,
  settle,
  startTempo,
  useSandbox,
  type Sandbox,
  defeated,
  healthLines,
  tokenBar,
  typeInto,
} from "./harness";
import {
  ALDRIC,
  ORK,
  openSheet as openCrSheet,
  rollAndBegin,
  health,
  hasStatus,
  turnOf as crTurnOf,
} from "../foundry/combat-roll/e2e-helpers";
import { BANDIT, MIRA, creature } from "../foundry/three-action/e2e-helpers";

type W = Window & {
  game: {
    combat: {
      combatants: { contents: { actorId: string; defeated: boolean; initiative: number | null }[] };
    } | null;
  };
};

describe("the health door under Three-Action Turns", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  useSandbox(
    async () => {
      const sb = await startTempo({ ruleset: "three-action" });
      const gm = await sb.open("gm");
      await gm.waitForFunction(
        () => ((window as unknown as W).game.combat?.combatants.contents.length ?? 0) === 4,
      );
      await firstTokensOnly(gm);
      return { sb, gm, player: await sb.open("player") };
    },
    (s) => ({ sb, gm, player } = s),
  );

  it("the GM begins the fight", async () => {
    await rollAndBegin(gm, { [MIRA]: 15, [BANDIT]: 10 });
  });

  it("the player types 0 HP on Mira's sheet: Incapacitated, Prone and Bleeding, as a card's damage makes her; one line", async () => {
    const sheet = await openCrSheet(player, MIRA);
    await typeInto(sheet.locator('input[name="system.stats.threeAction.hp.value"]'), "0");
    await settle(async () => (await creature(gm, MIRA)).statuses.includes("bleeding"));
    const mira = await creature(gm, MIRA);
    expect(mira.hp).toBe(0);
    expect(mira.statuses).toEqual(expect.arrayContaining(["bleeding", "incapacitated", "prone"]));
    expect(mira.bleedPenalty).toBe(0);
    await expect
      .poll(() => healthLines(player).last().textContent())
      .toBe("Mira drops to 0 HP or less: Incapacitated, knocked Prone and Bleeding.");
    expect(await defeated(gm, MIRA)).toBe(false); // Incapacitated still fights (1 action)
  });

  it("the GM heals her from the token bar: no longer Incapacitated, still Prone and Bleeding", async () => {
    await tokenBar(gm, MIRA, "=5");
    await settle(async () => !(await creature(gm, MIRA)).statuses.includes("incapacitated"));
    const mira = await creature(gm, MIRA);
    expect(mira.hp).toBe(5);
    expect(mira.statuses).toEqual(expect.arrayContaining(["bleeding", "prone"]));
    await expect.poll(() => healthLines(player).last().textContent()).toContain("no longer Incapacitated");
  });

  it("more than her maximum is healing up to the maximum", async () => {
    const sheet = await openCrSheet(player, MIRA);
    const max = Number(await sheet.locator('input[name="system.stats.threeAction.hp.max"]').inputValue());
    await typeInto(sheet.locator('input[name="system.stats.threeAction.hp.value"]'), "99");
    await settle(async () => (await creature(gm, MIRA)).hp === max);
    await expect
      .poll(() => sheet.locator('input[name="system.stats.threeAction.hp.value"]').inputValue())
      .toBe(String(max));
  });

  it("a macro raising her HP and its maximum in one update is judged against the new maximum", async () => {
    type Hp = { value: number; max: number };
    type Doc = { system: { stats: { threeAction: { hp: Hp } } }; update(d: object): Promise<unknown> };
    const hp = await gm.evaluate(async (id) => {
      const g = (window as unknown as { game: { actors: { get(i: string): Doc } } }).game;
      const { max } = g.actors.get(id).system.stats.threeAction.hp;
      await g.actors.get(id).update({
        "system.stats.threeAction.hp.value": max + 4,
        "system.stats.threeAction.hp.max": max + 5,
      });
      return { before: max, after: { ...g.actors.get(id).system.stats.threeAction.hp } };
    }, MIRA);
    expect(hp.after).toEqual({ value: hp.before + 4, max: hp.before + 5 });
  });

  it("a macro lowering her HP and writing a Bleed Penalty in one update keeps the penalty it wrote", async () => {
    type Ta = { hp: { value: number }; bleedPenalty: number };
    type Doc = { system: { stats: { threeAction: Ta } }; update(d: object): Promise<unknown> };
    const after = await gm.evaluate(async (id) => {
      const g = (window as unknown as { game: { actors: { get(i: string): Doc } } }).game;
      const ta = g.actors.get(id).system.stats.threeAction;
      const before = { hp: ta.hp.value, bleedPenalty: ta.bleedPenalty };
      await g.actors.get(id).update({
        "system.stats.threeAction.hp.value": before.hp - 3,
        "system.stats.threeAction.bleedPenalty": 2,
      });
      const now = g.actors.get(id).system.stats.threeAction;
      return { before, hp: now.hp.value, bleedPenalty: now.bleedPenalty };
    }, MIRA);
    // Bleeding with penalty 0 before: the door alone would make it 1 for this instance of damage
    expect(after.before.bleedPenalty).toBe(0);
    expect(after).toMatchObject({ hp: after.before.hp - 3, bleedPenalty: 2 });
    expect((await creature(gm, MIRA)).statuses).toContain("bleeding");
    // with no penalty written, the door still counts the instance: 2 + 1
    await tokenBar(gm, MIRA, "-1");
    await settle(async () => (await creature(gm, MIRA)).bleedPenalty === 3);
  });

  it("the GM sets the Bandit to minus its maximum on the token bar: Dead, defeated, its turns skipped", async () => {
    const max = await gm.evaluate((id) => {
      const g = (
        window as unknown as {
          game: {
            actors: { get(i: string): { system: { stats: { threeAction: { hp: { max: number } } } } } };
          };
        }
      ).game;
      return g.actors.get(id).system.stats.threeAction.hp.max;
    }, BANDIT);
    await tokenBar(gm, BANDIT, `=-${max}`);
    await settle(async () => (await defeated(gm, BANDIT)) === true);
    expect((await creature(gm, BANDIT)).statuses).toContain("dead");
    await settle(async () => (await crTurnOf(gm, BANDIT)).defeated === true);
    await expect.poll(() => healthLines(player).last().textContent()).toBe("Bandit is dead.");
    await expect.poll(() => gm.locator("#combat-panel .tempo-ap-row.defeated").count()).toBe(1);
  });

  it("the GM clears Dead from the palette: the Bandit is brought back into the fight", async () => {
    await gm
      .locator(`[data-actor-id="${BANDIT}"] button.token-status[data-status-id="dead"]`)
      .first()
      .click();
    await settle(async () => (await defeated(gm, BANDIT)) === false);
    await settle(async () => (await crTurnOf(gm, BANDIT)).defeated === false);
    expect(await pageErrors(gm, player)).toEqual([]);
    await sb.screenshot(gm, "health-door-three-action");
  });
});

describe("the health door under Combat Roll", () => {
  let gm: Page;
  let player: Page;

  useSandbox(
    async () => {
      const sb = await startTempo({ ruleset: "combat-roll" });
      const gm = await sb.open("gm");
      await gm.waitForFunction(
        () => ((window as unknown as W).game.combat?.combatants.contents.length ?? 0) === 4,
      );
      await firstTokensOnly(gm);
      return { sb, gm, player: await sb.open("player") };
    },
    (s) => ({ gm, player } = s),
  );

  it("the GM begins the fight", async () => {
    await rollAndBegin(gm, { [ALDRIC]: 6, [ORK]: 2 });
  });

  it("a typo of -5 on the sheet is Health 0: Unconscious and out of the fight, said in one line", async () => {
    const sheet = await openCrSheet(player, ALDRIC);
    await typeInto(sheet.locator('input[name="system.stats.combatRoll.health.value"]'), "-5");
    await settle(async () => (await defeated(gm, ALDRIC)) === true);
    expect(await health(gm, ALDRIC)).toBe(0);
    expect(await hasStatus(gm, ALDRIC, "unconscious")).toBe(true);
    await settle(async () => (await crTurnOf(gm, ALDRIC)).defeated === true);
    await expect
      .poll(() => healthLines(player).last().textContent())
      .toBe("Aldric is knocked unconscious (Health 0) and out of the fight.");
  });

  it("typing the right value back wakes him and brings him back", async () => {
    const sheet = await openCrSheet(player, ALDRIC);
    await typeInto(sheet.locator('input[name="system.stats.combatRoll.health.value"]'), "12");
    await settle(async () => (await defeated(gm, ALDRIC)) === false);
    expect(await health(gm, ALDRIC)).toBe(12);
    expect(await hasStatus(gm, ALDRIC, "unconscious")).toBe(false);
    await settle(async () => (await crTurnOf(gm, ALDRIC)).defeated === false);
    await expect.poll(() => healthLines(player).last().textContent()).toContain("back in the fight");
  });

  it("a macro raising his Health and its maximum in one update is judged against the new maximum", async () => {
    type Pool = { value: number; max: number };
    type Doc = { system: { stats: { combatRoll: { health: Pool } } }; update(d: object): Promise<unknown> };
    const pool = await gm.evaluate(async (id) => {
      const g = (window as unknown as { game: { actors: { get(i: string): Doc } } }).game;
      const { max } = g.actors.get(id).system.stats.combatRoll.health;
      await g.actors.get(id).update({
        "system.stats.combatRoll.health.value": max + 4,
        "system.stats.combatRoll.health.max": max + 5,
      });
      return { before: max, after: { ...g.actors.get(id).system.stats.combatRoll.health } };
    }, ALDRIC);
    // before, the door capped the value at the stored maximum
    expect(pool.after).toEqual({ value: pool.before + 4, max: pool.before + 5 });
  });

  it("99 is the maximum, not more", async () => {
    const sheet = await openCrSheet(player, ALDRIC);
    const max = Number(await sheet.locator('input[name="system.stats.combatRoll.health.max"]').inputValue());
    await typeInto(sheet.locator('input[name="system.stats.combatRoll.health.value"]'), "99");
    await settle(async () => (await health(gm, ALDRIC)) === max);
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
