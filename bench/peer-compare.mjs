// Runs bench/peer-compare.ts against a peer's latency clock given by path (never committed here):
//   node bench/peer-compare.mjs /path/to/latency-clock.mjs [actions]
// or, without the peer (the timeline and the team's heap only):
//   node bench/peer-compare.mjs --no-peer [actions]
// Environment: RUNS=n (best of n, default 5), CLOCK=cpu (CPU time instead of wall time).
import { build } from "esbuild";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [peer, actions] = process.argv.slice(2);
if (!peer) {
  console.error("usage: node bench/peer-compare.mjs <path to latency-clock.mjs | --no-peer> [actions]");
  process.exit(2);
}
const dir = await mkdtemp(join(tmpdir(), "tempo-peer-"));
const out = join(dir, "peer-compare.mjs");
await build({
  entryPoints: [new URL("./peer-compare.ts", import.meta.url).pathname],
  bundle: true,
  platform: "node",
  format: "esm",
  outfile: out,
  logLevel: "warning",
});
if (peer !== "--no-peer") process.env.PEER_CLOCK = pathToFileURL(resolve(peer)).href;
if (actions) process.env.ACTIONS = actions;
try {
  await import(pathToFileURL(out).href);
} finally {
  await rm(dir, { recursive: true, force: true });
}
