import { describe, expect, it } from "vitest";
import { heroMageGoblin as fight } from "./fixtures";
import { scriptedDice } from "../../../src/engine/core/dice";
import { RuleError } from "../../../src/engine/core/errors";
import { turnAction } from "../../../src/engine/combat-roll/actions";
import {
  COMBAT_ROLL_TURNS as CR,
  THREE_ACTION_TURNS as TA,
  act,
  endTurn,
  joinCombat,
  removeCombatant,
  saveTurn,
  startCombat,
} from "../../../src/engine/turns/index";

describe("a combatant leaves the fight", () => {
  it("leaves the order; the turn stays with the active one", () => {
    const s = removeCombatant(fight(), CR, "mage");
    expect(s.order).toEqual(["hero", "goblin"]);
    expect(s.roundOrder).toEqual(["hero", "goblin"]);
    expect(s.combatants.mage).toBeUndefined();
    expect(s.active).toBe("hero");
    // the round goes on: the hero's turn ends and the goblin's begins
    expect(endTurn(s, CR, "hero").active).toBe("goblin");
  });

  it("passes the turn on when the active combatant leaves", () => {
    const s = removeCombatant(fight(), CR, "hero");
    expect(s.active).toBe("mage");
    expect(s.combatants.mage!.started).toBe(true);
  });

  it("begins a new round when the last combatant due this round leaves", () => {
    let s = endTurn(fight(), CR, "hero");
    s = endTurn(s, CR, "mage");
    expect(s.active).toBe("goblin");
    s = removeCombatant(s, CR, "goblin");
    expect(s.round).toBe(2);
    expect(s.active).toBe("hero");
    expect(s.combatants.hero!.ap).toBe(3);
  });

  it("frees a turn saved to follow the one who left, which keeps its place", () => {
    let s = saveTurn(fight(), CR, "hero", "goblin"); // the hero acts after the goblin this round
    expect(s.roundOrder).toEqual(["mage", "goblin", "hero"]);
    s = removeCombatant(s, CR, "goblin");
    expect(s.roundOrder).toEqual(["mage", "hero"]);
    expect(s.combatants.hero!.saved).toBeNull();
    expect(endTurn(s, CR, "mage").active).toBe("hero");
  });

  it("changes nothing when the combatant is not in the fight, and the last one may leave", () => {
    const s = fight();
    expect(removeCombatant(s, CR, "nobody")).toBe(s);
    let t = removeCombatant(s, CR, "goblin");
    t = removeCombatant(t, CR, "mage");
    t = removeCombatant(t, CR, "hero");
    expect(t.order).toEqual([]);
    expect(t.active).toBeNull();
  });
});

describe("a combatant joins a fight under way", () => {
  it("takes its place by initiative and acts this round when its place is still to come", () => {
    let s = fight(); // hero active
    s = joinCombat(s, CR, { id: "wolf", initiative: 6 });
    expect(s.order).toEqual(["hero", "mage", "wolf", "goblin"]);
    expect(s.combatants.wolf!.ap).toBe(3);
    s = endTurn(s, CR, "hero");
    s = endTurn(s, CR, "mage");
    expect(s.active).toBe("wolf");
    s = act(s, CR, "wolf", turnAction("strike"));
    expect(s.combatants.wolf!.ap).toBe(2);
  });

  it("waits for the next round when the round has passed its place", () => {
    let s = endTurn(fight(), CR, "hero"); // the mage (7) is active
    s = joinCombat(s, CR, { id: "eagle", initiative: 8 });
    expect(s.order).toEqual(["hero", "eagle", "mage", "goblin"]);
    expect(s.combatants.eagle!.done).toBe(true);
    s = endTurn(s, CR, "mage");
    s = endTurn(s, CR, "goblin");
    expect(s.round).toBe(2);
    expect(s.active).toBe("hero");
    expect(endTurn(s, CR, "hero").active).toBe("eagle");
  });

  it("goes after those it ties with, who were there first", () => {
    const s = joinCombat(fight(), CR, { id: "twin", initiative: 7 });
    expect(s.order).toEqual(["hero", "mage", "twin", "goblin"]);
  });

  it("follows the ruleset's budgets (Three-Action Turns: 3 actions and a reaction)", () => {
    const s0 = startCombat(TA, [{ id: "a", initiative: 12 }], scriptedDice([]));
    const s = joinCombat(s0, TA, { id: "b", initiative: 3 });
    expect([s.combatants.b!.ap, s.combatants.b!.reactions]).toEqual([3, 1]);
  });

  it("refuses a combatant already in the fight", () => {
    expect(() => joinCombat(fight(), CR, { id: "mage", initiative: 2 })).toThrow(RuleError);
  });
});
