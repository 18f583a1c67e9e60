import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import { RuleError } from "../../../src/engine/core/errors";
import { rollDamage } from "../../../src/engine/time-count/damage";
import { damageFormula } from "../../../src/engine/time-count/damage-formula";
import {
  addCombatant,
  combatant,
  completeAction,
  createTimeline,
  turnOrder,
} from "../../../src/engine/time-count/timeline";
import { readyAction } from "../../../src/engine/time-count/timeline-turns";
import {
  advanceCount,
  dueAtCount,
  ensureMayAct,
  isDueNow,
  restoreTimeline,
  timelineChanges,
  triggerReadied,
} from "../../../src/engine/time-count/timeline-restore";

describe("a timeline stored on documents and restored", () => {
  // The seed's example: Zherynn 6, Aeus 13 (surprised), Garret 7; Zherynn's dagger SF 6, Garret's sword SF 9.
  const start = createTimeline([
    { id: "zherynn", initiative: 6 },
    { id: "aeus", initiative: 13, unsteady: true },
    { id: "garret", initiative: 7 },
  ]);

  it("restores what it stored, in the same order, and replays the example with GM advances", () => {
    const restored = restoreTimeline(start.count, turnOrder(start));
    expect(turnOrder(restored)).toEqual(turnOrder(start));
    expect(dueAtCount(restored)).toEqual([]);
    const at6 = advanceCount(restored);
    expect(at6.count).toBe(6);
    expect(dueAtCount(at6)).toEqual(["zherynn"]);
    expect(isDueNow(at6, "zherynn")).toBe(true);
    expect(isDueNow(at6, "garret")).toBe(false);
    const acted = completeAction(at6, "zherynn", 6);
    expect(timelineChanges(at6, acted).map((c) => [c.id, c.next])).toEqual([["zherynn", 12]]);
    const at7 = advanceCount(restoreTimeline(acted.count, turnOrder(acted)));
    expect([at7.count, dueAtCount(at7)]).toEqual([7, ["garret"]]);
    const after = completeAction(at7, "garret", 9);
    const at12 = advanceCount(after);
    expect([at12.count, dueAtCount(at12)]).toEqual([12, ["zherynn"]]);
    expect(combatant(at12, "aeus")).toMatchObject({ next: 13, unsteady: true });
  });

  it("refuses to move on while someone is due, and with nobody scheduled", () => {
    const at6 = advanceCount(start);
    expect(() => advanceCount(at6)).toThrow(RuleError);
    expect(() => advanceCount(createTimeline([]))).toThrow(/NobodyScheduled/);
  });

  it("keeps ties together: everyone due at the count is listed", () => {
    const tl = advanceCount(
      createTimeline([
        { id: "a", initiative: 7 },
        { id: "b", initiative: 7 },
        { id: "c", initiative: 9 },
      ]),
    );
    expect(dueAtCount(tl)).toEqual(["a", "b"]);
  });

  it("places a newcomer relative to the current count and reports only it as changed", () => {
    const at7 = advanceCount(completeAction(advanceCount(start), "zherynn", 6));
    const joined = addCombatant(at7, { id: "bandit", initiative: 8 });
    expect(timelineChanges(at7, joined).map((c) => [c.id, c.next])).toEqual([["bandit", 15]]);
  });

  it("triggers a readied action at the current count, spending it", () => {
    const at6 = advanceCount(start);
    const readied = readyAction(at6, "zherynn", 2, "when Garret moves");
    const at7 = advanceCount(readied);
    expect(combatant(at7, "zherynn")).toMatchObject({ next: 8, readied: "when Garret moves" });
    const fired = triggerReadied(at7, "zherynn");
    expect(combatant(fired, "zherynn")).toMatchObject({ next: 7, readied: null });
    expect(dueAtCount(fired)).toEqual(["garret", "zherynn"]);
    expect(() => triggerReadied(fired, "garret")).toThrow(/NothingReadied/);
  });
});

describe("damageFormula", () => {
  const dagger = { weapon: [{ count: 1, faces: 4 }], attribute: 2, power: 1 };

  it("rolls the same dice in the same order as rollDamage", () => {
    expect(damageFormula(dagger)).toBe("1d4 + 3");
    expect(rollDamage(dagger, {}, scriptedDice([3])).total).toBe(6);
  });

  it("maximizes the weapon dice on a critical (attribute at least +1), never the extra dice", () => {
    // "deals damage as if you had rolled the highest possible amount ... adds your Strength, Dexterity,
    // or Intelligence ... to a minimum of +1 ... Extra damage dice ... are not maximized."
    const spec = {
      weapon: [{ count: 1, faces: 8 }],
      attribute: -1,
      power: 0,
      extraDice: [{ count: 1, faces: 6 }],
    };
    expect(damageFormula(spec, { critical: true })).toBe("8 + 1 + 1d6");
    expect(rollDamage(spec, { critical: true }, scriptedDice([2])).total).toBe(11);
  });

  it("writes each multiplied copy separately with its modifiers, extra dice once", () => {
    // "roll the damage with all modifiers multiple times and total the results".
    const spec = { ...dagger, modifiers: -4, extraDice: [{ count: 1, faces: 6 }] };
    expect(damageFormula(spec, { multiplier: 2 })).toBe("1d4 - 1 + 1d4 - 1 + 1d6");
  });
});

describe("who may take a turn now", () => {
  const tl = advanceCount(
    createTimeline([
      { id: "zherynn", initiative: 6 },
      { id: "garret", initiative: 7 },
    ]),
  );
  const refused = (key: string, data: Record<string, string | number>) =>
    expect.objectContaining({ key, data });

  it("the combatant due now, owing no check", () => {
    expect(() => ensureMayAct(tl, "zherynn", { name: "Zherynn", checkDc: 0 })).not.toThrow();
  });

  it("refuses one out of the fight, one not due, and one owing the check to stay conscious, in that order", () => {
    expect(() => ensureMayAct(tl, "aeus", { name: "Aeus", checkDc: 4 })).toThrow(
      refused("TEMPO.TimeCount.Error.OutOfFight", { name: "Aeus" }),
    );
    expect(() => ensureMayAct(tl, "", { name: "Nobody", checkDc: 0 })).toThrow(
      refused("TEMPO.TimeCount.Error.OutOfFight", { name: "Nobody" }),
    );
    expect(() => ensureMayAct(tl, "garret", { name: "Garret", checkDc: 4 })).toThrow(
      refused("TEMPO.TimeCount.Error.NotYourTurn", { id: "Garret" }),
    );
    expect(() => ensureMayAct(tl, "zherynn", { name: "Zherynn", checkDc: 4 })).toThrow(
      refused("TEMPO.TimeCount.Error.CheckFirst", { name: "Zherynn", dc: 4 }),
    );
  });
});
