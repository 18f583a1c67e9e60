/**
 * Time budgets for the few unit tests that do much more work than the rest: vitest's default of 5 s per
 * test is ample on an idle machine, but CI and developers run the suite beside other work. Measured
 * 2026-11-27 with eight busy loops beside `npm run test:unit` on two cores: a 0.4 s property walk took
 * 12.7 s, a 0.3 s scan of src/engine 7.7 s. These budgets are for such tests only; speed is measured
 * by `npm run bench`, never by a timed test.
 */

/** A long seeded property walk (thousands of engine steps, each checked). */
export const WALK_BUDGET_MS = 120_000;

/** A test that builds, spawns a process, or reads a whole folder tree or LevelDB pack. */
export const IO_BUDGET_MS = 120_000;
