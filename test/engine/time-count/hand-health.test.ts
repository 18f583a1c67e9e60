import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/engine/core/errors";
import { fatigueSet, healthSet, rejoin, turnPassed } from "../../../src/engine/time-count/hand-health";
import { turnOrder } from "../../../src/engine/time-count/timeline";
import { restoreTimeline } from "../../../src/engine/time-count/timeline-restore";
import { combatant } from "../../../src/engine/time-count/timeline-store";

/** A character of 14 hit points, none of them lost, rested. */
const fresh = {
  hp: 14,
  maxHp: 14,
  invigoration: 0,
  fatigue: 0,
  checkDc: 0,
  dead: false,
  unconscious: false,
};

describe("hit points set by hand (the health door)", () => {
  // "When your hit point total reaches 0, you are dead."
  it("0 is dead; below 0 is 0; above the maximum is the maximum", () => {
    expect(healthSet(fresh, 0)).toMatchObject({ hp: 0, event: "dead", check: 0, checkDc: 0 });
    expect(healthSet(fresh, -5)).toMatchObject({ hp: 0, event: "dead" });
    expect(healthSet({ ...fresh, hp: 9 }, 99)).toMatchObject({ hp: 14, event: null, check: 0 });
    expect(healthSet(fresh, 8)).toEqual({ hp: 8, invigoration: 0, checkDc: 0, check: 0, event: null });
    expect(() => healthSet(fresh, Number.NaN)).toThrow(RuleError);
  });

  it("a dead creature at 0 set to 0 again is no new death; one set above 0 is revived", () => {
    const dead = { ...fresh, hp: 0, dead: true };
    expect(healthSet(dead, 5)).toMatchObject({ hp: 5, event: "revived", check: 0 });
    // Dead set by the GM on a creature with hit points stays: only its hit points reaching 0 and rising end it
    expect(healthSet({ ...fresh, hp: 6, dead: true }, 8)).toMatchObject({ hp: 8, event: null });
  });

  // "when your fatigue first exceeds your current hit points, and every time thereafter that either your
  // fatigue increases or your hit points decrease, you must make a Constitution check (DC equal to your
  // current fatigue minus your current hit points)"
  it("hit points lowered below the fatigue call for the check at once: DC fatigue − hit points", () => {
    const tired = { ...fresh, fatigue: 7 };
    expect(healthSet(tired, 10)).toMatchObject({ hp: 10, check: 0, checkDc: 0 });
    expect(healthSet(tired, 7)).toMatchObject({ check: 0, checkDc: 0 }); // equal: at risk, no check yet
    expect(healthSet(tired, 5)).toMatchObject({ hp: 5, check: 2, checkDc: 2, event: null });
    // already over the fatigue, and lowered again: a new check, from the new numbers
    expect(healthSet({ ...tired, hp: 5, checkDc: 0 }, 3)).toMatchObject({ check: 4, checkDc: 4 });
  });

  it("Invigoration counts as current hit points (interpretation 71) and fills what the maximum leaves", () => {
    const healed = { ...fresh, hp: 6, invigoration: 3, fatigue: 8 };
    expect(healthSet(healed, 5)).toMatchObject({ hp: 5, invigoration: 3, check: 0 }); // 8 current: no check
    expect(healthSet(healed, 4)).toMatchObject({ check: 1, checkDc: 1 }); // 7 current under fatigue 8
    // normal hit points back to 12: 2 of the 3 Invigoration still fit under the 14
    expect(healthSet(healed, 12)).toMatchObject({ hp: 12, invigoration: 2, checkDc: 0 });
  });

  // Healing: "A check owed is re-counted from the new fatigue ... none once fatigue no longer exceeds"
  it("hit points raised count a check owed again, and none once fatigue no longer exceeds them", () => {
    const owing = { ...fresh, hp: 4, fatigue: 9, checkDc: 5 };
    expect(healthSet(owing, 6)).toMatchObject({ hp: 6, check: 0, checkDc: 3 });
    expect(healthSet(owing, 10)).toMatchObject({ check: 0, checkDc: 0 });
    // a check not owed (passed already) is not asked again by healing
    expect(healthSet({ ...owing, checkDc: 0 }, 6)).toMatchObject({ check: 0, checkDc: 0 });
  });

  it("the unconscious make no check to stay conscious; the dead make none", () => {
    expect(healthSet({ ...fresh, hp: 6, fatigue: 9, unconscious: true }, 3)).toMatchObject({ check: 0 });
    expect(healthSet({ ...fresh, hp: 3, fatigue: 9 }, 0)).toMatchObject({ check: 0, checkDc: 0 });
  });

  it("revived with fatigue over the hit points, fatigue exceeds them for the first time: the check", () => {
    const dead = { ...fresh, hp: 0, fatigue: 9, dead: true };
    expect(healthSet(dead, 4)).toMatchObject({ hp: 4, event: "revived", check: 5, checkDc: 5 });
    expect(healthSet(dead, 12)).toMatchObject({ event: "revived", check: 0, checkDc: 0 });
  });
});

