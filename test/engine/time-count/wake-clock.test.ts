import { describe, expect, it } from "vitest";
import {
  ensureUnconscious,
  ensureWakeDue,
  NO_WAKE,
  storeWake,
  wakeClockOf,
  wakeSummary,
  wakeWhen,
  worldTcOf,
} from "../../../src/engine/time-count/wake-clock";
import { keyOf } from "../rule-error-key";

describe("the wake checks' clock", () => {
  // "Each TC unit is roughly equivalent to half a second."
  it("counts world time at 2 TC a second", () => {
    expect(worldTcOf(10.7)).toBe(21);
  });

  it("counts on the fight's Time Count while that fight runs, else on the world clock", () => {
    const w = { combatId: "c1", dueCount: 40, dueWorldTc: 900, stabilized: false };
    expect(wakeClockOf(w, { combatId: "c1", count: 35 }, 800)).toEqual({
      onCount: true,
      now: 35,
      schedule: { dueAt: 40, stabilized: false },
    });
    expect(wakeClockOf(w, { combatId: "c2", count: 35 }, 800)).toMatchObject({ onCount: false, now: 800 });
    expect(wakeClockOf(w, null, 800).schedule.dueAt).toBe(900);
  });

  it("stores a schedule on both clocks, the same delay from now on each", () => {
    const stored = storeWake(30, { dueAt: 42, stabilized: true }, { combatId: "c1", count: 30 }, 500);
    expect(stored).toEqual({ combatId: "c1", dueCount: 42, dueWorldTc: 512, stabilized: true });
    expect(storeWake(0, { dueAt: 20, stabilized: false }, null, 500)).toEqual({
      combatId: "",
      dueCount: 0,
      dueWorldTc: 520,
      stabilized: false,
    });
  });

  it("says when the next check comes: a count in the fight, seconds outside", () => {
    const onCount = wakeClockOf({ ...NO_WAKE, combatId: "c1" }, { combatId: "c1", count: 5 }, 0);
    expect(wakeWhen(onCount, 12)).toEqual({ count: 12 });
    expect(wakeWhen(wakeClockOf(NO_WAKE, null, 100), 120)).toEqual({ seconds: 10 });
  });

  it("refuses a check before it is due, and anyone not unconscious or dead", () => {
    const early = wakeClockOf({ ...NO_WAKE, dueWorldTc: 120 }, null, 100);
    expect(keyOf(() => ensureWakeDue(early))).toBe("TEMPO.TimeCount.Error.WakeNotDueTime");
    expect(keyOf(() => ensureWakeDue({ ...early, now: 120 }))).toBe("no error");
    expect(keyOf(() => ensureUnconscious({ unconscious: false, dead: false }, "Ann"))).toBe(
      "TEMPO.TimeCount.Error.NotUnconscious",
    );
    expect(keyOf(() => ensureUnconscious({ unconscious: true, dead: true }, "Ann"))).toBe(
      "TEMPO.TimeCount.Error.NotUnconscious",
    );
  });
});

describe("the wake check's summary", () => {
  // "a Constitution check to regain consciousness, DC equal to the check to stay conscious".
  it("gives the DC (fatigue - hit points) and whether the check is due", () => {
    const clock = wakeClockOf({ ...NO_WAKE, dueWorldTc: 110 }, null, 100);
    expect(wakeSummary({ hp: 10, fatigue: 14, impairments: 0 }, 2, clock)).toMatchObject({
      onCount: false,
      dueAt: null,
      seconds: 5,
      due: false,
      dc: 4,
      hopeless: false,
    });
  });

  it("is hopeless when even a 20 cannot reach the DC", () => {
    const clock = wakeClockOf(NO_WAKE, null, 0);
    expect(wakeSummary({ hp: 1, fatigue: 40, impairments: 0 }, 0, clock).hopeless).toBe(true);
  });
});
