import { describe, expect, it } from "vitest";
import { dieStep } from "../../src/engine/index";

const { grappleResult, escapeResult, escapeCost, escapeDice, grabDice, grappleAction, grabMovement } =
  dieStep;

describe("grabbing: STR two ranks down against STR", () => {
  it("the dice", () => {
    expect(grabDice("d10", "d8")).toEqual({ attack: "d6", defense: "d8" });
  });

  it("one success a partial grab, two a full hold, none nothing", () => {
    expect(grappleResult(0)).toBe("none");
    expect(grappleResult(1)).toBe("partial");
    expect(grappleResult(2)).toBe("full");
    expect(grappleResult(3)).toBe("full");
    expect(() => grappleResult(-1)).toThrow(/Negative/);
  });

  it("from the rolls: 5 vs 4 partial, 8 vs 4 full", () => {
    expect(grappleResult(dieStep.contestSuccesses(5, 4))).toBe("partial");
    expect(grappleResult(dieStep.contestSuccesses(8, 4))).toBe("full");
  });
});

describe("escaping: STR against the grappler's STR two ranks down", () => {
  it("the dice", () => {
    expect(escapeDice("d6", "d12")).toEqual({ target: "d6", grappler: "d8" });
  });

  it("win -> major (turn over); double -> minor; triple -> free; tie -> fail", () => {
    expect(escapeResult(3, 3)).toBe("fail");
    expect(escapeResult(2, 3)).toBe("fail");
    expect(escapeResult(4, 3)).toBe("major");
    expect(escapeResult(6, 3)).toBe("minor");
    expect(escapeResult(9, 3)).toBe("free");
    expect(escapeResult(12, 2)).toBe("free");
  });

  it("what the escape costs", () => {
    expect(escapeCost("major")).toEqual({ category: "major", endsTurn: true });
    expect(escapeCost("minor")).toEqual({ category: "minor", endsTurn: false });
    expect(escapeCost("free")).toEqual({ category: "free", endsTurn: false });
    expect(escapeCost("fail")).toEqual({ category: "major", endsTurn: false });
  });
});

describe("what a grappler may do with a grab", () => {
  it("sustain and force down with a partial grab (minor actions)", () => {
    expect(grappleAction("sustain", "partial").category).toBe("minor");
    expect(grappleAction("force-down", "partial")).toMatchObject({ category: "minor", prone: true });
  });

  it("crush (major), move (exclusive), throw (major, advantaged, maybe lethal) need a full hold", () => {
    expect(grappleAction("crush", "full")).toMatchObject({
      category: "major",
      strike: true,
      advantage: false,
    });
    expect(grappleAction("move", "full")).toMatchObject({ category: "exclusive", movesBoth: true });
    expect(grappleAction("throw", "full")).toMatchObject({
      category: "major",
      strike: true,
      advantage: true,
      mayBeLethal: true,
    });
    expect(() => grappleAction("crush", "partial")).toThrow(/HoldTooWeak/);
    expect(() => grappleAction("sustain", "none")).toThrow(/HoldTooWeak/);
    expect(() => grappleAction("bite", "full")).toThrow(/UnknownGrappleAction/);
  });

  it("a grabbed target cannot move; the grappler neither, unless much larger", () => {
    expect(grabMovement("partial", false)).toEqual({ targetMoves: false, grapplerMoves: false });
    expect(grabMovement("full", true)).toEqual({ targetMoves: false, grapplerMoves: true });
    expect(grabMovement("none", false)).toEqual({ targetMoves: true, grapplerMoves: true });
  });
});

describe("opportunity attacks", () => {
  it("each trigger of the seed", () => {
    expect(dieStep.opportunityTriggers({ category: "exclusive" })).toEqual(["exclusive-action"]);
    expect(
      dieStep.opportunityTriggers({
        aimsRanged: true,
        leavesRegionMinor: true,
        runsInto: true,
        movesPastEnemy: true,
        ruleSays: true,
      }),
    ).toEqual(["aim-ranged", "leave-region-minor", "run-into-region", "move-past-enemy", "rule"]);
    expect(dieStep.opportunityTriggers({ category: "major" })).toEqual([]);
  });

  it("an unarmed strike or grab against an armed foe provokes that foe, before the attempt", () => {
    expect(dieStep.opportunityTriggers({ unarmedAgainstArmed: true, grabAgainstArmed: true })).toEqual([
      "unarmed-vs-armed",
      "grab-vs-armed",
    ]);
    expect(dieStep.triggerRule("grab-vs-armed")).toEqual({ who: "armed-target", before: true });
    expect(dieStep.triggerRule("aim-ranged").who).toBe("enemies-in-region");
    expect(() => dieStep.triggerRule("sneeze")).toThrow(/UnknownTrigger/);
  });

  it("only a basic melee attack", () => {
    expect(dieStep.opportunityAttackAllowed("melee", true)).toBe(true);
    expect(dieStep.opportunityAttackAllowed("ranged", true)).toBe(false);
    expect(dieStep.opportunityAttackAllowed("melee", false)).toBe(false);
  });
});

describe("sustaining a grab: released at the end of a grappler's turn that did not sustain it", () => {
  const { holdTurnKey, releasedAtTurnEnd } = dieStep;

  it("made or sustained in the round of the turn that ends: kept; from an earlier round: released", () => {
    expect(releasedAtTurnEnd(holdTurnKey("c1", 2), { combatId: "c1", round: 2 })).toBe(false);
    expect(releasedAtTurnEnd(holdTurnKey("c1", 1), { combatId: "c1", round: 2 })).toBe(true);
    // a hold from another fight (or none recorded) is not this turn's
    expect(releasedAtTurnEnd(holdTurnKey("c0", 2), { combatId: "c1", round: 2 })).toBe(true);
    expect(releasedAtTurnEnd("", { combatId: "c1", round: 2 })).toBe(true);
  });
});

describe("a grappler leaving the fight: the holds it made or sustained there are released", () => {
  const { holdTurnKey, releasedOnLeaving } = dieStep;

  it("a hold of that combat, whatever its round: released; one of no combat or another combat: kept", () => {
    expect(releasedOnLeaving(holdTurnKey("c1", 1), "c1")).toBe(true);
    expect(releasedOnLeaving(holdTurnKey("c1", 12), "c1")).toBe(true);
    expect(releasedOnLeaving(holdTurnKey("c10", 1), "c1")).toBe(false);
    expect(releasedOnLeaving(holdTurnKey("c0", 1), "c1")).toBe(false);
    expect(releasedOnLeaving("", "c1")).toBe(false);
  });
});
