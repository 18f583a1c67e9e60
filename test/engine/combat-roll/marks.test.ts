import { describe, expect, it } from "vitest";
import { combatRoll } from "../../../src/engine/index";
import { RuleError } from "../../../src/engine/core/errors";

const { NO_MARKS } = combatRoll;

describe("Combat Roll marks (engine)", () => {
  it("a turn start ends every other combatant's Disengage and keeps a resumed turn's own", () => {
    const marks = { ...NO_MARKS, disengaged: ["a@1", "b@1"] };
    expect(combatRoll.marksAtTurnStart(marks, "b", 1)).toEqual({ ...NO_MARKS, disengaged: ["b@1"] });
    expect(combatRoll.marksAtTurnStart({ ...NO_MARKS, disengaged: ["b@1"] }, "b", 1)).toBeNull();
    expect(combatRoll.marksAtTurnStart(marks, "c", 2)).toEqual(NO_MARKS);
  });

  it("a passed Feint replaces the attacker's earlier ones; acting spends them, others' stay", () => {
    const marks = { ...NO_MARKS, feints: ["a>x", "b>x"] };
    expect(combatRoll.withFeint(marks, "a", "y").feints).toEqual(["b>x", "a>y"]);
    expect(combatRoll.withoutFeintsOf(marks, "a").feints).toEqual(["b>x"]);
    expect(combatRoll.feintKey("a", "y")).toBe("a>y");
  });

  it("Disengage lasts the combatant's turn of that round only", () => {
    const marks = combatRoll.withDisengage({ ...NO_MARKS, disengaged: ["b@1", "c@0"] }, "a", 1);
    expect(marks.disengaged).toEqual(["b@1", "a@1"]);
    expect(combatRoll.isDisengaged(marks, "a", "a", 1)).toBe(true);
    expect(combatRoll.isDisengaged(marks, "a", "b", 1)).toBe(false);
    expect(combatRoll.isDisengaged(marks, "a", "a", 2)).toBe(false);
  });

  it("reads stored marks defensively and drops those naming a leaver", () => {
    expect(combatRoll.readMarks({ braced: ["a", 3], feints: "x" })).toEqual({ ...NO_MARKS, braced: ["a"] });
    const marks = { braced: ["a", "b"], feints: ["a>b", "c>d"], disengaged: ["a@1", "c@1"] };
    expect(combatRoll.marksWithout(marks, "a")).toEqual({
      braced: ["b"],
      feints: ["c>d"],
      disengaged: ["c@1"],
    });
  });

  it("refuses actions with their own flow as a plain sheet action", () => {
    expect(() => combatRoll.plainAction("strike")).toThrow(RuleError);
    expect(combatRoll.plainAction("disengage")).toBe("disengage");
  });

  it("a Brace marks its combatant once; the Defense test that uses it takes it off", () => {
    const braced = combatRoll.withBrace({ ...NO_MARKS, braced: ["a", "b"] }, "a", true);
    expect(braced.braced).toEqual(["b", "a"]);
    expect(combatRoll.withBrace(braced, "a", false).braced).toEqual(["b"]);
  });

  it("an older card's Feint boon reads as one feint line; listed lines are kept as they are", () => {
    expect(combatRoll.storedAttackLines([], 1)).toEqual([
      { source: "feint", modifier: 0, boonBane: 1, autoFail: false },
    ]);
    expect(combatRoll.storedAttackLines([], 0)).toEqual([]);
    const flank = { source: "flanking", modifier: 2, boonBane: 0, autoFail: false };
    expect(combatRoll.storedAttackLines([flank], 1)).toEqual([flank]);
  });
});

describe("fitnessOf (engine)", () => {
  it("reads Health from a stored Combat Roll block; an actor without one counts as fit", () => {
    const system = { stats: { combatRoll: { health: { value: 0, max: 10 } } } };
    expect(combatRoll.fitnessOf(system, false)).toEqual({ health: 0, defeated: false });
    expect(combatRoll.canAct(combatRoll.fitnessOf(system, false))).toBe(false);
    expect(combatRoll.fitnessOf({ stats: { segments: {} } }, true)).toEqual({ health: 1, defeated: true });
    expect(combatRoll.fitnessOf(undefined, false).health).toBe(1);
  });
});

describe("shownConditions (engine)", () => {
  it("lists the conditions in effect, Disarmed while an item lies on the floor, Unconscious at 0 Health", () => {
    const c = { dazed: false, prone: true, pushed: false, grappled: false, dropped: ["axe"] };
    expect(combatRoll.shownConditions(c, 3)).toEqual(["prone", "disarmed"]);
    expect(combatRoll.shownConditions({ ...c, prone: false, dropped: [] }, 0)).toEqual(["unconscious"]);
  });
});
