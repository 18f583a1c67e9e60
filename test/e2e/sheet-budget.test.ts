// What is left of the turn, on the sheet (issue 29): in each ruleset the player's character sheet header
// shows its budget in the ruleset's words once a fight has begun, and it changes right after one action
// (the sheet re-renders on the combat's change, which an actor sheet would not do by itself); its action
// buttons say what they cost ("Move · 1 action"). Screenshots
// of the header under both themes land in artifacts/ (sheet-budget-<theme>.png) and /tmp/shots-budget/.
import { mkdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { USERS, pageErrors, screenshotPart, waitReady, type Sandbox } from "./harness";
import * as ta from "../foundry/three-action/e2e-helpers";
import * as ds from "../foundry/die-step/e2e-helpers";
import * as cr from "../foundry/combat-roll/e2e-helpers";
import * as sg from "../foundry/segments/sandbox-helpers";
import * as tc from "../foundry/time-count/e2e-helpers";

const SHOTS = "/tmp/shots-budget";

/** The header's budget line of a sheet, as its reader sees it ("" when it shows none). */
async function budget(sheet: Locator): Promise<string> {
  const line = sheet.locator(".tempo-sheet-header .tempo-budget");
  return (await line.count()) === 0 ? "" : ((await line.textContent()) ?? "").replace(/\s+/g, " ").trim();
}

describe("Three-Action Turns: actions left and the reaction", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  ta.useSandbox(ta.startThreeAction, (s) => ({ sb, gm, player } = s), 60_000);

  it("no budget before the fight begins", async () => {
    const sheet = await ta.openSheet(player, ta.MIRA);
    await expect.poll(() => sheet.locator(".tempo-sheet-header").count()).toBe(1);
    expect(await budget(sheet)).toBe("");
  });

  it("Mira's turn: 3 actions and her reaction; a Move leaves 2, at once", async () => {
    const sheet = await ta.openSheet(player, ta.MIRA);
    const order = await gm.evaluate(() =>
      (
        window as unknown as { game: { combat: { combatants: { contents: { actorId: string }[] } } } }
      ).game.combat.combatants.contents.map((c) => c.actorId),
    );
    const d20: Record<string, number> = { [ta.MIRA]: 15, [ta.BANDIT]: 10, [ta.BRUTE]: 12, [ta.ARCHER]: 5 };
    await ta.dice(
      gm,
      order.map((id) => d20[id] ?? 1),
    );
    await gm.locator('#combat-panel [data-action="tempoRollAll"]').click();
    await gm.waitForFunction(() =>
      (
        window as unknown as {
          game: { combat: { combatants: { contents: { initiative: number | null }[] } } };
        }
      ).game.combat.combatants.contents.every((c) => typeof c.initiative === "number"),
    );
    await gm.locator('#combat-panel [data-action="startCombat"]').click();
    await expect.poll(() => ta.activeName(gm)).toBe("Mira");
    await expect.poll(() => budget(sheet)).toBe("In combat: Its turn · 3 actions left · reaction ready");
    // each button says what it costs, from the table the rules charge
    const move = sheet.locator('.tempo-ta-act[data-id="move"]');
    await expect(move.textContent()).resolves.toBe("Move · 1 action");
    await expect(sheet.locator('.tempo-ta-act[data-id="reaction"]').textContent()).resolves.toBe(
      "Reaction · 1 reaction",
    );
    await expect(sheet.locator(".tempo-ta-attack").first().textContent()).resolves.toContain("· 1 action");
    await move.click();
    await expect.poll(() => budget(sheet)).toBe("In combat: Its turn · 2 actions left · reaction ready");
    // the tracker's pips say the same: actions left this round
    const pips = player.locator("#combat-panel .tempo-ap-row[data-combatant-id] .tempo-ap-pips").first();
    await expect.poll(() => pips.getAttribute("aria-label")).toBe("Actions left this round: 2");
  });

  it("a creature whose turn is to come: the actions its turn brings, no reaction until then", async () => {
    const bandit = await ta.openSheet(gm, ta.BANDIT);
    await expect
      .poll(() => budget(bandit))
      .toBe("In combat: Turn to come · 3 actions left · no reaction until its turn");
  });

  it.each(["light", "dark"] as const)("screenshots the header under the %s theme", async (theme) => {
    await player.goto(`${sb.url}?user=${USERS.player}&theme=${theme}`);
    await waitReady(player);
    const sheet = await ta.openSheet(player, ta.MIRA);
    await expect.poll(() => budget(sheet)).toContain("2 actions left");
    const header = sheet.locator(".tempo-sheet-header");
    await screenshotPart(header, `sheet-budget-${theme}`);
    mkdirSync(SHOTS, { recursive: true });
    await header.screenshot({ path: `${SHOTS}/three-action-header-${theme}.png` });
    await sheet.screenshot({ path: `${SHOTS}/three-action-sheet-${theme}.png` });
    // the player's tracker: the pips count the same actions left
    const tracker = player.locator("#combat-panel .tempo-ap-tracker");
    await expect.poll(() => tracker.locator(".tempo-ap-pips").first().getAttribute("data-ap")).toBe("2");
    await tracker.screenshot({ path: `${SHOTS}/three-action-tracker-${theme}.png` });
  });

  it("the GM ends the fight: the open sheet's header shows no budget any more", async () => {
    const sheet = await ta.openSheet(player, ta.MIRA);
    await expect.poll(() => budget(sheet)).toContain("actions left");
    await gm.evaluate(async () => {
      const g = (window as unknown as { game: { combat: { delete(): Promise<unknown> } | null } }).game;
      await g.combat?.delete();
    });
    await expect.poll(() => budget(sheet)).toBe("");
  });

  it("neither page raised an error", async () => {
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});

describe("Die-Step Contests: AP left", () => {
  let gm: Page;
  let player: Page;

  ds.useSandbox(ds.startDieStep, (s) => ({ gm, player } = s), 60_000);

  it("Brenna's turn: 3 AP; a move of one region (minor) leaves 2; the orc's turn to come brings his", async () => {
    await ds.rollRef(gm, { [ds.BRENNA]: 6, [ds.GRUKK]: 5, [ds.GOBLIN]: 2 });
    await gm.locator('#combat-panel [data-action="startCombat"]').click();
    await expect.poll(() => ds.activeName(gm)).toBe("Brenna");
    const sheet = await ds.openSheet(player, ds.BRENNA);
    await expect.poll(() => budget(sheet)).toBe("In combat: Its turn · 3 AP left");
    await expect(sheet.locator(".tempo-ds-attack").first().textContent()).resolves.toContain("· 2 AP");
    await sheet.locator(".tempo-ds-move").click();
    const dialog = player.locator(".application.dialog");
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.locator('select[name="kind"]').selectOption("move");
    await dialog.locator('[data-dialog-action="move"]').click();
    await expect.poll(() => budget(sheet)).toBe("In combat: Its turn · 2 AP left");
    const orc = await ds.openTokenSheet(gm, ds.GRUKK);
    await expect.poll(() => budget(orc)).toMatch(/^In combat: Turn to come · \d+ AP left$/);
  });

  it("neither page raised an error", async () => {
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});

describe("Combat Roll: AP and attacks left, the reaction", () => {
  let gm: Page;
  let player: Page;

  cr.useSandbox(
    () => cr.startCombatRoll({ [cr.ALDRIC]: 6 }),
    (s) => ({ gm, player } = s),
    60_000,
  );

  it("Aldric's round: 3 AP, 2 attacks, a reaction; a Disengage leaves 2 AP", async () => {
    await expect.poll(() => cr.activeName(gm)).toBe("Aldric");
    const sheet = await cr.openSheet(player, cr.ALDRIC);
    await expect
      .poll(() => budget(sheet))
      .toBe("In combat: Its turn · 3 AP left · 2 attacks left · reaction ready");
    await expect(sheet.locator(cr.action("act", "disengage")).textContent()).resolves.toBe(
      "Disengage · 1 AP",
    );
    await expect(sheet.locator(cr.action("move", "move")).textContent()).resolves.toBe("Move · no AP");
    await sheet.locator(cr.action("act", "disengage")).click();
    await expect
      .poll(() => budget(sheet))
      .toBe("In combat: Its turn · 2 AP left · 2 attacks left · reaction ready");
  });

  it("neither page raised an error", async () => {
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});

describe("Segmented Rounds: the segment it acts in", () => {
  let gm: Page;
  let player: Page;
  let ids: Record<string, string> = {};

  sg.useSandbox(
    () => sg.startSegments(),
    (s) => ({ gm, player, ids } = s),
    90_000,
  );

  it("Halvaine's sheet: not declared, then waiting on initiative, then the segment her side rolled", async () => {
    await sg.skipSurprise(gm);
    const sheet = await sg.sheetOf(player, sg.HALVAINE);
    await expect.poll(() => budget(sheet)).toBe("In combat: Not declared yet this round");
    await sg.gmDeclare(gm, ids[sg.HALVAINE]!, { kind: "move" });
    await expect.poll(() => budget(sheet)).toBe("In combat: Its segment is known after initiative");
    await sg.gmDeclare(gm, ids[sg.OSWIN]!, { kind: "melee", targetId: ids[sg.BUGBEAR]! });
    await sg.gmDeclare(gm, ids[sg.SHAMAN]!, { kind: "melee", targetId: ids[sg.HALVAINE]! });
    await sg.gmDeclare(gm, ids[sg.BUGBEAR]!, { kind: "melee", targetId: ids[sg.OSWIN]! });
    await sg.closeDeclarationsAndRoll(gm, [4, 2]);
    const rolls = (await sg.roundState(gm)).initiativeRolls as Record<string, number>;
    // each side acts in the segment the OTHER side rolled
    await expect
      .poll(() => budget(sheet))
      .toBe(`In combat: Acts in segment ${String(rolls.monsters)} this round`);
  });

  it("neither page raised an error", async () => {
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});

describe("Time Count: the count of its next turn", () => {
  let gm: Page;
  let player: Page;

  tc.useSandbox(
    () => tc.startTimeCount({ timeCountImpairments: true, timeCountSimultaneous: true }),
    (s) => ({ gm, player } = s),
    60_000,
  );

  it("Zherynn is due at count 5; her Cautious stance (Swift, 4 TC) puts her next turn at 9", async () => {
    const sheet = await tc.openSheet(player, tc.ZHERYNN);
    expect(await budget(sheet)).toBe("");
    await tc.placeAndBegin(gm, { Zherynn: [2], Garret: [3], Bandit: [3] }, { banditAt: 7, first: 5 });
    await expect.poll(() => budget(sheet)).toBe("In combat: Its turn now, at count 5");
    await tc.dice(gm, [2]);
    await sheet.locator(".tempo-tc-action", { hasText: "Cautious" }).locator(".tempo-tc-perform").click();
    await expect
      .poll(() => budget(sheet))
      .toBe("In combat: Next turn at count 9 (in 4 TC) · Action in progress until count 9");
  });

  it("neither page raised an error", async () => {
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
