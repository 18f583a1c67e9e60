import { describe, expect, it } from "vitest";
import {
  assertGrappleDefense,
  contestWinner,
  grappleHolds,
  isGrappleDefense,
} from "../../../src/engine/combat-roll/contest";
import {
  activeConditions,
  assertCanMove,
  assertCanStandUp,
  assertHolding,
  knockedOut,
  maneuverCondition,
} from "../../../src/engine/combat-roll/conditions";
import { opportunityAttackers, opportunityStrike } from "../../../src/engine/combat-roll/positioning";
import { RuleError } from "../../../src/engine/core/errors";

const pass = (successes: number) => ({ passed: true, successes });
const fail = { passed: false, successes: 0 };

describe("Grapple: Athletics vs Athletics or Acrobatics (defender's choice)", () => {
  it("the defender chooses Athletics or Acrobatics, nothing else", () => {
    expect(isGrappleDefense("acrobatics")).toBe(true);
    expect(assertGrappleDefense("athletics")).toBe("athletics");
    expect(() => assertGrappleDefense("dodge")).toThrow(RuleError);
  });

  it("one passes, the other fails: the passer wins; both fail: nobody", () => {
    expect(contestWinner(pass(1), fail)).toBe("attacker");
    expect(contestWinner(fail, pass(1))).toBe("defender");
    expect(contestWinner(fail, fail)).toBe("none");
  });

  it("both pass: more Successes wins, a tie goes to the defender; the grapple holds only for the grappler", () => {
    expect(contestWinner(pass(3), pass(2))).toBe("attacker");
    expect(contestWinner(pass(2), pass(2))).toBe("defender");
    expect(grappleHolds("attacker")).toBe(true);
    expect(grappleHolds("defender")).toBe(false);
    expect(grappleHolds("none")).toBe(false);
  });
});

describe("conditions from maneuvers", () => {
  it("Bash dazes, Trip knocks prone, Disarm drops an item; Push (a one-off move), Brace, Feint, Precision put none", () => {
    expect(maneuverCondition("bash")).toBe("dazed");
    expect(maneuverCondition("trip")).toBe("prone");
    expect(maneuverCondition("disarm")).toBe("disarmed");
    // issue 14: Push left a permanent Pushed condition; being pushed back 1 m is over once it happens
    expect(maneuverCondition("push")).toBeNull();
    expect(["brace", "feint", "precision"].map((m) => maneuverCondition(m as "brace"))).toEqual([
      null,
      null,
      null,
    ]);
  });

  it("lists the conditions in effect; Disarmed while an item lies on the floor", () => {
    const none = { dazed: false, prone: false, pushed: false, grappled: false, dropped: [] };
    expect(activeConditions(none)).toEqual([]);
    expect(activeConditions({ ...none, prone: true, dropped: ["axe"], grappled: true })).toEqual([
      "prone",
      "disarmed",
      "grappled",
    ]);
  });

  it("a grappled character cannot move; only the prone stand up; a dropped item is not held", () => {
    expect(() => assertCanMove({ grappled: true }, "Ork")).toThrow(RuleError);
    expect(() => assertCanMove({ grappled: false }, "Ork")).not.toThrow();
    expect(() => assertCanStandUp({ prone: false }, "Ork")).toThrow(RuleError);
    expect(() => assertCanStandUp({ prone: true }, "Ork")).not.toThrow();
    expect(() => assertHolding({ dropped: ["axe"] }, "axe", "Battle Axe")).toThrow(RuleError);
    expect(() => assertHolding({ dropped: ["axe"] }, "sword", "Sword")).not.toThrow();
  });

  it("0 Health knocks a character out", () => {
    expect([knockedOut(0), knockedOut(1)]).toEqual([true, false]);
  });
});

describe("who may make an opportunity attack", () => {
  const foes = [
    { id: "ork", meleeWeapon: true, canReact: true },
    { id: "archer", meleeWeapon: false, canReact: true },
    { id: "tired", meleeWeapon: true, canReact: false },
  ];

  it("every foe who can still react, armed or not, when the event provokes", () => {
    // "An opportunity attack is a special kind of melee Strike you can perform as a reaction", and
    // "Unarmed fighting is included" in Fighting Styles: the archer without a melee weapon strikes unarmed.
    expect(opportunityAttackers({ kind: "stand-up" }, foes)).toEqual(["ork", "archer"]);
    expect(opportunityAttackers({ kind: "cast", meleeAttackTrait: false }, foes)).toEqual(["ork", "archer"]);
    expect(opportunityAttackers({ kind: "move", willing: true, entersOrLeavesReach: true }, foes)).toEqual([
      "ork",
      "archer",
    ]);
  });

  it("a foe who cannot react (no AP, two attacks made, surprised, defeated) is never offered one", () => {
    expect(opportunityAttackers({ kind: "stand-up" }, [foes[2]!])).toEqual([]);
    expect(
      opportunityAttackers({ kind: "stand-up" }, [{ id: "fist", meleeWeapon: false, canReact: false }]),
    ).toEqual([]);
  });

  it("strikes with its melee weapon when it holds one, else unarmed", () => {
    expect(foes.map((f) => opportunityStrike(f))).toEqual(["weapon", "unarmed", "weapon"]);
  });

  it("nobody when the event does not provoke (Disengage, a melee spell, being pushed)", () => {
    expect(
      opportunityAttackers(
        { kind: "move", willing: true, entersOrLeavesReach: true, disengaged: true },
        foes,
      ),
    ).toEqual([]);
    expect(opportunityAttackers({ kind: "cast", meleeAttackTrait: true }, foes)).toEqual([]);
    expect(opportunityAttackers({ kind: "move", willing: false, entersOrLeavesReach: true }, foes)).toEqual(
      [],
    );
  });
});
