import { describe, expect, it } from "vitest";
import { armorRating, SHIELD_TABLE } from "../../../src/engine/combat-roll/armor";
import { mitigate } from "../../../src/engine/combat-roll/damage";
import { attackAdjustment, defenseAdjustment } from "../../../src/engine/combat-roll/modifiers";
import { maneuverFollowUp } from "../../../src/engine/combat-roll/maneuvers";
import { automaticTest, rollTest } from "../../../src/engine/combat-roll/test-model";
import { outcome } from "../../../src/engine/combat-roll/outcome";
import { scriptedDice } from "../../../src/engine/core/dice";

describe("a whole exchange with the shared test model", () => {
  it("an archer shoots a knight in low cover who blocks with a bone shield", () => {
    const atk = attackAdjustment({ attackKind: "strike", range: "ranged", cover: "low" });
    const def = defenseAdjustment({ kind: "block", vsRanged: true, cover: "low" });
    // archer skill 13 - 2 (low cover) = 11, rolls 4 -> 1 + floor(7/5) = 2 Successes
    const attack = rollTest(scriptedDice([4]), { skill: 13, ...atk });
    // knight's block (Fighting Style + STR) 10, no Dodge bonus for a Block; rolls 9 -> 1 Success
    const block = rollTest(scriptedDice([9]), { skill: 10, ...def });
    expect([attack.successes, block.successes]).toEqual([2, 1]);
    const result = outcome({ attack, defense: { kind: "block", ...block } });
    expect(result).toBe("blocked");
    const taken = mitigate(
      { amount: 13, type: "piercing" },
      {
        armorRating: armorRating("full", "iron").physical,
        blocked: result === "blocked",
        blockRating: SHIELD_TABLE.bone!.blockRating,
      },
    );
    expect(taken).toBe(2);
  });

  it("an undefended target: critical win, then a Trip against a much smaller foe fails automatically", () => {
    const attack = rollTest(scriptedDice([10]), { skill: 12 });
    const result = outcome({ attack, defense: { kind: "none", ...automaticTest(false) } });
    expect(result).toBe("attacker-critical");
    expect(maneuverFollowUp("trip", { winnerSize: 4, loserSize: 2 }).test).toBe("auto-fail");
  });
});
