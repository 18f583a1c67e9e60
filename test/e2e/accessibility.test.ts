// Every playable ruleset's character sheet, attack dialog (Die-Step: its Move… dialog), attack card and combat tracker under both of
// Foundry v13's themes (issue 13): axe-core finds no critical, serious or moderate violation in Tempo's markup
// (names for every control, labels for every field, valid ARIA), every text element reads at WCAG AA
// contrast, and each view is screenshot into artifacts/views-<ruleset>-<view>-<theme>.png. The light
// pass plays the attack; the dark pass reloads the page under the dark theme and opens the same views
// again (the dialog cancelled), the card and the tracker as the attack left them.
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { queueDice, screenshotPart, startTempo, USERS, useSandbox, waitReady, type Sandbox } from "./harness";
import { axeViolations, type AxeFinding } from "./axe";
import { lowContrast, type LowContrast } from "./contrast";
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
import * as ds from "../foundry/die-step/e2e-helpers";

type Win = Window & { game: { actors: { getName(n: string): { id: string } | undefined } } };
type Theme = "light" | "dark";
const VIEWS = ["sheet", "dialog", "card", "tracker"] as const;
type View = (typeof VIEWS)[number];

/** How a ruleset's four views are reached on a page (`page` is the one the attacker's owner uses). */
interface Scenario {
  name: string;
  openSheet(page: Page): Promise<Locator>;
  /** Opens the attack dialog from the sheet (the target chosen first). */
  openDialog(page: Page, sheet: Locator): Promise<Locator>;
  /** The light pass only: the dialog's confirm, with the dice it needs queued at the GM. */
  confirm(gm: Page, dialog: Locator): Promise<void>;
  card(gm: Page): Locator;
  tracker(page: Page): Locator;
  /** What the dark pass does otherwise (an attacker whose attack of the round is spent cannot reopen it). */
  dark?: Pick<Scenario, "openSheet" | "openDialog">;
}

const dialogOf = (page: Page) => page.locator(".application.dialog").last();
const cardWith = (page: Page, selector: string) =>
  page
    .locator(".chat-message")
    .filter({ has: page.locator(selector) })
    .last();

interface Finding {
  axe: AxeFinding[];
  contrast: LowContrast[];
}

/** axe and contrast on a view (`ours`: the part of it that is Tempo's markup, where axe looks). */
async function inspect(view: Locator, name: string, ours: Locator = view): Promise<Finding> {
  await view.waitFor();
  const found = { axe: await axeViolations(ours), contrast: await lowContrast(view) };
  await screenshotPart(view, name);
  return found;
}

/** The four views under the page's theme; the attack is made in the light pass only. */
async function views(scenario: Scenario, gm: Page, page: Page, theme: Theme): Promise<Record<View, Finding>> {
  const s = theme === "dark" && scenario.dark ? { ...scenario, ...scenario.dark } : scenario;
  const prefix = `views-${s.name}`;
  const sheet = await s.openSheet(page);
  const found = { sheet: await inspect(sheet, `${prefix}-sheet-${theme}`) } as Record<View, Finding>;
  const dialog = await s.openDialog(page, sheet);
  found.dialog = await inspect(dialog, `${prefix}-dialog-${theme}`);
  if (theme === "light") await s.confirm(gm, dialog);
  else await dialog.locator('[data-dialog-action="cancel"]').click();
  // a card's header (sender, time, delete) is core's markup; its content is Tempo's
  const card = s.card(gm);
  found.card = await inspect(card, `${prefix}-card-${theme}`, card.locator(".message-content"));
  found.tracker = await inspect(s.tracker(page), `${prefix}-tracker-${theme}`);
  return found;
}

/** Reloads a page under a theme (the world lives on the stand-in's server: nothing is lost). */
async function reload(page: Page, url: string, user: keyof typeof USERS, theme: Theme): Promise<void> {
  await page.goto(`${url}?user=${USERS[user]}&theme=${theme}`);
  await waitReady(page);
}

const clean = { axe: [], contrast: [] };
const allClean = Object.fromEntries(VIEWS.map((v) => [v, clean]));

/** What a suite starts: the sandbox, the GM's page and the page of the attacker's owner. */
interface Started {
  sb: Sandbox;
  gm: Page;
  page: Page;
  user: keyof typeof USERS;
}

/** The suite of one ruleset: the light pass, then the dark one. */
function suite(s: Scenario, start: () => Promise<Started>) {
  describe(`${s.name}: sheet, attack dialog, card and tracker`, () => {
    let ctx: Started;
    useSandbox(start, (started) => {
      ctx = started;
    });
    for (const theme of ["light", "dark"] as const)
      it(`under the ${theme} theme: no critical, serious or moderate axe violation, text at AA contrast`, async () => {
        if (theme === "dark") {
          await reload(ctx.page, ctx.sb.url, ctx.user, theme);
          if (ctx.page !== ctx.gm) await reload(ctx.gm, ctx.sb.url, "gm", theme);
        }
        expect(await views(s, ctx.gm, ctx.page, theme)).toEqual(allClean);
      });
  });
}

/** An actor's id by name, once the page's world holds it. */
async function idOf(page: Page, name: string): Promise<string> {
  const id = await page.waitForFunction((n) => (window as unknown as Win).game.actors.getName(n)?.id, name);
  return String(await id.jsonValue());
}

