import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import {
  breakFree,
  resolveOverbear,
  grappleOutcomeOf,
  restrainedAttackReason,
  strengthContestTarget,
} from "../../../src/engine/segments/index";

describe("grappling by Strength comparison", () => {
  it("equal Strength is an even chance (d20 <= 10)", () => {
    expect(strengthContestTarget(12, 12)).toBe(10);
    expect(breakFree(12, 12, scriptedDice([10])).success).toBe(true);
    expect(breakFree(12, 12, scriptedDice([11])).success).toBe(false);
  });

  it("each point of difference is 2 on the d20", () => {
    expect(strengthContestTarget(13, 12)).toBe(12);
    expect(strengthContestTarget(11, 12)).toBe(8);
  });

  it("an ogre holds a kobold almost indefinitely and breaks its hold at will", () => {
    // "Stronger creatures (for example, an ogre) may maintain a grapple on a much weaker opponent (such as
    // a kobold) almost indefinitely, and can typically break free from any attempted grapple by the weaker
    // target at will."
    const ogre = 18;
    const kobold = 6;
    expect(breakFree(kobold, ogre, scriptedDice([2])).success).toBe(false);
    expect(breakFree(kobold, ogre, scriptedDice([1])).success).toBe(true);
    expect(breakFree(ogre, kobold, scriptedDice([20])).success).toBe(true);
  });
});

describe("overbearing", () => {
  it("knocks the target prone if the Strength contest succeeds, else restrains it as a grapple", () => {
    // "If successful, the opponent is knocked prone rather than simply restrained. If the overbearing
    // attack is unsuccessful, it is resolved as a standard grapple."
    expect(resolveOverbear(14, 12, scriptedDice([14]))).toEqual({
      roll: 14,
      target: 14,
      outcome: "prone",
    });
    expect(resolveOverbear(14, 12, scriptedDice([15]))).toEqual({
      roll: 15,
      target: 14,
      outcome: "restrained",
    });
  });
});

describe("a restrained combatant", () => {
  // "a successful grapple restrains the target, preventing them from fighting"
  it("makes no attack until it breaks free", () => {
    expect(restrainedAttackReason(true)).toBe("TEMPO.Segments.Error.Restrained");
    expect(restrainedAttackReason(false)).toBeNull();
  });
});

describe("what a grappling hit does", () => {
  const strengths = { attacker: 14, target: 12 };
  it("a grapple restrains; an overbear won knocks prone, lost restrains; another form does nothing", () => {
    expect(grappleOutcomeOf("grapple", strengths, scriptedDice([]))).toEqual({
      outcome: "restrained",
      roll: 0,
      target: 0,
      applied: false,
    });
    expect(grappleOutcomeOf("overbear", strengths, scriptedDice([14]))).toMatchObject({
      outcome: "prone",
      roll: 14,
      applied: false,
    });
    expect(grappleOutcomeOf("overbear", strengths, scriptedDice([15]))?.outcome).toBe("restrained");
    expect(grappleOutcomeOf("melee", strengths, scriptedDice([]))).toBeNull();
  });
});
