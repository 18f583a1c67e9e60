// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the CLI ships no types: its ambient declaration
/// <reference path="../../sandbox/src/server/foundryvtt-cli.d.ts" />
// Copies the fixture system to a temporary folder and compiles its compendium pack there.
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { cp, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const FIXTURE_DIR = join(dirname(fileURLToPath(import.meta.url)), "fixture-system");

export async function prepareFixtureSystem(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "tempo-sandbox-fixture-"));
  await cp(FIXTURE_DIR, dir, { recursive: true });
  await compilePack(join(dir, "packs", "_source", "samples"), join(dir, "packs", "samples"), { log: false });
  return dir;
}
