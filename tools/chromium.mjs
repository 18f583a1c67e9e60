// Makes sure Debian's Chromium is there for the browser tests: on a fresh machine, as root, it
// installs the `chromium` package with apt-get; otherwise it says exactly what to run.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Launch flags that work on these machines: headless, and no network beyond loopback. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  if (!root || !existsSync("/usr/bin/apt-get")) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}: run "sudo apt-get update && sudo apt-get install -y chromium".`,
    );
  }
  console.log("== installing Debian's chromium for the browser tests (apt-get)");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "chromium"],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed`);
  }
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get installed chromium, but ${CHROMIUM} is still missing`);
  return CHROMIUM;
}
