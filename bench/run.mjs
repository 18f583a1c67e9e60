// `npm run bench`: engine throughput (vitest bench) and, when the sandbox bench exists, render
// times in Chromium. Speed is measured here, never asserted by timed tests.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

function run(command, args) {
  console.log(`\n== ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  return result.status === 0;
}

let ok = run("npx", ["vitest", "bench", "--run", "--project", "unit"]);
if (existsSync("bench/browser/render.mjs")) ok = run("node", ["bench/browser/render.mjs"]) && ok;
process.exit(ok ? 0 : 1);
