import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/engine/core/errors";
import {
  SEGMENTS_PER_ROUND,
  afterOpponentSegment,
  initiativeWinner,
  missileInitiativeBonus,
  missileSegment,
  sideSegments,
} from "../../../src/engine/segments/index";
import { actor, longSword, shortBow } from "./fixtures";

describe("side initiative", () => {
  it("a round has 10 segments", () => {
    expect(SEGMENTS_PER_ROUND).toBe(10);
  });

  it("each side acts in the segment the other side rolled (seed: party 6, monsters 1)", () => {
    // "If the party rolls a 6 and the monsters roll a 1, then the party acts in segment 1 while the
    // monsters do not act until segment 6."
    expect(sideSegments({ party: 6, monsters: 1 })).toEqual({
      party: 1,
      monsters: 6,
    });
    expect(initiativeWinner({ party: 6, monsters: 1 })).toBe("party");
    expect(initiativeWinner({ party: 2, monsters: 5 })).toBe("monsters");
  });

  it("a tie makes both sides act together in that segment", () => {
    // "In a tied roll, both sides are considered to act simultaneously in that segment."
    expect(sideSegments({ party: 3, monsters: 3 })).toEqual({
      party: 3,
      monsters: 3,
    });
    expect(initiativeWinner({ party: 3, monsters: 3 })).toBeNull();
  });

  it("refuses anything but two sides with d6 rolls", () => {
    expect(() => sideSegments({ party: 3 })).toThrow(RuleError);
    expect(() => sideSegments({ a: 1, b: 2, c: 3 })).toThrow(RuleError);
    expect(() => sideSegments({ party: 7, monsters: 1 })).toThrow(RuleError);
    expect(() => sideSegments({ party: 0, monsters: 1 })).toThrow(RuleError);
    expect(() => sideSegments({ party: 2.5, monsters: 1 })).toThrow(RuleError);
  });
});

describe("missile initiative bonus", () => {
  it("is the Dexterity missile bonus plus the missile weapon's own bonus; never for melee", () => {
    expect(
      missileInitiativeBonus(actor({ dexterityMissileBonus: 2 }), {
        ...shortBow,
        toHitBonus: 1,
      }),
    ).toBe(3);
    expect(() => missileInitiativeBonus(actor({ dexterityMissileBonus: 2 }), longSword)).toThrow(RuleError);
  });

  it("moves an archer earlier even when the side lost initiative, within 1..10", () => {
    // Party rolled 2, monsters 3: the party acts in 3, the monsters in 2; an archer with +2 shoots in 1.
    const seg = sideSegments({ party: 2, monsters: 3 });
    expect(missileSegment(seg.party as number, 2)).toBe(1);
    expect(missileSegment(3, 0)).toBe(3);
    expect(missileSegment(2, 5)).toBe(1);
    expect(missileSegment(6, -1)).toBe(7);
    expect(missileSegment(10, -3)).toBe(10);
    expect(() => missileSegment(11, 0)).toThrow(RuleError);
  });
});

describe("acting after the opposing side (holds, extra routines)", () => {
  it("waits for the opposing side's segment but never precedes the own segment", () => {
    expect(afterOpponentSegment(1, 6)).toBe(6);
    expect(afterOpponentSegment(6, 1)).toBe(6);
    expect(afterOpponentSegment(4, 4)).toBe(4);
  });
});
