import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/engine/core/errors";
import {
  STANDING,
  decodeRunState,
  encodeRunState,
  enduranceCheckDue,
  recoveredRunPenalty,
  runCardNumbers,
  runMovement,
  sprintCheckNeeded,
  type RunInput,
  type RunState,
} from "../../../src/engine/time-count/running";

const input = (over: Partial<RunInput> = {}): RunInput => ({
  pace: "walk",
  baseFeet: 20,
  squares: 4,
  previous: STANDING,
  poised: false,
  fatigued: false,
  penalty: 0,
  fatigue: 0,
  hp: 14,
  ...over,
});
const walked4: RunState = { ...STANDING, baseTc: 4 };

describe("Running and Sprinting on the Time Count", () => {
  it("walking needs no check and counts the TC at base speed", () => {
    const out = runMovement(input(), {});
    expect(out.pace).toBe("walk");
    expect(out.plan.counts).toBe(4); // Normal: 1 square per TC
    expect(out.state.baseTc).toBe(4);
    expect(out.unsteady).toBe(false);
    // a consecutive walk keeps counting
    expect(runMovement(input({ previous: { ...STANDING, baseTc: 2 }, squares: 1 }), {}).state.baseTc).toBe(3);
  });

  // "In order to start running, you must first move at your base speed for at least 4 TC ...
  // If you are poised before you begin your run, then these requirements are ignored."
  it("refuses to start running before 4 TC at base speed unless poised, and while fatigued", () => {
    const early = input({ pace: "run", previous: { ...STANDING, baseTc: 3 } });
    expect(() => runMovement(early, { endurance: 20 })).toThrow(RuleError);
    expect(runMovement({ ...early, poised: true }, { endurance: 20 }).pace).toBe("run");
    expect(() => sprintCheckNeeded(input({ pace: "run", previous: walked4, fatigued: true }))).toThrow(
      RuleError,
    );
    // "you must first be running for at least 4 TC" to sprint
    expect(() => sprintCheckNeeded(input({ pace: "sprint", previous: walked4 }))).toThrow(RuleError);
    expect(sprintCheckNeeded(input({ pace: "sprint", poised: true }))).toBe(true);
  });

  // "Running increases your movement by half your base speed" (20 ft -> 30 ft); "When you begin
  // running ... make a DC 20 Athletics (Con) check"; "You are unsteady while running".
  it("runs at base + half, with the check when the run begins; unsteady", () => {
    const run = input({ pace: "run", previous: walked4, squares: 6 });
    expect(enduranceCheckDue(run, "run")).toBe(true);
    expect(() => runMovement(run, {})).toThrow(RuleError);
    const out = runMovement(run, { endurance: 21 });
    expect(out.endurance).toMatchObject({ success: true, total: 21 });
    expect(out.plan.rateFeet).toBe(30);
    expect(out.plan.counts).toBe(4); // Very Fast 30 ft: 2,1,2,1
    expect(out.state).toMatchObject({ pace: "run", runTc: 4, sinceCheckTc: 4, failures: 0 });
    expect(out.penalty).toBe(1); // -1 for each previous check
    expect(out.unsteady).toBe(true);
  });

  // "If you fail by 5 or less, you gain 1 fatigue point. If you fail by more than 5, you gain 2."
  it("a failed check adds fatigue; the run goes on until three failures, which stop it and leave the runner fatigued", () => {
    const run = input({ pace: "run", previous: walked4, penalty: 2 });
    const once = runMovement(run, { endurance: 17 }); // 17 - 2 = 15: fails by 5
    expect(once.endurance).toMatchObject({ total: 15, success: false });
    expect(once.fatigue).toBe(1);
    expect(once.pace).toBe("run");
    const going: RunState = { ...once.state, failures: 2, sinceCheckTc: 30 };
    const third = runMovement(input({ pace: "run", previous: going, penalty: 3 }), { endurance: 10 });
    expect(third.endurance?.mustStop).toBe(true);
    expect(third.pace).toBe("walk");
    expect(third.becomesFatigued).toBe(true);
    expect(third.fatigue).toBe(2);
    expect(third.unsteady).toBe(false);
  });

  // "If running would cause you to fall unconscious ... stop running, with your fatigue 1 point lower"
  it("stops the run with fatigue one below the hit points rather than knock the runner out", () => {
    const out = runMovement(input({ pace: "run", previous: walked4, fatigue: 13, hp: 14 }), { endurance: 5 });
    expect(out).toMatchObject({ fatigue: 13, becomesFatigued: true, pace: "walk" });
  });

  // "and every 30 TC spent running thereafter"
  it("owes the next running check once 30 TC have passed since the last", () => {
    const going: RunState = { ...STANDING, pace: "run", runTc: 29, sinceCheckTc: 29 };
    expect(enduranceCheckDue(input({ pace: "run", previous: going }), "run")).toBe(false);
    expect(enduranceCheckDue(input({ pace: "run", previous: { ...going, sinceCheckTc: 30 } }), "run")).toBe(
      true,
    );
    const out = runMovement(input({ pace: "run", previous: going, squares: 3 }), {});
    expect(out.endurance).toBeNull();
    expect(out.state.sinceCheckTc).toBe(31);
  });

  // "When you begin sprinting, roll a DC 10 Athletics (Str) check. If you fail, then you are unable to
  // begin sprinting, and instead are considered running. If you succeed, your running speed is
  // calculated as if your base movement were 5 feet faster. For every 5 points by which your result
  // exceeds 10, your effective base movement is an additional 5 feet faster."
  it("begins a sprint with the DC 10 check: 15 sprints as if the base were 30 ft (45 ft); 9 only runs", () => {
    const running: RunState = { ...STANDING, pace: "run", runTc: 4, sinceCheckTc: 4 };
    const sprint = input({ pace: "sprint", previous: running, squares: 9 });
    expect(sprintCheckNeeded(sprint)).toBe(true);
    const fast = runMovement(sprint, { sprint: 15 });
    expect(fast.sprint).toMatchObject({ success: true, feet: 45 });
    expect(fast.pace).toBe("sprint");
    expect(fast.plan.rateFeet).toBe(45);
    expect(fast.endurance).toBeNull(); // running already, 4 TC since the last check
    expect(fast.state).toMatchObject({ sprinted: true, sprintFeet: 45 });
    const slow = runMovement(sprint, { sprint: 9 });
    expect(slow.pace).toBe("run");
    expect(slow.plan.rateFeet).toBe(30);
    // a sprint that goes on keeps its speed and rolls no new Strength check
    const on = input({ pace: "sprint", previous: fast.state, squares: 3 });
    expect(sprintCheckNeeded(on)).toBe(false);
    expect(runMovement(on, {}).plan.rateFeet).toBe(45);
  });

  // "After every 20 TC spent sprinting ... a -2 penalty for each previous check ... If you are not
  // already running when you begin sprinting, then you must make the check when you begin sprinting"
  it("sprints from Poised with both checks; a sprinting check every 20 TC adds 2 to the penalty", () => {
    const out = runMovement(input({ pace: "sprint", poised: true }), { sprint: 10, endurance: 20 });
    expect(out.pace).toBe("sprint");
    expect(out.endurance?.success).toBe(true);
    expect(out.penalty).toBe(2);
    const later: RunState = { ...out.state, sinceCheckTc: 20 };
    expect(enduranceCheckDue(input({ pace: "sprint", previous: later }), "sprint")).toBe(true);
    // "count the whole time as sprinting": a run that sprinted checks every 20 TC
    expect(enduranceCheckDue(input({ pace: "run", previous: { ...later, pace: "run" } }), "run")).toBe(true);
  });

  // "Your penalty to running decreases by 1 for every minute spent resting."
  it("recovers 1 point of penalty per full minute of rest", () => {
    expect(recoveredRunPenalty(3, 59)).toBe(3);
    expect(recoveredRunPenalty(3, 125)).toBe(1);
    expect(recoveredRunPenalty(1, 600)).toBe(0);
  });

  it("stores a run state in a marker and reads it back; a bad marker is standing", () => {
    const s: RunState = {
      pace: "sprint",
      baseTc: 0,
      runTc: 9,
      sinceCheckTc: 5,
      failures: 1,
      sprinted: true,
      sprintFeet: 45,
    };
    expect(decodeRunState(encodeRunState(s))).toEqual(s);
    expect(decodeRunState("fly.1.2.3.4.5.6")).toEqual(STANDING);
    expect(decodeRunState("run.1.2")).toEqual(STANDING);
  });

  // the run card tells the check as the seed words it: "DC 20 Athletics (Con)", less the running penalty
  it("the run card's numbers: the roll, the penalty taken off, the total against DC 20, the fatigue it added", () => {
    const run = input({ pace: "run", previous: walked4, penalty: 2 });
    const once = runMovement(run, { endurance: 17 }); // 17 - 2 = 15: fails by 5, +1 fatigue
    expect(runCardNumbers(run, once, 17)).toEqual({
      roll: 17,
      penalty: 2,
      total: 15,
      dc: 20,
      success: false,
      gained: 1,
      failures: 1,
      mustStop: false,
    });
    // no check due (a walk): nothing to tell
    expect(runCardNumbers(input(), runMovement(input(), {}), null)).toBeNull();
  });
});
