// dist/tempo.zip: the built system folder as a release archive; dist/system.json is its manifest.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { zip } from "./zip.mjs";

async function files(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await files(path)));
    else out.push(path);
  }
  return out;
}

const all = (await files("dist")).filter((f) => !f.endsWith("tempo.zip")).sort();
const entries = await Promise.all(
  all.map(async (path) => ({
    name: relative("dist", path).split(sep).join("/"),
    data: await readFile(path),
  })),
);
await writeFile(join("dist", "tempo.zip"), zip(entries));
const manifest = JSON.parse(await readFile(join("dist", "system.json"), "utf8"));
console.log(`dist/tempo.zip: ${entries.length} files; download ${manifest.download}`);
