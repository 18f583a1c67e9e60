import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import { threeAction, turns } from "../../../src/engine/index";
import { marksWithout, NO_MARKS, readMarks } from "../../../src/foundry/rulesets/three-action/marks";
import { sufferers, THREE_ACTION_TURN_HOOKS } from "../../../src/foundry/rulesets/three-action/start";

const TA = threeAction.THREE_ACTION_TURNS;

function fight() {
  return turns.startCombat(
    TA,
    [
      { id: "mira", initiative: 18 },
      { id: "brute", initiative: 12 },
      { id: "bandit", initiative: 11 },
    ],
    scriptedDice([]),
  );
}

describe("Three-Action's marks", () => {
  it("reads what it stored and drops malformed parts", () => {
    const marks = {
      commanded: ["wolf"],
      commandedBy: { wolf: "mira" },
      controlled: ["mira:Fog"],
      readied: [{ id: "mira", action: "attack", trigger: "the door opens" }],
      timed: [
        {
          creator: "mira",
          until: "end-of-attacker-turn" as const,
          actor: "Actor.x",
          condition: "flat-footed",
        },
      ],
    };
    expect(readMarks(JSON.parse(JSON.stringify(marks)))).toEqual(marks);
    expect(readMarks({ commanded: [1, "x"], commandedBy: { a: 2 }, readied: "no" })).toEqual({
      ...NO_MARKS,
      commanded: ["x"],
    });
  });

  it("a combatant who leaves takes its commands, controls and readied action with it", () => {
    const marks = {
      commanded: ["wolf"],
      commandedBy: { wolf: "mira", hawk: "brute" },
      controlled: ["mira:Fog", "brute:Web"],
      readied: [{ id: "mira", action: "attack", trigger: "x" }],
      timed: [
        {
          creator: "mira",
          until: "end-of-attacker-turn" as const,
          actor: "Actor.x",
          condition: "flat-footed",
        },
      ],
    };
    expect(marksWithout(marks, "mira")).toEqual({
      commanded: ["wolf"],
      commandedBy: { hawk: "brute" },
      controlled: ["brute:Web"],
      readied: [],
      timed: [],
    });
  });
});

describe("who suffers ongoing effects at a turn start", () => {
  it("the starter, and a creature it commands instead of at the creature's own start", () => {
    const s = fight();
    const marks = { ...NO_MARKS, commandedBy: { bandit: "mira" } };
    expect(sufferers(null, s, "mira", marks)).toEqual(["mira", "bandit"]);
    expect(sufferers(null, s, "bandit", marks)).toEqual([]);
  });

  it("a delaying creature at its original place when the turn passes it", () => {
    const s = fight();
    const delayed = turns.delayTurn(turns.endTurn(s, TA, "mira"), TA, "brute");
    const stored = turns.endTurn(s, TA, "mira");
    // the Brute delayed; the next round's Mira ends her turn: the Brute's place is passed
    let next = turns.endTurn(delayed, TA, "bandit");
    next = threeAction.keepDelays(delayed, next, TA);
    const afterMira = turns.endTurn(next, TA, "mira");
    expect(stored.active).toBe("brute");
    expect(sufferers(next, afterMira, afterMira.active ?? "", NO_MARKS)).toContain("brute");
  });
});

describe("conditions a maneuver laid for a time", () => {
  const feint = (until: "end-of-attacker-turn" | "start-of-attacker-next-turn") => ({
    creator: "mira",
    until,
    actor: "Actor.brute",
    condition: "flat-footed",
  });
  const combat = { combatants: { get: () => undefined } } as unknown as Combat.Implementation;

  it("a Feint's Flat Footed ends with the feinter's turn; a critical's at her next turn start", () => {
    const s = fight();
    const next = turns.endTurn(s, TA, "mira");
    const marks = {
      ...NO_MARKS,
      timed: [feint("end-of-attacker-turn"), feint("start-of-attacker-next-turn")],
    };
    const event = { kind: "turn-start" as const, combatantId: "brute", round: 1, resumed: false };
    const r = THREE_ACTION_TURN_HOOKS.onTurnStart!({ combat, event, before: s, state: next, marks });
    expect(r?.marks?.timed).toEqual([feint("start-of-attacker-next-turn")]);
    const again = { kind: "turn-start" as const, combatantId: "mira", round: 2, resumed: false };
    const r2 = THREE_ACTION_TURN_HOOKS.onTurnStart!({
      combat,
      event: again,
      before: next,
      state: next,
      marks: r!.marks!,
    });
    expect(r2?.marks?.timed).toEqual([]);
  });
});
