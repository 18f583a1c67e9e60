import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../src/engine/core/dice";
import { RuleError } from "../../src/engine/core/errors";
import { threeAction as ta } from "../../src/engine/index";

function key(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return e.key;
    throw e;
  }
  return "no error";
}
const none = scriptedDice([]);

describe("maneuvers", () => {
  it("Feint is against Mental Defense, the others opposed", () => {
    expect(ta.maneuverAgainst("feint")).toBe("mental");
    for (const m of ["break", "push", "disarm", "trip", "grapple"])
      expect(ta.maneuverAgainst(m)).toBe("opposed");
    expect(key(() => ta.maneuverAgainst("bash"))).toBe(ta.TA_ERR.UnknownManeuver);
  });
  it("Break: damage to the object, double on a critical, none on a failure", () => {
    expect(ta.breakDamage(true, false, 6)).toBe(6);
    expect(ta.breakDamage(true, true, 6)).toBe(12);
    expect(ta.breakDamage(false, false, 6)).toBe(0);
  });
  it("Push: 5 ft on a success, up to 15 ft on a critical", () => {
    expect(ta.pushOutcome({ success: true, critical: false }, none)).toMatchObject({
      moved: 5,
      prone: false,
    });
    expect(ta.pushOutcome({ success: true, critical: true }, none).moved).toBe(15);
    expect(ta.pushOutcome({ success: true, critical: true, chosenFeet: 10 }, none).moved).toBe(10);
    expect(ta.pushOutcome({ success: false, critical: false }, none).moved).toBe(0);
    expect(key(() => ta.pushOutcome({ success: true, critical: false, chosenFeet: 10 }, none))).toBe(
      ta.TA_ERR.PushDistance,
    );
  });
  it("Push into a wall: a d6 per 5 ft not travelled, and Prone", () => {
    const r = ta.pushOutcome({ success: true, critical: true, freeFeet: 5 }, scriptedDice([4, 6]));
    expect(r).toEqual({ moved: 5, blocked: 10, damageDice: 2, damage: 10, prone: true });
    const flat = ta.pushOutcome({ success: true, critical: false, freeFeet: 0 }, scriptedDice([3]));
    expect(flat).toEqual({ moved: 0, blocked: 5, damageDice: 1, damage: 3, prone: true });
  });
  it("moving through an enemy by a Push: stop, difficult terrain, or clear", () => {
    expect(ta.pushThrough(false, false)).toBe("stop");
    expect(ta.pushThrough(true, false)).toBe("difficult");
    expect(ta.pushThrough(true, true)).toBe("clear");
  });
  it("Feint: flat footed to you for your turn; critical: to everyone until your next turn", () => {
    expect(ta.feintOutcome(true, false)).toEqual({
      flatFooted: true,
      against: "attacker",
      until: "end-of-attacker-turn",
    });
    expect(ta.feintOutcome(true, true)).toEqual({
      flatFooted: true,
      against: "everyone",
      until: "start-of-attacker-next-turn",
    });
    expect(ta.feintOutcome(false, false)).toBeNull();
  });
  it("Disarm: drop; critical: fling 10 ft or take", () => {
    expect(ta.disarmOptions(true, false)).toEqual(["drop"]);
    expect(ta.disarmOptions(true, true)).toEqual(["drop", "fling-10ft", "take"]);
    expect(ta.disarmOptions(false, true)).toEqual([]);
  });
  it("Trip: Prone; fliers fall 50 ft or to the ground; critical adds a 10 ft fall", () => {
    expect(ta.tripOutcome(true, false)).toEqual({ prone: true, fallFeet: 0, extraFallFeet: 0 });
    expect(ta.tripOutcome(true, false, 80)).toEqual({ prone: true, fallFeet: 50, extraFallFeet: 0 });
    expect(ta.tripOutcome(true, true, 20)).toEqual({ prone: true, fallFeet: 20, extraFallFeet: 10 });
    expect(ta.tripOutcome(false, true, 20)).toBeNull();
  });
  it("Grapple needs a free hand or a natural weapon", () => {
    expect(key(() => ta.assertCanGrapple(0, false))).toBe(ta.TA_ERR.NoFreeHand);
    expect(() => ta.assertCanGrapple(0, true)).not.toThrow();
    expect(() => ta.assertCanGrapple(1, false)).not.toThrow();
  });
  it("Grapple: Grappling and Grappled; Slowed for one round on a critical", () => {
    const hit = ta.grappleOutcome(true, false, 2, 2)!;
    expect(hit.attacker.conditions).toEqual(["grappling"]);
    expect(hit.target).toMatchObject({ conditions: ["grappled"], slowedUntil: null });
    expect(hit.space).toBe("target");
    const crit = ta.grappleOutcome(true, true, 2, 2)!;
    expect(crit.target).toMatchObject({
      conditions: ["grappled", "slowed"],
      slowedUntil: "start-of-attacker-next-turn",
    });
    expect(ta.grappleOutcome(false, true, 2, 2)).toBeNull();
  });
  it("Grapple sizes: the smaller is Entangled, the larger's speed is halved, the larger's space", () => {
    const big = ta.grappleOutcome(true, false, 3, 2)!;
    expect(big.attacker).toMatchObject({ entangled: false, speedHalved: true });
    expect(big.target).toMatchObject({ entangled: true, speedHalved: false });
    expect(big.space).toBe("attacker");
    const small = ta.grappleOutcome(true, false, 1, 2)!;
    expect(small.attacker).toMatchObject({ entangled: true, speedHalved: false });
    expect(small.space).toBe("target");
  });
});

describe("timed effects of maneuvers (Interpretation 16)", () => {
  const feint = ta.feintOutcome(true, false)!;
  const crit = ta.feintOutcome(true, true)!;
  it("a Feint's Flat Footed ends at the end of the feinter's turn", () => {
    const e = { until: feint.until, creator: "A" };
    expect(ta.expiresAt(e, { type: "turn-end", combatant: "A" })).toBe(true);
    expect(ta.expiresAt(e, { type: "turn-start", combatant: "A" })).toBe(false);
    expect(ta.expiresAt(e, { type: "turn-end", combatant: "B" })).toBe(false);
  });
  it("a critical Feint or a Grapple's Slowed lasts until the creator's next turn starts", () => {
    const slowed = ta.grappleOutcome(true, true, 2, 2)!.target.slowedUntil!;
    const effects = [
      { until: crit.until, creator: "A", id: "ff" },
      { until: slowed, creator: "B", id: "slow" },
    ];
    expect(ta.expireEffects(effects, { type: "turn-end", combatant: "A" }).ended).toEqual([]);
    const r = ta.expireEffects(effects, { type: "turn-start", combatant: "A" });
    expect(r.ended.map((e) => e.id)).toEqual(["ff"]);
    expect(r.kept.map((e) => e.id)).toEqual(["slow"]);
  });
});
