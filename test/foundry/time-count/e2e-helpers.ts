// Helpers of the Time Count end-to-end tests (test/e2e/time-count*.test.ts): the sample world's actors,
// reading its documents from a sandbox page, and driving the tracker, sheets and dialogs.
import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import { firstTokensOnly, queueDice, settle, startTempo, type Sandbox } from "../../e2e/harness";

// The harness's helpers too, so that a suite imports from one place.
export * from "../../e2e/harness";
export { queueDice as dice } from "../../e2e/harness";

export const ZHERYNN = "tcActZherynn0001";
export const GARRET = "tcActGarret00001";
export const BANDIT = "tcActBandit00001";

export type Win = Window & {
  game: {
    actors: { get(id: string): { system: { stats: { timeCount: Record<string, unknown> } } } | undefined };
    scenes: {
      active: {
        tokens: {
          find(
            f: (t: { actorId: string }) => boolean,
          ): { actor: { system: { stats: { timeCount: Record<string, unknown> } } } } | undefined;
        };
      } | null;
    };
    settings: { set(ns: string, key: string, value: unknown): Promise<unknown> };
    combat: {
      system: { count: number };
      combatants: {
        contents: {
          name: string;
          initiative: number | null;
          system: { nextCount: number | null; unsteady: boolean; pending: string };
          update(d: object): Promise<unknown>;
        }[];
      };
    } | null;
    time: { worldTime: number };
  };
};

/**
 * A sandbox on a private build with a GM page and a player page. The GM's first visit seeds the world's
 * ruleset (the setting defaults to the Time Count): its sample actors, and the encounter created through
 * Tempo's Combat class. `settings` (Tempo's world settings) are set by the GM before the player comes.
 */
export async function startTimeCount(
  settings: Record<string, unknown> = {},
  { everyToken = false }: { everyToken?: boolean } = {},
): Promise<{ sb: Sandbox; gm: Page; player: Page }> {
  const sb = await startTempo();
  const gm = await sb.open("gm");
  await gm.locator(".tempo-time-count").waitFor();
  // The suites are scripted for one Bandit; the sample's second Bandit token fights in unlinked-tokens.
  if (!everyToken) await firstTokensOnly(gm);
  if (Object.keys(settings).length > 0)
    await gm.evaluate(async (entries) => {
      const s = (window as unknown as Win).game.settings;
      for (const [key, value] of entries) await s.set("tempo", key, value);
    }, Object.entries(settings));
  const player = await sb.open("player");
  return { sb, gm, player };
}

/** The timeCount block of an actor, as the page sees it (a copy). */
export const tc = (page: Page, id: string) =>
  page.evaluate((actorId) => {
    // the actor of its first token (an unlinked monster's first token), else the world actor
    const g = (window as unknown as Win).game;
    const actor = g.scenes.active?.tokens.find((t) => t.actorId === actorId)?.actor ?? g.actors.get(actorId);
    return JSON.parse(JSON.stringify(actor?.system.stats.timeCount ?? {})) as Record<string, never>;
  }, id);

export interface TcState {
  hp: number;
  fatigue: number;
  threshold: number;
  checkDc: number;
  unconscious: boolean;
  wounded: boolean;
}

/** The status effects (conditions) of an actor, as its first token's actor holds them, sorted. */
export const statusesOf = (page: Page, id: string) =>
  page.evaluate((actorId) => {
    const g = (window as unknown as Win).game as unknown as {
      scenes: {
        active: {
          tokens: { find(f: (t: { actorId: string }) => boolean): { actor: unknown } | undefined };
        } | null;
      };
      actors: { get(id: string): unknown };
    };
    const actor = (g.scenes.active?.tokens.find((t) => t.actorId === actorId)?.actor ??
      g.actors.get(actorId)) as { statuses: Set<string> } | undefined;
    return [...(actor?.statuses ?? [])].sort();
  }, id);

/** The hit points, fatigue, threshold of pain, check DC and conditions of an actor, flattened. */
export async function tcState(page: Page, id: string): Promise<TcState> {
  const r = (await tc(page, id)) as unknown as {
    hp: { value: number };
    fatigue: number;
    threshold: { value: number };
    checkDc: number;
  };
  const statuses = await statusesOf(page, id);
  return {
    hp: r.hp.value,
    fatigue: r.fatigue,
    threshold: r.threshold.value,
    checkDc: r.checkDc,
    unconscious: statuses.includes("unconscious"),
    wounded: statuses.includes("wounded"),
  };
}

export interface ClockState {
  count: number;
  worldTime: number;
  combatants: Record<
    string,
    { next: number | null; unsteady: boolean; initiative: number | null; pending: string }
  >;
}

/** The combat's count, world time, and each combatant's next count, unsteadiness, initiative and pending act, by name. */
export async function clock(page: Page): Promise<ClockState> {
  return page.evaluate(() => {
    const g = (window as unknown as Win).game;
    const combatants: ClockState["combatants"] = {};
    for (const c of g.combat?.combatants.contents ?? [])
      combatants[c.name] = {
        next: c.system.nextCount,
        unsteady: c.system.unsteady,
        initiative: c.initiative,
        pending: c.system.pending,
      };
    return { count: g.combat?.system.count ?? -1, worldTime: g.time.worldTime, combatants };
  });
}

