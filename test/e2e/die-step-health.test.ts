// Die-Step Contests (seed 002), health from any source (issue 28), with a GM and a player: a wound state
// changed in the fight moves the AP at once, a heal to full HP ends a bad wound and gives them back; HP set
// on the token bar lead to the state a card's hit leaves (knocked out for the encounter: Unconscious,
// defeated, MP 0, the survival roll owed), the knocked-out combatant's turn is skipped and the GM brings it
// back; a heal by hand that skips the survival roll is refused in words; a grappler out of the fight lets go.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BRENNA,
  GOBLIN,
  GRUKK,
  activeName,
  openSheet,
  pageErrors,
  rollRef,
  startDieStep,
  turnOf,
  useSandbox,
  vitals,
  type Sandbox,
  type W,
  defeated,
  healthLines,
  tokenBar,
  typeInto,
} from "../foundry/die-step/e2e-helpers";
import { notices } from "../foundry/combat-roll/e2e-helpers";

/** The statuses of the actor's first token's actor. */
const statuses = (page: Page, actorId: string) =>
  page.evaluate((id) => {
    const g = (window as unknown as W).game;
    const a = (g.scenes.active.tokens.find((t) => t.actorId === id)?.actor ??
      g.actors.get(id)) as unknown as {
      statuses: Set<string>;
    };
    return [...a.statuses].sort();
  }, actorId);

