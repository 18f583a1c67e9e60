import { describe, expect, it } from "vitest";
import {
  circumstancesAt,
  closeDeclarations,
  declare,
  declaredCircumstances,
  startCombat,
  type RoundState,
} from "../../../src/engine/segments/index";
import { actor, longSword } from "./fixtures";

const none = {
  attackerId: "ann",
  mine: undefined,
  theirs: undefined,
  settable: false,
  parry: 0,
  castingNow: false,
};

describe("what the declarations say about an attack", () => {
  it("marks the attacker charging, and the target charging it or fleeing", () => {
    expect(declaredCircumstances({ ...none, mine: { kind: "charge" } })).toMatchObject({ charging: true });
    const charged = declaredCircumstances({ ...none, theirs: { kind: "charge", targetId: "ann" } });
    expect(charged).toMatchObject({ targetCharging: true, doubling: "" });
    expect(
      declaredCircumstances({ ...none, theirs: { kind: "charge", targetId: "bob" } }).targetCharging,
    ).toBe(false);
    expect(declaredCircumstances({ ...none, theirs: { kind: "flee" } }).fleeing).toBe(true);
  });

  // A weapon set against a charge doubles its damage on the charger.
  it("doubles a set weapon's damage on a target charging the attacker", () => {
    const set = {
      ...none,
      mine: { kind: "set-vs-charge" as const },
      theirs: { kind: "charge" as const, targetId: "ann" },
    };
    expect(declaredCircumstances({ ...set, settable: true }).doubling).toBe("set-vs-charge");
    expect(declaredCircumstances(set).doubling).toBe("");
  });

  it("counts the target casting unless its spell was abandoned", () => {
    expect(declaredCircumstances({ ...none, castingNow: true, theirs: { kind: "spell" } }).casting).toBe(
      true,
    );
    expect(
      declaredCircumstances({ ...none, castingNow: true, theirs: { kind: "spell", abandoned: true } })
        .casting,
    ).toBe(false);
  });
});

describe("the declarations' circumstances from the round", () => {
  const spear = { ...longSword, canBeSet: true };
  const at = (state: RoundState) =>
    circumstancesAt({
      state,
      schedule: null,
      lost: {},
      attackerId: "ann",
      targetId: "bob",
      attacker: actor(),
      wielded: spear,
      target: actor({ strengthToHit: 2 }),
      parried: { ...longSword, specializationToHit: 1 },
    });

  it("a set spear against the target's charge doubles; a parrying target parries with Strength and its weapon", () => {
    let s = declare(startCombat(0), "ann", { kind: "set-vs-charge" });
    s = declare(s, "bob", { kind: "charge", targetId: "ann" });
    expect(at(closeDeclarations(s))).toMatchObject({
      targetCharging: true,
      doubling: "set-vs-charge",
      parry: 0,
    });
    const parrying = declare(startCombat(0), "bob", { kind: "parry" });
    expect(at(parrying)).toMatchObject({ parry: 3, casting: false, charging: false });
  });
});
