import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import {
  DIE_STEP_TURNS as DS,
  THREE_ACTION_TURNS as TA,
  act,
  delayTurn,
  endTurn,
  resumeTurn,
  setBudgetModifiers,
  startCombat,
  upcoming,
} from "../../../src/engine/turns/index";
import { keyOf } from "../rule-error-key";

const action = { category: "action" };
const reaction = { category: "reaction" };

describe("seed 001 (three-action) configuration", () => {
  const three = () =>
    startCombat(
      TA,
      [
        { id: "a", initiative: 15 },
        { id: "b", initiative: 12 },
        { id: "c", initiative: 8 },
      ],
      scriptedDice([]),
    );

  it("'1 Reaction per Round starting on their Turn and expiring the start of their next Turn'", () => {
    let s = three();
    // c has not had a turn yet: no reaction
    expect(keyOf(() => act(s, TA, "c", reaction))).toBe("TEMPO.Turns.Error.NoReaction");
    s = endTurn(s, TA, "a");
    s = endTurn(s, TA, "b");
    // during c's turn, b (whose turn has passed) reacts once
    s = act(s, TA, "b", reaction);
    expect(keyOf(() => act(s, TA, "b", reaction))).toBe("TEMPO.Turns.Error.NoReaction");
    s = endTurn(s, TA, "c");
    // round 2 began but b's turn has not: still no reaction
    expect(s.round).toBe(2);
    expect(keyOf(() => act(s, TA, "b", reaction))).toBe("TEMPO.Turns.Error.NoReaction");
    s = endTurn(s, TA, "a");
    // b's own turn refills it
    expect(s.combatants.b!.reactions).toBe(1);
  });

  it("three actions per turn, any number of attacks and free actions", () => {
    let s = three();
    for (let i = 0; i < 3; i++) s = act(s, TA, "a", { ...action, attack: true });
    expect(keyOf(() => act(s, TA, "a", action))).toBe("TEMPO.Turns.Error.NotEnoughAp");
    for (let i = 0; i < 4; i++) s = act(s, TA, "a", { category: "free" });
    expect(s.combatants.a!.attacks).toBe(3);
  });

  it("delay: re-enter after the current turn and keep that place for the rest of the combat", () => {
    let s = three();
    s = delayTurn(s, TA, "a");
    expect(s.active).toBe("b");
    s = resumeTurn(s, TA, "a");
    s = endTurn(s, TA, "b");
    expect(s.active).toBe("a");
    // a's actions were refilled once, at its original turn start
    s = act(s, TA, "a", action);
    expect(s.combatants.a!.ap).toBe(2);
    s = endTurn(s, TA, "a");
    expect(s.active).toBe("c");
    s = endTurn(s, TA, "c");
    expect(s.round).toBe(2);
    expect(s.order).toEqual(["b", "a", "c"]);
    expect(s.active).toBe("b");
    expect(keyOf(() => resumeTurn(s, TA, "c"))).toBe("TEMPO.Turns.Error.NotDelayed");
  });

  it("Slowed: 'one less Action and one less Reaction per Turn' from the next refresh", () => {
    let s = three();
    s = setBudgetModifiers(s, TA, "b", [
      { pool: "ap", op: "subtract", amount: 1, source: "slowed" },
      { pool: "reactions", op: "subtract", amount: 1, source: "slowed" },
    ]);
    s = endTurn(s, TA, "a");
    expect(s.combatants.b).toMatchObject({ ap: 2, reactions: 0 });
  });

  it("ties are random (injected dice)", () => {
    const s = startCombat(
      TA,
      [
        { id: "x", initiative: 10, modifier: 5 },
        { id: "y", initiative: 10, modifier: 0 },
      ],
      scriptedDice([1]),
    );
    // the modifier is ignored in this ruleset; the d2 swapped them
    expect(upcoming(s)).toEqual(["y", "x"]);
  });
});

describe("seed 002 (die-step) configuration", () => {
  const duel = () =>
    startCombat(
      DS,
      [
        { id: "a", initiative: 6, baseAp: 4 },
        { id: "b", initiative: 3, baseAp: 4 },
      ],
      scriptedDice([]),
    );

  it("'an opportunity attack is a minor interrupt action (so it will use up an AP from the attacker's next turn)'", () => {
    let s = duel();
    s = act(s, DS, "b", { category: "interrupt", attack: true });
    expect(s.combatants.b).toMatchObject({ debt: 1 });
    s = endTurn(s, DS, "a");
    expect(s.active).toBe("b");
    expect(s.combatants.b).toMatchObject({ ap: 3, debt: 0 });
  });

  it("cannot borrow more than the next turn's budget", () => {
    let s = duel();
    for (let i = 0; i < 4; i++) s = act(s, DS, "b", { category: "interrupt" });
    expect(keyOf(() => act(s, DS, "b", { category: "interrupt" }))).toBe("TEMPO.Turns.Error.NotEnoughNextAp");
    s = endTurn(s, DS, "a");
    expect(s.combatants.b!.ap).toBe(0);
    expect(keyOf(() => act(s, DS, "b", { category: "minor" }))).toBe("TEMPO.Turns.Error.NotEnoughAp");
  });

  it("badly wounded: 'their total APs are halved (round down)'", () => {
    let s = duel();
    s = setBudgetModifiers(s, DS, "b", [{ pool: "ap", op: "halve", source: "badly-wounded" }]);
    s = endTurn(s, DS, "a");
    expect(s.combatants.b!.ap).toBe(2);
  });

  it("an exclusive action takes every remaining AP (provisional cost)", () => {
    let s = duel();
    s = act(s, DS, "a", { category: "minor" });
    s = act(s, DS, "a", { category: "exclusive" });
    expect(s.combatants.a!.ap).toBe(0);
  });
});