describe("Die-Step: health from any source, defeat (GM and player)", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  useSandbox(startDieStep, (s) => ({ sb, gm, player } = s), 60_000);

  it("the GM begins the fight; the orc's turn ends, Brenna's begins with her 3 AP", async () => {
    await rollRef(gm, { [GRUKK]: 6, [BRENNA]: 5, [GOBLIN]: 2 });
    await gm.locator('#combat-panel [data-action="startCombat"]').click();
    await expect.poll(() => activeName(gm)).toBe("Grukk the Orc Chieftain");
    await gm.locator("#combat-panel .tempo-ap-end-turn").click();
    await expect.poll(() => activeName(gm)).toBe("Brenna");
    expect((await turnOf(gm, BRENNA)).ap).toBe(3);
  });

  it("the player marks Brenna badly wounded on her sheet mid-turn: her AP are halved at once (3 → 1)", async () => {
    const sheet = await openSheet(player, BRENNA);
    await typeInto(sheet.locator('input[name="system.stats.dieStep.hp.value"]'), "5");
    await expect.poll(async () => (await vitals(gm, BRENNA)).hp).toBe(5);
    await expect
      .poll(() => healthLines(player).last().textContent())
      .toBe("Brenna takes damage (set by hand).");
    await sheet.locator('nav.tempo-sheet-tabs [data-tab="statistics"]').click();
    await sheet.locator('select[name="system.stats.dieStep.wound"]').selectOption("badly-wounded");
    await expect.poll(async () => (await turnOf(gm, BRENNA)).ap).toBe(1);
  });

  it("healed to full HP on her sheet: no longer badly wounded, her AP back at once (1 → 3), one line", async () => {
    const sheet = await openSheet(player, BRENNA);
    await sheet.locator('nav.tempo-sheet-tabs [data-tab="combat"]').click();
    await typeInto(sheet.locator('input[name="system.stats.dieStep.hp.value"]'), "99");
    await expect.poll(async () => (await vitals(gm, BRENNA)).wound).toBe("none");
    expect((await vitals(gm, BRENNA)).hp).toBe(8);
    await expect.poll(async () => (await turnOf(gm, BRENNA)).ap).toBe(3);
    await expect
      .poll(() => healthLines(player).last().textContent())
      .toBe("Brenna is fully healed: no longer badly wounded.");
  });

  it("a macro raising her HP and its maximum in one update is judged against the new maximum", async () => {
    type Hp = { value: number; max: number };
    type Doc = { system: { stats: { dieStep: { hp: Hp } } }; update(d: object): Promise<unknown> };
    const hp = await gm.evaluate(async (id) => {
      const g = (window as unknown as { game: { actors: { get(i: string): Doc } } }).game;
      const { max } = g.actors.get(id).system.stats.dieStep.hp;
      await g.actors.get(id).update({
        "system.stats.dieStep.hp.value": max + 4,
        "system.stats.dieStep.hp.max": max + 5,
      });
      return { before: max, after: { ...g.actors.get(id).system.stats.dieStep.hp } };
    }, BRENNA);
    expect(hp.after).toEqual({ value: hp.before + 4, max: hp.before + 5 });
  });

  it("the GM sets the orc to 0 on the token bar: knocked out as a card's hit leaves it, defeated, one line", async () => {
    await tokenBar(gm, GRUKK, "=0");
    await expect.poll(() => defeated(gm, GRUKK)).toBe(true);
    const orc = await vitals(gm, GRUKK);
    // the state of die-step.test.ts's card hit: 0 HP, MP 0, no wound yet, the survival roll owed
    expect([orc.hp, orc.mp, orc.wound, orc.survivalPending]).toEqual([0, 0, "none", true]);
    expect(await statuses(gm, GRUKK)).toContain("unconscious");
    await expect
      .poll(() => healthLines(player).last().textContent())
      .toBe("Grukk the Orc Chieftain is knocked out for the rest of the encounter.");
    await expect.poll(() => gm.locator("#combat-panel .tempo-ap-row.defeated").count()).toBe(1);
  });

  it("healing him by hand skips his survival roll: refused in words, nothing written", async () => {
    await tokenBar(gm, GRUKK, "=4");
    await expect.poll(() => notices(gm)).toContainEqual(expect.stringContaining("owes its survival roll"));
    expect((await vitals(gm, GRUKK)).hp).toBe(0);
  });

  it("the goblin holds Brenna; set to 0 on the token bar it dies (a minor foe) and lets go", async () => {
    const goblin = await vitals(gm, GOBLIN);
    await gm.evaluate(
      async ({ id, by }) => {
        const g = (window as unknown as W).game;
        const a = g.actors.get(id) as unknown as { update(d: object): Promise<unknown> };
        await a.update({ "system.stats.dieStep.heldBy": by, "system.stats.dieStep.hold": "full" });
      },
      { id: BRENNA, by: goblin.uuid },
    );
    await tokenBar(gm, GOBLIN, "=0");
    await expect.poll(() => defeated(gm, GOBLIN)).toBe(true);
    expect((await vitals(gm, GOBLIN)).wound).toBe("dead");
    expect(await statuses(gm, GOBLIN)).toContain("dead");
    await expect
      .poll(() => gm.locator(".chat-message .tempo-ds-line").last().textContent())
      .toBe("Goblin Cutthroat is out of the fight: Brenna is released.");
    const held = await gm.evaluate((id) => {
      const s = (window as unknown as W).game.actors.get(id)?.system.stats.dieStep as unknown as {
        hold: string;
      };
      return s.hold;
    }, BRENNA);
    expect(held).toBe("none");
  });

  it("Brenna ends her turn: the knocked-out orc's and the dead goblin's turns are skipped, hers comes again", async () => {
    await player.locator("#combat-panel .tempo-ap-end-turn").click();
    const round = () =>
      gm.evaluate(
        () => ((window as unknown as W).game.combat?.system.turns as unknown as { round: number }).round,
      );
    await expect.poll(round).toBe(2);
    expect(await activeName(gm)).toBe("Brenna");
  });

  it("the GM clears the orc's Unconscious from the palette: brought back into the fight", async () => {
    await gm
      .locator(`[data-actor-id="${GRUKK}"] button.token-status[data-status-id="unconscious"]`)
      .first()
      .click();
    await expect.poll(() => defeated(gm, GRUKK)).toBe(false);
    await expect.poll(() => gm.locator("#combat-panel .tempo-ap-row.defeated").count()).toBe(1);
    expect(await pageErrors(gm, player)).toEqual([]);
    await sb.screenshot(gm, "die-step-health");
  });
});
