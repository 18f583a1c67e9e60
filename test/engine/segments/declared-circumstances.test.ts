import { describe, expect, it } from "vitest";
import { declaredCircumstances } from "../../../src/engine/segments/index";

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
