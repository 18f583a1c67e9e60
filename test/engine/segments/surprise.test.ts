import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/engine/core/errors";
import {
  fitsInSurpriseSegment,
  surprisePhase,
  surpriseSegmentAt,
  surpriseSegments,
} from "../../../src/engine/segments/index";

describe("surprise table", () => {
  it("follows the seed's d6 table: 1 -> one segment, 2 -> two, 3-6 -> none", () => {
    expect([1, 2, 3, 4, 5, 6].map((r) => surpriseSegments(r, {}))).toEqual([1, 2, 0, 0, 0, 0]);
    expect(surpriseSegments(2)).toBe(2);
  });

  it("applies the +2 surprise bonus example", () => {
    // "If the party rolls a 2 (normally 2 surprised segments) and one member has a +2 surprise bonus,
    // that individual negates the surprise and acts normally; however, the rest of the party remains
    // surprised for 2 segments."
    expect(surpriseSegments(2, { bonus: 2 })).toBe(0);
    expect(surpriseSegments(2, { bonus: 0 })).toBe(2);
    expect(surpriseSegments(2, { bonus: 1 })).toBe(1);
    expect(surpriseSegments(1, { bonus: 3 })).toBe(0);
  });

  it("gives three segments against a monster that surprises on 1-3 when the roll is 3", () => {
    // "if a monster surprises on 1-3 and the opposition rolls a 3, then the monster gains three surprise segments."
    expect(surpriseSegments(3, { surprisedOn: 3 })).toBe(3);
    expect(surpriseSegments(4, { surprisedOn: 3 })).toBe(0);
  });

  it("never surprises a side that cannot be surprised (surprisedOn 0)", () => {
    expect(surpriseSegments(1, { surprisedOn: 0 })).toBe(0);
  });

  it("lengthens a surprised character's surprise with a penalty, but never surprises an unsurprised one", () => {
    expect(surpriseSegments(2, { bonus: -1 })).toBe(3);
    expect(surpriseSegments(3, { bonus: -2 })).toBe(0);
  });

  it("refuses rolls off a d6 and bad ranges", () => {
    expect(() => surpriseSegments(0)).toThrow(RuleError);
    expect(() => surpriseSegments(7)).toThrow(RuleError);
    expect(() => surpriseSegments(2, { surprisedOn: 7 })).toThrow(RuleError);
    expect(() => surpriseSegments(2, { bonus: 0.5 })).toThrow(RuleError);
  });
});

describe("surprise segments", () => {
  it("lets the alert side act alone while the other is surprised; a +2 member acts normally", () => {
    const phase = surprisePhase([
      { id: "fighter", side: "party", surprisedSegments: 2 },
      {
        id: "thief",
        side: "party",
        surprisedSegments: surpriseSegments(2, { bonus: 2 }),
      },
      { id: "orc", side: "monsters", surprisedSegments: 0 },
    ]);
    expect(phase).toEqual([
      { segment: 1, actors: ["thief", "orc"] },
      { segment: 2, actors: ["thief", "orc"] },
    ]);
  });

  it("drops segments in which nobody can act (mutual surprise cancels)", () => {
    const phase = surprisePhase([
      { id: "a", side: "party", surprisedSegments: 2 },
      { id: "b", side: "monsters", surprisedSegments: 1 },
    ]);
    expect(phase).toEqual([{ segment: 2, actors: ["b"] }]);
    expect(surprisePhase([{ id: "a", side: "party", surprisedSegments: 0 }])).toEqual([]);
    expect(() => surprisePhase([{ id: "a", side: "p", surprisedSegments: -1 }])).toThrow(RuleError);
  });

  it("allows only six-second actions: attacks, charges, closing, one-segment spells", () => {
    // "beginning a spell (if its casting time is one segment) may occur during a surprise segment."
    expect(fitsInSurpriseSegment({ kind: "melee" })).toBe(true);
    expect(fitsInSurpriseSegment({ kind: "charge" })).toBe(true);
    expect(fitsInSurpriseSegment({ kind: "close" })).toBe(true);
    expect(
      fitsInSurpriseSegment({
        kind: "spell",
        spell: { name: "Sleep", castingTimeSegments: 1 },
      }),
    ).toBe(true);
    expect(
      fitsInSurpriseSegment({
        kind: "spell",
        spell: { name: "Web", castingTimeSegments: 2 },
      }),
    ).toBe(false);
    // "Longer actions such as a minute-long speech ... cannot be fully completed"
    expect(fitsInSurpriseSegment({ kind: "other", durationSegments: 10 })).toBe(false);
    expect(fitsInSurpriseSegment({ kind: "other" })).toBe(true);
  });
});

describe("the surprise segment the sequence is in", () => {
  it("keeps the seed's number: surprised 1 and 2, the only segment kept is 2", () => {
    // "A combatant surprised for n segments cannot act in segments 1..n"
    const phase = surprisePhase([
      { id: "bugbear", side: "monsters", surprisedSegments: 1 },
      { id: "oswin", side: "party", surprisedSegments: 2 },
    ]);
    expect(surpriseSegmentAt(phase, 1)).toEqual({ segment: 2, actors: ["bugbear"] });
    expect(surpriseSegmentAt(phase, 2)).toBeNull();
  });
});
