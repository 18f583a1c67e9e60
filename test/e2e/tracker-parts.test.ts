// Partial redraws of the combat tracker, as v13's HandlebarsApplicationMixin does them: `render({ parts })`
// replaces only the parts named and leaves the others' DOM as it was (the stand-in's own renders for an
// actor's change redraw the tracker part alone). Every button of every part must still answer ONE click
// with ONE effect: a listener wired per render on a part that was not redrawn would be wired twice (two
// dialogs), one wired on the replaced part's old element would be lost. Tempo wires its tracker buttons
// through the application's `actions` (delegated once at its element), never per render.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  HALVAINE,
  OSWIN,
  dialog,
  dialogButton,
  expectWrites,
  pageErrors,
  pause,
  resetStats,
  roundState,
  skipSurprise,
  startSegments,
  useSandbox,
} from "../foundry/segments/sandbox-helpers";

type TrackerWin = Window & {
  ui: { combat: { render(options: { parts?: string[] }): Promise<unknown> } };
  game: { actors: { get(id: string): { update(c: object): Promise<unknown> } | undefined } };
};

const PARTS = ["header", "tracker", "clockFooter"] as const;

/** Marks each rendered part's element, to tell later which parts were redrawn (a redrawn one is unmarked). */
async function markParts(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>("#combat [data-application-part]"))
      el.dataset.testMark = "kept";
  });
}

/** The parts whose element is still the one marked. */
const keptParts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("#combat [data-application-part]")]
      .filter((el) => el.dataset.testMark === "kept")
      .map((el) => el.dataset.applicationPart ?? ""),
  );

const renderParts = (page: Page, parts: string[]) =>
  page.evaluate(async (p) => {
    await (window as unknown as TrackerWin).ui.combat.render({ parts: p });
  }, parts);

const dialogs = (page: Page) => page.locator(".application.dialog");

/** One click, then exactly one dialog (a second would have opened by the pause), closed again. */
async function oneDialogFor(page: Page, button: ReturnType<Page["locator"]>): Promise<void> {
  await button.click();
  await expect.poll(() => dialogs(page).count()).toBe(1);
  await pause(300);
  expect(await dialogs(page).count()).toBe(1);
  await dialog(page).locator(".header-control[data-action='close']").click();
  await expect.poll(() => dialogs(page).count()).toBe(0);
}

const declareButton = (page: Page, combatantId: string) =>
  page.locator(`#combat-panel .tempo-sg-row[data-combatant-id="${combatantId}"] .tempo-sg-declare`);

describe("the combat tracker redraws some parts only; each button still acts once", () => {
  let gm: Page;
  let player: Page;
  let ids: Record<string, string> = {};

  useSandbox(startSegments, (s) => ({ gm, player, ids } = s), 90_000);

  it("render({ parts }) replaces only the parts named; the render hook is told which", async () => {
    await skipSurprise(gm);
    await expect.poll(() => declareButton(gm, ids[OSWIN]!).count()).toBe(1);
    await gm.evaluate(() => {
      const w = window as unknown as { Hooks: { on(n: string, f: (...a: unknown[]) => void): void } } & {
        __renderedParts?: string[][];
      };
      w.__renderedParts = [];
      w.Hooks.on("renderCombatTracker", (_app, _html, _context, options) => {
        w.__renderedParts?.push([...((options as { parts?: string[] }).parts ?? [])]);
      });
    });
    for (const part of PARTS) {
      await markParts(gm);
      await renderParts(gm, [part]);
      expect(await keptParts(gm)).toEqual(PARTS.filter((p) => p !== part));
    }
    const told = await gm.evaluate(
      () => (window as unknown as { __renderedParts: string[][] }).__renderedParts,
    );
    expect(told).toEqual(PARTS.map((p) => [p]));
  });

  it("after a redraw of each one part, Declare opens ONE dialog and its choice makes ONE write", async () => {
    for (const part of PARTS) {
      await renderParts(gm, [part]);
      await oneDialogFor(gm, declareButton(gm, ids[OSWIN]!));
    }
    await resetStats(gm);
    await declareButton(gm, ids[OSWIN]!).click();
    await expect.poll(() => dialogs(gm).count()).toBe(1);
    await dialogButton(gm, "declare").click();
    await expect.poll(async () => (await roundState(gm)).declarations[ids[OSWIN]!]?.kind).toBe("melee");
    await expectWrites(gm, ["update Combat"]);
    await pause(300); // a second declaration would have been written by now
    await expectWrites(gm, ["update Combat"]);
  });

  it("the header's and the footer's buttons answer one click once after a redraw of another part", async () => {
    for (const part of PARTS) {
      await renderParts(gm, [part]);
      await oneDialogFor(gm, gm.locator('#combat-panel [data-action="trackerSettings"]'));
      await oneDialogFor(gm, gm.locator('#combat-panel [data-action="endCombat"]'));
    }
  });

  it("an actor's change redraws the player's tracker part only; Declare still opens one dialog", async () => {
    await expect.poll(() => declareButton(player, ids[HALVAINE]!).count()).toBe(1);
    await markParts(player);
    // an actor changes: the rows show the combatants' actors, the header and the footer the Combat only
    await gm.evaluate(async (id) => {
      await (window as unknown as TrackerWin).game.actors.get(id)?.update({ "flags.tempo.probe": 1 });
    }, OSWIN);
    await expect.poll(() => keptParts(player)).toEqual(["header", "clockFooter"]);
    await oneDialogFor(player, declareButton(player, ids[HALVAINE]!));
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
