// Die-Step Contests (seed 002, Grappling): what a hold lets the grappler do, and its end. Brenna grabs the
// goblin (a full hold) and forces it to the ground (minor); next round she throws it (major: an unarmed
// strike with advantage against which active defences cannot be used) and sustains the grab (minor); the
// round after she does not sustain it, and the goblin is released when her turn ends. Then she grabs it
// again and the GM removes her from the fight: a grappler out of the fight releases its holds.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BRENNA,
  GOBLIN,
  GRUKK,
  activeName,
  defeatedInTurns,
  defence,
  dice,
  expectWrites,
  lastCard,
  openSheet,
  openTokenSheet,
  pageErrors,
  resetStats,
  rollRef,
  setRollMode,
  setStatus,
  startDieStep,
  target,
  turnOf,
  useSandbox,
  USERS,
  vitals,
  type Sandbox,
  type W,
} from "../foundry/die-step/e2e-helpers";
import { notices } from "../foundry/combat-roll/e2e-helpers";

/** The goblin's token actor: who holds it, how, since which turn, and its statuses. */
async function goblinHold(page: Page) {
  return page.evaluate((id) => {
    type S = { heldBy: string; hold: string; holdTurn: string };
    const g = (window as unknown as W).game;
    const a = g.scenes.active.tokens.find((t) => t.actorId === id)?.actor as unknown as
      { system: { stats: { dieStep: S } }; statuses: Set<string> } | undefined;
    const s = a?.system.stats.dieStep;
    return {
      heldBy: s?.heldBy ?? "",
      hold: s?.hold ?? "",
      holdTurn: s?.holdTurn ?? "",
      prone: a?.statuses.has("prone"),
    };
  }, GOBLIN);
}

/**
 * The hold stays through the end of the grappler's turn: a release would be written in the same GM task as
 * the turn change, right after it, with its chat line; give it the time, then check neither happened.
 */
async function keptAfterTurnEnd(gm: Page): Promise<void> {
  await gm.waitForTimeout(400);
  expect((await goblinHold(gm)).hold).toBe("full");
  expect(await lines(gm).allTextContents()).not.toContain(
    "Brenna did not sustain the grab: Goblin Cutthroat is released.",
  );
}

/** On Brenna's turn her player grabs the goblin, whose passive defence the GM rolls: a full hold. */
async function grabGoblin(gm: Page, player: Page) {
  const sheet = await openSheet(player, BRENNA);
  await target(player, GOBLIN);
  await sheet.locator(".tempo-ds-grab").click();
  // her STR d8 two ranks down (d4) rolls 4 against the goblin's STR d4 at 1: a full hold
  await expect.poll(() => defence(gm, "passive").isEnabled()).toBe(true);
  await dice(gm, [4, 1]);
  await defence(gm, "passive").click();
  await expect.poll(() => lastCard(gm).locator(".tempo-ds-hold").textContent()).toBe("Full hold");
  return sheet;
}

const endTurn = (gm: Page) => gm.locator("#combat-panel .tempo-ap-end-turn").click();
const move = (sheet: ReturnType<Page["locator"]>, id: string) =>
  sheet.locator(`.tempo-ds-grapple[data-move="${id}"]`);
const lines = (page: Page) => page.locator(".chat-message .tempo-ds-line");

