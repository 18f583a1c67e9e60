import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import {
  applyHealing,
  applyHit,
  consciousnessCheck,
  ensureCheckOwed,
  effectiveThreshold,
  firstWakeCheckDelay,
  needsConsciousnessCheck,
  nextWakeCheckDelay,
  overnightRest,
  vitalStatus,
} from "../../../src/engine/time-count/health";
import { applySimultaneousHits } from "../../../src/engine/time-count/simultaneous";

describe("Threshold of Pain", () => {
  it("starts at 3 + Persona + armor", () => {
    expect(effectiveThreshold(3, 2, 1)).toBe(6);
  });

  // "Any single attack that does damage greater than your effective ToP adds fatigue equal to your ToP
  // and subtracts the excess damage from your current hit points. If the attack deals less damage than
  // this, then you only add it to your current fatigue level."
  it("splits damage above the ToP between fatigue and hit points", () => {
    expect(applyHit({ hp: 20, fatigue: 0, threshold: 5 }, 8)).toMatchObject({
      hp: 17,
      fatigue: 5,
      threshold: 4,
      wounded: false,
    });
  });

  it("puts damage at or below the ToP into fatigue", () => {
    expect(applyHit({ hp: 20, fatigue: 2, threshold: 5 }, 5)).toMatchObject({
      hp: 20,
      fatigue: 7,
      threshold: 4,
      impairment: false,
    });
    expect(applyHit({ hp: 20, fatigue: 2, threshold: 5 }, 3)).toMatchObject({
      hp: 20,
      fatigue: 5,
    });
  });

  // "Any attack that hits ... also reduces your effective ToP by 1 for future attacks. If your effective
  // ToP reaches 0, then you are considered wounded."
  it("lowers the ToP by 1 per hit and marks wounded at 0", () => {
    let s = { hp: 20, fatigue: 0, threshold: 2 };
    const a = applyHit(s, 1);
    expect(a).toMatchObject({ threshold: 1, wounded: false });
    s = { hp: a.hp, fatigue: a.fatigue, threshold: a.threshold };
    const b = applyHit(s, 1);
    expect(b).toMatchObject({
      threshold: 0,
      wounded: true,
      hp: 20,
      fatigue: 2,
    });
    // At ToP 0 everything goes to hit points, and the ToP stays at 0.
    expect(applyHit({ hp: b.hp, fatigue: b.fatigue, threshold: 0 }, 4)).toMatchObject({
      hp: 16,
      fatigue: 2,
      threshold: 0,
      wounded: true,
    });
    // A hit reduced to 0 by damage reduction still lowers the ToP.
    expect(applyHit({ hp: 20, fatigue: 0, threshold: 4 }, 0)).toMatchObject({
      fatigue: 0,
      threshold: 3,
    });
  });

  // "Nonlethal damage never lowers your current hit points ... even if the damage exceeds your ToP. It
  // does, however, reduce your Threshold of Pain on a successful hit."
  it("nonlethal damage is all fatigue but lowers the ToP", () => {
    expect(applyHit({ hp: 20, fatigue: 0, threshold: 3 }, 9, { nonlethal: true })).toMatchObject({
      hp: 20,
      fatigue: 9,
      threshold: 2,
      // Damage over the ToP still flags an impairment (interpretation 11).
      impairment: true,
    });
  });

  it("takes hit point loss from bonus hit points, then Invigoration, then hit points (never below 0)", () => {
    const r = applyHit({ hp: 10, fatigue: 0, threshold: 2, bonusHp: 3, invigoration: 2 }, 9);
    expect(r).toMatchObject({
      bonusHp: 0,
      invigoration: 0,
      hp: 8,
      fatigue: 2,
      hpLoss: 7,
    });
    expect(applyHit({ hp: 3, fatigue: 0, threshold: 1 }, 10).hp).toBe(0);
    expect(() => applyHit({ hp: 3, fatigue: 0, threshold: 1 }, -1)).toThrow(/InvalidDamage/);
  });
});

describe("healing", () => {
  // "the caster rolls 8 points of healing with a spell. He decides to give the target 5 Invigoration and
  // reduce the target's fatigue by 3. Once the target sleeps for the night, any remaining points of Invigoration are lost."
  it("splits healing between Invigoration and fatigue, capped by the maximum", () => {
    const healed = applyHealing(
      { hp: 10, maxHp: 20, fatigue: 6, invigoration: 0 },
      { invigoration: 5, fatigueReduction: 3 },
    );
    expect(healed).toEqual({ hp: 10, maxHp: 20, fatigue: 3, invigoration: 5 });
    expect(overnightRest(healed).invigoration).toBe(0);
    expect(
      applyHealing(
        { hp: 18, maxHp: 20, fatigue: 1, invigoration: 0 },
        { invigoration: 5, fatigueReduction: 3 },
      ),
    ).toMatchObject({
      invigoration: 2,
      fatigue: 0,
    });
  });
});

