import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../src/engine/core/dice";
import { threeAction, turns } from "../../src/engine/index";

const { marksAtTurnStart, marksWithout, NO_MARKS, readMarks, sufferers } = threeAction;

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

describe("the marks at a turn start", () => {
  const feint = (creator: string, until: "end-of-attacker-turn" | "start-of-attacker-next-turn") => ({
    creator,
    until,
    actor: "Actor.brute",
    condition: "flat-footed",
  });
  const marks = {
    ...NO_MARKS,
    controlled: ["mira:Fog", "brute:Web"],
    readied: [
      { id: "mira", action: "attack", trigger: "the door opens" },
      { id: "brute", action: "dodge", trigger: "an arrow" },
    ],
    timed: [
      feint("mira", "end-of-attacker-turn"),
      feint("mira", "start-of-attacker-next-turn"),
      feint("bandit", "end-of-attacker-turn"),
    ],
  };

  it("the starter's readied action lapses (it lasts until its next turn); nobody's spell is controlled yet", () => {
    const r = marksAtTurnStart(marks, "mira", null);
    expect(r.marks.readied).toEqual([{ id: "brute", action: "dodge", trigger: "an arrow" }]);
    expect(r.marks.controlled).toEqual([]);
  });

  it("ends the last turn's end-of-turn conditions first, then the starter's next-turn ones", () => {
    // Mira's turn ended, the Brute's starts: her Feint's Flat Footed (end of her turn) ends
    const afterMira = marksAtTurnStart(marks, "brute", "mira");
    expect(afterMira.expired).toEqual([feint("mira", "end-of-attacker-turn")]);
    expect(afterMira.marks.timed).toEqual([
      feint("mira", "start-of-attacker-next-turn"),
      feint("bandit", "end-of-attacker-turn"),
    ]);
    // a critical Feint's lasts to her next turn start, whoever went last
    const back = marksAtTurnStart(afterMira.marks, "mira", "bandit");
    expect(back.expired).toEqual([
      feint("bandit", "end-of-attacker-turn"),
      feint("mira", "start-of-attacker-next-turn"),
    ]);
    expect(back.marks.timed).toEqual([]);
  });

  it("a turn resumed by the same creature, or the first turn, ends no end-of-turn condition", () => {
    expect(marksAtTurnStart(marks, "mira", "mira").expired).toEqual([
      feint("mira", "start-of-attacker-next-turn"),
    ]);
    expect(marksAtTurnStart(marks, "brute", null).expired).toEqual([]);
  });
});
