// Builds dist/: a complete system folder Foundry can load from Data/systems/tempo.
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import * as esbuild from "esbuild";
import * as sass from "sass";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { mergeLanguage } from "./lang.mjs";
import { releaseManifest } from "./manifest.mjs";

/** esbuild's options for the one ES module Foundry loads (tools/watch.mjs reuses them). */
export function bundleOptions(dist, { sourcemap = true } = {}) {
  return {
    entryPoints: ["src/tempo.ts"],
    outfile: join(dist, "tempo.mjs"),
    bundle: true,
    format: "esm",
    target: "es2022",
    sourcemap,
    tsconfig: "tsconfig.json",
    logLevel: "silent",
  };
}

/** One ES module for Foundry: tempo.mjs, with its source map unless releasing. A warning fails the build. */
async function bundle(dist, sourcemap) {
  const result = await esbuild.build(bundleOptions(dist, { sourcemap }));
  if (result.warnings.length > 0) {
    const text = await esbuild.formatMessages(result.warnings, { kind: "warning" });
    throw new Error(text.join("\n"));
  }
}

export async function styles(dist) {
  const { css } = await sass.compileAsync("styles/tempo.scss", { style: "expanded" });
  await writeFile(join(dist, "tempo.css"), css);
}

export async function language(dist) {
  await mkdir(join(dist, "lang"), { recursive: true });
  const merged = await mergeLanguage("lang");
  await writeFile(join(dist, "lang", "en.json"), JSON.stringify(merged, null, 2));
}

/** Compiles every packs/_source/<name>/ folder of JSON documents into a LevelDB pack. */
export async function packs(dist) {
  const manifest = JSON.parse(await readFile("system.json", "utf8"));
  for (const pack of manifest.packs) {
    const source = join("packs", "_source", pack.name);
    const files = (await readdir(source)).filter((f) => f.endsWith(".json"));
    if (files.length === 0) throw new Error(`pack ${pack.name} has no source documents`);
    await compilePack(source, join(dist, pack.path), { log: false });
  }
}

export async function templates(dist) {
  await cp("templates", join(dist, "templates"), { recursive: true });
}

/** system.json with the release fields; a release drops the development-only hot reload flag. */
export async function manifest(dist, { release = false } = {}) {
  const pkg = JSON.parse(await readFile("package.json", "utf8"));
  const source = JSON.parse(await readFile("system.json", "utf8"));
  const out = releaseManifest(source, pkg, { release });
  await writeFile(join(dist, "system.json"), JSON.stringify(out, null, 2));
}

/**
 * Builds the system folder into `dist` (default "dist"), replacing what was there. A release
 * build (`{ release: true }`, used by `npm run package`) writes no source map and no hotReload flag.
 */
export async function build(dist = "dist", { release = false } = {}) {
  await rm(dist, { recursive: true, force: true });
  await mkdir(dist, { recursive: true });
  await Promise.all([bundle(dist, !release), styles(dist), language(dist), templates(dist)]);
  await packs(dist);
  await manifest(dist, { release });
  await cp("LICENSE", join(dist, "LICENSE"));
  // The guide compendium's pages show these screenshots as systems/tempo/guide/img/<name>.png.
  await cp(join("docs", "guide", "img"), join(dist, "guide", "img"), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await build();
  console.log(`built dist/ in ${Math.round(performance.now() - started)} ms`);
}
