import { describe, expect, it } from "vitest";
import {
  actsOf,
  attackRestriction,
  buildRoundSchedule,
  nextEventfulSegment,
} from "../../../src/engine/segments/index";

// "if Halvaine's party declares a spell with a 2-segment casting time, and the party's initiative roll is
// 5 while the monsters roll 4, Halvaine begins casting in segment 4 and ... the spell goes off in segment 6.
// Meanwhile, the monsters act during segment 5."
const schedule = buildRoundSchedule({
  rolls: { party: 5, monsters: 4 },
  combatants: [
    {
      id: "halvaine",
      side: "party",
      declaration: { kind: "spell", spell: { name: "Dart", castingTimeSegments: 2 } },
    },
    { id: "orc", side: "monsters", declaration: { kind: "close", targetId: "halvaine" } },
  ],
});

describe("schedule queries", () => {
  it("finds the next segment in which anything happens", () => {
    expect(nextEventfulSegment(schedule, 0)).toBe(4);
    expect(nextEventfulSegment(schedule, 4)).toBe(5);
    expect(nextEventfulSegment(schedule, 5)).toBe(6);
    expect(nextEventfulSegment(schedule, 6)).toBeNull();
  });

  it("lists a combatant's acts with their segments", () => {
    expect(actsOf(schedule, "halvaine").map((a) => [a.segment, a.act.kind])).toEqual([
      [4, "spell-begins"],
      [6, "spell-completes"],
    ]);
  });

  it("forbids attacking an opponent who closed this round", () => {
    expect(attackRestriction(schedule, "halvaine", "orc")).toBe("TEMPO.Segments.Note.ClosedUpon");
    expect(attackRestriction(schedule, "orc", "halvaine")).toBeNull();
  });
});
