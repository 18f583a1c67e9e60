// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the CLI ships no types: its ambient declaration
/// <reference path="./foundryvtt-cli.d.ts" />
// Reads the system's LevelDB compendium packs into JSON documents once, at server start.
//
// Each pack is read from a private copy, never from the system folder itself. LevelDB takes an
// exclusive lock on a database for as long as it is open, and opening one rewrites its log, MANIFEST
// and CURRENT files even to read it. Two stand-in servers on one folder (the e2e suites, two at a
// time, each start one on the run's one build) would then fight over it: the loser's extractPack
// failed ("IO error: lock ... LOCK: Resource temporarily unavailable", or "Iterator is not open"
// while the other rewrote the files), its world had no sample actors, and a suite that waited for
// its sample combat timed out. A copy is also what keeps the sandbox readable beside a Foundry that
// holds the same packs open (it does, while a world runs).
import { existsSync, readdirSync, statSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
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

/**
 * What a process has read, by system folder and the packs' files (name, size, time): the e2e suites
 * start a server per suite on the run's one build, and reading its packs again each time cost about
 * 0.1 s a server. A pack rebuilt in place has other files, so it is read anew. Readers never change
 * what they get (the seed clones each document it takes).
 */
const alreadyRead = new Map<string, Promise<SeedInput>>();

function packFiles(systemDir: string, manifest: SystemManifest): string {
  return JSON.stringify(
    (manifest.packs ?? []).map((pack) => {
      const path = join(systemDir, pack.path);
      if (!existsSync(path) || !statSync(path).isDirectory()) return [pack.name, null];
      const files = readdirSync(path).map((file) => {
        const stat = statSync(join(path, file));
        return [file, stat.size, stat.mtimeMs];
      });
      return [pack.name, pack.type, files];
    }),
  );
}

export function loadPacks(systemDir: string, manifest: SystemManifest): Promise<SeedInput> {
  const key = `${systemDir}\n${manifest.id}\n${packFiles(systemDir, manifest)}`;
  let packs = alreadyRead.get(key);
  if (!packs) {
    packs = readPacks(systemDir, manifest);
    alreadyRead.set(key, packs);
  }
  return packs;
}

/** Reads the packs now (each from a private copy), whatever this process read before. */
export async function readPacks(systemDir: string, manifest: SystemManifest): Promise<SeedInput> {
  const packs: PackDocument[] = [];
  const problems: string[] = [];
  const declared = manifest.packs ?? [];
  if (declared.length === 0) problems.push("the system declares no compendium pack");
  const scratch = await mkdtemp(join(tmpdir(), "tempo-sandbox-packs-"));
  try {
    for (const [index, pack] of declared.entries()) {
      const path = join(systemDir, pack.path);
      if (!existsSync(path)) {
        problems.push(`pack ${pack.name} is missing at ${path}`);
        continue;
      }
      // the copy is the database this server opens (see above); the system's folder is only read
      const copy = join(scratch, `db-${index}`);
      const read: PackDocument[] = [];
      try {
        await cp(path, copy, { recursive: true });
        await extractPack(copy, join(scratch, `out-${index}`), {
          log: false,
          transformEntry: (entry) => {
            read.push({ pack: pack.name, documentType: pack.type, source: entry as AnyObject });
            return false;
          },
        });
        packs.push(...read);
      } catch (err) {
        // one unreadable pack is named, and the others are still read
        problems.push(
          `reading pack ${pack.name} failed: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  const input: SeedInput = { systemId: manifest.id, packs };
  // Named whenever a pack could not be read: a ruleset whose actors were in it then says why its
  // world is empty, not that the system has no sample for it.
  if (problems.length > 0) input.packProblem = problems.join("; ");
  return input;
}
