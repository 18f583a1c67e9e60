import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import { rollInitiative } from "../../../src/engine/time-count/initiative";
import {
  abandonAction,
  actOnReadied,
  delayTurn,
  readyAction,
} from "../../../src/engine/time-count/timeline-turns";
import {
  addCombatant,
  combatant,
  completeAction,
  createTimeline,
  nextUp,
  removeCombatant,
  turnOrder,
} from "../../../src/engine/time-count/timeline";
import { WALK_BUDGET_MS } from "../../budgets";

describe("the seed's example (Zherynn, Aeus, Garret)", () => {
  // "Zherynn and Aeus are engaging in combat against Garret. Aeus is surprised. Each player rolls
  // initiative: Zherynn gets a 6, Aeus rolls an 8 (+1d6 [5] for surprise = 13), and Garret rolls a 7.
  // Zherynn rolled lowest, so he goes first (at TC 6), stabbing Garret with his dagger. He then adds
  // 6 TC, based on his dagger's speed factor (SF), to the current TC (6), for a total of 12. The TC
  // increases to 7, and Garret slashes Zherynn with his long sword. He adds his speed factor (9) to
  // the current TC (7) for 16. The TC increases again to 12, and Zherynn acts, followed by Aeus 1 point later."
  it("replays exactly", () => {
    // Aeus: 1d6 [4] + 4 = 8, +1d6 [5] for surprise = 13.
    const aeus = rollInitiative({ surprised: true }, scriptedDice([4, 5]));
    expect(aeus.total).toBe(13);
    expect(aeus.unsteady).toBe(true);

    const start = createTimeline([
      { id: "zherynn", initiative: 6 },
      { id: "aeus", initiative: aeus.total, unsteady: aeus.unsteady },
      { id: "garret", initiative: 7 },
    ]);
    expect(nextUp(start)).toMatchObject({ count: 6, ids: ["zherynn"] });

    const t1 = completeAction(start, "zherynn", 6);
    expect(combatant(t1, "zherynn").next).toBe(12);
    expect(nextUp(t1)).toMatchObject({ count: 7, ids: ["garret"] });

    const t2 = completeAction(t1, "garret", 9);
    expect(combatant(t2, "garret").next).toBe(16);
    expect(nextUp(t2)).toMatchObject({ count: 12, ids: ["zherynn"] });

    const t3 = completeAction(t2, "zherynn", 6);
    expect(nextUp(t3)).toMatchObject({ count: 13, ids: ["aeus"] });
    expect(combatant(t3, "aeus").unsteady).toBe(true);
    const t4 = completeAction(t3, "aeus", 9);
    expect(combatant(t4, "aeus").unsteady).toBe(false);
    expect(nextUp(t4)).toMatchObject({ count: 16, ids: ["garret"] });

    // Immutability: every earlier timeline is unchanged.
    expect(nextUp(start).count).toBe(6);
    expect(combatant(t1, "garret").next).toBe(7);
    expect(t2.count).toBe(7);
  });
});

