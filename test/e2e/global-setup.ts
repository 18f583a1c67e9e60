// Once per e2e run: Tempo is built into one private folder (never the shared dist/) and the sandbox's
// runtime is bundled; every suite's sandbox serves that folder read-only. One Chromium serves the run:
// each worker connects to it once and keeps a page per user for its suites (harness.ts).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM, CHROMIUM_ARGS } from "../../tools/chromium.mjs";
import { buildSandbox } from "../../sandbox/build.mjs";
import { build } from "../../tools/build.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder Tempo was built into for this run. */
    tempoSystem: string;
    /** The run's one Chromium, which every worker connects to (a launch costs about a second). */
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), "tempo-e2e-"));
  await build(dir);
  await buildSandbox();
  const browser = await chromium.launchServer({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  project.provide("tempoSystem", dir);
  project.provide("browserEndpoint", browser.wsEndpoint());
  return async () => {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  };
}
