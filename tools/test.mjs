// `npm test`: typecheck, lint, build, then every vitest project (unit + browser end-to-end),
// closing with one plain line "N passed, N failed" that CI reads.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { ensureChromium } from "./chromium.mjs";

const RESULTS = ".vitest-results.json";

function step(label, command, args) {
  console.log(`\n== ${label}: ${command} ${args.join(" ")}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", shell: false });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`== ${label}: ${result.status === 0 ? "ok" : "FAILED"} (${seconds} s)`);
  return result.status === 0;
}

const npx = "npx";
const failures = [];
if (!step("typecheck", npx, ["tsc", "--noEmit", "-p", "tsconfig.json"])) failures.push("typecheck");
if (
  existsSync("sandbox/tsconfig.json") &&
  !step("typecheck sandbox", npx, ["tsc", "--noEmit", "-p", "sandbox/tsconfig.json"])
) {
  failures.push("typecheck sandbox");
}
if (!step("lint", npx, ["eslint", "."])) failures.push("lint");
if (!step("format", npx, ["prettier", "--check", "."])) failures.push("format");
if (!step("build", "node", ["tools/build.mjs"])) failures.push("build");

try {
  ensureChromium();
} catch (error) {
  console.error(String(error));
  failures.push("chromium");
}

rmSync(RESULTS, { force: true });
step("tests", npx, [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${RESULTS}`,
]);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(RESULTS)) {
  const report = JSON.parse(readFileSync(RESULTS, "utf8"));
  passed = report.numPassedTests ?? 0;
  failed = report.numFailedTests ?? 0;
  skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  if (report.success === false && failed === 0) failures.push("tests (a test file failed to load)");
} else {
  failures.push("tests (no results written)");
}
if (failed > 0) failures.push("tests");
if (passed === 0) failures.push("tests (none ran)");

console.log("");
if (failures.length) console.log(`failed steps: ${[...new Set(failures)].join(", ")}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failures.length ? 1 : 0);