suite(
  {
    name: "time-count",
    async openSheet(page) {
      const id = await idOf(page, "Zherynn");
      await page.locator(`[data-actor-id="${id}"] .open-sheet`).click();
      return page.locator(`form.application.sheet[id$="Actor-${id}"]`);
    },
    async openDialog(page, sheet) {
      const bandit = page.locator(`[data-actor-id="${await idOf(page, "Bandit")}"] .target-toggle`).first();
      if (!(await bandit.getAttribute("class"))?.includes("active")) await bandit.click();
      await sheet
        .locator(".tempo-tc-weapon", { hasText: "Dagger" })
        .locator(".tempo-tc-attack")
        .first()
        .click();
      return dialogOf(page);
    },
    async confirm(gm, dialog) {
      await queueDice(gm, [15, 3]);
      await dialog.locator('[data-dialog-action="roll"]').click();
    },
    card: (gm) => cardWith(gm, ".tempo-attack-card"),
    tracker: (page) => page.locator("#combat-panel .tempo-combat-tracker"),
  },
  async () => {
    const sb = await startTempo();
    const gm = await sb.open("gm");
    return { sb, gm, page: gm, user: "gm" };
  },
);

suite(
  {
    name: "segments",
    openSheet: (page) => sg.sheetOf(page, sg.BUGBEAR),
    async openDialog(page, sheet) {
      await sg.target(page, [sg.OSWIN]);
      await sheet.locator(".tempo-sg-attack").first().click();
      return dialogOf(page);
    },
    async confirm(gm, dialog) {
      await queueDice(gm, [11, 3, 2]);
      await dialog.locator('[data-dialog-action="roll"]').click();
    },
    card: (gm) => cardWith(gm, ".tempo-attack-card"),
    tracker: (page) => page.locator("#combat-panel .tempo-combat-tracker"),
    // the Bugbear's one routine of the surprise segment is spent: the Shaman attacks Halvaine instead
    dark: {
      openSheet: (page) => sg.sheetOf(page, sg.SHAMAN),
      async openDialog(page, sheet) {
        await sg.target(page, [sg.HALVAINE]);
        await sheet.locator(".tempo-sg-attack").first().click();
        return dialogOf(page);
      },
    },
  },
  async () => {
    const { sb, gm } = await sg.startSegmentsGM();
    await queueDice(gm, [3, 5]);
    await gm.locator("#combat-panel .tempo-sg-surprise-both").click();
    await gm.locator('#combat-panel .tempo-segments[data-phase="surprise"]').waitFor();
    return { sb, gm, page: gm, user: "gm" };
  },
);

suite(
  {
    name: "combat-roll",
    openSheet: (page) => openSheet(page, ALDRIC),
    async openDialog(page, sheet) {
      await target(page, ORK);
      await sheet.locator(".tempo-cr-strike").first().click();
      return dialogOf(page);
    },
    async confirm(_gm, dialog) {
      await dialog.locator('[data-dialog-action="roll"]').click();
    },
    card: (gm) => cardWith(gm, ".tempo-cr-card"),
    tracker: (page) => page.locator("#combat-panel .tempo-combat-tracker"),
  },
  async () => {
    const { sb, gm, player } = await startCombatRoll();
    await rollAndBegin(gm, { [ALDRIC]: 6, [ORK]: 5, crActGoblinArch1: 1 });
    return { sb, gm, page: player, user: "player" };
  },
);

suite(
  {
    name: "three-action",
    openSheet: (page) => ta.openSheet(page, ta.MIRA),
    async openDialog(page, sheet) {
      await ta.target(page, ta.BANDIT);
      await sheet.locator(".tempo-ta-attack").first().click();
      return dialogOf(page);
    },
    async confirm(gm, dialog) {
      await queueDice(gm, [12, 5]);
      await dialog.locator('[data-dialog-action="roll"]').click();
    },
    card: (gm) => cardWith(gm, ".tempo-ta-card"),
    tracker: (page) => page.locator("#combat-panel .tempo-combat-tracker"),
  },
  async () => {
    const { sb, gm, player } = await ta.startThreeAction();
    const d20: Record<string, number> = { [ta.MIRA]: 15, [ta.BANDIT]: 10, [ta.BRUTE]: 12, [ta.ARCHER]: 5 };
    const order = await gm.evaluate(() =>
      (
        window as unknown as { game: { combat: { combatants: { contents: { actorId: string }[] } } } }
      ).game.combat.combatants.contents.map((c) => c.actorId),
    );
    await queueDice(
      gm,
      order.map((id) => d20[id] ?? 1),
    );
    await gm.locator('#combat-panel [data-action="tempoRollAll"]').click();
    await gm.locator('#combat-panel [data-action="startCombat"]').click();
    await gm.locator("#combat-panel .tempo-ap-row.active").waitFor();
    return { sb, gm, page: player, user: "player" };
  },
);

// Die-Step has no attack dialog (the attacker targets and clicks; the defender chooses on the card): its
// dialog is the sheet's Move…, and the attack that makes the card follows once that is cancelled.
suite(
  {
    name: "die-step",
    openSheet: (page) => ds.openSheet(page, ds.BRENNA),
    async openDialog(page, sheet) {
      await ds.target(page, ds.GRUKK);
      await sheet.locator(".tempo-ds-move").click();
      return dialogOf(page);
    },
    async confirm(_gm, dialog) {
      await dialog.locator('[data-dialog-action="cancel"]').click();
      await dialog.page().locator(".tempo-ds-attack").first().click();
    },
    card: (gm) => cardWith(gm, ".tempo-ds-card"),
    tracker: (page) => page.locator("#combat-panel .tempo-combat-tracker"),
  },
  async () => {
    const { sb, gm, player } = await ds.startDieStep();
    await ds.rollRef(gm, { [ds.BRENNA]: 6, [ds.GRUKK]: 5, [ds.GOBLIN]: 2 });
    await gm.locator('#combat-panel [data-action="startCombat"]').click();
    await gm.locator("#combat-panel .tempo-ap-row.active").waitFor();
    return { sb, gm, page: player, user: "player" };
  },
);
