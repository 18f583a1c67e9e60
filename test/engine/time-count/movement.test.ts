import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import {
  canStartRunning,
  canStartSprinting,
  enduranceCheck,
  movementSquares,
  RACIAL_SPEED_FEET,
  runningSpeed,
  sneakingSpeed,
  walkingSpeed,
  spaceEntryOrder,
  sprintingSpeed,
  squaresOverCounts,
} from "../../../src/engine/time-count/movement";

// Table: Movement Rates — Movement Rate | TC 1 | TC 2 | TC 3 | TC 4
const TABLE: readonly [number, number[]][] = [
  [5, [0, 1, 0, 0]],
  [10, [1, 0, 1, 0]],
  [15, [1, 1, 0, 1]],
  [20, [1, 1, 1, 1]],
  [25, [1, 2, 1, 1]],
  [30, [2, 1, 2, 1]],
  [35, [2, 2, 1, 2]],
  [40, [2, 2, 2, 2]],
  [45, [2, 3, 2, 2]],
  [50, [3, 2, 3, 2]],
  [55, [3, 3, 3, 2]],
  [60, [3, 3, 3, 3]],
];

describe("Table: Movement Rates", () => {
  it.each(TABLE)("%i ft moves %j squares on TC 1-4", (rate, squares) => {
    expect([1, 2, 3, 4].map((tc) => movementSquares(rate, tc))).toEqual(squares);
    // The pattern repeats for every later group of 4 counts; a rate moves rate/5 squares per 4 TC.
    expect([5, 6, 7, 8].map((tc) => movementSquares(rate, tc))).toEqual(squares);
    expect(squaresOverCounts(rate, 4)).toBe(rate / 5);
  });

  // "Slow characters move 5 feet every TC for 2 TC, then cannot move on the third TC, and can move
  // again on the fourth. Fast characters can move 5 feet every TC, except 10 feet on the second."
  it("matches the prose for Slow and Fast", () => {
    expect([1, 2, 3, 4].map((tc) => movementSquares(15, tc))).toEqual([1, 1, 0, 1]);
    expect([1, 2, 3, 4].map((tc) => movementSquares(25, tc))).toEqual([1, 2, 1, 1]);
  });

  it("extends beyond 60 ft by one square per count per 20 ft, and refuses odd rates", () => {
    expect([1, 2, 3, 4].map((tc) => movementSquares(65, tc))).toEqual([3, 4, 3, 3]);
    expect([1, 2, 3, 4].map((tc) => movementSquares(90, tc))).toEqual([5, 4, 5, 4]);
    expect(movementSquares(0, 1)).toBe(0);
    expect(() => movementSquares(22, 1)).toThrow(/InvalidMovementRate/);
    expect(() => movementSquares(20, 0)).toThrow(/InvalidCount/);
  });
});

describe("movement rates", () => {
  // "Halflings, Gnomes, and Dwarves ... Slow (15 feet). Humans, drow, aleiram, niera, and half-elves ...
  // Normal (20 feet). Alidran and lyorae ... Fast (25 feet)." Walking is half, sneaking a quarter.
  it("lists racial speeds and out-of-combat paces", () => {
    expect([RACIAL_SPEED_FEET.dwarf, RACIAL_SPEED_FEET.human, RACIAL_SPEED_FEET.lyorae]).toEqual([
      15, 20, 25,
    ]);
    expect(walkingSpeed(20)).toBe(10);
    expect(sneakingSpeed(20)).toBe(5);
  });
});

describe("running and sprinting", () => {
  it("runs at base plus half base rounded down to 5 ft", () => {
    expect(runningSpeed(20)).toBe(30);
    expect(runningSpeed(15)).toBe(20);
    expect(runningSpeed(25)).toBe(35);
  });

  it("sprints as if base were 5 ft faster, +5 ft per 5 points over 10; fails into running", () => {
    expect(sprintingSpeed(20, 9)).toEqual({ sprinting: false, speed: 30 });
    expect(sprintingSpeed(20, 12)).toEqual({ sprinting: true, speed: 35 });
    expect(sprintingSpeed(20, 15)).toEqual({ sprinting: true, speed: 45 });
  });

  it("needs 4 TC before running or sprinting unless poised", () => {
    expect(canStartRunning(3, false)).toBe(false);
    expect(canStartRunning(4, false)).toBe(true);
    expect(canStartSprinting(0, true)).toBe(true);
    expect(canStartSprinting(2, false)).toBe(false);
  });

  it("endurance: -1 per running check, -2 per sprinting check, 1 or 2 fatigue, three failures stop", () => {
    const base = {
      previousRunningChecks: 0,
      previousSprintingChecks: 0,
      failuresSoFar: 0,
      fatigue: 0,
      hp: 20,
    };
    expect(enduranceCheck({ ...base, result: 20 })).toMatchObject({
      success: true,
      fatigue: 0,
    });
    expect(enduranceCheck({ ...base, result: 21, previousRunningChecks: 2 })).toMatchObject({
      total: 19,
      fatigue: 1,
    });
    expect(enduranceCheck({ ...base, result: 20, previousSprintingChecks: 3 })).toMatchObject({
      total: 14,
      fatigue: 2,
    });
    expect(enduranceCheck({ ...base, result: 10, failuresSoFar: 2 })).toMatchObject({
      mustStop: true,
      failures: 3,
    });
    // Fatigue would reach the hit points: stop with fatigue one lower.
    expect(enduranceCheck({ ...base, result: 5, fatigue: 9, hp: 10 })).toMatchObject({
      fatigue: 9,
      mustStop: true,
    });
    expect(enduranceCheck({ ...base, result: 5, fatigue: 7, hp: 10 })).toMatchObject({
      fatigue: 9,
      mustStop: false,
    });
  });
});

describe("entering a space simultaneously", () => {
  it("orders by movement rate, then Dexterity, then a die", () => {
    const order = spaceEntryOrder(
      [
        { id: "dwarf", rateFeet: 15, dexterity: 3 },
        { id: "elf", rateFeet: 25, dexterity: 1 },
        { id: "man", rateFeet: 20, dexterity: 2 },
        { id: "twin", rateFeet: 20, dexterity: 2 },
        { id: "quick", rateFeet: 20, dexterity: 4 },
      ],
      scriptedDice([10, 900]),
    );
    expect(order).toEqual(["elf", "quick", "twin", "man", "dwarf"]);
  });
});
