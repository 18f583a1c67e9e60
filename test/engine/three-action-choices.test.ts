import { describe, expect, it } from "vitest";
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

describe("what a weapon's attack may be", () => {
  it("a Maneuver replaces a melee attack; an unknown maneuver is refused", () => {
    expect(ta.attackRefusal("", "ranged")).toBeNull();
    expect(ta.attackRefusal("trip", "melee")).toBeNull();
    expect(ta.attackRefusal("trip", "ranged")).toBe("TEMPO.ThreeAction.Error.ManeuverMelee");
    expect(key(() => ta.attackRefusal("tickle", "melee"))).toBe(ta.TA_ERR.UnknownManeuver);
  });
  it("Area attacks come from spells and ranged volleys, never a melee weapon", () => {
    expect(ta.areaRefusal("melee")).toBe("TEMPO.ThreeAction.Error.AreaMelee");
    expect(ta.areaRefusal("spell")).toBeNull();
    expect(ta.areaRefusal("ranged")).toBeNull();
  });
  it("a Feint goes against Mental Defense, the other maneuvers Physical, an attack its weapon's", () => {
    expect(ta.attackDefense("feint", "physical")).toBe("mental");
    expect(ta.attackDefense("push", "mental")).toBe("physical");
    expect(ta.attackDefense("", "mental")).toBe("mental");
    expect(ta.isOpposed("push")).toBe(true);
    expect(ta.isOpposed("feint")).toBe(false);
    expect(ta.isOpposed("")).toBe(false);
  });
  it("a maneuver is resisted with the first melee weapon, else unarmed (light)", () => {
    const bow = { kind: "ranged", weight: "medium" as const };
    const axe = { kind: "melee", weight: "heavy" as const };
    expect(ta.resistingWeight([bow, axe])).toBe("heavy");
    expect(ta.resistingWeight([bow])).toBe("light");
  });
  it("the verdict: a critical, a hit, a miss", () => {
    expect(ta.verdictOf(true, true)).toBe("critical");
    expect(ta.verdictOf(true, false)).toBe("hit");
    expect(ta.verdictOf(false, false)).toBe("miss");
  });
  it("an Area attack rolls two d20 when any target has advantage or disadvantage", () => {
    expect(ta.areaDice(["normal", "normal"])).toBe("1d20");
    expect(ta.areaDice(["normal", "disadvantage"])).toBe("2d20");
  });
  it("a Push goes 5 ft, 15 ft on a critical, stopped by a wall the player names", () => {
    expect(ta.pushChoice(false, undefined)).toEqual({ success: true, critical: false, chosenFeet: 5 });
    expect(ta.pushChoice(true, 10)).toEqual({ success: true, critical: true, chosenFeet: 15, freeFeet: 10 });
    // pushed 5 ft into a wall 0 ft away: the d6 per 5 ft it could not travel
    expect(ta.pushOutcome(ta.pushChoice(false, 0), () => 4).damage).toBe(4);
  });
});

describe("who cannot act, and the health lines", () => {
  it("names the condition that forbids acting: Dead, else Unconscious, else Stunned", () => {
    expect(ta.blockingCondition(["stunned", "dead"])).toBe("dead");
    expect(ta.blockingCondition(["stunned", "unconscious"])).toBe("unconscious");
    expect(ta.blockingCondition(["stunned"])).toBe("stunned");
    expect(ta.blockingCondition(["prone", "slowed"])).toBeNull();
  });
  it("says what the creature became: dead, Incapacitated, or healed out of it", () => {
    expect(ta.healthLine(["incapacitated"], ["incapacitated", "dead"])).toBe("Dead");
    expect(ta.healthLine([], ["incapacitated", "prone"])).toBe("Incapacitated");
    expect(ta.healthLine(["incapacitated", "prone"], ["prone"])).toBe("Recovered");
    expect(ta.healthLine(["prone"], ["prone"])).toBeNull();
  });
});

describe("the dice of a start of turn", () => {
  it("Bleeding's d20 and 2d6, then On fire's 2d6, then the strongest poison's dice", () => {
    const weak = { level: 1, rounds: 3, damage: { count: 1, faces: 4, flat: 0 } };
    const strong = { level: 3, rounds: 1, damage: { count: 2, faces: 8, flat: 1 } };
    expect(ta.startOfTurnDice(["on-fire", "bleeding"], [weak, strong])).toEqual([
      "1d20",
      "2d6",
      "2d6",
      "2d8",
    ]);
    expect(ta.startOfTurnDice(["prone"], [])).toEqual([]);
    // a spent poison rolls nothing
    expect(ta.startOfTurnDice([], [{ ...strong, rounds: 0 }])).toEqual([]);
  });
});

describe("grapples as pairs", () => {
  const side = (
    uuid: string,
    conditions: string[] = [],
    grappledBy: string[] = [],
    grappling: string[] = [],
  ) => ({
    uuid,
    conditions,
    grappledBy,
    grappling,
  });

  it("a Grapple: the attacker Grappling the target, the target Grappled by it with the grapple's conditions", () => {
    const r = ta.layGrapple(side("A", ["grappling"], [], ["C"]), side("B", ["prone"]), [
      "grappled",
      "slowed",
    ]);
    expect(r.attacker).toEqual({ conditions: ["grappling"], grappledBy: [], grappling: ["C", "B"] });
    expect(r.target).toEqual({
      conditions: ["prone", "grappled", "slowed"],
      grappledBy: ["A"],
      grappling: [],
    });
  });
  it("an escape ends the one pair; a condition stays while another grapple keeps it", () => {
    const r = ta.endGrapple(side("B", ["grappled"], ["A", "C"]), side("A", ["grappling"], [], ["B"]));
    expect(r.grappled).toEqual({ conditions: ["grappled"], grappledBy: ["C"], grappling: [] });
    expect(r.grappler).toEqual({ conditions: [], grappledBy: [], grappling: [] });
    const last = ta.endGrapple(
      side("B", ["grappled", "prone"], ["A"]),
      side("A", ["grappling"], [], ["B", "D"]),
    );
    expect(last.grappled.conditions).toEqual(["prone"]);
    expect(last.grappler).toEqual({ conditions: ["grappling"], grappledBy: [], grappling: ["D"] });
  });
});

describe("the attack dialog's distances (assertAttackFeet)", () => {
  it("whole feet, 0 or more, are taken; a blank distance is no distance", () => {
    expect(key(() => ta.assertAttackFeet({ distance: 30, wallFeet: 0, heightFeet: 10 }))).toBe("no error");
    expect(key(() => ta.assertAttackFeet({}))).toBe("no error");
  });
  it("a negative or fractional distance, wall or drop is refused", () => {
    expect(key(() => ta.assertAttackFeet({ distance: -5 }))).toBe(ta.TA_ERR.FeetTyped);
    expect(key(() => ta.assertAttackFeet({ wallFeet: 2.5 }))).toBe(ta.TA_ERR.FeetTyped);
    expect(key(() => ta.assertAttackFeet({ heightFeet: -10 }))).toBe(ta.TA_ERR.FeetTyped);
    expect(key(() => ta.assertAttackFeet({ distance: Number.NaN }))).toBe(ta.TA_ERR.FeetTyped);
  });
});
