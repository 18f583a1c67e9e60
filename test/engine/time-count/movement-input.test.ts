import { describe, expect, it } from "vitest";
import { splitHealing } from "../../../src/engine/time-count/healing";
import {
  appendagesFree,
  checkMovement,
  healLiving,
  powerNow,
  runAftermath,
  runInputAt,
  type Mover,
} from "../../../src/engine/time-count/movement-input";
import { encodeRunState, runMovement, STANDING } from "../../../src/engine/time-count/running";
import { keyOf } from "../rule-error-key";

const mover: Mover = {
  baseFeet: 30,
  poised: false,
  fatigued: false,
  halfSpeed: false,
  immobile: false,
  penalty: 3,
  restSeconds: 125,
  fatigue: 0,
  hp: 20,
};

describe("a movement's input", () => {
  it("continues the last movement only when it begins right as that one ended", () => {
    const run = encodeRunState({ ...STANDING, pace: "run", baseTc: 4, runTc: 2 });
    const last = { nextTc: 3, endCount: 10, run };
    const on = runInputAt(mover, "run", 2, last, 10);
    expect(on.startTc).toBe(3);
    expect(on.previous).toMatchObject({ pace: "run", baseTc: 4, runTc: 2 });
    const later = runInputAt(mover, "run", 2, last, 11);
    expect(later).toMatchObject({ startTc: 1, previous: STANDING });
  });

  // "Your penalty to running decreases by 1 for every minute spent resting".
  it("recovers the running penalty by the minutes rested", () => {
    expect(runInputAt(mover, "walk", 1, null, 0).penalty).toBe(1);
  });

  // "If you are fatigued ... you cannot run."
  it("refuses a run while fatigued before anything is rolled, and lets a walk go", () => {
    expect(keyOf(() => checkMovement(runInputAt({ ...mover, fatigued: true }, "run", 2, null, 0)))).toBe(
      "TEMPO.TimeCount.Error.FatiguedCannotRun",
    );
    expect(keyOf(() => checkMovement(runInputAt(mover, "walk", 2, null, 0)))).toBe("no error");
  });
});

describe("what a movement leaves on the mover", () => {
  it("leaves Poised, and keeps fatigue and penalty when no check was made", () => {
    const outcome = runMovement(runInputAt({ ...mover, poised: true }, "walk", 1, null, 0), {});
    expect(runAftermath({ poised: true, hp: 20, invigoration: 0, fatigue: 0 }, outcome)).toEqual({
      leavePoised: true,
      fatigue: null,
      penalty: null,
      fatigued: false,
    });
  });
});

describe("unarmed strikes and damage", () => {
  it("counts the hands not holding an equipped weapon; strikes without hands have two feet", () => {
    expect(appendagesFree(0, false)).toBe(2);
    expect(appendagesFree(1, false)).toBe(1);
    expect(appendagesFree(3, false)).toBe(0);
    expect(appendagesFree(2, true)).toBe(2);
  });

  // Impairments (optional): piercing "-1 to Power".
  it("lowers Power by piercing impairments", () => {
    expect(powerNow(3, { bludgeoning: 1, piercing: 2, slashing: 0 })).toBe(1);
  });
});

describe("magical healing", () => {
  it("refuses the dead, and heals the living", () => {
    const s = { dead: false, hp: 10, maxHp: 20, fatigue: 6, invigoration: 0, checkDc: 0 };
    expect(keyOf(() => healLiving({ ...s, dead: true }, splitHealing(4, 0), "Ann"))).toBe(
      "TEMPO.TimeCount.Error.HealDead",
    );
    expect(keyOf(() => healLiving({ ...s, hp: 0 }, splitHealing(4, 0), "Ann"))).toBe(
      "TEMPO.TimeCount.Error.HealDead",
    );
    expect(healLiving(s, splitHealing(4, 1), "Ann")).toMatchObject({ invigoration: 1, fatigue: 3 });
  });
});
