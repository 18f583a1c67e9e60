// End-to-end harness: the sandbox server on a free port, headless Debian Chromium via
// playwright-core, one browser context per user, screenshots into artifacts/.
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { startServer, type RunningServer } from "../../sandbox/src/server/http";
import { prepareFixtureSystem } from "../sandbox/fixture";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const ARTIFACTS = join(ROOT, "artifacts");
export const USERS = { gm: "SandboxGMUser001", player: "SandboxPlayer001" } as const;

export interface Sandbox {
  server: RunningServer;
  browser: Browser;
  url: string;
  /** Opens a page as a user, in its own browser context, and waits until the world is ready. */
  open(user: keyof typeof USERS): Promise<Page>;
  screenshot(page: Page, name: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The pages a worker keeps between its suites, per user. A new page costs a renderer process, and its
 * first boot compiles the runtime and the system; a kept page is sent to `about:blank` after its suite
 * and to the next suite's server (another port: another origin, so no storage is shared), which boots
 * about twice as fast. Its listeners go with its suite. A page a suite closed is not kept.
 */
const idlePages: Record<keyof typeof USERS, Page[]> = { gm: [], player: [] };
let connection: Promise<Browser> | undefined;

/** The worker's one connection to the run's one Chromium (global setup), kept for its suites. */
function runBrowser(): Promise<Browser> {
  connection ??= chromium.connect(inject("browserEndpoint"));
  return connection;
}

async function newPage(browser: Browser): Promise<Page> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

/** Starts a sandbox on `system` (a built system folder, or the fixture when omitted); the e2e global setup bundled the sandbox. */
export async function startSandbox({
  system,
  sampleCombat = true,
  ruleset,
  newWorld,
}: { system?: string; sampleCombat?: boolean; ruleset?: string; newWorld?: boolean } = {}): Promise<Sandbox> {
  const systemDir = system ?? (await prepareFixtureSystem());
  const server = await startServer({
    port: 0,
    systemDir,
    sandboxDir: join(ROOT, "sandbox"),
    sampleCombat,
    ruleset,
    newWorld,
  });
  // Every suite's world is seeded from the system's packs: one that could not be read is the
  // failure, not whatever the suite waits for next in a world without its sample actors.
  const packProblem = server.world.seed.packProblem;
  if (packProblem) {
    await server.close();
    throw new Error(`The sandbox could not read the system's packs: ${packProblem}`);
  }
  const browser = await runBrowser();
  const opened: { user: keyof typeof USERS; page: Page }[] = [];
  const sandbox: Sandbox = {
    server,
    browser,
    url: server.url,
    async open(user) {
      const page = idlePages[user].pop() ?? (await newPage(browser));
      opened.push({ user, page });
      page.on("pageerror", (err) => console.error(`[${user} page] ${err.message}`));
      page.on("console", (m) => {
        if (m.type() === "error") console.error(`[${user} console] ${m.text()}`);
      });
      await page.goto(`${server.url}?user=${USERS[user]}`);
      await waitReady(page);
      return page;
    },
    async screenshot(page, name) {
      await mkdir(ARTIFACTS, { recursive: true });
      const path = join(ARTIFACTS, `${name}.png`);
      await page.screenshot({ path, fullPage: true });
      return path;
    },
    async close() {
      for (const { user, page } of opened.splice(0)) {
        if (page.isClosed()) continue;
        page.removeAllListeners();
        // off this suite's server (its event stream closes), ready for the next suite
        const left = await page.goto("about:blank").then(
          () => true,
          () => false,
        );
        if (left) idlePages[user].push(page);
        else
          await page
            .context()
            .close()
            .catch(() => undefined);
      }
      await server.close();
    },
  };
  return sandbox;
}

/**
 * Starts a sandbox on Tempo as built for this run (test/e2e/global-setup.ts: one private folder, so
 * suites never race over a shared dist/, and never rebuild it). With `ruleset`, the world has chosen it
 * already: the GM's first visit seeds its sample encounter (no switch, no second boot).
 */
export async function startTempo(
  options: { sampleCombat?: boolean; ruleset?: string; newWorld?: boolean } = {},
): Promise<Sandbox> {
  return startSandbox({ ...options, system: inject("tempoSystem") });
}

/**
 * Registers a suite's sandbox: `start` runs before the suite's tests and hands what it started to `use`
 * (which keeps the pages in the suite's variables, and may set up more); the sandbox closes after them.
 */
export function useSandbox<T extends { sb: Sandbox }>(
  start: () => Promise<T>,
  use: (started: T) => unknown,
  timeout?: number,
): void {
  let sb: Sandbox | undefined;
  beforeAll(async () => {
    const started = await start();
    sb = started.sb;
    await use(started);
  }, timeout);
  afterAll(async () => {
    await sb?.close();
  });
}

/** Waits until the page's world is ready (after a load or a reload); throws its boot error. */
export async function waitReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const s = (window as unknown as { __sandbox?: { ready?: boolean; failed?: string } }).__sandbox;
    return Boolean(s?.ready || s?.failed);
  });
  const failed = await page.evaluate(
    () => (window as unknown as { __sandbox?: { failed?: string } }).__sandbox?.failed,
  );
  if (failed) throw new Error(`The sandbox page failed to boot: ${failed}`);
}

