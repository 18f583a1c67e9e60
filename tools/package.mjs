// dist/tempo.zip: the release build of the system folder (no source map, no hotReload flag) as a release archive; dist/system.json is its manifest.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { zip } from "./zip.mjs";
import { build } from "./build.mjs";

async function files(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await files(path)));
    else out.push(path);
  }
  return out;
}

/**
 * What a release leaves out: the zip itself and LevelDB's LOCK and LOG files, which the CLI's
 * compile leaves beside the pack and which Foundry writes afresh when it opens the pack.
 */
function shipped(path) {
  const name = path.split(sep).pop() ?? "";
  return !name.endsWith("tempo.zip") && !name.endsWith(".map") && !/^(LOCK|LOG|LOG\.old)$/.test(name);
}

await build("dist", { release: true });
const all = (await files("dist")).filter(shipped).sort();
const entries = await Promise.all(
  all.map(async (path) => ({
    name: relative("dist", path).split(sep).join("/"),
    data: await readFile(path),
  })),
);
await writeFile(join("dist", "tempo.zip"), zip(entries));
const manifest = JSON.parse(await readFile(join("dist", "system.json"), "utf8"));
console.log(`dist/tempo.zip: ${entries.length} files; download ${manifest.download}`);
