// A Three-Action turn start as the engine plans it (turnStart) and its ongoing effects with the dice the
// shell rolled (ongoingDice, startOfTurnRolled): the shell only reads the creatures and writes.
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../src/engine/core/dice";
import { threeAction, turns } from "../../src/engine/index";

const { NO_MARKS, THREE_ACTION_TURNS: TA } = threeAction;

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

const plain = { conditions: [] as string[], extraReactions: 0 };

describe("a turn start (turnStart)", () => {
  it("gives the starter the budget of its conditions now and names who suffers", () => {
    const s = fight();
    const next = turns.endTurn(s, TA, "mira");
    const creature = (id: string) =>
      id === "brute" ? { conditions: ["stunned"], extraReactions: 1 } : plain;
    const plan = threeAction.turnStart({ combatantId: "brute", resumed: false }, s, next, NO_MARKS, creature);
    expect(plan?.starter).toBe("brute");
    expect(plan?.state.combatants.brute?.ap).toBe(threeAction.actionBudget(["stunned"], 1).actions);
    expect(plan?.state.combatants.brute?.reactions).toBe(threeAction.actionBudget(["stunned"], 1).reactions);
    expect(plan?.sufferers).toEqual(["brute"]);
    expect(plan?.endsDodge).toBe(false);
  });

  it("ends a Dodge at the dodger's next turn and the timed conditions of the boundary", () => {
    const s = fight();
    const next = turns.endTurn(s, TA, "mira");
    const marks = {
      ...NO_MARKS,
      timed: [
        {
          creator: "mira",
          until: "end-of-attacker-turn" as const,
          actor: "Actor.b",
          condition: "flat-footed",
        },
      ],
    };
    const dodging = () => ({ conditions: ["dodging"], extraReactions: 0 });
    const plan = threeAction.turnStart({ combatantId: "brute", resumed: false }, s, next, marks, dodging);
    expect(plan?.endsDodge).toBe(true);
    expect(plan?.expired.map((e) => e.condition)).toEqual(["flat-footed"]);
    expect(plan?.marks.timed).toEqual([]);
  });

  it("a creature its commander commanded suffers at the commander's start, not its own", () => {
    const s = fight();
    const marks = { ...NO_MARKS, commandedBy: { bandit: "mira" } };
    const mira = threeAction.turnStart({ combatantId: "mira", resumed: false }, null, s, marks, () => plain);
    expect(mira?.sufferers).toEqual(["mira", "bandit"]);
    const next = turns.endTurn(turns.endTurn(s, TA, "mira"), TA, "brute");
    const own = threeAction.turnStart({ combatantId: "bandit", resumed: false }, s, next, marks, () => plain);
    expect(own?.sufferers).toEqual([]);
  });

  it("a delayed turn coming back, and a start with no one active, plan nothing", () => {
    const s = fight();
    expect(
      threeAction.turnStart({ combatantId: "mira", resumed: true }, null, s, NO_MARKS, () => plain),
    ).toBe(null);
    const none = {
      ...s,
      active: null,
      combatants: { ...s.combatants, mira: { ...s.combatants.mira!, delayed: true } },
    };
    expect(
      threeAction.turnStart({ combatantId: "mira", resumed: false }, null, none, NO_MARKS, () => plain),
    ).toBe(null);
  });

  it("a creature without an actor keeps the turn engine's budget", () => {
    const s = fight();
    const plan = threeAction.turnStart(
      { combatantId: "mira", resumed: false },
      null,
      s,
      NO_MARKS,
      () => null,
    );
    expect(plan?.state).toBe(s);
    expect(plan?.endsDodge).toBe(false);
  });
});

describe("ongoing effects with the shell's dice", () => {
  const bleeding = { hp: 0, maxHp: 20, conditions: ["bleeding", "incapacitated", "prone"], bleedPenalty: 0 };

  it("names what to roll, or nothing when it suffers none", () => {
    expect(threeAction.ongoingDice([], [], 0)).toBe(null);
    expect(threeAction.ongoingDice([], [], 30)).toEqual([]);
    expect(threeAction.ongoingDice(["bleeding", "on-fire"], [], 0)).toEqual(["1d20", "2d6", "2d6"]);
  });

  it("draws the rolled faces in order and says which rolls it used", () => {
    // Bleeding: d20 15 (worse), 2d6 = 3 + 4 bleed damage; On fire: 2d6 = 6 + 6
    const input = { ...bleeding, conditions: [...bleeding.conditions, "on-fire"], poisons: [] };
    const { result, used } = threeAction.startOfTurnRolled(input, [[15], [3, 4], [6, 6]]);
    expect(result.bleed?.d20).toBe(15);
    expect(result.vitals.hp).toBe(-19);
    expect(used).toEqual([0, 1, 2]);
  });

  it("a creature that dies of bleeding uses no more rolls: the fire's is not shown", () => {
    // below 0 HP, a Bleed roll of 0 or less (d20 1 - penalty 1) is death
    const input = {
      ...bleeding,
      hp: -5,
      bleedPenalty: 1,
      conditions: [...bleeding.conditions, "on-fire"],
      poisons: [],
    };
    const { result, used } = threeAction.startOfTurnRolled(input, [[1], [6, 6], [6, 6]]);
    expect(result.vitals.conditions).toContain("dead");
    expect(used).toEqual([0]);
  });
});

describe("the budget once the start-of-turn effects are done (budgetAfterEffects)", () => {
  it("damage that made the starter Incapacitated leaves it one action this same turn", () => {
    const s = fight();
    const down = threeAction.budgetAfterEffects(s, "mira", ["incapacitated", "prone", "bleeding"]);
    expect(down?.combatants.mira).toMatchObject({ ap: 1, reactions: 0 });
  });

  it("effects that changed no budget change nothing", () => {
    const s = fight();
    expect(threeAction.budgetAfterEffects(s, "mira", ["on-fire"])).toBe(null);
    expect(threeAction.budgetAfterEffects(s, "nobody", ["incapacitated"])).toBe(null);
  });
});
