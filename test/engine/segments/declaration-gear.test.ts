import { describe, expect, it } from "vitest";
import { declarationGearReason } from "../../../src/engine/segments/index";
import { actor, lance, longSword, shortBow, spear } from "./fixtures";

// Seed 000: a charge "must end within 10 ft melee range of the target" (Charge, movement); a missile
// attack is made "with ranged weapons like crossbows, slings, or thrown axes" (Missile Attacks); only
// "spears, lances (when used dismounted), most pole arms, tridents" can be set against a charge.
describe("what a declaration needs in hand", () => {
  const fighter = actor();

  it("a charge needs a target", () => {
    expect(declarationGearReason({ kind: "charge" }, fighter, longSword)).toBe(
      "TEMPO.Segments.Error.ChargeNeedsTarget",
    );
    expect(declarationGearReason({ kind: "charge", targetId: "orc" }, fighter, longSword)).toBeNull();
  });

  it("a missile attack needs a missile weapon", () => {
    expect(declarationGearReason({ kind: "missile" }, fighter, undefined)).toBe(
      "TEMPO.Segments.Error.MissileNeedsWeapon",
    );
    expect(declarationGearReason({ kind: "missile" }, fighter, longSword)).toBe(
      "TEMPO.Segments.Error.MissileNeedsWeapon",
    );
    expect(declarationGearReason({ kind: "missile" }, fighter, shortBow)).toBeNull();
  });

  it("only a weapon that can be set is set against a charge", () => {
    expect(declarationGearReason({ kind: "set-vs-charge" }, fighter, undefined)).toBe(
      "TEMPO.Segments.Error.CannotSetWeapon",
    );
    expect(declarationGearReason({ kind: "set-vs-charge" }, fighter, longSword)).toBe(
      "TEMPO.Segments.Error.CannotSetWeapon",
    );
    expect(declarationGearReason({ kind: "set-vs-charge" }, fighter, spear)).toBeNull();
    // A lance only when used dismounted.
    expect(declarationGearReason({ kind: "set-vs-charge" }, fighter, lance)).toBeNull();
    expect(declarationGearReason({ kind: "set-vs-charge" }, actor({ mounted: true }), lance)).toBe(
      "TEMPO.Segments.Error.CannotSetWeapon",
    );
  });

  it("other declarations need nothing in hand", () => {
    expect(declarationGearReason({ kind: "melee" }, fighter, undefined)).toBeNull();
    expect(declarationGearReason({ kind: "flee" }, fighter, undefined)).toBeNull();
  });
});
