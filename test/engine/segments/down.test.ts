import { describe, expect, it } from "vitest";
import { downAttackForbiddenReason, sameStep } from "../../../src/engine/segments/index";

// Interpretation 21: a combatant at 0 hit points or fewer is down and no longer acts; step 3
// `tieResolution`: "any damage inflicted takes effect immediately—even if one of the combatants dies
// during that segment, meaning mutual destruction is possible."
describe("a down combatant's attack", () => {
  const tied = { round: 1, segment: 4, step: "initiative" };

  it("a combatant that is up may attack", () => {
    expect(downAttackForbiddenReason(false, null, null)).toBeNull();
  });

  it("a combatant that is down is refused when its blow is not simultaneous", () => {
    expect(downAttackForbiddenReason(true, null, null)).toBe("TEMPO.Segments.Error.Down");
    expect(downAttackForbiddenReason(true, tied, null)).toBe("TEMPO.Segments.Error.Down");
  });

  it("dropped by the held blows of its own simultaneous step: its blow of that step still counts", () => {
    expect(downAttackForbiddenReason(true, tied, { ...tied })).toBeNull();
  });

  it("refused in any later step, segment or round, and when dropped otherwise", () => {
    expect(downAttackForbiddenReason(true, tied, { ...tied, step: "after" })).toBe(
      "TEMPO.Segments.Error.Down",
    );
    expect(downAttackForbiddenReason(true, tied, { ...tied, segment: 5 })).toBe("TEMPO.Segments.Error.Down");
    expect(downAttackForbiddenReason(true, tied, { ...tied, round: 2 })).toBe("TEMPO.Segments.Error.Down");
    expect(downAttackForbiddenReason(true, null, tied)).toBe("TEMPO.Segments.Error.Down");
  });

  it("compares steps by round, segment and step", () => {
    expect(sameStep(tied, { round: 1, segment: 4, step: "initiative" })).toBe(true);
    expect(sameStep(tied, { round: 1, segment: 4, step: "surprise" })).toBe(false);
  });
});
