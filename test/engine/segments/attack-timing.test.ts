import { describe, expect, it } from "vitest";
import { attackRefusal, attackTimingReason, buildRoundSchedule } from "../../../src/engine/segments/index";

// "If the party rolls a 6 and the monsters roll a 1, then the party acts in segment 1 while the
// monsters do not act until segment 6." Here the party rolled 2 and the monsters 5: the party acts in
// segment 5, the monsters in segment 2 (the QA's Halvaine attacking in the monsters' segment 2).
const schedule = buildRoundSchedule({
  rolls: { party: 2, monsters: 5 },
  combatants: [
    { id: "halvaine", side: "party", declaration: { kind: "melee", targetId: "bugbear" } },
    { id: "coward", side: "party", declaration: { kind: "flee" }, engagedWith: ["bugbear"] },
    { id: "archer", side: "party", declaration: { kind: "hold", holdUntilSegment: 8 } },
    { id: "bugbear", side: "monsters", declaration: { kind: "melee", targetId: "halvaine" } },
  ],
});
const at = (combatantId: string, segment: number) =>
  attackTimingReason({ phase: "segments", segment, schedule, combatantId });

describe("when a combatant may attack", () => {
  it("in its side's segment, not in the other side's", () => {
    expect(at("halvaine", 5)).toBeNull();
    expect(at("halvaine", 2)).toEqual({
      key: "TEMPO.Segments.Error.Timing.segment",
      segment: 2,
      segments: "5",
    });
    expect(at("bugbear", 2)).toBeNull();
  });

  it("a hold acts in its late segment; the free attack at a fleer is an interrupt in the fleer's segment", () => {
    // "the remaining 4 segments are available for [...] delayed actions ('holding')"
    expect(at("archer", 8)).toBeNull();
    expect(at("archer", 5)?.segments).toBe("8");
    // "Some actions may allow the opposing party to interrupt, such as fleeing attacks"
    expect(at("bugbear", 5)).toBeNull();
    expect(at("bugbear", 3)?.segments).toBe("2, 5");
  });

  it("nobody attacks during declarations, initiative or the end of the round", () => {
    for (const phase of ["declaration", "initiative", "end-of-round"] as const)
      expect(attackTimingReason({ phase, segment: 0, schedule, combatantId: "halvaine" })?.key).toBe(
        "TEMPO.Segments.Error.Timing.between",
      );
  });

  it("in a surprise segment only those who act in it", () => {
    const t = { phase: "surprise" as const, segment: 1, schedule: null, surpriseActors: ["bugbear"] };
    expect(attackTimingReason({ ...t, combatantId: "bugbear" })).toBeNull();
    expect(attackTimingReason({ ...t, combatantId: "halvaine" })?.key).toBe(
      "TEMPO.Segments.Error.Timing.surprise",
    );
  });

  it("a combatant without an act this round is refused", () => {
    expect(at("stranger", 5)?.key).toBe("TEMPO.Segments.Error.Timing.noAct");
  });
});

describe("why an attack is refused now, the first that applies", () => {
  const round = (combatantId: string, segment: number, kind: "melee" | "parry" = "melee") => ({
    declaration: { kind },
    timing: { phase: "segments" as const, segment, schedule, combatantId },
  });

  it("a restrained attacker first, in a round or out of one", () => {
    expect(attackRefusal(true, round("halvaine", 5))?.key).toBe("TEMPO.Segments.Error.Restrained");
    expect(attackRefusal(true, null)?.key).toBe("TEMPO.Segments.Error.Restrained");
    expect(attackRefusal(false, null)).toBeNull();
  });

  it("then what it declared (a parry forgoes attacking), then whether it acts now", () => {
    expect(attackRefusal(false, round("halvaine", 5, "parry"))?.key).toBe(
      "TEMPO.Segments.Error.NoAttack.parry",
    );
    expect(attackRefusal(false, round("halvaine", 5))).toBeNull();
    expect(attackRefusal(false, round("halvaine", 2))?.key).toBe("TEMPO.Segments.Error.Timing.segment");
  });
});
