import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../src/engine/core/dice";
import { RuleError } from "../../src/engine/core/errors";
import { threeAction as ta, turns } from "../../src/engine/index";
import type { TurnState } from "../../src/engine/turns/types";

const cfg = ta.THREE_ACTION_TURNS;
function key(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return e.key;
    throw e;
  }
  return "no error";
}
/** A (20), B (10), and optionally C (5): no ties, no dice. */
function fight(withC = false): TurnState {
  const list = [
    { id: "A", initiative: 20 },
    { id: "B", initiative: 10 },
  ];
  if (withC) list.push({ id: "C", initiative: 5 });
  return turns.startCombat(cfg, list, scriptedDice([]));
}
const reaction = ta.actionInput("reaction");
const action = ta.actionInput("move");

describe("THREE_ACTION_TURNS", () => {
  it("3 actions and 1 reaction refilled at one's own turn, free actions unlimited, ties random", () => {
    expect(cfg).toMatchObject({ ap: 3, apRefresh: "own-turn", reactions: 1, reactionRefresh: "own-turn" });
    expect(cfg.freeActions.max).toBeNull();
    expect(Object.keys(cfg.categories).sort()).toEqual(["action", "free", "reaction"]);
    expect(cfg.tiebreak).toEqual(["random"]);
    expect(cfg.surprise).toBe("lose-first-turn");
  });
  it("ties of initiative are broken at random (injected dice)", () => {
    const s = turns.startCombat(
      cfg,
      [
        { id: "A", initiative: 12 },
        { id: "B", initiative: 12 },
      ],
      scriptedDice([1]),
    );
    expect(s.order).toEqual(["B", "A"]);
  });
  it("creatures unaware of the fight do not act in round 1", () => {
    const s = turns.startCombat(
      cfg,
      [
        { id: "A", initiative: 20, surprised: true },
        { id: "B", initiative: 10 },
      ],
      scriptedDice([]),
    );
    expect(s.active).toBe("B");
    expect(key(() => turns.act(s, cfg, "A", reaction))).toBe(turns.TURN_ERR.Surprised);
  });
  it("three actions on one's turn, a fourth is refused; Ready costs two", () => {
    let s = fight();
    s = turns.act(s, cfg, "A", ta.actionInput("ready"));
    expect(s.combatants.A!.ap).toBe(1);
    expect(key(() => turns.act(s, cfg, "A", ta.actionInput("ready")))).toBe(turns.TURN_ERR.NotEnoughAp);
    s = turns.act(s, cfg, "A", action);
    expect(key(() => turns.act(s, cfg, "A", action))).toBe(turns.TURN_ERR.NotEnoughAp);
    s = turns.act(s, cfg, "A", ta.actionInput("drop-prone"));
    expect(s.combatants.A!.ap).toBe(0);
  });
});

describe("reactions across turns", () => {
  it("no reaction before one's first turn; it becomes available when one's own turn starts", () => {
    const s = fight();
    expect(key(() => turns.act(s, cfg, "B", reaction))).toBe(turns.TURN_ERR.NoReaction);
    const b = turns.endTurn(s, cfg, "A");
    expect(b.combatants.B!.reactions).toBe(1);
  });
  it("used on another's turn, it is gone until one's own next turn starts", () => {
    let s = turns.endTurn(fight(), cfg, "A");
    s = turns.act(s, cfg, "A", reaction);
    expect(key(() => turns.act(s, cfg, "A", reaction))).toBe(turns.TURN_ERR.NoReaction);
    s = turns.endTurn(s, cfg, "B");
    expect(s.round).toBe(2);
    expect(s.combatants.A!.reactions).toBe(1);
  });
  it("an unused reaction lasts past the round's end until the start of one's next turn", () => {
    let s = turns.endTurn(fight(), cfg, "A");
    s = turns.endTurn(s, cfg, "B"); // round 2, A's turn: B still holds its round-1 reaction
    expect(s.active).toBe("A");
    s = turns.act(s, cfg, "B", reaction);
    expect(s.combatants.B!.reactions).toBe(0);
    s = turns.endTurn(s, cfg, "A");
    expect(s.combatants.B!.reactions).toBe(1);
  });
  it("a Stunned creature may not use the reaction it still holds (blockedBy)", () => {
    expect(ta.blockedBy(["stunned"])).toBe(ta.TA_ERR.CannotAct);
    expect(ta.blockedBy(["unconscious"])).toBe(ta.TA_ERR.CannotAct);
    expect(ta.blockedBy(["slowed", "prone"])).toBeNull();
  });
});

describe("conditions as budget modifiers", () => {
  const sets = [[], ["slowed"], ["incapacitated"], ["stunned"], ["unconscious"], ["slowed", "incapacitated"]];
  it("the turn engine's budget equals actionBudget for every condition", () => {
    for (const conditions of sets) {
      const c = { ...fight().combatants.A!, modifiers: ta.budgetModifiers(conditions) };
      const want = ta.actionBudget(conditions);
      expect([turns.apBudget(cfg, c), turns.reactionBudget(cfg, c)], conditions.join()).toEqual([
        want.actions,
        want.reactions,
      ]);
    }
  });
  it("Slowed applies from the creature's next turn: 2 actions, 0 reactions", () => {
    let s = fight();
    s = turns.setBudgetModifiers(s, cfg, "A", ta.budgetModifiers(["slowed"]));
    s = turns.endTurn(turns.endTurn(s, cfg, "A"), cfg, "B");
    expect(s.combatants.A).toMatchObject({ ap: 2, reactions: 0 });
  });
});

