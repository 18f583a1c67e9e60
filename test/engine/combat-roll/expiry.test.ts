import { describe, expect, it } from "vitest";
import { heroMageGoblin as fight } from "../turns/fixtures";
import { RuleError } from "../../../src/engine/core/errors";
import { turnAction } from "../../../src/engine/combat-roll/actions";
import {
  actionsTaken,
  assertChoiceOpen,
  choiceOpen,
  type ChoiceWindow,
} from "../../../src/engine/combat-roll/expiry";
import { COMBAT_ROLL_TURNS as CR, act, endTurn, type TurnState } from "../../../src/engine/turns/index";

const windowOf = (s: TurnState, id: string): ChoiceWindow => ({
  round: s.round,
  active: s.active ?? "",
  actor: id,
  actions: actionsTaken(s.combatants[id]),
});

describe("card choices expire (issue 14)", () => {
  it("an opportunity offer answers one exposure: closed by the mover's next action or the end of the turn", () => {
    let s = act(fight(), CR, "hero", turnAction("dash"));
    const offer = windowOf(s, "hero");
    // a foe's reaction (the goblin defends elsewhere) does not close the hero's offer
    const other = act(s, CR, "goblin", turnAction("defend"));
    expect(choiceOpen(offer, windowOf(other, "hero"))).toBe(true);
    // the mover acts again
    expect(choiceOpen(offer, windowOf(act(s, CR, "hero", turnAction("disengage")), "hero"))).toBe(false);
    // the turn ends
    s = endTurn(s, CR, "hero");
    expect(choiceOpen(offer, windowOf(s, "hero"))).toBe(false);
    expect(() => assertChoiceOpen(offer, windowOf(s, "hero"), "offer")).toThrow(RuleError);
  });

  it("each foe the mover leaves gets its own attack: the mover's Defend against one closes no other offer (issue 30)", () => {
    // The hero leaves the goblin's and the mage's reach: one offer each, opened by the same move
    let s = act(fight(), CR, "hero", turnAction("dash"));
    const offer = windowOf(s, "hero");
    // The goblin takes its opportunity attack; the hero blocks it (a Defend, 1 AP)
    s = act(s, CR, "goblin", turnAction("opportunity-attack"));
    s = act(s, CR, "hero", turnAction("defend"));
    expect(s.combatants.hero!.ap).toBe(1);
    // The mage's offer answers the same exposure: still open, and its attack is defended too
    expect(choiceOpen(offer, windowOf(s, "hero"))).toBe(true);
    s = act(s, CR, "mage", turnAction("opportunity-attack"));
    s = act(s, CR, "hero", turnAction("defend"));
    expect(choiceOpen(offer, windowOf(s, "hero"))).toBe(true);
    // A Defend answers another's attack; anything of the hero's own still closes the offer
    expect(choiceOpen(offer, windowOf(act(s, CR, "hero", turnAction("free")), "hero"))).toBe(false);
  });

  it("a critical winner's later Defend is no act of its own: its maneuver stays open (issue 30)", () => {
    let s = act(fight(), CR, "hero", turnAction("strike"));
    s = act(s, CR, "mage", turnAction("defend"));
    const maneuver = windowOf(s, "mage");
    s = act(s, CR, "hero", turnAction("strike"));
    s = act(s, CR, "mage", turnAction("defend"));
    expect(choiceOpen(maneuver, windowOf(s, "mage"))).toBe(true);
  });

  it("a maneuver is part of its attack: open for its winner until it acts again or the turn ends; rounds later, closed", () => {
    let s = act(fight(), CR, "hero", turnAction("strike"));
    s = act(s, CR, "mage", turnAction("defend"));
    // the defender (mage) won critically: its maneuver window opens after its Defend
    const maneuver = windowOf(s, "mage");
    expect(choiceOpen(maneuver, windowOf(act(s, CR, "hero", turnAction("strike")), "mage"))).toBe(true);
    expect(choiceOpen(maneuver, windowOf(act(s, CR, "mage", turnAction("manipulate")), "mage"))).toBe(false);
    for (const id of ["hero", "mage", "goblin", "hero"]) s = endTurn(s, CR, id);
    expect(s.round).toBe(2);
    expect(choiceOpen(maneuver, windowOf(s, "mage"))).toBe(false);
    // out of combat (round 0) nothing expires
    expect(choiceOpen({ ...maneuver, round: 0 }, windowOf(s, "mage"))).toBe(true);
  });
});
