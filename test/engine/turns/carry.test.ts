// The turn engine's carried combatants (carry.ts): two combatants acting as one (a rider and its mount).
// The carried one never takes a turn; its actions are paid from its carrier's pool, whose AP may be
// restricted to movement (what only the carried one brings) or barred from it (what only the carrier brings).
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import {
  COMBAT_ROLL_TURNS as CR,
  act,
  carry,
  checkAction,
  endTurn,
  newRound,
  pairPool,
  partPair,
  payerOf,
  removeCombatant,
  setDefeated,
  startCombat,
  upcoming,
  type TurnConfig,
  type TurnState,
} from "../../../src/engine/turns/index";
import { keyOf } from "../rule-error-key";

/** An own-turn config of no ruleset: one-AP and two-AP actions, a whole-turn action, borrowed interrupts. */
const OWN: TurnConfig = {
  id: "own",
  ap: 3,
  apRefresh: "own-turn",
  reactions: 0,
  reactionRefresh: "own-turn",
  maxAttacksPerRound: null,
  freeActions: { max: null },
  categories: {
    one: { timing: "turn", payment: "ap", cost: 1 },
    two: { timing: "turn", payment: "ap", cost: 2 },
    whole: { timing: "turn", payment: "ap", cost: "all" },
    interrupt: { timing: "any", payment: "borrow", cost: 1 },
    free: { timing: "any", payment: "free", cost: 0 },
  },
  tiebreak: ["random"],
  waiting: { save: false, delay: false },
  surprise: "initiative-only",
};

const move = { category: "one", movement: true } as const;
const other = { category: "one" } as const;

/** Horse 8, goblin 7, rider 6 (no ties): the horse acts first, the rider last. */
function fight(riderAp: number, horseAp: number): TurnState {
  return startCombat(
    OWN,
    [
      { id: "rider", initiative: 6, baseAp: riderAp },
      { id: "horse", initiative: 8, baseAp: horseAp },
      { id: "goblin", initiative: 7, baseAp: 3 },
    ],
    scriptedDice([]),
  );
}

/** The rider mounts on its round-1 turn (after the horse's and the goblin's), then round 2 begins. */
function pairedRound2(riderAp: number, horseAp: number): TurnState {
  let s = fight(riderAp, horseAp);
  s = endTurn(s, OWN, "horse");
  s = endTurn(s, OWN, "goblin");
  expect(s.active).toBe("rider");
  s = carry(s, OWN, "rider", "horse");
  return endTurn(s, OWN, "rider");
}

const actives = (s: TurnState, turns: number): string[] => {
  const seen: string[] = [];
  for (let i = 0; i < turns; i++) {
    seen.push(s.active ?? "");
    s = endTurn(s, OWN, s.active!);
  }
  return seen;
};

describe("a carried combatant", () => {
  it("never becomes active: the pair takes its turns at the earlier place (the higher initiative)", () => {
    const s = pairedRound2(3, 3);
    expect(s.round).toBe(2);
    // the rider (6) now acts at the horse's place (8), before the goblin (7); the horse never
    expect(s.order).toEqual(["rider", "horse", "goblin"]);
    expect(actives(s, 6)).toEqual(["rider", "goblin", "rider", "goblin", "rider", "goblin"]);
    expect(upcoming(s)).toEqual(["rider", "goblin"]);
  });

  it("pays nothing itself: its actions are paid from its carrier's AP, on its carrier's turn", () => {
    let s = pairedRound2(3, 3);
    expect(payerOf(s, "horse")).toBe("rider");
    s = act(s, OWN, "horse", move);
    s = act(s, OWN, "horse", { category: "two" });
    expect(s.combatants.rider).toMatchObject({ ap: 0, turnActions: 2 });
    expect(s.combatants.horse).toMatchObject({ ap: 0, turnActions: 0 });
    expect(keyOf(() => act(s, OWN, "horse", other))).toBe("TEMPO.Turns.Error.NotEnoughAp");
    s = endTurn(s, OWN, "rider");
    // outside the pair's turn the refusal names the carrier: it is the rider's turn that is missing
    const refused = checkAction(s, OWN, "horse", other);
    expect(refused).toMatchObject({ key: "TEMPO.Turns.Error.NotYourTurn", data: { id: "rider" } });
  });

  it("its interrupts are borrowed from the carrier's next turn", () => {
    let s = pairedRound2(2, 4);
    s = endTurn(s, OWN, "rider");
    s = act(s, OWN, "horse", { category: "interrupt" });
    s = act(s, OWN, "rider", { category: "interrupt" });
    expect(s.combatants.rider!.debt).toBe(2);
    expect(s.combatants.horse!.debt).toBe(0);
    // an interrupt is not movement: the next pool's AP that only move (2 of 4) cannot pay a third
    expect(checkAction(s, OWN, "horse", { category: "interrupt" })).toMatchObject({
      key: "TEMPO.Turns.Error.NotEnoughNextAp",
      data: { id: "rider", ap: 0 },
    });
    s = endTurn(s, OWN, "goblin");
    // the next turn starts with the pool less the debt: what is left only moves
    expect(s.combatants.rider).toMatchObject({ ap: 2, movementOnly: 2, debt: 0 });
  });
});

