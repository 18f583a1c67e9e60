import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import { RuleError } from "../../../src/engine/core/errors";
import { NO_IMPAIRMENTS } from "../../../src/engine/time-count/impairments";
import { nightsRest } from "../../../src/engine/time-count/rest";

const tired = {
  castingsToday: { bolt: 2, mend: 0 },
  invigoration: 5,
  impairments: { ...NO_IMPAIRMENTS, piercing: 2, slashing: 1 },
};
const outside = { name: "Zherynn", inCombat: false, impairmentsRule: true };

describe("a night's rest", () => {
  // "Once the target sleeps for the night, any remaining points of Invigoration are lost." "You recover
  // one point from your single worst impairment every night."
  it("forgets the day's castings, loses Invigoration, recovers one point of the worst impairment", () => {
    const out = nightsRest(tired, outside, scriptedDice([]));
    expect(out.castingsToday).toEqual({ bolt: 0, mend: 0 });
    expect(out.invigoration).toBe(0);
    expect(out.impairments).toEqual({ bludgeoning: 0, piercing: 1, slashing: 1 });
    expect(out).toMatchObject({ invigorationLost: 5, castingsForgotten: 1, recovered: "piercing" });
  });

  it("leaves impairments alone without the optional rule, and says when nothing was restored", () => {
    const out = nightsRest(tired, { ...outside, impairmentsRule: false }, scriptedDice([]));
    expect(out.impairments).toEqual(tired.impairments);
    expect(out.recovered).toBeNull();
    const fresh = nightsRest(
      { castingsToday: {}, invigoration: 0, impairments: NO_IMPAIRMENTS },
      outside,
      scriptedDice([]),
    );
    expect(fresh).toMatchObject({ invigorationLost: 0, castingsForgotten: 0, recovered: null });
  });

  it("breaks a tie for the worst impairment with a die", () => {
    const tie = { ...tired, impairments: { bludgeoning: 1, piercing: 1, slashing: 0 } };
    expect(nightsRest(tie, outside, scriptedDice([2])).recovered).toBe("piercing");
  });

  // Interpretation: sleeping for the night is not done in a fight that has begun.
  it("is refused to a combatant of a fight that has begun, with RestInCombat naming the character", () => {
    let error: unknown = null;
    try {
      nightsRest(tired, { ...outside, inCombat: true }, scriptedDice([]));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RuleError);
    expect(error).toMatchObject({ key: "TEMPO.TimeCount.Error.RestInCombat", data: { name: "Zherynn" } });
  });
});
