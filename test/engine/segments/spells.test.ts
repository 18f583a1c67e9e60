import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/engine/core/errors";
import {
  buildRoundSchedule,
  castingTimeInSegments,
  isCasting,
  segmentInRound,
  sideSegments,
  spellCompletesInSegment,
  spellDisrupted,
} from "../../../src/engine/segments/index";

describe("spell timing", () => {
  it("Halvaine's two-segment spell begun in segment 4 goes off in segment 6", () => {
    // "if Halvaine's party declares a spell with a 2-segment casting time, and the party's initiative
    // roll is 5 while the monsters roll 4, Halvaine begins casting in segment 4 and, if uninterrupted,
    // the spell goes off in segment 6. Meanwhile, the monsters act during segment 5."
    const segs = sideSegments({ party: 5, monsters: 4 });
    expect(segs).toEqual({ party: 4, monsters: 5 });
    expect(spellCompletesInSegment(segs.party as number, 2)).toBe(6);
  });

  it("Halvaine's round as a schedule: begins in 4, monsters in 5, spell in 6", () => {
    const s = buildRoundSchedule({
      rolls: { party: 5, monsters: 4 },
      combatants: [
        {
          id: "halvaine",
          side: "party",
          declaration: {
            kind: "spell",
            spell: { name: "Web", castingTimeSegments: 2 },
          },
        },
        {
          id: "orc",
          side: "monsters",
          declaration: { kind: "melee", targetId: "halvaine" },
        },
      ],
    });
    expect(s.segments[3]?.steps).toEqual([
      {
        step: "initiative",
        acts: [
          {
            combatantId: "halvaine",
            kind: "spell-begins",
            declaration: "spell",
          },
        ],
      },
    ]);
    expect(s.segments[4]?.steps[0]?.acts[0]).toMatchObject({
      combatantId: "orc",
      kind: "action",
    });
    expect(s.segments[5]?.steps).toEqual([
      {
        step: "spells",
        acts: [
          {
            combatantId: "halvaine",
            kind: "spell-completes",
            declaration: "spell",
          },
        ],
      },
    ]);
    // The orc's attack in segment 5 falls while Halvaine is casting: damage then loses the spell.
    expect(isCasting(s, "halvaine", 5)).toBe(true);
    expect(isCasting(s, "halvaine", 6)).toBe(false);
    expect(spellDisrupted(4, 6, 5)).toBe(true);
  });

  it("damage from the start segment up to the one before completion disrupts; at completion it is too late", () => {
    expect(spellDisrupted(4, 6, 3)).toBe(false);
    expect(spellDisrupted(4, 6, 4)).toBe(true);
    expect(spellDisrupted(4, 6, 6)).toBe(false);
  });

  it("late spells complete in segments 7-10, longer ones in a later round", () => {
    expect(spellCompletesInSegment(6, 4)).toBe(10);
    expect(spellCompletesInSegment(3, 5)).toBe(8);
    expect(segmentInRound(10)).toEqual({ roundsLater: 0, segment: 10 });
    expect(segmentInRound(spellCompletesInSegment(5, 10))).toEqual({
      roundsLater: 1,
      segment: 5,
    });
    expect(segmentInRound(21)).toEqual({ roundsLater: 2, segment: 1 });
  });

  it("converts casting times in rounds into segments and refuses zero", () => {
    expect(castingTimeInSegments({ rounds: 1 })).toBe(10);
    expect(castingTimeInSegments({ segments: 3 })).toBe(3);
    expect(() => castingTimeInSegments({})).toThrow(RuleError);
    expect(() => spellCompletesInSegment(4, 0)).toThrow(RuleError);
    expect(() => spellCompletesInSegment(0, 1)).toThrow(RuleError);
    expect(() => segmentInRound(0)).toThrow(RuleError);
  });
});