describe("a combatant brought back rejoins the Time Count", () => {
  const entry = (id: string, next: number, seq: number) => ({
    id,
    initiative: 6,
    next,
    unsteady: false,
    pending: null,
    pendingUntil: null,
    readied: null,
    seq,
  });
  // at count 20: Zherynn next at 24, Aeus at 22; Garret left the fight with his next turn at 16
  const tl = restoreTimeline(20, [entry("zherynn", 24, 1), entry("aeus", 22, 2)]);

  it("keeps a turn the count has not reached yet (its next count stands)", () => {
    expect(turnPassed(tl, 20)).toBe(false);
    expect(turnPassed(tl, 23)).toBe(false);
  });

  it("rejoins as a newcomer once its turn passed: the count + a new initiative", () => {
    expect(turnPassed(tl, 16)).toBe(true);
    const back = rejoin(tl, "garret", 7);
    expect(combatant(back, "garret").next).toBe(27);
    expect(combatant(back, "zherynn").next).toBe(24);
    // still on the timeline with a stale entry (due now, as the tracker rebuilt it): replaced, not doubled
    const stale = restoreTimeline(20, [entry("zherynn", 24, 1), entry("garret", 20, 3)]);
    expect(combatant(rejoin(stale, "garret", 5), "garret").next).toBe(25);
    expect(turnOrder(rejoin(stale, "garret", 5)).map((c) => c.id)).toEqual(["zherynn", "garret"]);
  });
});

describe("fatigue set by hand (the health door)", () => {
  // "when your fatigue first exceeds your current hit points, and every time thereafter that either your
  // fatigue increases or your hit points decrease, you must make a Constitution check (DC equal to your
  // current fatigue minus your current hit points)"
  const hurt = { ...fresh, hp: 5 };
  it("raised over the current hit points, it calls for the check: DC fatigue minus hit points", () => {
    expect(fatigueSet(hurt, 9)).toEqual({ fatigue: 9, checkDc: 4, check: 4 });
    // Invigoration counts among the current hit points
    expect(fatigueSet({ ...hurt, invigoration: 2 }, 9)).toEqual({ fatigue: 9, checkDc: 2, check: 2 });
  });

  it("not over them, or lowered, it calls for none; a check owed is counted again", () => {
    expect(fatigueSet(hurt, 5)).toEqual({ fatigue: 5, checkDc: 0, check: 0 });
    expect(fatigueSet({ ...hurt, fatigue: 9, checkDc: 4 }, 7)).toEqual({ fatigue: 7, checkDc: 2, check: 0 });
    expect(fatigueSet({ ...hurt, fatigue: 9, checkDc: 4 }, 3)).toEqual({ fatigue: 3, checkDc: 0, check: 0 });
  });

  it("never below 0; the unconscious and the dead make no check; a non-number is refused", () => {
    expect(fatigueSet(hurt, -3)).toEqual({ fatigue: 0, checkDc: 0, check: 0 });
    expect(fatigueSet({ ...hurt, unconscious: true }, 12)).toMatchObject({ check: 0 });
    expect(fatigueSet({ ...hurt, hp: 0, dead: true }, 12)).toMatchObject({ check: 0 });
    expect(() => fatigueSet(hurt, Number.NaN)).toThrow(RuleError);
  });
});
