// axe-core on Tempo's markup in the stand-in (issue 13): a character sheet, an attack dialog, the
// attack card and the combat tracker of Time Count, Combat Roll, Segmented Rounds and Three-Action, each free of critical and serious
// violations (names for every control, labels for every field, valid ARIA, readable contrast).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { queueDice, startTempo, useSandbox, type Sandbox } from "./harness";
import { axeViolations, type AxeFinding } from "./axe";
import {
  ALDRIC,
  ORK,
  openSheet,
  rollAndBegin,
  startCombatRoll,
  target,
} from "../foundry/combat-roll/e2e-helpers";
import * as sg from "../foundry/segments/sandbox-helpers";
import * as ta from "../foundry/three-action/e2e-helpers";

type Win = Window & { game: { actors: { getName(n: string): { id: string } | undefined } } };
const dialog = (page: Page) => page.locator(".application.dialog");

describe("Time Count's markup under axe-core", () => {
  let gm: Page;
  useSandbox(
    async () => {
      const sb: Sandbox = await startTempo();
      return { sb, gm: await sb.open("gm") };
    },
    (s) => ({ gm } = s),
  );

  it("has no critical or serious violation on the sheet, the attack dialog, the card and the tracker", async () => {
    const idOf = (name: string) =>
      gm.evaluate((n) => (window as unknown as Win).game.actors.getName(n)?.id ?? "", name);
    const zherynn = await idOf("Zherynn");
    await gm.locator(`[data-actor-id="${zherynn}"] .open-sheet`).click();
    const sheet = gm.locator(`form.application.sheet[id$="Actor-${zherynn}"]`);
    const found: Record<string, AxeFinding[]> = { sheet: await axeViolations(sheet) };

    await gm
      .locator(`[data-actor-id="${await idOf("Bandit")}"] .target-toggle`)
      .first()
      .click();
    await queueDice(gm, [15, 3]);
    await sheet
      .locator(".tempo-tc-weapon", { hasText: "Dagger" })
      .locator(".tempo-tc-attack")
      .first()
      .click();
    found.dialog = await axeViolations(dialog(gm));
    await dialog(gm).locator('[data-dialog-action="roll"]').click();
    const card = gm
      .locator(".chat-message")
      .filter({ has: gm.locator(".tempo-attack-card") })
      .last();
    found.card = await axeViolations(card);
    found.tracker = await axeViolations(gm.locator("#combat-panel .tempo-combat-tracker"));
    expect(found).toEqual({ sheet: [], dialog: [], card: [], tracker: [] });
  });
});

describe("Combat Roll's markup under axe-core", () => {
  let gm: Page;
  let player: Page;
  useSandbox(
    () => startCombatRoll(),
    (s) => ({ gm, player } = s),
  );

  it("has no critical or serious violation on the sheet, the positioning dialog, the card and the tracker", async () => {
    await rollAndBegin(gm, { [ALDRIC]: 6, [ORK]: 5, crActGoblinArch1: 1 });
    const sheet = await openSheet(player, ALDRIC);
    const found: Record<string, AxeFinding[]> = { sheet: await axeViolations(sheet) };
    await target(player, ORK);
    await sheet.locator(".tempo-cr-strike").first().click();
    found.dialog = await axeViolations(dialog(player));
    await dialog(player).locator('[data-dialog-action="roll"]').click();
    const card = gm
      .locator(".chat-message")
      .filter({ has: gm.locator(".tempo-cr-card") })
      .last();
    found.card = await axeViolations(card);
    found.tracker = await axeViolations(gm.locator("#combat-panel .tempo-combat-tracker"));
    expect(found).toEqual({ sheet: [], dialog: [], card: [], tracker: [] });
  });
});

describe("Segmented Rounds' markup under axe-core", () => {
  let gm: Page;
  useSandbox(
    () => sg.startSegmentsGM(),
    (s) => ({ gm } = s),
  );

  it("has no critical or serious violation on the sheet, the attack dialog, the card and the tracker", async () => {
    await sg.dice(gm, [3, 5]);
    await gm.locator("#combat-panel .tempo-sg-surprise-both").click();
    await expect.poll(() => sg.tracker(gm).getAttribute("data-phase")).toBe("surprise");
    const sheet = await sg.sheetOf(gm, sg.BUGBEAR);
    const found: Record<string, AxeFinding[]> = { sheet: await axeViolations(sheet) };
    await gm.locator(`[data-actor-id="${sg.OSWIN}"] .target-toggle`).click();
    await sheet.locator(".tempo-sg-attack").first().click();
    await expect.poll(() => sg.dialog(gm).locator('[name="rear"]').count()).toBe(1);
    found.dialog = await axeViolations(sg.dialog(gm));
    await sg.dice(gm, [11, 3, 2]);
    await sg.dialogButton(gm, "roll").click();
    await expect.poll(() => sg.lastCard(gm).count()).toBe(1);
    found.card = await axeViolations(
      gm
        .locator(".chat-message")
        .filter({ has: gm.locator(".tempo-attack-card") })
        .last(),
    );
    found.tracker = await axeViolations(gm.locator("#combat-panel .tempo-combat-tracker"));
    expect(found).toEqual({ sheet: [], dialog: [], card: [], tracker: [] });
  });
});

describe("Three-Action Turns' markup under axe-core", () => {
  let gm: Page;
  let player: Page;
  useSandbox(
    () => ta.startThreeAction(),
    (s) => ({ gm, player } = s),
  );

  it("has no critical or serious violation on the sheet, the attack dialog, the card and the tracker", async () => {
    const d20: Record<string, number> = { [ta.MIRA]: 15, [ta.BANDIT]: 10, [ta.BRUTE]: 12, [ta.ARCHER]: 5 };
    const order = await gm.evaluate(() =>
      (
        window as unknown as { game: { combat: { combatants: { contents: { actorId: string }[] } } } }
      ).game.combat.combatants.contents.map((c) => c.actorId),
    );
    await ta.dice(
      gm,
      order.map((id) => d20[id] ?? 1),
    );
    await gm.locator('#combat-panel [data-action="tempoRollAll"]').click();
    await gm.locator('#combat-panel [data-action="startCombat"]').click();
    await gm.locator("#combat-panel .tempo-ap-row.active").waitFor();
    const sheet = await ta.openSheet(player, ta.MIRA);
    const found: Record<string, AxeFinding[]> = { sheet: await axeViolations(sheet) };
    await ta.target(player, ta.BANDIT);
    await ta.dice(gm, [12, 5]);
    await sheet.locator(".tempo-ta-attack").first().click();
    await expect.poll(() => ta.dialog(player).count()).toBe(1);
    found.dialog = await axeViolations(ta.dialog(player));
    await ta.dialog(player).locator('[data-dialog-action="roll"]').click();
    await expect.poll(() => ta.lastCard(gm).count()).toBe(1);
    found.card = await axeViolations(
      gm
        .locator(".chat-message")
        .filter({ has: gm.locator(".tempo-ta-card") })
        .last(),
    );
    found.tracker = await axeViolations(player.locator("#combat-panel .tempo-combat-tracker"));
    expect(found).toEqual({ sheet: [], dialog: [], card: [], tracker: [] });
  });
});
