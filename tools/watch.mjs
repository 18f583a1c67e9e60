// `npm run watch [-- --out <folder>]`: builds the system folder once, then rebuilds only the part
// that changed: esbuild's own watch for src/, fs.watch for templates/, styles/, lang/,
// packs/_source/ and system.json. Point the output at (or link it into) Foundry's
// Data/systems/tempo; with system.json's flags.hotReload, Foundry swaps changed templates, CSS and
// language files in without a reload (a change in src/ needs a browser reload, F5).
import { watch } from "node:fs";
import { resolve } from "node:path";
import * as esbuild from "esbuild";
import { build, bundleOptions, language, manifest, packs, styles, templates } from "./build.mjs";

function outFolder(argv) {
  const at = argv.indexOf("--out");
  if (at >= 0 && argv[at + 1]) return argv[at + 1];
  return process.env.TEMPO_OUT ?? "dist";
}

const out = resolve(outFolder(process.argv.slice(2)));
const started = performance.now();
await build(out);
console.log(`built ${out} in ${Math.round(performance.now() - started)} ms; watching (Ctrl+C stops)`);

/** Runs one rebuild step, timing it; a failing step is reported and the watch goes on. */
async function rebuild(label, step) {
  const t = performance.now();
  try {
    await step();
    console.log(
      `${new Date().toLocaleTimeString()} ${label}: rebuilt in ${Math.round(performance.now() - t)} ms`,
    );
  } catch (error) {
    console.error(`${new Date().toLocaleTimeString()} ${label}: FAILED\n${String(error)}`);
  }
}

// src/: esbuild's incremental context rebuilds the bundle on every change under its inputs.
const context = await esbuild.context({
  ...bundleOptions(out),
  plugins: [
    {
      name: "tempo-log",
      setup(b) {
        let t = 0;
        b.onStart(() => {
          t = performance.now();
        });
        b.onEnd((result) => {
          const ms = Math.round(performance.now() - t);
          if (result.errors.length) console.error(`src: ${result.errors.length} error(s)`);
          else console.log(`${new Date().toLocaleTimeString()} src: rebundled in ${ms} ms`);
        });
      },
    },
  ],
  logLevel: "error",
});
await context.watch();

/** Folders (and files) watched by fs.watch, each with the step that rebuilds its output. */
const targets = [
  ["templates", () => templates(out)],
  ["styles", () => styles(out)],
  ["lang", () => language(out)],
  ["packs/_source", () => packs(out)],
  ["system.json", () => Promise.all([manifest(out), packs(out)])],
];

const timers = new Map();
for (const [path, step] of targets) {
  // Editors write a file in several events: wait 50 ms of quiet before rebuilding.
  watch(path, { recursive: true }, () => {
    clearTimeout(timers.get(path));
    timers.set(
      path,
      setTimeout(() => void rebuild(path, step), 50),
    );
  });
}

process.on("SIGINT", () => {
  void context.dispose().then(() => process.exit(0));
});
