// `npm test`: typecheck, lint, format, build, then every vitest project (unit + browser end-to-end),
// closing with one plain line "N passed, N failed" that CI reads.
//
// The checks before the tests run in two lanes at once (the main typecheck alone takes about as long as
// the rest together), and each keeps a cache in node_modules/.cache/tempo, so a second run checks only
// what changed. On a clean checkout the lanes contend for the two cores (27-30 s, against 31-32 s one
// after another); with warm caches they take about 7 s (README, "How long npm test takes").
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { ensureChromium } from "./chromium.mjs";

const RESULTS = ".vitest-results.json";
const CACHE = "node_modules/.cache/tempo";
mkdirSync(CACHE, { recursive: true });

/** Runs one check, its output held back and printed whole when it ends (two lanes never interleave). */
function check(label, command, args) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => output.push(Buffer.from(`${String(error)}\n`)));
    child.on("close", (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`\n== ${label}: ${command} ${args.join(" ")}`);
      const text = Buffer.concat(output).toString().trimEnd();
      if (text) console.log(text);
      console.log(`== ${label}: ${code === 0 ? "ok" : "FAILED"} (${seconds} s)`);
      resolve(code === 0 ? [] : [label]);
    });
  });
}

/** Runs checks one after another; resolves to the labels of those that failed. */
async function lane(checks) {
  const failed = [];
  for (const [label, command, args] of checks) failed.push(...(await check(label, command, args)));
  return failed;
}

const npx = "npx";
const tsc = (project, cacheName) => [
  npx,
  [
    "tsc",
    "--noEmit",
    "--incremental",
    "--tsBuildInfoFile",
    `${CACHE}/${cacheName}.tsbuildinfo`,
    "-p",
    project,
  ],
];
const started = performance.now();
const lanes = await Promise.all([
  lane([["typecheck", ...tsc("tsconfig.json", "main")]]),
  lane([
    ...(existsSync("sandbox/tsconfig.json")
      ? [["typecheck sandbox", ...tsc("sandbox/tsconfig.json", "sandbox")]]
      : []),
    ["lint", npx, ["eslint", "--cache", "--cache-location", `${CACHE}/eslint`, "."]],
    [
      "format",
      npx,
      [
        "prettier",
        "--check",
        "--cache",
        "--cache-strategy",
        "content",
        "--cache-location",
        `${CACHE}/prettier`,
        ".",
      ],
    ],
    ["build", "node", ["tools/build.mjs"]],
  ]),
]);
const failures = lanes.flat();
console.log(`\n== checks before the tests: ${((performance.now() - started) / 1000).toFixed(1)} s`);

try {
  ensureChromium();
} catch (error) {
  console.error(String(error));
  failures.push("chromium");
}

rmSync(RESULTS, { force: true });
console.log(`\n== tests: ${npx} vitest run`);
const testsStarted = performance.now();
const tests = spawnSync(
  npx,
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${RESULTS}`],
  { stdio: "inherit", shell: false },
);
console.log(
  `== tests: ${tests.status === 0 ? "ok" : "FAILED"} (${((performance.now() - testsStarted) / 1000).toFixed(1)} s)`,
);

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
