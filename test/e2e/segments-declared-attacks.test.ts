// Segmented Rounds (seed 000): what a combatant declared binds its attacks for the round (a parry, a
// declared spell, closing refuse the attack before any roll, writing nothing), and the attack dialog and
// card tell how well a monster perceives an invisible foe (more than 6 / 11 hit dice, keen senses).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { resetStats, startTempo, waitReady, type Sandbox } from "./harness";
import {
  clock,
  createEncounterCombat,
  dialog,
  dice,
  expectWrites,
  gmDeclare,
  lastCard,
  record,
  sheetOf,
  target,
  tracker,
  type Win,
} from "../foundry/segments/sandbox-helpers";

const HALVAINE = "sgActHalvaine001";
const OSWIN = "sgActOswin000001";
const SHAMAN = "sgActGobShaman01";
const BUGBEAR = "sgActBugbear0001";

type Api = Window & {
  ui: { notifications: { history: { type: string; message: string }[] } };
  game: { actors: { get(id: string): { update(d: object): Promise<unknown> } | undefined } };
};

const lastError = async (page: Page): Promise<string | undefined> =>
  page.evaluate(
    () =>
      (window as unknown as Api).ui.notifications.history.filter((n) => n.type === "error").at(-1)?.message,
  );

const setStats = (page: Page, actorId: string, changes: Record<string, unknown>) =>
  page.evaluate(
    async ([id, c]) => {
      await (window as unknown as Api).game.actors.get(id)?.update(c);
    },
    [actorId, changes] as const,
  );

