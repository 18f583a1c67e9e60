// End-to-end harness: the sandbox server on a free port, headless Debian Chromium via
// playwright-core, one browser context per user, screenshots into artifacts/.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { expect } from "vitest";
import { buildSandbox } from "../../sandbox/build.mjs";
import { startServer, type RunningServer } from "../../sandbox/src/server/http";
import { prepareFixtureSystem } from "../sandbox/fixture";
import { build } from "../../tools/build.mjs";
import { CHROMIUM, CHROMIUM_ARGS } from "../../tools/chromium.mjs";

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

/** Starts a sandbox on `system` (a built system folder: dist/ or the fixture when omitted). */
export async function startSandbox({ system }: { system?: string } = {}): Promise<Sandbox> {
  await buildSandbox();
  const systemDir = system ?? (await prepareFixtureSystem());
  const server = await startServer({ port: 0, systemDir, sandboxDir: join(ROOT, "sandbox") });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const contexts: BrowserContext[] = [];
  const sandbox: Sandbox = {
    server,
    browser,
    url: server.url,
    async open(user) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      contexts.push(context);
      context.setDefaultTimeout(10_000);
      const page = await context.newPage();
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
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await server.close();
    },
  };
  return sandbox;
}

/**
 * Builds Tempo into a private folder (so suites never race over a shared dist/) and starts a
 * sandbox on it; closing the sandbox removes the folder.
 */
export async function startTempo(): Promise<Sandbox> {
  const dir = await mkdtemp(join(tmpdir(), "tempo-e2e-"));
  await build(dir);
  const sandbox = await startSandbox({ system: dir });
  const close = sandbox.close;
  return {
    ...sandbox,
    async close() {
      await close();
      await rm(dir, { recursive: true, force: true });
    },
  };
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
  writes: { action: string; documentName: string; ids: string[] }[];
  renders: { app: string; ms: number }[];
}> {
  return page.evaluate(() => {
    const s = (window as unknown as { __sandbox: { stats: { writes: unknown[]; renders: unknown[] } } })
      .__sandbox.stats;
    return JSON.parse(JSON.stringify({ writes: s.writes, renders: s.renders })) as never;
  });
}

export async function resetStats(page: Page): Promise<void> {
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
 * have landed, then compares: a missing write fails after the poll's timeout, an extra one at once.
 * Sorted unless `ordered`, where the order is part of the promise (e.g. the actor before its card).
 */
export async function expectWrites(
  page: Page,
  expected: string[],
  { ordered = false }: { ordered?: boolean } = {},
): Promise<void> {
  await expect.poll(async () => (await writes(page)).length).toBeGreaterThanOrEqual(expected.length);
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