/** The page's write batches and renders since the last reset. */
export async function stats(page: Page): Promise<{
  writes: { action: string; documentName: string; ids: string[]; landed: boolean }[];
  renders: { app: string; ms: number }[];
}> {
  return page.evaluate(() => {
    const s = (window as unknown as { __sandbox: { stats: { writes: unknown[]; renders: unknown[] } } })
      .__sandbox.stats;
    return JSON.parse(JSON.stringify({ writes: s.writes, renders: s.renders })) as never;
  });
}

/**
 * Waits until the page's Tempo has carried out every request it holds (`game.tempo.idle`); nothing to wait
 * for on a page without it (not booted yet, or the sandbox's own fixture system).
 */
export async function idle(page: Page): Promise<void> {
  await page.evaluate(() =>
    (window as unknown as { game?: { tempo?: { idle?(): Promise<void> } } }).game?.tempo?.idle?.(),
  );
}

/**
 * Opens a new window of counted writes and renders. It first waits for the page's queue to be idle: a
 * write the last step brought on (a hook's follow-up, landing a moment later) belongs to that step and
 * must not be counted against the next one (time-count-recovery saw one now and then under load).
 */
export async function resetStats(page: Page): Promise<void> {
  await idle(page);
  await page.evaluate(() =>
    (window as unknown as { __sandbox: { stats: { reset(): void } } }).__sandbox.stats.reset(),
  );
}

/** The page's write batches since the last reset, as "action Document" (e.g. "update Combat"). */
export async function writes(page: Page): Promise<string[]> {
  return (await stats(page)).writes.map((w) => `${w.action} ${w.documentName}`);
}

/**
 * Holds the page's write batches since the last reset to `expected`. A user action's writes may land one
 * after another (a card update, then the combat's), so this first waits until as many batches as expected
 * have been sent and every one has landed (the page's documents hold the result), then compares: a
 * missing write fails after the poll's timeout, an extra one at once.
 * Sorted unless `ordered`, where the order is part of the promise (e.g. the actor before its card).
 */
export async function expectWrites(
  page: Page,
  expected: string[],
  { ordered = false }: { ordered?: boolean } = {},
): Promise<void> {
  // as many batches as expected, each landed: the page's documents hold what they wrote
  await expect
    .poll(async () => {
      const batches = (await stats(page)).writes;
      return batches.length >= expected.length && batches.every((w) => w.landed);
    })
    .toBe(true);
  const got = await writes(page);
  if (ordered) expect(got).toEqual(expected);
  else expect([...got].sort()).toEqual([...expected].sort());
}

