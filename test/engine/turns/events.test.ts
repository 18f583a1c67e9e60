import { describe, expect, it } from "vitest";
import { heroMageGoblin as fight } from "./fixtures";
import { scriptedDice } from "../../../src/engine/core/dice";
import {
  COMBAT_ROLL_TURNS as CR,
  THREE_ACTION_TURNS as TA,
  delayTurn,
  endTurn,
  joinCombat,
  newRound,
  removeCombatant,
  resumeTurn,
  saveTurn,
  setDefeated,
  startCombat,
  step,
  turnEvents,
  type TurnState,
} from "../../../src/engine/turns/index";

const turnStart = (combatantId: string, round: number, resumed = false) => ({
  kind: "turn-start",
  combatantId,
  round,
  resumed,
});

/** Three-Action fight (delay allowed): hero 9, mage 7, goblin 5. */
function threeAction(): TurnState {
  return startCombat(
    TA,
    [
      { id: "hero", initiative: 9 },
      { id: "mage", initiative: 7 },
      { id: "goblin", initiative: 5 },
    ],
    scriptedDice([]),
  );
}

describe("turn events", () => {
  it("the combat's beginning is round 1 and the first turn", () => {
    expect(turnEvents(null, fight())).toEqual([{ kind: "round-start", round: 1 }, turnStart("hero", 1)]);
  });

  it("ending a turn begins the next one's, and nothing else", () => {
    const s = fight();
    expect(step(s, endTurn(s, CR, "hero")).events).toEqual([turnStart("mage", 1)]);
  });

  it("the last turn's end begins a new round and its first turn", () => {
    let s = fight();
    s = endTurn(s, CR, "hero");
    s = endTurn(s, CR, "mage");
    const next = endTurn(s, CR, "goblin");
    expect(turnEvents(s, next)).toEqual([{ kind: "round-start", round: 2 }, turnStart("hero", 2)]);
  });

  it("the GM's new round begins the first turn again, even for the one who was active", () => {
    const s = fight();
    expect(turnEvents(s, newRound(s, CR))).toEqual([{ kind: "round-start", round: 2 }, turnStart("hero", 2)]);
  });

  it("an action that begins nothing reports nothing", () => {
    const s = fight();
    expect(turnEvents(s, setDefeated(s, CR, "goblin", true))).toEqual([]);
    expect(turnEvents(s, s)).toEqual([]);
  });

  it("a saved turn begins at its place and resumes after the one it waited for", () => {
    let s = fight();
    const saved = saveTurn(s, CR, "hero", "mage");
    expect(turnEvents(s, saved)).toEqual([turnStart("mage", 1)]);
    s = saved;
    expect(turnEvents(s, endTurn(s, CR, "mage"))).toEqual([turnStart("hero", 1, true)]);
  });

  it("a delayed combatant's start happened at its original place; re-entering is a resumed start", () => {
    let s = threeAction();
    // the hero's turn began (its start-of-turn effects) before it delayed
    expect(turnEvents(null, s)).toContainEqual(turnStart("hero", 1));
    const delayed = delayTurn(s, TA, "hero");
    expect(turnEvents(s, delayed)).toEqual([turnStart("mage", 1)]);
    s = resumeTurn(delayed, TA, "hero");
    expect(turnEvents(delayed, s)).toEqual([]);
    expect(turnEvents(s, endTurn(s, TA, "mage"))).toEqual([turnStart("hero", 1, true)]);
  });

  it("a combatant still delayed when the round ends starts the next round at its place, not resumed", () => {
    let s = delayTurn(threeAction(), TA, "hero");
    s = endTurn(s, TA, "mage");
    const next = endTurn(s, TA, "goblin");
    expect(turnEvents(s, next)).toEqual([{ kind: "round-start", round: 2 }, turnStart("hero", 2)]);
  });

  it("the active combatant leaving begins the next one's turn; a newcomer begins nothing", () => {
    const s = fight();
    expect(turnEvents(s, removeCombatant(s, CR, "hero"))).toEqual([turnStart("mage", 1)]);
    expect(turnEvents(s, removeCombatant(s, CR, "goblin"))).toEqual([]);
    expect(turnEvents(s, joinCombat(s, CR, { id: "wolf", initiative: 8 }))).toEqual([]);
  });

  it("a newcomer placed before the one due gets its turn when the active one ends", () => {
    const s = joinCombat(fight(), CR, { id: "wolf", initiative: 8 });
    expect(turnEvents(s, endTurn(s, CR, "hero"))).toEqual([turnStart("wolf", 1)]);
  });
});
