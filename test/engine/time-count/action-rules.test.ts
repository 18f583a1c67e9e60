import { describe, expect, it } from "vitest";
import {
  actorSpeedRequest,
  addOnSpeedFactors,
  leaveStanceClass,
  maneuverSpeedPlan,
  offeredTableActions,
  speedModeOf,
  standaloneSpeed,
  tableActionEffect,
} from "../../../src/engine/time-count/action-rules";
import { keyOf } from "../rule-error-key";

describe("who rolls the SF", () => {
  // "Player characters roll their SF ... NPCs use the Static SF ... he may choose to roll for any given NPCs."
  it("characters roll, NPCs are static unless the GM rolls for them", () => {
    expect(speedModeOf(true, false)).toBe("random");
    expect(speedModeOf(false, false)).toBe("static");
    expect(speedModeOf(false, true)).toBe("random");
  });
});

describe("an actor's SF request", () => {
  it("joins paralysis' class steps and petrification's +SF, and names the dice to roll", () => {
    const out = actorSpeedRequest("fast", "random", { speedClassSteps: 1, speedFactor: 2 }, 1, 1);
    expect(out.request).toEqual({ speedClass: "fast", steps: 2, modifier: 3, mode: "random" });
    expect(out.formula).toMatch(/d/);
    expect(actorSpeedRequest("fast", "static", { speedClassSteps: 0, speedFactor: 0 }).formula).toBeNull();
  });
});

describe("a special combat action's speed", () => {
  it("is a class, the weapon's SF, half of it, or a class shift of it", () => {
    expect(maneuverSpeedPlan({ kind: "class", speedClass: "swift" })).toEqual({
      kind: "class",
      speedClass: "swift",
    });
    expect(maneuverSpeedPlan({ kind: "weapon" })).toEqual({ kind: "weapon", steps: 0, half: false });
    expect(maneuverSpeedPlan({ kind: "weaponHalf" })).toEqual({ kind: "weapon", steps: 0, half: true });
    expect(maneuverSpeedPlan({ kind: "weaponClassShift", steps: -1 })).toEqual({
      kind: "weapon",
      steps: -1,
      half: false,
    });
  });
});

describe("SF-table actions", () => {
  it("drop to the floor is the shift into Prone", () => {
    expect(tableActionEffect("dropToFloor")).toEqual({ stance: "prone", pendingAction: null });
  });

  // Footnote 1: "This action does not take effect until the end of the delay."
  it("leaves a footnote-1 action pending, and nothing for the others", () => {
    const delayed = offeredTableActions().find((a) => tableActionEffect(a.key).pendingAction !== null);
    expect(delayed).toBeDefined();
    const at = offeredTableActions().map((a) => tableActionEffect(a.key));
    expect(at.some((e) => e.pendingAction === null && e.stance === null)).toBe(true);
  });

  it("offers only the actions taken on their own (no ready action), each with a class or its dice", () => {
    const offered = offeredTableActions();
    expect(offered.some((a) => a.key === "readyAction")).toBe(false);
    for (const a of offered) expect(a.speedClass !== "" || a.speedDice !== "").toBe(true);
    expect(offered.some((a) => a.speedDice !== "")).toBe(true);
    for (const a of offered) expect(() => standaloneSpeed(a.key)).not.toThrow();
  });

  // Footnote 2: "This action does not take a turn on its own."
  it("adds the SF of each add-on, refusing an action that is not one", () => {
    expect(addOnSpeedFactors("")).toEqual([]);
    expect(addOnSpeedFactors("concentrate, controlFrightenedMount").reduce((a, b) => a + b, 0)).toBe(3);
    expect(keyOf(() => addOnSpeedFactors("dropToFloor"))).toBe("TEMPO.TimeCount.Error.NotAnAddOn");
    expect(keyOf(() => standaloneSpeed("concentrate"))).toBe("TEMPO.TimeCount.Error.NotFromTracker");
  });
});

describe("back to a basic stance", () => {
  // "Reverting to a basic stance is a free action unless otherwise specified."
  it("is Free, Rapid from a crouch, Swift from prone; refused in a basic stance", () => {
    expect(leaveStanceClass("cautious", "Ann")).toBe("free");
    expect(leaveStanceClass("crouch", "Ann")).toBe("rapid");
    expect(leaveStanceClass("prone", "Ann")).toBe("swift");
    expect(keyOf(() => leaveStanceClass("", "Ann"))).toBe("TEMPO.TimeCount.Error.AlreadyBasic");
    expect(keyOf(() => leaveStanceClass("floating", "Ann"))).toBe("TEMPO.TimeCount.Error.UnknownStance");
  });
});
