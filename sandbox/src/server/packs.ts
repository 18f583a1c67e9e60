// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the CLI ships no types: its ambient declaration
/// <reference path="./foundryvtt-cli.d.ts" />
// Reads the system's LevelDB compendium packs into JSON documents once, at server start.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import type { AnyObject } from "../core/utils";
import type { PackDocument, SeedInput } from "./seed";

export interface SystemManifest {
  id: string;
  version?: string;
  packs?: { name: string; path: string; type: string }[];
  [key: string]: unknown;
}

export async function loadPacks(systemDir: string, manifest: SystemManifest): Promise<SeedInput> {
  const packs: PackDocument[] = [];
  const problems: string[] = [];
  const declared = manifest.packs ?? [];
  if (declared.length === 0) problems.push("the system declares no compendium pack");
  const scratch = await mkdtemp(join(tmpdir(), "tempo-sandbox-packs-"));
  try {
    for (const pack of declared) {
      const path = join(systemDir, pack.path);
      if (!existsSync(path)) {
        problems.push(`pack ${pack.name} is missing at ${path}`);
        continue;
      }
      await extractPack(path, join(scratch, pack.name), {
        log: false,
        transformEntry: (entry) => {
          packs.push({ pack: pack.name, documentType: pack.type, source: entry as AnyObject });
          return false;
        },
      });
    }
  } catch (err) {
    problems.push(`reading the packs failed: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  const input: SeedInput = { systemId: manifest.id, packs };
  if (problems.length > 0 && packs.length === 0) input.packProblem = problems.join("; ");
  return input;
}
