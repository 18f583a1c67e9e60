// Once per e2e run: Tempo is built into one private folder (never the shared dist/) and the sandbox's
// runtime is bundled; every suite's sandbox serves that folder read-only.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildSandbox } from "../../sandbox/build.mjs";
import { build } from "../../tools/build.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder Tempo was built into for this run. */
    tempoSystem: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), "tempo-e2e-"));
  await build(dir);
  await buildSandbox();
  project.provide("tempoSystem", dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
