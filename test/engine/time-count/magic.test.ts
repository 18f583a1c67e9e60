import { describe, expect, it } from "vitest";
import {
  CAST_SPEED_FACTOR,
  arcanaTakingTen,
  beginPreparation,
  castSpell,
  castingDC,
  chargeSpell,
  grabbedCastingDC,
  isPrepared,
  moveWhilePreparing,
  preparedSpellExpired,
  releaseCharge,
  takeDamageWhilePreparing,
} from "../../../src/engine/time-count/magic";
import { completeAction, createTimeline, nextUp } from "../../../src/engine/time-count/timeline";

const fireball = {
  spellId: "fireball",
  fatigueCost: 3,
  armorSpellFailure: 2,
  priorCastingsToday: 0,
  castingTime: 12,
  count: 6,
};

describe("Preparing a Spell", () => {
  // 1. "begin with a base casting DC of 10 plus the fatigue cost plus your armor spell failure. Roll the
  // spell's casting time as your SF." 2. "add 3 to the casting DC for each prior casting."
  it("starts at 10 + fatigue cost + armor spell failure, +3 per prior casting today", () => {
    const { preparation, lost } = beginPreparation(null, fireball);
    expect(lost).toBeNull();
    expect(castingDC(preparation)).toBe(15);
    expect(preparation.readyAt).toBe(18);
    expect(castingDC(beginPreparation(null, { ...fireball, priorCastingsToday: 2 }).preparation)).toBe(21);
  });

  // 3. "If you take damage or fatigue before the spell is prepared, add the total amount taken to the casting DC."
  // 4. "You may walk while preparing the spell, but each turn of movement adds 1 to the casting DC."
  it("adds damage taken and movement turns before the spell is prepared, not after", () => {
    let p = beginPreparation(null, fireball).preparation;
    p = takeDamageWhilePreparing(p, 4, 10);
    p = moveWhilePreparing(p, 12);
    expect(castingDC(p)).toBe(20);
    expect(castingDC(takeDamageWhilePreparing(p, 4, 18))).toBe(20);
    expect(castingDC(moveWhilePreparing(p, 19))).toBe(20);
  });

  // 6. "charge the spell ... spend 1 TC ... increases the casting DC and fatigue cost by 1 ... release a single charge per TC"
  // 7. "cast the spell with a Speed Factor of 1 ... Arcana (Int) check equal to the casting DC ... Whether successful
  // or not, you spend the fatigue cost of the spell plus any charges ... the base DC of the next casting goes up by 3."
  it("charges only once prepared, then casts with SF 1 paying fatigue either way", () => {
    const p = beginPreparation(null, fireball).preparation;
    expect(isPrepared(p, 17)).toBe(false);
    expect(() => chargeSpell(p, 17)).toThrow(/SpellNotPrepared/);
    expect(() => castSpell(p, 17, 30)).toThrow(/SpellNotPrepared/);
    const charged = chargeSpell(chargeSpell(p, 18), 19);
    expect(castingDC(charged)).toBe(17);
    expect(castingDC(releaseCharge(charged, 20))).toBe(16);
    expect(() => releaseCharge(p, 20)).toThrow(/NoCharges/);
    expect(castSpell(charged, 20, 16)).toEqual({
      dc: 17,
      success: false,
      fatigueSpent: 5,
      priorCastingsToday: 1,
    });
    expect(castSpell(charged, 20, 17).success).toBe(true);
    expect(CAST_SPEED_FACTOR).toBe(1);
  });

  it("loses the first spell when preparing another, and lapses about a minute after being prepared", () => {
    const first = beginPreparation(null, fireball).preparation;
    const second = beginPreparation(first, { ...fireball, spellId: "shield" });
    expect(second.lost?.spellId).toBe("fireball");
    expect(preparedSpellExpired(first, 18 + 120)).toBe(false);
    expect(preparedSpellExpired(first, 18 + 121)).toBe(true);
    expect(grabbedCastingDC(3)).toBe(13);
  });

  it("runs on the timeline: casting time as a delay, then the cast at SF 1", () => {
    const tl = createTimeline([
      { id: "mage", initiative: 6 },
      { id: "orc", initiative: 9 },
    ]);
    const preparing = completeAction(tl, "mage", fireball.castingTime, {
      pending: "prepareSpell",
    });
    const t2 = completeAction(preparing, "orc", 15);
    expect(nextUp(t2)).toEqual({
      count: 18,
      ids: ["mage"],
      pending: [{ id: "mage", action: "prepareSpell" }],
    });
    const cast = completeAction(t2, "mage", CAST_SPEED_FACTOR);
    expect(nextUp(cast)).toMatchObject({
      count: 19,
      ids: ["mage"],
      pending: [],
    });
  });
});

describe("taking 10 on the casting's Arcana (Int) check", () => {
  it("is 10 + Intelligence + the caster's bonus", () => {
    expect(arcanaTakingTen(3, 0)).toBe(13);
    expect(arcanaTakingTen(2, -1)).toBe(11);
  });
});