describe("delay and hold", () => {
  it("delay: the creature leaves the order and re-enters after the current turn, keeping the new place", () => {
    let s = turns.delayTurn(fight(), cfg, "A");
    expect(s.active).toBe("B");
    s = turns.resumeTurn(s, cfg, "A");
    s = turns.endTurn(s, cfg, "B");
    expect(s.active).toBe("A");
    expect(s.combatants.A!.ap).toBe(3);
    s = turns.endTurn(s, cfg, "A");
    expect(s.round).toBe(2);
    expect(s.order).toEqual(["B", "A"]);
    expect(s.active).toBe("B");
  });
  it("keepDelays: a delay lasts across the round's end; the original place is reported each round", () => {
    let s = turns.delayTurn(fight(), cfg, "A"); // round 1: A delays, B acts
    const before = s;
    const raw = turns.endTurn(s, cfg, "B"); // the engine begins round 2 with A's turn
    expect(raw.active).toBe("A");
    s = ta.keepDelays(before, raw, cfg);
    expect(s.active).toBe("B");
    expect(s.combatants.A!.delayed).toBe(true);
    expect(ta.originalPlacesPassed(before, s)).toEqual(["A"]);
    // A re-enters after B's turn in round 2 and gets a fresh turn.
    s = turns.resumeTurn(s, cfg, "A");
    s = turns.endTurn(s, cfg, "B");
    expect(s.active).toBe("A");
    expect(s.combatants.A).toMatchObject({ ap: 3, reactions: 1 });
  });
  it("keepDelays keeps the held reaction while delaying", () => {
    let s = turns.delayTurn(fight(), cfg, "A");
    s = turns.act(s, cfg, "A", reaction);
    const kept = ta.keepDelays(s, turns.endTurn(s, cfg, "B"), cfg);
    expect(kept.combatants.A!.reactions).toBe(0);
  });
  it("originalPlacesPassed: a creature delaying from an earlier round, passed mid-round", () => {
    let s = fight(true);
    s = turns.endTurn(s, cfg, "A");
    s = turns.delayTurn(s, cfg, "B"); // C acts
    const end = s;
    s = ta.keepDelays(end, turns.endTurn(s, cfg, "C"), cfg); // round 2: A
    expect(ta.originalPlacesPassed(end, s)).toEqual([]);
    const before = s;
    s = turns.endTurn(s, cfg, "A"); // B is delaying: C next
    expect(s.active).toBe("C");
    expect(ta.originalPlacesPassed(before, s)).toEqual(["B"]);
  });
  it("keepDelays does nothing within a round or without delays", () => {
    const s = fight();
    expect(ta.keepDelays(s, s, cfg)).toBe(s);
    const next = turns.endTurn(turns.endTurn(s, cfg, "A"), cfg, "B");
    expect(ta.keepDelays(turns.endTurn(s, cfg, "A"), next, cfg)).toBe(next);
  });
  it("hold: enter after a named creature; the lower place lasts (Interpretation 15)", () => {
    let s = ta.holdTurn(fight(true), cfg, "A", "B");
    expect(s.active).toBe("B");
    s = turns.endTurn(s, cfg, "B");
    expect(s.active).toBe("A");
    s = turns.endTurn(turns.endTurn(s, cfg, "A"), cfg, "C");
    expect(s.round).toBe(2);
    expect(s.order).toEqual(["B", "A", "C"]);
    expect(s.active).toBe("B");
  });
});

describe("actions", () => {
  it("maps every seed action to the turn engine", () => {
    expect(ta.actionInput("attack")).toEqual({ category: "action", attack: true });
    expect(ta.actionInput("ready")).toEqual({ category: "action", cost: 2 });
    expect(ta.actionInput("readied-trigger")).toEqual({ category: "free" });
    expect(key(() => ta.actionInput("nap"))).toBe(ta.TA_ERR.UnknownAction);
  });
  it("Cast: Energy per component, refused when short; a magic item's amounts are fixed", () => {
    expect(ta.castCost({ components: { range: 2, power: 3 }, energy: 6 })).toEqual({
      spent: 5,
      energyLeft: 1,
    });
    expect(key(() => ta.castCost({ components: { power: 7 }, energy: 6 }))).toBe(ta.TA_ERR.NotEnoughEnergy);
    expect(key(() => ta.castCost({ components: { power: 2 }, energy: 0, fixed: { power: 3 } }))).toBe(
      ta.TA_ERR.FixedEnergy,
    );
    expect(ta.castCost({ components: { power: 3 }, energy: 0, fixed: { power: 3 } }).spent).toBe(0);
  });
  it("Control once per turn per spell; Command once per round per creature", () => {
    expect(ta.control([], "s1")).toEqual(["s1"]);
    expect(key(() => ta.control(["s1"], "s1"))).toBe(ta.TA_ERR.AlreadyControlled);
    expect(ta.command(["wolf"], "horse")).toEqual(["wolf", "horse"]);
    expect(key(() => ta.command(["wolf"], "wolf"))).toBe(ta.TA_ERR.AlreadyCommanded);
  });
  it("Dodge marks the creature; the next attack spends it", () => {
    const c = ta.dodge(["prone"]);
    expect(c).toEqual(["prone", "dodging"]);
    expect(ta.spendDodge(c)).toEqual(["prone"]);
  });
});
