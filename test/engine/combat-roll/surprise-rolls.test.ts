// The surprise card's list (engine `surpriseRolls`): every test in the tracker's order with its verdict.
import { describe, expect, it } from "vitest";
import { surpriseRolls } from "../../../src/engine/combat-roll/surprise";

const test = (successes: number) => ({ passed: successes > 0, successes });

describe("the surprise contest as its card lists it", () => {
  it("lists the sneakers first, never surprised, then each observer with its verdict", () => {
    const { verdicts, rolls } = surpriseRolls(
      [{ id: "s1", name: "Goblin", actor: "Actor.g", test: test(2) }],
      [
        { id: "o1", name: "Aldric", actor: "Actor.a", test: test(1) },
        { id: "o2", name: "Mira", test: test(3) },
      ],
    );
    // each row names whose test it is (its actor), "" when the caller gave none
    expect(rolls).toEqual([
      { name: "Goblin", actor: "Actor.g", sneaking: true, test: test(2), surprised: false },
      { name: "Aldric", actor: "Actor.a", sneaking: false, test: test(1), surprised: true },
      { name: "Mira", actor: "", sneaking: false, test: test(3), surprised: false },
    ]);
    expect(verdicts).toEqual([
      { id: "s1", surprised: false },
      { id: "o1", surprised: true },
      { id: "o2", surprised: false },
    ]);
  });

  it("needs both sides", () => {
    expect(() => surpriseRolls([], [{ id: "o", name: "A", test: test(1) }])).toThrow(
      expect.objectContaining({ key: "TEMPO.CombatRoll.Error.NoSneakers" }),
    );
  });
});
