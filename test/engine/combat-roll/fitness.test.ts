import { describe, expect, it } from "vitest";
import { assertCanAct, canAct } from "../../../src/engine/combat-roll/conditions";
import { defenseUnavailable } from "../../../src/engine/combat-roll/outcome";
import { CR_ERR } from "../../../src/engine/combat-roll/errors";
import { RuleError } from "../../../src/engine/core/errors";

function refusal(f: () => void): RuleError {
  try {
    f();
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw error;
  }
  throw new Error("no RuleError");
}

// "Your Health Pool determines how many points of damage you can take before being knocked unconscious."
describe("an unconscious or defeated character takes no action", () => {
  it("Health above 0 and not defeated: may act", () => {
    expect(canAct({ health: 1, defeated: false })).toBe(true);
    expect(() => assertCanAct({ health: 20, defeated: false }, "Aldric")).not.toThrow();
  });

  it("Health 0 or below: unconscious, refused with the character's name", () => {
    expect(canAct({ health: 0, defeated: false })).toBe(false);
    expect(canAct({ health: -5, defeated: false })).toBe(false);
    const e = refusal(() => assertCanAct({ health: -5, defeated: false }, "Aldric"));
    expect(e.key).toBe(CR_ERR.Unconscious);
    expect(e.data).toEqual({ name: "Aldric" });
  });

  it("a defeated combatant with Health left (the GM's mark) is refused too", () => {
    expect(canAct({ health: 12, defeated: true })).toBe(false);
    expect(refusal(() => assertCanAct({ health: 12, defeated: true }, "Ork")).key).toBe(CR_ERR.Defeated);
  });
});

describe("why a defence button is disabled", () => {
  const melee = { attackKind: "strike" as const, range: "melee" as const, hasShield: false };

  it("a defence the rules allow has no reason; not defending is always possible", () => {
    expect(defenseUnavailable("dodge", melee)).toBeNull();
    expect(defenseUnavailable("parry", melee)).toBeNull();
    expect(defenseUnavailable("none", { ...melee, canReact: false, aware: false })).toBeNull();
  });

  it("Block needs a shield; Parry a melee Strike; Withstand an attack on the mind", () => {
    expect(defenseUnavailable("block", melee)).toBe(CR_ERR.NoShield);
    expect(defenseUnavailable("block", { ...melee, hasShield: true })).toBeNull();
    expect(defenseUnavailable("parry", { ...melee, range: "ranged" })).toBe(CR_ERR.ParryNeedsMeleeStrike);
    expect(defenseUnavailable("parry", { ...melee, attackKind: "spell" })).toBe(CR_ERR.ParryNeedsMeleeStrike);
    expect(defenseUnavailable("withstand", melee)).toBe(CR_ERR.WithstandNeedsMind);
    expect(defenseUnavailable("withstand", { ...melee, attackKind: "spell", targetsMind: true })).toBeNull();
  });

  it("a defender who cannot react (or is unaware) may only not defend, and is told why", () => {
    expect(defenseUnavailable("dodge", { ...melee, canReact: false })).toBe(CR_ERR.CannotReact);
    expect(defenseUnavailable("block", { ...melee, hasShield: true, canReact: false })).toBe(
      CR_ERR.CannotReact,
    );
    expect(defenseUnavailable("dodge", { ...melee, aware: false })).toBe(CR_ERR.Unaware);
  });
});
