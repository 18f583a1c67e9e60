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
          benchmark: { include: [] },
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One suite at a time by default. TEMPO_E2E_WORKERS=2 runs two at once (each its own stand-in
          // server and browser contexts on the run's one Chromium): the e2e project took 270 s -> about
          // 205 s on a loaded 2-core machine, but a suite that switches the ruleset at start-up timed out
          // now and then beside another (die-step beside roll-modes, reproduced twice, not yet
          // understood), so it is not the default until that is found.
          fileParallelism: true,
          maxWorkers: Number(process.env.TEMPO_E2E_WORKERS ?? 1),
        },
      },
    ],
  },
});
