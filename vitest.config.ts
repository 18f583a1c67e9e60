import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["test/**/*.test.ts"],
          exclude: ["test/e2e/**", "node_modules/**"],
          environment: "node",
          // The engine is pure and the stand-in's node tests build their own runtime: one module graph
          // for every file (no per-file isolation) cuts the unit run several times over.
          isolate: false,
          benchmark: { include: ["bench/**/*.bench.ts"] },
        },
      },
      {
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          globalSetup: ["test/e2e/global-setup.ts"],
          // One module graph per worker (playwright-core and the stand-in's server are imported once, not
          // per file), which also keeps the harness's pages and connection for the worker's next suites.
          isolate: false,
          benchmark: { include: [] },
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A poll waits on another client: a player's click travels to the GM and its card back. Vitest's
          // default (1 s) failed under load (a full run beside other work on two cores: a Time Count roll's
          // card came later, and the suite's next steps failed after it); settle() already waited 10 s.
          expect: { poll: { timeout: 10_000 } },
          // Two suites at a time by default (each its own stand-in server and browser contexts on the
          // run's one Chromium): most of a suite's time is spent waiting on its pages, so two overlap
          // well even on two cores. TEMPO_E2E_WORKERS=1 runs them one by one. Two were opt-in for a
          // while: a suite that switched the ruleset at start-up timed out now and then beside another.
          // The cause was the stand-in's servers opening the one build's LevelDB packs at the same
          // moment (LevelDB locks an open database): the loser's world had no sample actors. Each
          // server now reads its own copy (sandbox/src/server/packs.ts).
          fileParallelism: true,
          maxWorkers: Number(process.env.TEMPO_E2E_WORKERS ?? 2),
          // After the unit project (group 0, its own default worker count): vitest refuses to run two
          // projects with different maxWorkers in one group, so `npm test` (both projects) stopped at
          // once whenever this count differed from the unit project's.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