describe("Segmented Rounds: declared actions bind the round's attacks; invisible foes", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;
  let ids: Record<string, string> = {};

  beforeAll(async () => {
    sb = await startTempo();
    gm = await sb.open("gm");
    await Promise.all([gm.waitForEvent("load"), gm.locator("#sandbox-ruleset").selectOption("segments")]);
    await waitReady(gm);
    await createEncounterCombat(gm);
    player = await sb.open("player");
    ids = (await record(gm)).byActor;
  }, 90_000);

  afterAll(async () => {
    await sb?.close();
  });

  it("round 1: Oswin parries, Halvaine casts, the Shaman closes on her, the Bugbear attacks Oswin", async () => {
    await clock(gm, "beginSurprise").waitFor();
    await gm.locator("#combat-panel .tempo-sg-surprise-none").click();
    await expect.poll(() => tracker(gm).getAttribute("data-phase")).toBe("declaration");
    await gmDeclare(gm, ids[OSWIN]!, { kind: "parry", targetId: ids[BUGBEAR]! });
    await gmDeclare(gm, ids[HALVAINE]!, { kind: "spell", spellId: "sgActHalvItem002" });
    await gmDeclare(gm, ids[SHAMAN]!, { kind: "close", targetId: ids[HALVAINE]! });
    await gmDeclare(gm, ids[BUGBEAR]!, { kind: "melee", targetId: ids[OSWIN]! });
    await expect.poll(async () => Object.keys((await record(gm)).round.state.declarations).length).toBe(4);
    await clock(gm, "closeDeclarations").click();
    await expect.poll(() => tracker(gm).getAttribute("data-phase")).toBe("initiative");
    await dice(gm, [4, 2]);
    await clock(gm, "rollInitiative").click();
    await expect.poll(() => tracker(gm).getAttribute("data-phase")).toBe("segments");
  });

  it("a parrying Oswin cannot attack: refused before any roll or dialog, nothing written", async () => {
    const sheet = await sheetOf(gm, OSWIN);
    await target(gm, [BUGBEAR]);
    await resetStats(gm);
    await sheet.locator(".tempo-sg-attack").first().click();
    await expect.poll(() => lastError(gm)).toBe("Oswin is parrying this round and forgoes attacking.");
    await expect(dialog(gm).count()).resolves.toBe(0);
    await expectWrites(gm, [], { ordered: true });
  });

  it("the player's Halvaine declared a spell: her dagger is refused on her own page", async () => {
    const sheet = await sheetOf(player, HALVAINE);
    await target(player, [SHAMAN]);
    await resetStats(player);
    await resetStats(gm);
    await sheet.locator(".tempo-sg-attack").first().click();
    await expect
      .poll(() => lastError(player))
      .toBe("Halvaine declared a spell: it may be abandoned, but not replaced by an attack.");
    await new Promise((r) => setTimeout(r, 300));
    await expectWrites(player, [], { ordered: true });
    await expectWrites(gm, [], { ordered: true });
  });

  it("the Shaman closing on Halvaine makes no attack roll this round, not even unarmed", async () => {
    const sheet = await sheetOf(gm, SHAMAN);
    await target(gm, [HALVAINE]);
    await resetStats(gm);
    await sheet.locator(".tempo-sg-unarmed").click();
    await expect
      .poll(() => lastError(gm))
      .toBe("Goblin Shaman is closing into combat: closing does not permit an attack roll this round.");
    await expect(dialog(gm).count()).resolves.toBe(0);
    await expectWrites(gm, [], { ordered: true });
  });

  it("Oswin turns invisible: the Bugbear (3 hit dice) cannot detect him, -4 stays ticked", async () => {
    await setStats(gm, OSWIN, { "system.stats.segments.conditions.invisible": true });
    const sheet = await sheetOf(gm, BUGBEAR);
    await target(gm, [OSWIN]);
    await sheet.locator(".tempo-sg-attack").first().click();
    await expect
      .poll(() => dialog(gm).locator(".tempo-sg-detection").getAttribute("data-detection"))
      .toBe("no");
    await expect(dialog(gm).locator(".tempo-sg-detection").textContent()).resolves.toContain(
      "Bugbear cannot detect invisible foes",
    );
    await expect(dialog(gm).locator('[name="invisible"]').isChecked()).resolves.toBe(true);
    await dialog(gm).locator('button[data-dialog-action="cancel"]').click();
    await expect.poll(() => dialog(gm).count()).toBe(0);
  });

  it("with 7 hit dice it may detect him (the GM decides); with 12 it perceives him normally", async () => {
    await setStats(gm, BUGBEAR, { "system.stats.segments.hitDice": 7 });
    const sheet = await sheetOf(gm, BUGBEAR);
    await sheet.locator(".tempo-sg-attack").first().click();
    await expect
      .poll(() => dialog(gm).locator(".tempo-sg-detection").getAttribute("data-detection"))
      .toBe("may-detect");
    await expect(dialog(gm).locator('[name="invisible"]').isChecked()).resolves.toBe(true);
    await dialog(gm).locator('button[data-dialog-action="cancel"]').click();
    await expect.poll(() => dialog(gm).count()).toBe(0);

    await setStats(gm, BUGBEAR, { "system.stats.segments.hitDice": 12 });
    await sheet.locator(".tempo-sg-attack").first().click();
    await expect
      .poll(() => dialog(gm).locator(".tempo-sg-detection").getAttribute("data-detection"))
      .toBe("normal");
    await expect(dialog(gm).locator('[name="invisible"]').isChecked()).resolves.toBe(false);
    await dice(gm, [10, 1, 1]);
    await resetStats(gm);
    await dialog(gm).locator('button[data-dialog-action="roll"]').click();
    await expect
      .poll(() => lastCard(player).locator(".tempo-sg-detection").getAttribute("data-detection"))
      .toBe("normal");
    await expectWrites(gm, ["create ChatMessage"], { ordered: true });
    await expect(lastCard(player).locator(".tempo-sg-detection").textContent()).resolves.toContain(
      "Bugbear (more than 11 hit dice) almost always perceives invisible foes normally",
    );
    const mods = await lastCard(player).locator(".tempo-modifiers").first().locator("li").allTextContents();
    expect(mods.some((m) => m.startsWith("Invisible"))).toBe(false);
    expect(mods).toContain("Target parries -1");
  });

  it("neither page raised an error", async () => {
    expect(await gm.evaluate(() => (window as unknown as Win).__sandbox.errors)).toEqual([]);
    expect(await player.evaluate(() => (window as unknown as Win).__sandbox.errors)).toEqual([]);
  });
});
