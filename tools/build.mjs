// Builds dist/: a complete system folder Foundry can load from Data/systems/tempo.
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import * as esbuild from "esbuild";
import * as sass from "sass";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { mergeLanguage } from "./lang.mjs";
import { releaseManifest } from "./manifest.mjs";

/** One ES module for Foundry: tempo.mjs with its source map. A warning fails the build. */
async function bundle(dist) {
  const result = await esbuild.build({
    entryPoints: ["src/tempo.ts"],
    outfile: join(dist, "tempo.mjs"),
    bundle: true,
    format: "esm",
    target: "es2022",
    sourcemap: true,
    tsconfig: "tsconfig.json",
    logLevel: "silent",
  });
  if (result.warnings.length > 0) {
    const text = await esbuild.formatMessages(result.warnings, { kind: "warning" });
    throw new Error(text.join("\n"));
  }
}

async function styles(dist) {
  const { css } = await sass.compileAsync("styles/tempo.scss", { style: "expanded" });
  await writeFile(join(dist, "tempo.css"), css);
}

async function language(dist) {
  await mkdir(join(dist, "lang"), { recursive: true });
  const merged = await mergeLanguage("lang");
  await writeFile(join(dist, "lang", "en.json"), JSON.stringify(merged, null, 2));
}

/** Compiles every packs/_source/<name>/ folder of JSON documents into a LevelDB pack. */
async function packs(dist) {
  const manifest = JSON.parse(await readFile("system.json", "utf8"));
  for (const pack of manifest.packs) {
    const source = join("packs", "_source", pack.name);
    const files = (await readdir(source)).filter((f) => f.endsWith(".json"));
    if (files.length === 0) throw new Error(`pack ${pack.name} has no source documents`);
    await compilePack(source, join(dist, pack.path), { log: false });
  }
}

/** Builds the system folder into `dist` (default "dist"), replacing what was there. */
export async function build(dist = "dist") {
  await rm(dist, { recursive: true, force: true });
  await mkdir(dist, { recursive: true });
  await Promise.all([
    bundle(dist),
    styles(dist),
    language(dist),
    cp("templates", join(dist, "templates"), { recursive: true }),
  ]);
  await packs(dist);
  const pkg = JSON.parse(await readFile("package.json", "utf8"));
  const manifest = JSON.parse(await readFile("system.json", "utf8"));
  await writeFile(join(dist, "system.json"), JSON.stringify(releaseManifest(manifest, pkg), null, 2));
  await cp("LICENSE", join(dist, "LICENSE"));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await build();
  console.log(`built dist/ in ${Math.round(performance.now() - started)} ms`);
}