describe("the carrier's pool", () => {
  it("is the larger budget; the carried one's extra AP only move", () => {
    expect(pairPool(2, 4)).toEqual({ ap: 4, movementOnly: 2, noMovement: 0 });
    let s = pairedRound2(2, 4);
    expect(s.combatants.rider).toMatchObject({ ap: 4, movementOnly: 2 });
    s = act(s, OWN, "rider", { category: "two" });
    expect(s.combatants.rider).toMatchObject({ ap: 2, movementOnly: 2 });
    expect(checkAction(s, OWN, "rider", other)).toMatchObject({
      key: "TEMPO.Turns.Error.MovementOnlyAp",
      data: { id: "rider", cost: 1, ap: 0, barred: 2 },
    });
    s = act(s, OWN, "horse", move);
    s = act(s, OWN, "horse", move);
    expect(s.combatants.rider).toMatchObject({ ap: 0, movementOnly: 0 });
  });

  it("a movement uses the AP that only move first, any other action those that may not move", () => {
    let s = pairedRound2(2, 4);
    s = act(s, OWN, "horse", move);
    expect(s.combatants.rider).toMatchObject({ ap: 3, movementOnly: 1 });
    s = act(s, OWN, "rider", other);
    expect(s.combatants.rider).toMatchObject({ ap: 2, movementOnly: 1 });
  });

  it("is the larger budget; the carrier's extra AP never move", () => {
    expect(pairPool(4, 2)).toEqual({ ap: 4, movementOnly: 0, noMovement: 2 });
    let s = pairedRound2(4, 2);
    expect(s.combatants.rider).toMatchObject({ ap: 4, noMovement: 2 });
    s = act(s, OWN, "horse", move);
    s = act(s, OWN, "horse", move);
    expect(s.combatants.rider).toMatchObject({ ap: 2, noMovement: 2 });
    expect(checkAction(s, OWN, "horse", move)).toMatchObject({
      key: "TEMPO.Turns.Error.NoMovementAp",
      data: { id: "rider", cost: 1, ap: 0, barred: 2 },
    });
    s = act(s, OWN, "rider", { category: "two" });
    expect(s.combatants.rider!.ap).toBe(0);
  });

  it("an action of every AP left takes the restricted ones too, but needs one it may use", () => {
    let s = pairedRound2(2, 4);
    s = act(s, OWN, "rider", { category: "whole" });
    expect(s.combatants.rider).toMatchObject({ ap: 0, movementOnly: 0 });
    let t = pairedRound2(2, 4);
    t = act(t, OWN, "rider", { category: "two" });
    expect(keyOf(() => act(t, OWN, "rider", { category: "whole" }))).toBe("TEMPO.Turns.Error.MovementOnlyAp");
    expect(act(t, OWN, "horse", { category: "whole", movement: true }).combatants.rider!.ap).toBe(0);
  });

  it("equal budgets: nothing restricted, and states without a pair carry no restriction keys", () => {
    const s = pairedRound2(3, 3);
    expect(s.combatants.rider).not.toHaveProperty("movementOnly");
    expect(s.combatants.rider).not.toHaveProperty("noMovement");
    expect(fight(3, 3).combatants.horse).not.toHaveProperty("carriedBy");
  });

  it("formed mid-turn: the AP left stay, the carried one's join at the next refresh, no more move than its budget", () => {
    let s = fight(4, 2);
    s = endTurn(endTurn(s, OWN, "horse"), OWN, "goblin");
    s = act(s, OWN, "rider", other);
    s = carry(s, OWN, "rider", "horse");
    expect(s.combatants.rider).toMatchObject({ ap: 3, noMovement: 1 });
    let t = fight(2, 4);
    t = endTurn(endTurn(t, OWN, "horse"), OWN, "goblin");
    t = carry(t, OWN, "rider", "horse");
    expect(t.combatants.rider!.ap).toBe(2);
    expect(t.combatants.rider).not.toHaveProperty("movementOnly");
  });

  it("refills by round too (a round-refresh config): the carried one gets none of its own", () => {
    let s = startCombat(
      CR,
      [
        { id: "a", initiative: 5, baseAp: 2 },
        { id: "b", initiative: 3, baseAp: 4 },
      ],
      scriptedDice([]),
    );
    s = newRound(carry(s, CR, "a", "b"), CR);
    expect(s.combatants.a).toMatchObject({ ap: 4, movementOnly: 2 });
    expect(s.combatants.b!.ap).toBe(0);
  });
});