describe("Die-Step grappling: the grappler's moves and the hold's end", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  useSandbox(startDieStep, (s) => ({ sb, gm, player } = s), 60_000);

  it("Brenna acts first and grabs the goblin: two successes, a full hold made this round", async () => {
    await rollRef(gm, { [BRENNA]: 6, [GOBLIN]: 4, [GRUKK]: 2 });
    await gm.locator('#combat-panel [data-action="startCombat"]').click();
    await expect.poll(() => activeName(gm)).toBe("Brenna");
    const sheet = await grabGoblin(gm, player);
    const combatId = await gm.evaluate(() => (window as unknown as W).game.combat?.id ?? "");
    expect(await goblinHold(gm)).toMatchObject({ hold: "full", holdTurn: `${combatId}@1`, prone: false });
    // her sheet lists whom she holds, with the moves a full hold allows
    const holding = sheet.locator(".tempo-ds-holding");
    await expect.poll(() => holding.textContent()).toContain("Holding Goblin Cutthroat (Full hold)");
    // 1 AP left: a minor move may be taken, a major or exclusive one may not (its button says why)
    await expect(move(sheet, "force-down").isEnabled()).resolves.toBe(true);
    await expect(move(sheet, "crush").isDisabled()).resolves.toBe(true);
    await expect(move(sheet, "crush").getAttribute("data-tooltip")).resolves.not.toBe("");
    await sb.screenshot(player, "die-step-grapple-holding");
  });

  it("the GM loosens the hold by hand on the goblin's sheet: Brenna's open sheet follows on the player's screen", async () => {
    const brenna = await openSheet(player, BRENNA);
    const goblin = await openTokenSheet(gm, GOBLIN);
    await goblin.locator("select.tempo-ds-hold").selectOption("partial");
    await expect.poll(async () => (await goblinHold(gm)).hold).toBe("partial");
    // the hold lives on the goblin; Brenna's sheet lists it: it re-renders with the goblin's change
    await expect
      .poll(() => brenna.locator(".tempo-ds-holding").textContent())
      .toContain("Holding Goblin Cutthroat (Partial grab)");
    await goblin.locator("select.tempo-ds-hold").selectOption("full");
    await expect
      .poll(() => brenna.locator(".tempo-ds-holding").textContent())
      .toContain("Holding Goblin Cutthroat (Full hold)");
  });

  it("she forces the goblin to the ground (a minor action): prone, one AP spent, a line in chat", async () => {
    const sheet = await openSheet(player, BRENNA);
    // under a GM roll the line is whispered to the GMs and to her, who asked for it
    await setRollMode(player, "gmroll");
    await resetStats(gm);
    await move(sheet, "force-down").click();
    await expect.poll(async () => (await goblinHold(gm)).prone).toBe(true);
    await expectWrites(gm, ["update Combat", "create ActiveEffect", "create ChatMessage"], { ordered: true });
    const whisper = await gm.evaluate(() => {
      const list = (window as unknown as { game: { messages: { contents: { whisper: string[] }[] } } }).game
        .messages.contents;
      return list.at(-1)?.whisper ?? [];
    });
    expect(whisper).toEqual(expect.arrayContaining([USERS.gm, USERS.player]));
    await setRollMode(player, "publicroll");
    expect((await turnOf(gm, BRENNA)).ap).toBe(0);
    await expect(lines(player).last().textContent()).resolves.toBe(
      "Brenna forces Goblin Cutthroat to the ground: prone.",
    );
  });

  it("her turn ends: the hold made this round stays", async () => {
    await endTurn(gm);
    await expect.poll(() => activeName(gm)).toBe("Goblin Cutthroat");
    await keptAfterTurnEnd(gm);
  });

  it("next round she throws the goblin: no active defence, advantage; then she sustains the grab", async () => {
    await endTurn(gm);
    await endTurn(gm);
    await expect.poll(() => activeName(gm)).toBe("Brenna");
    const sheet = await openSheet(player, BRENNA);
    await move(sheet, "throw").click();
    const dialog = player.locator(".application.dialog");
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.locator('[data-dialog-action="throw"]').click();
    const card = lastCard(gm);
    await expect.poll(() => card.getAttribute("data-action-kind")).toBe("throw");
    // active defences cannot be used against it: only the passive one is offered
    for (const kind of ["block", "parry", "dodge"])
      await expect(card.locator(`.tempo-ds-defend[data-kind="${kind}"]`).isDisabled()).resolves.toBe(true);
    // advantage: two d4 (2 and 4, keeps 4) against the goblin's DEF d4 (1): a hit, nonlethal on soft ground
    await dice(gm, [2, 4, 1]);
    await defence(gm, "passive").click();
    await expect.poll(() => card.getAttribute("data-defense")).toBe("passive");
    await expect(card.locator(".tempo-ds-nonlethal").count()).resolves.toBe(1);
    expect((await turnOf(gm, BRENNA)).ap).toBe(1);
    // the knockout's follow-ups at the GM (defeated, then the turn state) land before the next writes count
    await expect.poll(() => defeatedInTurns(gm, GOBLIN)).toBe(true);
    await resetStats(gm);
    await move(sheet, "sustain").click();
    const combatId = await gm.evaluate(() => (window as unknown as W).game.combat?.id ?? "");
    await expect.poll(async () => (await goblinHold(gm)).holdTurn).toBe(`${combatId}@2`);
    await expectWrites(gm, ["update Combat", "update Actor", "create ChatMessage"], { ordered: true });
    // the throw knocked the goblin out (nonlethal): out of the fight, its turn is skipped (issue 28)
    await endTurn(gm);
    await expect.poll(() => activeName(gm)).toBe("Grukk the Orc Chieftain");
    await keptAfterTurnEnd(gm);
    // the GM brings it to (2 HP), still on the ground: back in the fight, its passed place acts next
    await gm.evaluate(async (id) => {
      type A = { update(d: object): Promise<unknown> };
      const g = (window as unknown as W).game as unknown as {
        scenes: { active: { tokens: { find(f: (t: { actorId: string }) => boolean): { actor: A } } } };
      };
      await g.scenes.active.tokens
        .find((t) => t.actorId === id)
        .actor.update({ "system.stats.dieStep.hp.value": 2 });
    }, GOBLIN);
  });

  it("the round after, her turn ends without sustaining it: the goblin is released, and chat says so", async () => {
    await endTurn(gm);
    await endTurn(gm);
    await expect.poll(() => activeName(gm)).toBe("Brenna");
    await endTurn(gm);
    await expect.poll(async () => (await goblinHold(gm)).hold).toBe("none");
    await expect
      .poll(() => lines(player).last().textContent())
      .toBe("Brenna did not sustain the grab: Goblin Cutthroat is released.");
    const sheet = await openSheet(player, BRENNA);
    await expect.poll(() => sheet.locator(".tempo-ds-holding").count()).toBe(0);
    await sb.screenshot(player, "die-step-grapple-released");
  });

  it("the goblin, on the ground, cannot walk or run; it crawls (exclusive), and Brenna is offered an opportunity attack", async () => {
    await expect.poll(() => activeName(gm)).toBe("Goblin Cutthroat");
    expect((await goblinHold(gm)).prone).toBe(true);
    const sheet = await openTokenSheet(gm, GOBLIN);
    const dialog = gm.locator(".application.dialog");
    await sheet.locator(".tempo-ds-move").click();
    await expect.poll(() => dialog.count()).toBe(1);
    // walking and running are disabled on the ground, with the reason
    const prone = "On the ground a character crawls (an exclusive action) or stands up first.";
    for (const kind of ["move", "run"]) {
      const option = dialog.locator(`select[name="kind"] option[value="${kind}"]`);
      await expect(option.isDisabled()).resolves.toBe(true);
      await expect(option.textContent()).resolves.toContain(prone);
    }
    // a form that picks one anyway is refused before anything is sent
    await dialog.locator('select[name="kind"]').evaluate((s: HTMLSelectElement) => (s.value = "move"));
    await resetStats(gm);
    await dialog.locator('[data-dialog-action="move"]').click();
    await expect.poll(() => notices(gm)).toContain(prone);
    // the dialog stays open with the refusal in it (issue 30), and is corrected there
    await expect.poll(() => dialog.locator(".tempo-form-error").textContent()).toBe(prone);
    await expect(dialog.count()).resolves.toBe(1);
    await expectWrites(gm, []);
    await dialog.locator('select[name="kind"]').selectOption("crawl");
    await dialog.locator('[data-dialog-action="move"]').click();
    const offer = gm.locator(".chat-message .tempo-ds-offer").last();
    await expect.poll(() => offer.getAttribute("data-trigger")).toBe("exclusive-action");
    await expect(offer.textContent()).resolves.toContain("Brenna");
    await expectWrites(gm, ["create ChatMessage", "update Combat", "create ChatMessage"], { ordered: true });
    // an exclusive action takes every AP of the turn
    expect((await turnOf(gm, GOBLIN)).ap).toBe(0);
    await expect(lines(gm).last().textContent()).resolves.toBe("Goblin Cutthroat crawls one region.");
    expect(await pageErrors(gm, player)).toEqual([]);
  });

  it("next round she grabs the goblin again and the GM removes her from the fight mid-turn: the goblin is released", async () => {
    await endTurn(gm);
    await endTurn(gm);
    await expect.poll(() => activeName(gm)).toBe("Brenna");
    // standing again (a prone goblin's defence would roll twice)
    await setStatus(gm, GOBLIN, "prone", false);
    await grabGoblin(gm, player);
    expect(await goblinHold(gm)).toMatchObject({ hold: "full", heldBy: (await vitals(gm, BRENNA)).uuid });
    const before = await lines(player).count();
    // the GM deletes her combatant, as the tracker's "Remove Combatant" does
    await gm.evaluate(async (id) => {
      type C = { actorId: string; delete(): Promise<unknown> };
      const combat = (window as unknown as { game: { combat: { combatants: { contents: C[] } } } }).game
        .combat;
      await combat.combatants.contents.find((c) => c.actorId === id)?.delete();
    }, BRENNA);
    await expect.poll(() => activeName(gm)).toBe("Goblin Cutthroat");
    await expect.poll(() => goblinHold(gm)).toMatchObject({ heldBy: "", hold: "none", holdTurn: "" });
    await expect.poll(() => lines(player).count()).toBe(before + 1);
    await expect(lines(player).last().textContent()).resolves.toBe(
      "Brenna left the fight: Goblin Cutthroat is released.",
    );
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});

// Foundry hands ONE options object to every document of a batch: each held actor names the sheets to
// refresh under its own id, or the batch's last actor would name them for all (and the others' grapplers
// would keep stale sheets).
describe("Die-Step: two holds written in one batch refresh both grapplers' open sheets", () => {
  let gm: Page;
  useSandbox(startDieStep, (s) => ({ gm } = s), 60_000);

  it("two new actors, held by Brenna and by Grukk in one Actor batch: each grappler's sheet lists its own", async () => {
    const sheetOf = (id: string) => gm.locator(`form.application.sheet[id$="Actor-${id}"]`).first();
    const held = await gm.evaluate(
      async ([brenna, grukk]) => {
        type A = { id: string; uuid: string; sheet: { render(force: boolean): Promise<unknown> } };
        const w = window as unknown as {
          Actor: {
            create(data: object[]): Promise<A[]>;
            updateDocuments(updates: object[]): Promise<unknown>;
          };
          game: { actors: { get(id: string): A } };
        };
        const created = await w.Actor.create([
          { name: "Held By Brenna", type: "npc" },
          { name: "Held By Grukk", type: "npc" },
        ]);
        await w.game.actors.get(brenna).sheet.render(true);
        await w.game.actors.get(grukk).sheet.render(true);
        return created.map((a) => a.id);
      },
      [BRENNA, GRUKK] as const,
    );
    await expect.poll(() => sheetOf(BRENNA).count()).toBe(1);
    await expect.poll(() => sheetOf(GRUKK).count()).toBe(1);
    await expect(sheetOf(BRENNA).locator(".tempo-ds-holding").count()).resolves.toBe(0);
    await gm.evaluate(
      async ([a, b, brenna, grukk]) => {
        const w = window as unknown as { Actor: { updateDocuments(updates: object[]): Promise<unknown> } };
        const p = "system.stats.dieStep";
        await w.Actor.updateDocuments([
          { _id: a, [`${p}.heldBy`]: `Actor.${brenna}`, [`${p}.hold`]: "full" },
          { _id: b, [`${p}.heldBy`]: `Actor.${grukk}`, [`${p}.hold`]: "partial" },
        ]);
      },
      [held[0], held[1], BRENNA, GRUKK] as const,
    );
    await expect
      .poll(() => sheetOf(BRENNA).locator(".tempo-ds-holding").allTextContents())
      .toEqual([expect.stringContaining("Holding Held By Brenna (Full hold)")]);
    await expect
      .poll(() => sheetOf(GRUKK).locator(".tempo-ds-holding").allTextContents())
      .toEqual([expect.stringContaining("Holding Held By Grukk (Partial grab)")]);
    expect(await pageErrors(gm)).toEqual([]);
  });
});