/** The combatants' names in the combat's order (the order initiative is rolled in). */
export const combatantOrder = (page: Page) =>
  page.evaluate(() => ((window as unknown as Win).game.combat?.combatants.contents ?? []).map((c) => c.name));

/**
 * Queues the dice the tracker's initiative roll will use, given per combatant name.
 */
export async function initiativeDice(page: Page, perName: Record<string, number[]>): Promise<void> {
  await queueDice(
    page,
    (await combatantOrder(page)).flatMap((n) => perName[n] ?? []),
  );
}

/** The GM's advance button, then waits for the count it moves to. */
export async function advanceTo(gm: Page, count: number): Promise<void> {
  await gm.locator(".tempo-tc-advance").click();
  await expect.poll(async () => (await clock(gm)).count).toBe(count);
}

/**
 * The opening most suites share: the GM rolls initiative with these d6 per name, waits until the bandit
 * (placed last) is on the count at `banditAt`, begins the combat and waits until Begin lands on the first count `first`.
 */
export async function placeAndBegin(
  gm: Page,
  perName: Record<string, number[]>,
  { banditAt, first }: { banditAt: number; first: number },
): Promise<void> {
  await initiativeDice(gm, perName);
  await gm.locator(".tempo-tc-roll").click();
  await settle(async () => (await clock(gm)).combatants.Bandit?.next === banditAt);
  await gm.locator('#combat-panel [data-action="startCombat"]').click();
  // Begin lands on the first occupied count (issue 29): no advance click
  await expect.poll(async () => (await clock(gm)).count).toBe(first);
}

/** The due combatant's "wait until" in the tracker (ready an action): its next turn moves to `until`. */
export async function waitOn(gm: Page, name: string, until: number): Promise<void> {
  await gm.locator(".tempo-tc-due-row", { hasText: name }).locator(".tempo-tc-wait-until").click();
  await settle(async () => (await clock(gm)).combatants[name]?.next === until);
}

export const sheetOf = (page: Page, actorId: string): Locator =>
  page.locator(`form.application.sheet[id$="Actor-${actorId}"]`);

/**
 * Opens an actor's sheet from the actors panel (unless it is open) and waits for it: one sheet, shown
 * (a locator's wait, so a suite's setup may call it too, outside any test).
 */
export async function openSheet(page: Page, actorId: string): Promise<Locator> {
  const sheet = sheetOf(page, actorId);
  if ((await sheet.count()) === 0)
    await page.locator(`[data-actor-id="${actorId}"] .open-sheet`).first().click();
  await sheet.waitFor();
  return sheet;
}

/**
 * Heals from a sheet through its Heal dialog: the points and, when given, how many of them are
 * Invigoration (the dialog's default otherwise). What follows (the line, a refusal) is the suite's to read.
 */
export async function healFromSheet(
  page: Page,
  sheet: Locator,
  amount: number,
  invigoration?: number,
): Promise<void> {
  await sheet.locator(".tempo-tc-heal").click();
  const dialog = page.locator(".application.dialog");
  await dialog.locator('input[name="amount"]').fill(String(amount));
  if (invigoration !== undefined)
    await dialog.locator('input[name="invigoration"]').fill(String(invigoration));
  await dialog.locator("[data-dialog-action='heal']").click();
}

/** A Time Count sandbox with the GM's page only, and Zherynn's sheet open on it (for `useSandbox`). */
export async function startZherynnSheet(): Promise<{ sb: Sandbox; gm: Page; sheet: Locator }> {
  const sb = await startTempo();
  const gm = await sb.open("gm");
  return { sb, gm, sheet: await openSheet(gm, ZHERYNN) };
}

/** Makes an actor a target of the page's user (or not): the panel's toggle, clicked only if needed. */
export async function target(page: Page, actorId: string, on = true): Promise<void> {
  const toggle = page.locator(`[data-actor-id="${actorId}"] .target-toggle`).first();
  if ((await toggle.getAttribute("class"))?.includes("active") !== on) await toggle.click();
}

export const cards = (page: Page) => page.locator(".chat-message .tempo-attack-card");
export const lastCard = (page: Page) => cards(page).last();

/** Clicks the dialog's roll button and waits for the attack card it posts. */
export async function roll(page: Page): Promise<Locator> {
  const before = await cards(page).count();
  await page.locator(".application.dialog [data-dialog-action='roll']").click();
  await expect.poll(() => cards(page).count()).toBe(before + 1);
  return lastCard(page);
}

/**
 * The Rolls of the newest chat message, as "formula=total"; given a class, of the newest message whose content
 * carries it (other lines of the same change, such as the health line, may land on either side of it).
 */
export const lastRolls = (page: Page, cssClass?: string): Promise<string[]> =>
  page.evaluate((cls) => {
    type M = { content: string; rolls: { formula: string; total: number }[] };
    const list = (window as unknown as { game: { messages: { contents: M[] } } }).game.messages.contents;
    const found = cls ? list.findLast((m) => m.content.includes(`class="${cls}"`)) : list.at(-1);
    return (found?.rolls ?? []).map((r) => `${r.formula}=${r.total}`);
  }, cssClass);
