import { describe, expect, it } from "vitest";
import { checkOwed, landHits, spendFatigue, type HitTarget } from "../../../src/engine/time-count/hits";
import { NO_IMPAIRMENTS } from "../../../src/engine/time-count/impairments";
import type { SpellPreparation } from "../../../src/engine/time-count/magic";

const target: HitTarget = {
  hp: 20,
  fatigue: 0,
  threshold: 5,
  bonusHp: 0,
  invigoration: 0,
  damageReduction: 0,
  wounded: false,
  impairments: NO_IMPAIRMENTS,
  preparation: null,
};
const hit = (
  damage: number,
  extra: Partial<{ attackerId: string; nonlethal: boolean; damageType: string }> = {},
) => ({
  attackerId: "a",
  damage,
  nonlethal: false,
  damageType: "slashing",
  ...extra,
});
const plain = { impairments: false, simultaneous: false, preparingAt: null };

describe("landHits: a card's hits on the target", () => {
  // "Any single attack that does damage greater than your effective ToP adds fatigue equal to your ToP
  // and subtracts the excess damage from your current hit points."
  it("splits an 8 against ToP 5 into 5 fatigue and 3 hit points, and lowers the ToP by 1", () => {
    expect(landHits(target, [hit(8)], plain)).toMatchObject({ hp: 17, fatigue: 5, threshold: 4, checkDc: 0 });
  });

  it("takes damage reduction off first: a hit reduced to 0 changes nothing", () => {
    expect(landHits({ ...target, damageReduction: 2 }, [hit(7)], plain)).toMatchObject({
      hp: 20,
      fatigue: 5,
    });
    expect(landHits({ ...target, damageReduction: 9 }, [hit(4)], plain)).toMatchObject({ threshold: 4 });
    expect(landHits(target, [hit(0)], plain)).toBeNull();
  });

  it("applies the hits one after another, each lowering the ToP ('wounded' at 0, and kept)", () => {
    const out = landHits({ ...target, threshold: 2 }, [hit(1), hit(1)], plain);
    expect(out).toMatchObject({ fatigue: 2, threshold: 0, wounded: true });
    expect(landHits({ ...target, wounded: true }, [hit(1)], plain)?.wounded).toBe(true);
  });

  // "Nonlethal damage never lowers your current hit points ... It does, however, reduce your ToP".
  it("makes nonlethal damage all fatigue", () => {
    expect(landHits(target, [hit(12, { nonlethal: true })], plain)).toMatchObject({
      hp: 20,
      fatigue: 12,
      threshold: 4,
    });
  });

  it("is dead at 0 hit points, and owes the check once fatigue reaches hit points", () => {
    expect(landHits({ ...target, hp: 3 }, [hit(9)], plain)).toMatchObject({ hp: 0, dead: true });
    const out = landHits({ ...target, hp: 6, fatigue: 2 }, [hit(6)], plain);
    expect(out).toMatchObject({ hp: 5, fatigue: 7, checkDc: 2 });
  });

  it("counts Invigoration as current hit points for the check", () => {
    const out = landHits({ ...target, hp: 6, invigoration: 4, fatigue: 2 }, [hit(6)], plain);
    expect(out).toMatchObject({ hp: 6, invigoration: 3, fatigue: 7, checkDc: 0 });
  });

  // "Whenever damage from an attack exceeds your Threshold of Pain, you gain one impairment".
  it("gains an impairment of the hit's type per hit over the ToP, under the optional rule only", () => {
    const on = { ...plain, impairments: true };
    expect(landHits(target, [hit(8), hit(3, { damageType: "piercing" })], on)).toMatchObject({
      gained: ["slashing"],
      impairments: { slashing: 1, piercing: 0, bludgeoning: 0 },
    });
    expect(landHits(target, [hit(8)], plain)?.gained).toEqual([]);
    expect(landHits(target, [hit(8, { damageType: "" })], on)?.gained).toEqual([]);
  });

  // Simultaneous Actions: two attackers' hits of one count lower the ToP for impairments by 1 more.
  it("applies hits of one count together under Simultaneous Actions", () => {
    const on = { impairments: true, simultaneous: true, preparingAt: null };
    const out = landHits(target, [hit(5, { attackerId: "a" }), hit(4, { attackerId: "b" })], on);
    // ToP 5 then 4, each lowered by 1 for impairments: 5 > 4 and 4 > 3; apart, neither exceeds.
    expect(out?.gained).toEqual(["slashing", "slashing"]);
    expect(
      landHits(target, [hit(5, { attackerId: "a" }), hit(4, { attackerId: "b" })], {
        ...on,
        simultaneous: false,
      })?.gained,
    ).toEqual([]);
  });

  it("adds the damage to the casting DC of a spell being prepared, and only then", () => {
    const p: SpellPreparation = {
      spellId: "s",
      fatigueCost: 1,
      armorSpellFailure: 0,
      priorCastingsToday: 0,
      damageTaken: 0,
      movementTurns: 0,
      charges: 0,
      startedAt: 0,
      readyAt: 10,
    };
    expect(
      landHits({ ...target, preparation: p }, [hit(4)], { ...plain, preparingAt: 3 })?.preparation
        ?.damageTaken,
    ).toBe(4);
    expect(landHits({ ...target, preparation: p }, [hit(4)], plain)?.preparation).toBeNull();
  });
});

describe("spendFatigue and checkOwed", () => {
  it("spends nothing for a cost of 0", () => {
    expect(spendFatigue({ hp: 10, invigoration: 0, fatigue: 3 }, 0)).toBeNull();
  });
  it("owes the check (DC fatigue - hit points) when fatigue reaches current hit points", () => {
    expect(spendFatigue({ hp: 10, invigoration: 0, fatigue: 8 }, 3)).toEqual({ fatigue: 11, checkDc: 1 });
    expect(spendFatigue({ hp: 10, invigoration: 2, fatigue: 8 }, 3)).toEqual({ fatigue: 11, checkDc: 0 });
    expect(checkOwed({ hp: 10, fatigue: 2 }, { hp: 10, fatigue: 4 })).toBe(0);
  });
});
