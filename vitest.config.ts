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
          fileParallelism: false,
        },
      },
    ],
  },
});