/** Fixes the next dice the page rolls, in order. */
export async function queueDice(page: Page, values: number[]): Promise<void> {
  await page.evaluate(
    (d) => (window as unknown as { __sandbox: { queueDice(v: number[]): void } }).__sandbox.queueDice(d),
    values,
  );
}

/** Polls `check` until it holds (up to 10 s): waits until the GM has written what a request asked for. */
export async function settle(check: () => Promise<boolean>): Promise<void> {
  await expect.poll(check, { timeout: 10_000 }).toBe(true);
}

/** Waits a moment, for checks that nothing was written. */
export const pause = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

type NoticeWindow = Window & { ui: { notifications: { history: { type: string; message: string }[] } } };

/** The notifications a page has shown (errors included), newest last. */
export async function notifications(page: Page): Promise<{ type: string; message: string }[]> {
  return page.evaluate(() =>
    (window as unknown as NoticeWindow).ui.notifications.history.map((n) => ({
      type: n.type,
      message: n.message,
    })),
  );
}

/** The messages of a page's notifications joined with "|", to look for a text in any of them. */
export async function noticeText(page: Page): Promise<string> {
  return (await notifications(page)).map((n) => n.message).join("|");
}

/** The messages of a page's error notifications, newest last. */
export async function errorNotices(page: Page): Promise<string[]> {
  return (await notifications(page)).filter((n) => n.type === "error").map((n) => n.message);
}

/** The message of a page's last error notification. */
export async function lastError(page: Page): Promise<string | undefined> {
  return (await errorNotices(page)).at(-1);
}

/** The pages' uncaught errors, as the sandbox collected them (none expected). */
export async function pageErrors(...pages: Page[]): Promise<string[]> {
  const all: string[] = [];
  for (const page of pages)
    all.push(
      ...(await page.evaluate(
        () => (window as unknown as { __sandbox: { errors: string[] } }).__sandbox.errors,
      )),
    );
  return all;
}

interface ActorLike {
  update(changes: object, options?: object): Promise<unknown>;
  createEmbeddedDocuments(name: string, data: object[], options?: object): Promise<unknown>;
  toggleStatusEffect(id: string, options?: { active?: boolean }): Promise<unknown>;
  items: { get(id: string): { update(changes: object): Promise<unknown> } | undefined };
}
type DocWindow = Window & {
  game: {
    actors: { get(id: string): ActorLike | undefined };
    scenes: {
      active: {
        tokens: { find(f: (t: { actorId: string }) => boolean): { actor: ActorLike } | undefined };
      } | null;
    };
  };
};

/**
 * A suite names an actor by its world id; in a fight that means the actor of its first token on the
 * active scene (for an unlinked monster, the first token's synthetic actor: the world actor is in no
 * fight), else the world actor. The helpers below resolve it so.
 */
/**
 * Updates an actor (its first token's actor) from a page (as its user), e.g. a GM setting up a test;
 * `options` are the update's (`{ tempoHealthRuled: true }`: a setup the health door lets through as is).
 */
export async function updateActor(
  page: Page,
  actorId: string,
  changes: object,
  options: object = {},
): Promise<void> {
  await page.evaluate(
    async ([id, c, o]) => {
      const g = (window as unknown as DocWindow).game;
      const actor = g.scenes.active?.tokens.find((t) => t.actorId === id)?.actor ?? g.actors.get(id);
      if (!actor) throw new Error(`no actor ${id}`);
      await actor.update(c, o);
    },
    [actorId, changes, options] as const,
  );
}

/** Sets a condition (a status effect) of an actor (its first token's actor) on or off, as the token HUD does. */
export async function setStatus(
  page: Page,
  actorId: string,
  statusId: string,
  active: boolean,
): Promise<void> {
  await page.evaluate(
    async ([id, status, on]) => {
      const g = (window as unknown as DocWindow).game;
      const actor = g.scenes.active?.tokens.find((t) => t.actorId === id)?.actor ?? g.actors.get(id);
      if (!actor) throw new Error(`no actor ${id}`);
      await actor.toggleStatusEffect(status, { active: on });
    },
    [actorId, statusId, active] as const,
  );
}

