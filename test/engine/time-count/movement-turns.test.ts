import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/engine/core/errors";
import { halfSpeedFeet, planMovement } from "../../../src/engine/time-count/movement-turns";

describe("movement on the Time Count", () => {
  // "A speed of Normal means you move 5 feet, or 1 square, every TC."
  it("Normal (20 ft): one square per count", () => {
    expect(planMovement({ rateFeet: 20, squares: 3 })).toEqual({
      rateFeet: 20,
      counts: 3,
      reach: 3,
      nextTc: 4,
    });
  });

  // "Slow characters move 5 feet every TC for 2 TC, then cannot move on the third TC, and can move again
  // on the fourth."
  it("Slow (15 ft): 3 squares take 4 counts (1, 1, 0, 1)", () => {
    expect(planMovement({ rateFeet: 15, squares: 3 })).toMatchObject({ counts: 4, reach: 3, nextTc: 1 });
    expect(planMovement({ rateFeet: 15, squares: 2 })).toMatchObject({ counts: 2, nextTc: 3 });
  });

  // "Fast characters can move 5 feet every TC, except 10 feet on the second."
  it("Fast (25 ft): 3 squares in 2 counts (1, 2)", () => {
    expect(planMovement({ rateFeet: 25, squares: 3 })).toMatchObject({ counts: 2, reach: 3, nextTc: 3 });
    // 2 squares: the second count carries 2, one more than needed
    expect(planMovement({ rateFeet: 25, squares: 2 })).toMatchObject({ counts: 2, reach: 3 });
  });

  // "Whenever you start a new movement, begin at the first count, and every consecutive movement you
  // make uses the next count."
  it("a consecutive movement continues the pattern where the last one stopped", () => {
    // Slow, after 2 counts (next: the third, 0 squares): 1 square takes 2 counts (0, 1)
    expect(planMovement({ rateFeet: 15, squares: 1, startTc: 3 })).toMatchObject({ counts: 2, nextTc: 1 });
    // a new movement would take 1
    expect(planMovement({ rateFeet: 15, squares: 1 })).toMatchObject({ counts: 1, nextTc: 2 });
  });

  it("Extremely Slow (5 ft): the first square on the second count", () => {
    expect(planMovement({ rateFeet: 5, squares: 1 })).toMatchObject({ counts: 2, nextTc: 3 });
  });

  it("half speed (Parrying) halves the rate to a 5 ft step", () => {
    // 20 ft at half speed is 10 ft: 1, 0, 1, 0
    expect(planMovement({ rateFeet: 20, squares: 2, halfSpeed: true })).toMatchObject({
      rateFeet: 10,
      counts: 3,
    });
    expect(planMovement({ rateFeet: 25, squares: 1, halfSpeed: true }).rateFeet).toBe(10);
  });

  it("refuses an immobile mover, a rate of 0, and a distance that is not a whole number of squares", () => {
    expect(() => planMovement({ rateFeet: 20, squares: 1, immobile: true })).toThrow(RuleError);
    expect(() => planMovement({ rateFeet: 0, squares: 1 })).toThrow(RuleError);
    expect(() => planMovement({ rateFeet: 5, squares: 1, halfSpeed: true })).toThrow(RuleError);
    expect(() => planMovement({ rateFeet: 20, squares: 0 })).toThrow(RuleError);
    expect(() => planMovement({ rateFeet: 20, squares: 1.5 })).toThrow(RuleError);
    expect(() => planMovement({ rateFeet: 20, squares: 101 })).toThrow(RuleError);
    expect(() => planMovement({ rateFeet: 22, squares: 1 })).toThrow(RuleError);
  });

  // Parrying: "You move at half speed": the speed the Move dialog states is the one planned (issue 14)
  it("halves a speed to whole squares, as the plan of a half-speed movement uses it", () => {
    expect([20, 25, 30, 15, 5].map(halfSpeedFeet)).toEqual([10, 10, 15, 5, 0]);
    expect(planMovement({ rateFeet: 30, squares: 1, halfSpeed: true }).rateFeet).toBe(halfSpeedFeet(30));
  });
});