describe("fatigue, unconsciousness, dying and death", () => {
  it("classifies at risk, dying and dead", () => {
    expect(vitalStatus({ hp: 10, fatigue: 9 })).toBe("healthy");
    expect(vitalStatus({ hp: 10, fatigue: 10 })).toBe("atRisk");
    expect(vitalStatus({ hp: 10, fatigue: 20 })).toBe("dying");
    expect(vitalStatus({ hp: 0, fatigue: 0 })).toBe("dead");
  });

  // "when your fatigue first exceeds your current hit points, and every time thereafter that either your
  // fatigue increases or your hit points decrease, you must make a Constitution check"
  it("asks for a check when fatigue first exceeds hit points and on each later worsening", () => {
    expect(needsConsciousnessCheck({ hp: 10, fatigue: 8 }, { hp: 10, fatigue: 11 })).toBe(true);
    expect(needsConsciousnessCheck({ hp: 10, fatigue: 11 }, { hp: 10, fatigue: 12 })).toBe(true);
    expect(needsConsciousnessCheck({ hp: 10, fatigue: 11 }, { hp: 9, fatigue: 11 })).toBe(true);
    expect(needsConsciousnessCheck({ hp: 10, fatigue: 12 }, { hp: 10, fatigue: 11 })).toBe(false);
    expect(needsConsciousnessCheck({ hp: 10, fatigue: 8 }, { hp: 10, fatigue: 10 })).toBe(false);
  });

  // "DC equal to your current fatigue minus your current hit points ... for each impairment ... -2 ...
  // you will remain that way at least 10 TC for each point by which you failed your check."
  it("Constitution check: DC fatigue - hp, -2 per impairment, 10 TC per point of failure", () => {
    expect(consciousnessCheck({ hp: 8, fatigue: 14 }, 7)).toEqual({
      dc: 6,
      total: 7,
      conscious: true,
      unconsciousTc: 0,
    });
    expect(consciousnessCheck({ hp: 8, fatigue: 14, impairments: 2 }, 7)).toEqual({
      dc: 6,
      total: 3,
      conscious: false,
      unconsciousTc: 30,
    });
  });

  it("retries every 1d10 TC, or 2d10 then 1d6 minutes after being stabilized while dying", () => {
    expect(firstWakeCheckDelay(30, false, scriptedDice([]))).toBe(30);
    expect(nextWakeCheckDelay(false, scriptedDice([7]))).toBe(7);
    expect(firstWakeCheckDelay(30, true, scriptedDice([3, 4]))).toBe(7 * 120);
    expect(nextWakeCheckDelay(true, scriptedDice([2]))).toBe(240);
  });
});

describe("simultaneous attacks (optional rule)", () => {
  // "four characters all attack Hadwin at the same time, who has a threshold of pain equal to 8. Three of
  // the attackers hit, meaning that Hadwin's effective threshold of pain is only 6 for this TC ... The
  // attacks deal 3, 6, and 8 damage, so Hadwin takes two Impairments instead of the one he would normally
  // have taken had the attacks occurred at different times."
  it("replays Hadwin: two impairments instead of one", () => {
    const hadwin = { hp: 40, fatigue: 0, threshold: 8 };
    const together = applySimultaneousHits(hadwin, [
      { attackerId: "a", damage: 3 },
      { attackerId: "b", damage: 6 },
      { attackerId: "c", damage: 8 },
    ]);
    expect(together.impairmentThresholdModifier).toBe(-2);
    expect(together.impairments).toBe(2);
    // which hits: the 6 (over 7 - 2) and the 8 (over 6 - 2); the 3 is under 8 - 2
    expect(together.perHit.map((h) => h.impairment)).toEqual([false, true, true]);

    let apart = 0;
    let s = hadwin;
    for (const d of [3, 6, 8]) {
      const r = applyHit(s, d);
      if (r.impairment) apart += 1;
      s = { hp: r.hp, fatigue: r.fatigue, threshold: r.threshold };
    }
    expect(apart).toBe(1);
    // The hit point / fatigue split is the same either way.
    expect(together.state).toMatchObject({
      hp: s.hp,
      fatigue: s.fatigue,
      threshold: 5,
    });
  });

  it("two weapons of one attacker do not lower the threshold", () => {
    const r = applySimultaneousHits({ hp: 40, fatigue: 0, threshold: 8 }, [
      { attackerId: "a", damage: 7 },
      { attackerId: "a", damage: 7 },
    ]);
    expect(Object.is(r.impairmentThresholdModifier, 0)).toBe(true);
    expect(r.impairments).toBe(0);
    expect(applySimultaneousHits({ hp: 5, fatigue: 0, threshold: 3 }, []).state).toMatchObject({
      hp: 5,
      hpLoss: 0,
    });
  });
});

describe('hit points never below 0 (seed: "When your hit point total reaches 0, you are dead.")', () => {
  // QA finding 6: a sheet value of -5 hit points was raised to 0 by a 3-point hit.
  it("never raises hit points with a hit, even a stored negative value", () => {
    const hit = applyHit({ hp: -5, fatigue: 0, threshold: 3 }, 3);
    expect(hit.hp).toBe(-5);
    expect(hit.fatigue).toBe(3);
    expect(applyHit({ hp: -5, fatigue: 0, threshold: 3 }, 9).hp).toBe(-5);
  });

  it("stops hit points at 0 when the excess passes them", () => {
    expect(applyHit({ hp: 4, fatigue: 0, threshold: 3 }, 10).hp).toBe(0);
    expect(applyHit({ hp: 0, fatigue: 0, threshold: 3 }, 10).hp).toBe(0);
  });
});

describe("the check to stay conscious", () => {
  it("is refused when no hit left one owed", () => {
    expect(() => ensureCheckOwed(0, "Garret")).toThrow(
      expect.objectContaining({ key: "TEMPO.TimeCount.Error.NoCheckDue", data: { name: "Garret" } }),
    );
    expect(() => ensureCheckOwed(6, "Garret")).not.toThrow();
  });
});