/** Updates an item of an actor (its first token's actor) from a page (as its user). */
export async function updateItem(
  page: Page,
  actorId: string,
  itemId: string,
  changes: object,
): Promise<void> {
  await page.evaluate(
    async ([id, item, c]) => {
      const g = (window as unknown as DocWindow).game;
      const actor = g.scenes.active?.tokens.find((t) => t.actorId === id)?.actor ?? g.actors.get(id);
      const doc = actor?.items.get(item);
      if (!doc) throw new Error(`no item ${item} on actor ${id}`);
      await doc.update(c);
    },
    [actorId, itemId, changes] as const,
  );
}

/** Creates items on an actor (its first token's actor) from a page (as its user). */
export async function createItems(
  page: Page,
  actorId: string,
  items: object[],
  options: object = {},
): Promise<void> {
  await page.evaluate(
    async ([id, data, o]) => {
      const g = (window as unknown as DocWindow).game;
      const actor = g.scenes.active?.tokens.find((t) => t.actorId === id)?.actor ?? g.actors.get(id);
      if (!actor) throw new Error(`no actor ${id}`);
      await actor.createEmbeddedDocuments("Item", data, o);
    },
    [actorId, items, options] as const,
  );
}

/** Sets the page's user's roll mode (core's client setting), as the chat's roll-mode selector does. */
export async function setRollMode(page: Page, mode: string): Promise<void> {
  await page.evaluate(
    (m) =>
      (
        window as unknown as {
          game: { settings: { set(ns: string, k: string, v: string): Promise<unknown> } };
        }
      ).game.settings.set("core", "rollMode", m),
    mode,
  );
}

/** Shows one tab of an actor sheet (issue 13: Combat, Statistics, Gear, Notes), as a user clicks it. */
export async function showTab(
  sheet: Locator,
  tab: "combat" | "statistics" | "gear" | "notes",
): Promise<void> {
  await sheet.locator(`nav.tempo-sheet-tabs [data-tab="${tab}"]`).click();
  await sheet.locator(`.tab[data-group="primary"][data-tab="${tab}"].active`).waitFor();
}

