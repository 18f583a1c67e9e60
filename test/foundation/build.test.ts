import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { build } from "../../tools/build.mjs";
import { zip } from "../../tools/zip.mjs";
import { ACTOR_TYPES, CHAT_MESSAGE_TYPES, ITEM_TYPES } from "../../src/foundry/document-types";
import { IO_BUDGET_MS } from "../budgets";

interface PackEntry {
  name: string;
  path: string;
  type: string;
}
interface Manifest {
  id: string;
  version: string;
  manifest: string;
  download: string;
  compatibility: { minimum: string; verified: string; maximum?: string };
  esmodules: string[];
  styles: string[];
  languages: { lang: string; path: string }[];
  packs: PackEntry[];
  documentTypes: Record<string, Record<string, { htmlFields?: string[] }>>;
  socket: boolean;
}

const out = mkdtempSync(join(tmpdir(), "tempo-dist-"));
let manifest: Manifest;

beforeAll(async () => {
  await build(out);
  manifest = JSON.parse(readFileSync(join(out, "system.json"), "utf8")) as Manifest;
}, IO_BUDGET_MS);

afterAll(() => rmSync(out, { recursive: true, force: true }));

function sourceDocs(pack: string): Record<string, unknown>[] {
  const dir = join("packs", "_source", pack);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as Record<string, unknown>);
}

describe("the built system folder", () => {
  it("has a manifest whose every listed file exists", () => {
    expect(manifest.id).toBe("tempo");
    const listed = [...manifest.esmodules, ...manifest.styles, ...manifest.languages.map((l) => l.path)];
    for (const file of listed) expect(existsSync(join(out, file)), file).toBe(true);
    for (const pack of manifest.packs)
      expect(statSync(join(out, pack.path)).isDirectory(), pack.path).toBe(true);
    expect(existsSync(join(out, "tempo.mjs.map"))).toBe(true);
  });

  it("follows package.json's version and fills the manifest and download URLs", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
    expect(manifest.version).toBe(pkg.version);
    expect(manifest.compatibility).toEqual({ minimum: "13.345", verified: "13.345", maximum: "13" });
    expect(manifest.manifest).toMatch(/^https:\/\/.+\/system\.json$/);
    expect(manifest.download).toContain(`/v${pkg.version}/tempo.zip`);
    expect(manifest.socket).toBe(true);
  });

  it("declares exactly the document subtypes the code defines, with their HTML fields", () => {
    expect(Object.keys(manifest.documentTypes.Actor ?? {}).sort()).toEqual([...ACTOR_TYPES].sort());
    expect(Object.keys(manifest.documentTypes.Item ?? {}).sort()).toEqual([...ITEM_TYPES].sort());
    expect(Object.keys(manifest.documentTypes.ChatMessage ?? {}).sort()).toEqual(
      [...CHAT_MESSAGE_TYPES].sort(),
    );
    expect(manifest.documentTypes.Actor?.character?.htmlFields).toEqual(["biography"]);
    expect(manifest.documentTypes.Item?.weapon?.htmlFields).toEqual(["description"]);
  });

  it(
    "writes packs as LevelDB that the official CLI reads back document for document",
    { timeout: IO_BUDGET_MS },
    async () => {
      for (const pack of manifest.packs) {
        const dir = join(out, pack.path);
        expect(readdirSync(dir)).toContain("CURRENT");
        const extracted = mkdtempSync(join(tmpdir(), `tempo-${pack.name}-`));
        await extractPack(dir, extracted, { log: false });
        const back = readdirSync(extracted).map(
          (f) => JSON.parse(readFileSync(join(extracted, f), "utf8")) as Record<string, unknown>,
        );
        const source = sourceDocs(pack.name);
        expect(back.length, pack.name).toBe(source.length);
        for (const doc of source) {
          const twin = back.find((b) => b._id === doc._id);
          expect(twin, String(doc.name)).toBeDefined();
          expect(twin?.name).toBe(doc.name);
          expect(twin?.system).toEqual(doc.system);
        }
        rmSync(extracted, { recursive: true, force: true });
      }
    },
  );

  it("keeps every pack source well-formed: a _key and a 16-character id on each document", () => {
    for (const pack of manifest.packs) {
      for (const doc of sourceDocs(pack.name)) {
        expect(doc._id).toMatch(/^[A-Za-z0-9]{16}$/);
        const prefix = { Actor: "!actors!", Item: "!items!", JournalEntry: "!journal!" }[pack.type];
        expect(doc._key).toBe(`${prefix}${String(doc._id)}`);
        for (const page of (doc.pages as Record<string, unknown>[] | undefined) ?? []) {
          expect(page._id).toMatch(/^[A-Za-z0-9]{16}$/);
          expect(page._key).toBe(`!journal.pages!${String(doc._id)}.${String(page._id)}`);
        }
        for (const item of (doc.items as Record<string, unknown>[] | undefined) ?? []) {
          expect(item._id).toMatch(/^[A-Za-z0-9]{16}$/);
          expect(item._key).toBe(`!actors.items!${String(doc._id)}.${String(item._id)}`);
        }
      }
    }
  });
});

describe("the release archive", () => {
  it(
    "zips files so that a standard unzipper reads them back byte for byte",
    { timeout: IO_BUDGET_MS },
    () => {
      const entries = [
        { name: "system.json", data: Buffer.from('{"id":"tempo"}') },
        { name: "lang/en.json", data: Buffer.from("x".repeat(5000)) },
      ];
      const dir = mkdtempSync(join(tmpdir(), "tempo-zip-"));
      const file = join(dir, "t.zip");
      writeFileSync(file, zip(entries));
      const script =
        "import sys,zipfile\nz=zipfile.ZipFile(sys.argv[1])\nprint(z.testzip());[print(n, len(z.read(n))) for n in z.namelist()]";
      const result = spawnSync("python3", ["-c", script, file], { encoding: "utf8" });
      expect(result.stdout.trim().split("\n")).toEqual(["None", "system.json 14", "lang/en.json 5000"]);
      rmSync(dir, { recursive: true, force: true });
    },
  );
});
