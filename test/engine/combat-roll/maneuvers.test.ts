import { describe, expect, it } from "vitest";
import {
  assertManeuverAllowed,
  availableManeuvers,
  maneuverFollowUp,
  maneuverTest,
  MANEUVERS,
  precisionDamage,
} from "../../../src/engine/combat-roll/maneuvers";
import { RuleError } from "../../../src/engine/core/errors";

describe("*Size Matters", () => {
  it("the whole table (attacker size 3)", () => {
    expect(maneuverTest(3, 3)).toBe("normal");
    // "If the target is one size larger than you, the target makes their test with a boon."
    expect(maneuverTest(3, 4)).toBe("boon");
    // "Creatures more than one size larger than you automatically pass the test."
    expect(maneuverTest(3, 5)).toBe("auto-pass");
    expect(maneuverTest(3, 9)).toBe("auto-pass");
    // "If the target is one size smaller than you, the target makes their test with a bane."
    expect(maneuverTest(3, 2)).toBe("bane");
    // "Creatures more than one size smaller than you automatically fail the test."
    expect(maneuverTest(3, 1)).toBe("auto-fail");
    expect(maneuverTest(3, -2)).toBe("auto-fail");
  });

  it("sizes must be integers", () => {
    expect(() => maneuverTest(1.5, 2)).toThrow(RuleError);
  });
});

describe("maneuvers", () => {
  it("starred maneuvers are Bash, Disarm, Push, Trip", () => {
    const starred = Object.values(MANEUVERS)
      .filter((m) => m.sizeMatters)
      .map((m) => m.id);
    expect(starred).toEqual(["bash", "disarm", "push", "trip"]);
  });

  it("Bash needs a shield or heavy weapon; Precision must be part of a Strike", () => {
    expect(availableManeuvers({ winnerHasShieldOrHeavy: false, winnerStruckWithWeapon: false })).toEqual([
      "brace",
      "disarm",
      "feint",
      "push",
      "trip",
    ]);
    expect(availableManeuvers({ winnerHasShieldOrHeavy: true, winnerStruckWithWeapon: true })).toHaveLength(
      7,
    );
    expect(() =>
      assertManeuverAllowed("precision", { winnerHasShieldOrHeavy: true, winnerStruckWithWeapon: false }),
    ).toThrow(/ManeuverNotAllowed/);
  });

  it("follow-up tests: target's Athletics/Acrobatics with size, Feint is the winner's Deception", () => {
    expect(maneuverFollowUp("trip", { winnerSize: 3, loserSize: 3 })).toEqual({
      by: "target",
      skills: ["acrobatics"],
      test: "normal",
      boonBane: 0,
    });
    expect(maneuverFollowUp("push", { winnerSize: 3, loserSize: 2 })).toMatchObject({
      test: "bane",
      boonBane: -1,
    });
    expect(maneuverFollowUp("bash", { winnerSize: 2, loserSize: 4 }).test).toBe("auto-pass");
    // Feint is not starred: size is ignored
    expect(maneuverFollowUp("feint", { winnerSize: 1, loserSize: 5 })).toMatchObject({
      by: "winner",
      skills: ["deception"],
      test: "normal",
    });
    expect(maneuverFollowUp("brace", { winnerSize: 1, loserSize: 5 }).by).toBeNull();
  });

  it("Disarm of a two-handed weapon or shield: 'the test is made with a boon' (stacks with size)", () => {
    const d = maneuverFollowUp("disarm", { winnerSize: 3, loserSize: 3 }, { disarmTwoHandedOrShield: true });
    expect(d).toMatchObject({ skills: ["athletics", "sleight-of-hand"], test: "boon", boonBane: 1 });
    // a size bane and the item boon cancel
    const c = maneuverFollowUp("disarm", { winnerSize: 3, loserSize: 2 }, { disarmTwoHandedOrShield: true });
    expect(c).toMatchObject({ test: "normal", boonBane: 0 });
    // two sizes smaller still fails automatically
    expect(
      maneuverFollowUp("disarm", { winnerSize: 3, loserSize: 1 }, { disarmTwoHandedOrShield: true }).test,
    ).toBe("auto-fail");
  });

  it("Precision maximizes the damage die", () => {
    expect(precisionDamage([{ faces: 8, count: 1 }], 2)).toBe(10);
    expect(precisionDamage([{ faces: 6, count: 2 }])).toBe(12);
  });
});
