import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import { RuleError } from "../../../src/engine/core/errors";
import { consciousnessCheck } from "../../../src/engine/time-count/health";
import { createTimeline } from "../../../src/engine/time-count/timeline";
import {
  advanceCountTo,
  canRegainConsciousness,
  knockOut,
  stabilize,
  wakeCheck,
  wakeCheckDue,
} from "../../../src/engine/time-count/waking";

const none = scriptedDice([]);

describe("Regaining Consciousness", () => {
  // "Once unconscious, you will remain that way at least 10 TC for each point by which you failed your
  // check. After this time, you may make a Constitution check to regain consciousness."
  it("schedules the first check 10 TC per point failed after the knock-out", () => {
    // fatigue 7, hp 2: DC 5; a total of 3 fails by 2 -> 20 TC
    const failed = consciousnessCheck({ hp: 2, fatigue: 7 }, 3);
    expect(failed.unconsciousTc).toBe(20);
    const schedule = knockOut(12, failed.unconsciousTc);
    expect(schedule).toEqual({ dueAt: 32, stabilized: false });
    expect(wakeCheckDue(schedule, 31)).toBe(false);
    expect(wakeCheckDue(schedule, 32)).toBe(true);
  });

  it("refuses a check before it is due, and for the dead", () => {
    const schedule = knockOut(12, 20);
    expect(() => wakeCheck({ hp: 2, fatigue: 7 }, schedule, 31, 20, none)).toThrow(RuleError);
    try {
      wakeCheck({ hp: 2, fatigue: 7 }, schedule, 31, 20, none);
    } catch (e) {
      expect((e as RuleError).key).toBe("TEMPO.TimeCount.Error.WakeNotDue");
      expect((e as RuleError).data).toEqual({ count: 32 });
    }
    expect(() => wakeCheck({ hp: 0, fatigue: 7 }, schedule, 40, 20, none)).toThrow(RuleError);
  });

  // "DC equal to the check to stay conscious. If you fail, you make another check every 1d10 TC."
  it("wakes on a total at least the DC; a failure retries 1d10 TC later", () => {
    const schedule = knockOut(12, 20);
    const fail = wakeCheck({ hp: 2, fatigue: 7 }, schedule, 32, 4, scriptedDice([7]));
    expect(fail).toEqual({ dc: 5, total: 4, awake: false, next: { dueAt: 39, stabilized: false } });
    const next = fail.next ?? schedule;
    const success = wakeCheck({ hp: 2, fatigue: 7 }, next, 40, 5, none);
    expect(success).toEqual({ dc: 5, total: 5, awake: true, next: null });
  });

  it("takes the DC from the current state: healing lowers it; impairments cost 2 each", () => {
    const schedule = knockOut(0, 10);
    // fatigue reduced from 7 to 3 by healing: DC 1
    expect(wakeCheck({ hp: 2, fatigue: 3 }, schedule, 10, 1, none).awake).toBe(true);
    // two impairments: 6 - 4 = 2 < DC 5
    expect(wakeCheck({ hp: 2, fatigue: 7, impairments: 2 }, schedule, 10, 6, scriptedDice([1])).awake).toBe(
      false,
    );
  });

  // "A natural 17 or 18 does not guarantee success, so if the DC is too high to pass, then you remain
  // unconscious until you heal sufficiently to give you a chance"
  it("tells when even a natural 20 cannot reach the DC", () => {
    expect(canRegainConsciousness({ hp: 2, fatigue: 23 }, 1)).toBe(true); // DC 21: 20 + 1
    expect(canRegainConsciousness({ hp: 2, fatigue: 24 }, 1)).toBe(false); // DC 22
    expect(canRegainConsciousness({ hp: 2, fatigue: 23, impairments: 1 }, 1)).toBe(false);
  });

  // "If you were dying, unconscious, and stabilized, then you begin making checks to regain
  // consciousness after 2d10 minutes, and continue to make them every 1d6 minutes thereafter."
  it("a stabilized dying character checks after 2d10 minutes, then every 1d6 minutes", () => {
    const schedule = stabilize({ hp: 2, fatigue: 9 }, 100, scriptedDice([3, 4]));
    expect(schedule).toEqual({ dueAt: 100 + 7 * 120, stabilized: true });
    const fail = wakeCheck({ hp: 2, fatigue: 9 }, schedule, 940, 1, scriptedDice([2]));
    expect(fail.next).toEqual({ dueAt: 940 + 2 * 120, stabilized: true });
  });

  it("stabilizes only the dying (fatigue at least double the hit points)", () => {
    expect(() => stabilize({ hp: 5, fatigue: 9 }, 0, scriptedDice([1, 1]))).toThrow(RuleError);
    expect(() => stabilize({ hp: 0, fatigue: 9 }, 0, scriptedDice([1, 1]))).toThrow(RuleError);
  });
});

describe("advancing to a wake check", () => {
  const tl = createTimeline([
    { id: "a", initiative: 6 },
    { id: "b", initiative: 9 },
  ]);

  it("stops at the wake check when it comes before the next turn", () => {
    expect(advanceCountTo(tl, [4]).count).toBe(4);
    expect(advanceCountTo(tl, [8]).count).toBe(6);
    expect(advanceCountTo(tl, []).count).toBe(6);
    // a check already past (or now) is no stop
    expect(advanceCountTo({ ...tl, count: 5 }, [5, 2]).count).toBe(6);
  });

  it("moves on to a wake check even when nobody else is on the Time Count", () => {
    const empty = createTimeline([]);
    expect(advanceCountTo(empty, [30]).count).toBe(30);
    expect(() => advanceCountTo(empty, [])).toThrow(RuleError);
  });

  it("refuses while someone is still due now", () => {
    expect(() => advanceCountTo({ ...tl, count: 6 }, [7])).toThrow(RuleError);
  });
});