describe("forming and parting a pair", () => {
  it("refuses a pair with oneself, with one already in a pair, or with the active combatant", () => {
    const s = fight(3, 3);
    expect(keyOf(() => carry(s, OWN, "rider", "rider"))).toBe("TEMPO.Turns.Error.CarrySelf");
    expect(keyOf(() => carry(s, OWN, "rider", "horse"))).toBe("TEMPO.Turns.Error.CarriedActive");
    const paired = carry(endTurn(s, OWN, "horse"), OWN, "rider", "horse");
    expect(keyOf(() => carry(paired, OWN, "goblin", "horse"))).toBe("TEMPO.Turns.Error.InPair");
    expect(keyOf(() => carry(paired, OWN, "horse", "goblin"))).toBe("TEMPO.Turns.Error.InPair");
    expect(keyOf(() => partPair(s, OWN, "goblin"))).toBe("TEMPO.Turns.Error.NotInPair");
  });

  it("the carried one's debt joins the carrier's", () => {
    let s = fight(3, 3);
    s = act(endTurn(s, OWN, "horse"), OWN, "horse", { category: "interrupt" });
    s = carry(s, OWN, "rider", "horse");
    expect([s.combatants.rider!.debt, s.combatants.horse!.debt]).toEqual([1, 0]);
  });

  it("parted on the pair's turn: the carrier keeps its own AP left and its place; the carried one waits for the next round", () => {
    let s = pairedRound2(2, 4);
    s = act(s, OWN, "horse", move);
    s = act(s, OWN, "rider", other);
    expect(s.combatants.rider).toMatchObject({ ap: 2, movementOnly: 1 });
    s = partPair(s, OWN, "rider");
    // the AP only the horse brought go with it; the rider is back at its own place (6, after the goblin)
    expect(s.combatants.rider).toMatchObject({ ap: 1, movementOnly: 0 });
    expect(s.order).toEqual(["horse", "goblin", "rider"]);
    expect(s.combatants.horse).toMatchObject({ done: true });
    expect(s.combatants.horse!.carriedBy).toBeNull();
    s = endTurn(s, OWN, "rider");
    expect(s.active).toBe("goblin");
    s = endTurn(s, OWN, "goblin");
    // round 3: the horse takes its own turn again, first, with its own AP
    expect([s.round, s.active]).toEqual([3, "horse"]);
    expect(s.combatants.horse!.ap).toBe(4);
  });

  it("parted during the pair's turn by a defeat: the carried one waits for the next round", () => {
    let s = pairedRound2(3, 3);
    s = endTurn(endTurn(s, OWN, "rider"), OWN, "goblin");
    expect([s.round, s.active]).toEqual([3, "rider"]);
    s = setDefeated(s, OWN, "rider", true);
    expect(s.active).toBe("goblin");
    expect(s.combatants.horse).toMatchObject({ done: true });
    expect(s.combatants.horse!.carriedBy).toBeNull();
    expect(endTurn(s, OWN, "goblin").active).toBe("horse");
  });

  it("parted before the pair's turn (the rider leaves): the carried one keeps this round at its own place", () => {
    let s = startCombat(
      OWN,
      [
        { id: "goblin", initiative: 9 },
        { id: "horse", initiative: 8 },
        { id: "rider", initiative: 6 },
      ],
      scriptedDice([]),
    );
    s = carry(s, OWN, "rider", "horse");
    expect(s.roundOrder).toEqual(["goblin", "rider", "horse"]);
    s = removeCombatant(s, OWN, "rider");
    expect(s.combatants.horse).toMatchObject({ done: false });
    expect(endTurn(s, OWN, "goblin").active).toBe("horse");
  });

  it("the carried one leaving frees the carrier: its next pool is its own", () => {
    let s = pairedRound2(2, 4);
    s = removeCombatant(s, OWN, "horse");
    expect(s.combatants.rider).toMatchObject({ ap: 2, movementOnly: 0 });
    s = endTurn(endTurn(s, OWN, "rider"), OWN, "goblin");
    expect(s.combatants.rider!.ap).toBe(2);
  });
});
