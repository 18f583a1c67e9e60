// axe-core on Tempo's markup in the stand-in (issue 13): a character sheet, an attack dialog, the
// attack card and the combat tracker of Time Count and Combat Roll, each free of critical and serious
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