describe("timeline", () => {
  it("lets ties act simultaneously, each from the shared count", () => {
    const tl = createTimeline([
      { id: "a", initiative: 5 },
      { id: "b", initiative: 5 },
      { id: "c", initiative: 9 },
    ]);
    expect(nextUp(tl).ids).toEqual(["a", "b"]);
    const t1 = completeAction(tl, "a", 4);
    expect(nextUp(t1)).toMatchObject({ count: 5, ids: ["b"] });
    const t2 = completeAction(t1, "b", 2);
    expect(combatant(t2, "a").next).toBe(9);
    expect(combatant(t2, "b").next).toBe(7);
    // c has been waiting at 9 since the start; a and b arrive later, in that order.
    expect(nextUp(completeAction(t2, "b", 2)).ids).toEqual(["c", "a", "b"]);
  });

  it("refuses an actor that is not due, unknown ids, duplicates and bad SFs", () => {
    const tl = createTimeline([
      { id: "a", initiative: 5 },
      { id: "b", initiative: 6 },
    ]);
    expect(() => completeAction(tl, "b", 3)).toThrow(/NotYourTurn/);
    expect(() => completeAction(tl, "x", 3)).toThrow(/UnknownCombatant/);
    expect(() => completeAction(tl, "a", -1)).toThrow(/InvalidSpeedFactor/);
    expect(() => addCombatant(tl, { id: "a", initiative: 3 })).toThrow(/DuplicateCombatant/);
  });

  it("a Free action (SF 0) brings the actor up again at once, after those already due", () => {
    const tl = createTimeline([
      { id: "a", initiative: 5 },
      { id: "b", initiative: 5 },
    ]);
    expect(nextUp(completeAction(tl, "a", 0))).toMatchObject({
      count: 5,
      ids: ["b", "a"],
    });
  });

  it("adds a newcomer relative to the current count", () => {
    const tl = completeAction(createTimeline([{ id: "a", initiative: 6 }]), "a", 9);
    const joined = addCombatant(tl, { id: "late", initiative: 7 });
    expect(combatant(joined, "late").next).toBe(13);
    expect(nextUp(joined)).toMatchObject({ count: 13, ids: ["late"] });
  });

  it("removes combatants and lists the turn order", () => {
    const tl = createTimeline([
      { id: "a", initiative: 8 },
      { id: "b", initiative: 6 },
      { id: "c", initiative: 7 },
    ]);
    expect(turnOrder(tl).map((c) => c.id)).toEqual(["b", "c", "a"]);
    const gone = removeCombatant(tl, "b");
    expect(gone.size).toBe(2);
    expect(nextUp(gone).ids).toEqual(["c"]);
    expect(nextUp(removeCombatant(removeCombatant(gone, "c"), "a"))).toEqual({
      count: 0,
      ids: [],
      pending: [],
    });
  });

  it("delays a turn to a later count", () => {
    const tl = createTimeline([
      { id: "a", initiative: 5 },
      { id: "b", initiative: 8 },
    ]);
    const waited = delayTurn(tl, "a", 10);
    expect(nextUp(waited)).toMatchObject({ count: 8, ids: ["b"] });
    expect(combatant(waited, "a").next).toBe(10);
    expect(() => delayTurn(tl, "a", 5)).toThrow(/InvalidCount/);
  });

  it("readies an action (Rapid) and fires it before the actor's own turn", () => {
    const tl = createTimeline([
      { id: "archer", initiative: 5 },
      { id: "orc", initiative: 8 },
    ]);
    const ready = readyAction(tl, "archer", 3, "orc steps into the doorway");
    expect(combatant(ready, "archer")).toMatchObject({
      next: 8,
      readied: "orc steps into the doorway",
    });
    // The orc comes at 8; the archer's readied shot goes off at 8 with a 6-TC bow.
    const fired = actOnReadied(ready, "archer", 8, 6);
    expect(combatant(fired, "archer")).toMatchObject({
      next: 14,
      readied: null,
    });
    expect(() => actOnReadied(fired, "archer", 9, 6)).toThrow(/NothingReadied/);
    expect(() => actOnReadied(ready, "archer", 9, 6)).toThrow(/InvalidCount/);
  });

  it("reports actions that take effect at the end of their delay (set vs charge)", () => {
    const tl = createTimeline([
      { id: "pike", initiative: 5 },
      { id: "rider", initiative: 12 },
    ]);
    const setting = completeAction(tl, "pike", 4, {
      pending: "setAgainstCharge",
    });
    expect(nextUp(setting)).toEqual({
      count: 9,
      ids: ["pike"],
      pending: [{ id: "pike", action: "setAgainstCharge" }],
    });
    expect(combatant(completeAction(setting, "pike", 6), "pike").pending).toBeNull();
  });

  it("keeps when a pending action took effect through a later Wait (issue 14)", () => {
    // "This action does not take effect until the end of the delay": once it has ended, the
    // transition is over; a Wait moves the next turn, never the count the action took effect at.
    const tl = createTimeline([
      { id: "pike", initiative: 5 },
      { id: "rider", initiative: 12 },
    ]);
    const setting = completeAction(tl, "pike", 4, { pending: "setAgainstCharge" });
    expect(combatant(setting, "pike")).toMatchObject({ next: 9, pendingUntil: 9 });
    const waited = delayTurn(setting, "pike", 12);
    expect(combatant(waited, "pike")).toMatchObject({
      next: 12,
      pending: "setAgainstCharge",
      pendingUntil: 9,
    });
    expect(combatant(completeAction(waited, "rider", 9), "pike").pendingUntil).toBe(9);
    const moved = completeAction(delayTurn(setting, "pike", 12), "pike", 3);
    expect(combatant(moved, "pike")).toMatchObject({ pending: null, pendingUntil: null });
  });

  it("abandons an action during its delay: acts again on the following TC", () => {
    const tl = createTimeline([
      { id: "mage", initiative: 5 },
      { id: "foe", initiative: 7 },
    ]);
    const preparing = completeAction(tl, "mage", 20, {
      pending: "prepareSpell",
    });
    const afterFoe = completeAction(preparing, "foe", 9);
    const abandoned = abandonAction(afterFoe, "mage", 10);
    expect(combatant(abandoned, "mage")).toMatchObject({
      next: 11,
      pending: null,
    });
    expect(() => abandonAction(afterFoe, "mage", 6)).toThrow(/InvalidCount/);
  });

  it("keeps a fumbler unsteady until it acts again", () => {
    const tl = createTimeline([{ id: "a", initiative: 5 }]);
    const fumbled = completeAction(tl, "a", 9, { unsteady: true });
    expect(combatant(fumbled, "a").unsteady).toBe(true);
    expect(combatant(completeAction(fumbled, "a", 6), "a").unsteady).toBe(false);
  });

  it("stays ordered over many random actions with 300 combatants", { timeout: WALK_BUDGET_MS }, () => {
    let tl = createTimeline(
      Array.from({ length: 300 }, (_, i) => ({
        id: `c${i}`,
        initiative: 5 + (i % 6),
      })),
    );
    let last = 0;
    for (let step = 0; step < 3000; step++) {
      const up = nextUp(tl);
      expect(up.count).toBeGreaterThanOrEqual(last);
      last = up.count;
      const id = up.ids[0] ?? "";
      tl = completeAction(tl, id, (step * 7) % 13);
    }
    const order = turnOrder(tl);
    expect(order).toHaveLength(300);
    for (let i = 1; i < order.length; i++) expect(order[i]!.next).toBeGreaterThanOrEqual(order[i - 1]!.next);
  });
});

describe("initiative", () => {
  it("rolls 1d6+4, subtracts bonuses and adds penalties", () => {
    expect(rollInitiative({}, scriptedDice([2])).total).toBe(6);
    expect(rollInitiative({ bonus: 2, penalty: 1 }, scriptedDice([3])).total).toBe(6);
    expect(rollInitiative({ bonus: 20 }, scriptedDice([1])).total).toBe(0);
  });
});
