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
          // Two suites at a time (each its own stand-in server and browser contexts on the run's one
          // Chromium): most of a suite's time is waiting on the pages, so two overlap well even on two
          // cores (issue 16's loop: 270 s -> 208 s for the e2e project on a loaded 2-core machine).
          // TEMPO_E2E_WORKERS=1 runs them one by one.
          fileParallelism: true,
          maxWorkers: Number(process.env.TEMPO_E2E_WORKERS ?? 2),
        },
      },
    ],
  },
});