/** Screenshots a part of a page (a card, a dialog) into artifacts/<name>.png. */
export async function screenshotPart(part: Locator, name: string): Promise<string> {
  await mkdir(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await part.screenshot({ path });
  return path;
}

/** The names in the page's actors panel, sorted. */
export async function actorNames(page: Page): Promise<string[]> {
  return (await page.locator("#actor-directory .entry-name").allTextContents()).sort();
}

/**
 * Leaves each actor's FIRST token in the page's active combat (the GM deletes the combatants of the
 * others: the sample's second token of a monster). The suites scripted for the sample's one-token-per-
 * actor fight call it; the sample combat itself holds every token (test/e2e/unlinked-tokens.test.ts
 * plays the second one).
 */
export async function firstTokensOnly(gm: Page): Promise<void> {
  await gm.evaluate(async () => {
    type Combat = {
      combatants: { contents: { id: string; actorId: string }[] };
      deleteEmbeddedDocuments(name: string, ids: string[]): Promise<unknown>;
    };
    const combat = (window as unknown as { game: { combat: Combat | null } }).game.combat;
    if (!combat) return;
    const seen = new Set<string>();
    const extra: string[] = [];
    for (const c of combat.combatants.contents) {
      if (seen.has(c.actorId)) extra.push(c.id);
      seen.add(c.actorId);
    }
    if (extra.length > 0) await combat.deleteEmbeddedDocuments("Combatant", extra);
  });
}

/**
 * Each button of `buttons` as "disabled: reason" (its tooltip) or "enabled": a button a viewer may not use
 * shows disabled, saying why (chat/listeners.ts), and is waited for until every one is wired.
 */
export async function buttonStates(buttons: Locator): Promise<string[]> {
  return buttons.evaluateAll((els) =>
    els.map((e) => {
      const b = e as HTMLButtonElement;
      // natively disabled, or unavailable and still focusable (src/foundry/reasons.ts)
      const off = b.disabled || b.getAttribute("aria-disabled") === "true";
      return off ? `disabled: ${b.dataset.tooltip ?? ""}` : "enabled";
    }),
  );
}

/** Whether the actor's (first) combatant in the page's combat carries Foundry's defeated mark (null: none). */
export const defeated = (page: Page, actorId: string): Promise<boolean | null> =>
  page.evaluate((id) => {
    type C = { actorId: string; defeated: boolean };
    const w = window as unknown as { game: { combat: { combatants: { contents: C[] } } | null } };
    return w.game.combat?.combatants.contents.find((c) => c.actorId === id)?.defeated ?? null;
  }, actorId);

/** The lines the health door posts (issue 28: health from any source). */
export const healthLines = (page: Page): Locator => page.locator(".chat-message .tempo-health-line");

/** Types a value into a sheet's field and commits it (the sheets submit on change). */
export async function typeInto(field: Locator, value: string): Promise<void> {
  await field.fill(value);
  await field.press("Enter");
}

/** The token bar of the actor's first token: `=n`, `+n` or `-n`, as the token HUD takes them. */
export async function tokenBar(page: Page, actorId: string, value: string): Promise<void> {
  const bar = page.locator(`[data-actor-id="${actorId}"] input.token-bar[data-bar=bar1]`).first();
  await bar.fill(value);
  await bar.press("Enter");
}

/** The reason a screen reader is told for an element: the text its `aria-describedby` names (null: none). */
export async function describedReason(element: Locator): Promise<string | null> {
  return element.evaluate((el) => {
    const id = el.getAttribute("aria-describedby") ?? "";
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });
}

/**
 * The button is grey beforehand, saying `reason` (src/foundry/reasons.ts): announced unavailable, described
 * by the reason, and pressing it anyway only shows the reason as a warning on its page.
 */
export async function expectUnavailable(button: Locator, reason: string): Promise<void> {
  await expect.poll(() => button.getAttribute("aria-disabled")).toBe("true");
  await expect(describedReason(button)).resolves.toBe(reason);
  const page = button.page();
  const before = (await notifications(page)).length;
  // forced: Playwright waits for an enabled element, and this one is announced as unavailable
  await button.click({ force: true });
  await expect
    .poll(async () => (await notifications(page)).slice(before))
    .toEqual([{ type: "warning", message: reason }]);
}

/** The GM sets a user's permission level on a world actor (1 LIMITED, 2 OBSERVER, 3 OWNER; the player's by default). */
export async function setOwnership(
  gm: Page,
  actorId: string,
  level: number,
  userId = "SandboxPlayer001",
): Promise<void> {
  await gm.evaluate(
    ([id, l, u]) =>
      (
        window as unknown as {
          game: { actors: { get(i: string): { update(d: object): Promise<unknown> } | undefined } };
        }
      ).game.actors
        .get(id as string)
        ?.update({ [`ownership.${String(u)}`]: l }),
    [actorId, level, userId] as const,
  );
}

/**
 * A drag from `source` dropped on `target`, the events dispatched with one DataTransfer: the directory
 * and the packs share one scrolling panel, where a pointer drag from a pack entry up to the directory
 * scrolls the source away mid-drag and Chromium drops nothing.
 */
export async function dropOn(source: Locator, target: Locator): Promise<void> {
  const dataTransfer = await source.page().evaluateHandle(() => new DataTransfer());
  await source.dispatchEvent("dragstart", { dataTransfer });
  await target.dispatchEvent("dragover", { dataTransfer });
  await target.dispatchEvent("drop", { dataTransfer });
}

/** Opens Configure Settings from the Game Settings tab, on its System Settings category. */
export async function openSystemSettings(page: Page): Promise<Locator> {
  await page.locator('#settings [data-app="configure"]').click();
  const win = page.locator("#settings-config");
  await win.waitFor();
  await win.locator('[data-action="tab"][data-tab="system"]').click();
  return win;
}
