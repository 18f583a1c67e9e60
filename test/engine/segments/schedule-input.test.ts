import { describe, expect, it } from "vitest";
import { closeDeclarations, declare, scheduleInputOf, startCombat } from "../../../src/engine/segments/index";
import { actor, longSword } from "./fixtures";

const bow = { ...longSword, kind: "missile" as const, toHitBonus: 2, lengthFt: 0 };

describe("the round's schedule input from the declared combatants", () => {
  it("a missile declaration adds its weapon's bonus to Dexterity's; others Dexterity's; the melee weapon's length", () => {
    let s = startCombat(0);
    s = declare(s, "archer", { kind: "missile", targetId: "orc" });
    s = declare(s, "orc", { kind: "melee", targetId: "archer" });
    const state = { ...closeDeclarations(s), initiativeRolls: { party: 3, monsters: 4 } };
    const input = scheduleInputOf(state, [
      { id: "archer", side: "party", stats: actor({ dexterityMissileBonus: 1 }), missile: bow, melee: null },
      { id: "orc", side: "monsters", stats: actor({ attackRoutines: 2 }), missile: bow, melee: longSword },
      { id: "idle", side: "party", stats: actor(), missile: null, melee: null },
    ]);
    expect(input.rolls).toEqual({ party: 3, monsters: 4 });
    expect(input.combatants.map((c) => c.id)).toEqual(["archer", "orc"]);
    expect(input.combatants[0]).toMatchObject({ missileBonus: 3, weaponLengthFt: 0, attackRoutines: 1 });
    expect(input.combatants[1]).toMatchObject({ missileBonus: 0, weaponLengthFt: 3.5, attackRoutines: 2 });
    expect(input.combatants[1]?.engagedWith).toEqual(["archer"]);
  });
});
