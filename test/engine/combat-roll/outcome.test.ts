import { describe, expect, it } from "vitest";
import {
  assertDefenseAllowed,
  attackerRollsDamage,
  attackTest,
  defenseOptions,
  defenseTest,
  maneuverWinner,
  outcome,
  type DefenseKind,
  type Outcome,
} from "../../../src/engine/combat-roll/outcome";
import { RuleError } from "../../../src/engine/core/errors";

const pass = (successes: number) => ({ passed: true, successes });
const fail = { passed: false, successes: 0 };

describe("Step III: Determine Results", () => {
  it("Both fail: 'The committed AP is spent, and nothing happens.'", () => {
    for (const kind of ["block", "dodge", "parry", "withstand"] as const) {
      expect(outcome({ attack: fail, defense: { kind, ...fail } })).toBe("nothing");
    }
  });

  it("One fails, the other passes: a critical win for either side", () => {
    expect(outcome({ attack: pass(1), defense: { kind: "dodge", ...fail } })).toBe("attacker-critical");
    expect(outcome({ attack: fail, defense: { kind: "parry", ...pass(1) } })).toBe("defender-critical");
    expect(outcome({ attack: fail, defense: { kind: "block", ...pass(3) } })).toBe("defender-critical");
  });

  it("'if the defender didn't defend, they automatically fail their test'", () => {
    // even a (mistakenly) passed defence of kind "none" counts as failed
    expect(outcome({ attack: pass(1), defense: { kind: "none", passed: true, successes: 4 } })).toBe(
      "attacker-critical",
    );
    expect(outcome({ attack: fail, defense: { kind: "none", passed: true, successes: 4 } })).toBe("nothing");
  });

  it("Attack vs Block: blocked regardless of the attacker's Successes", () => {
    expect(outcome({ attack: pass(5), defense: { kind: "block", ...pass(1) } })).toBe("blocked");
    expect(outcome({ attack: pass(1), defense: { kind: "block", ...pass(5) } })).toBe("blocked");
  });

  it.each(["dodge", "parry"] as const)("Attack vs %s: hits only with MORE Successes, ties miss", (kind) => {
    expect(outcome({ attack: pass(3), defense: { kind, ...pass(2) } })).toBe("hit");
    expect(outcome({ attack: pass(2), defense: { kind, ...pass(2) } })).toBe("miss");
    expect(outcome({ attack: pass(1), defense: { kind, ...pass(2) } })).toBe("miss");
  });

  it("Withstand (not listed in Step III) compares Successes like Dodge and Parry (interpretation)", () => {
    expect(outcome({ attack: pass(3), defense: { kind: "withstand", ...pass(2) } })).toBe("hit");
    expect(outcome({ attack: pass(2), defense: { kind: "withstand", ...pass(2) } })).toBe("miss");
  });

  it("who rolls damage, who may maneuver", () => {
    const damaging: Outcome[] = ["attacker-critical", "hit", "blocked"];
    const harmless: Outcome[] = ["nothing", "defender-critical", "miss"];
    expect(damaging.every(attackerRollsDamage)).toBe(true);
    expect(harmless.some(attackerRollsDamage)).toBe(false);
    expect(maneuverWinner("attacker-critical")).toBe("attacker");
    expect(maneuverWinner("defender-critical")).toBe("defender");
    expect(maneuverWinner("hit")).toBeNull();
    expect(maneuverWinner("blocked")).toBeNull();
  });

  it("rejects an unknown defence kind with a localized key", () => {
    const bad = { kind: "duck" as DefenseKind, passed: true, successes: 1 };
    expect(() => outcome({ attack: pass(1), defense: bad })).toThrow(RuleError);
  });
});

describe("Step II: defence options", () => {
  it("Block needs a shield", () => {
    expect(defenseOptions({ attackKind: "strike", range: "melee", hasShield: false })).toEqual([
      "dodge",
      "parry",
      "none",
    ]);
    expect(defenseOptions({ attackKind: "strike", range: "melee", hasShield: true })).toContain("block");
  });

  it("'Spells and Ranged attacks can't be parried'; spells: Block or Dodge", () => {
    expect(defenseOptions({ attackKind: "strike", range: "ranged", hasShield: true })).toEqual([
      "block",
      "dodge",
      "none",
    ]);
    expect(defenseOptions({ attackKind: "spell", range: "melee", hasShield: true })).toEqual([
      "block",
      "dodge",
      "none",
    ]);
  });

  it("Withstand only against abilities that target the mind", () => {
    expect(
      defenseOptions({ attackKind: "spell", range: "ranged", hasShield: false, targetsMind: true }),
    ).toEqual(["dodge", "withstand", "none"]);
    expect(() =>
      assertDefenseAllowed("withstand", { attackKind: "strike", range: "melee", hasShield: false }),
    ).toThrow(RuleError);
    expect(() =>
      assertDefenseAllowed("parry", { attackKind: "spell", range: "melee", hasShield: false }),
    ).toThrow(/DefenseNotAllowed/);
  });

  it("an unaware target cannot defend", () => {
    expect(defenseOptions({ attackKind: "strike", range: "melee", hasShield: true, aware: false })).toEqual([
      "none",
    ]);
  });

  it("tests used by each defence and attack", () => {
    expect(defenseTest("block")).toEqual({ skill: "fighting-style", attributes: ["STR"] });
    expect(defenseTest("parry").attributes).toEqual(["STR", "AGI"]);
    expect(defenseTest("dodge").skill).toBe("dodge");
    expect(defenseTest("withstand").skill).toBe("focus");
    expect(attackTest("strike", "ranged")).toEqual({ skill: "fighting-style", attributes: ["AGI"] });
    expect(attackTest("spell", "ranged").skill).toBe("sorcery");
  });
});
