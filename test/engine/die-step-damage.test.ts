import { describe, expect, it } from "vitest";
import { dieStep } from "../../src/engine/index";

const { applyDamage, instantDeath, takeHit, unarmedLethal } = dieStep;

describe("taking damage and being knocked out", () => {
  it("subtracts damage from HP", () => {
    expect(applyDamage({ hp: 6, mp: 3 }, 2)).toEqual({ hp: 4, mp: 3, knockedOut: false });
  });

  it("'HPs cannot go below zero'; at 0 knocked out and MP reduced to zero", () => {
    expect(applyDamage({ hp: 2, mp: 5 }, 5)).toEqual({ hp: 0, mp: 0, knockedOut: true });
    expect(applyDamage({ hp: 2, mp: 5 }, 2)).toEqual({ hp: 0, mp: 0, knockedOut: true });
  });

  it("refuses negative damage", () => {
    expect(() => applyDamage({ hp: 2, mp: 0 }, -1)).toThrow(/Negative/);
  });
});

describe("instant death: 2xHP in one shot, 1xHP when already knocked out", () => {
  it("2 x max HP kills; one less does not", () => {
    expect(instantDeath({ damage: 10, maxHp: 5, knockedOut: false })).toBe(true);
    expect(instantDeath({ damage: 9, maxHp: 5, knockedOut: false })).toBe(false);
  });

  it("1 x max HP kills a knocked-out target", () => {
    expect(instantDeath({ damage: 5, maxHp: 5, knockedOut: true })).toBe(true);
    expect(instantDeath({ damage: 4, maxHp: 5, knockedOut: true })).toBe(false);
  });
});

describe("a hit on a target", () => {
  const hero = { hp: 3, maxHp: 5, mp: 2, knockedOut: false };

  it("a lethal knock-out owes a survival roll", () => {
    expect(takeHit(hero, 4, true)).toMatchObject({
      hp: 0,
      mp: 0,
      knockOut: true,
      dead: false,
      survivalPending: true,
    });
  });

  it("a nonlethal knock-out owes none", () => {
    expect(takeHit(hero, 4, false)).toMatchObject({ knockOut: true, dead: false, survivalPending: false });
  });

  it("instant death from lethal damage of 2xHP", () => {
    expect(takeHit(hero, 10, true)).toMatchObject({ dead: true, death: "instant", survivalPending: false });
    expect(takeHit(hero, 10, false)).toMatchObject({ dead: false });
  });

  it("minor unnamed foes die when knocked out by lethal damage, not by nonlethal", () => {
    const minion = { hp: 2, maxHp: 4, mp: 0, knockedOut: false, minion: true };
    expect(takeHit(minion, 2, true)).toMatchObject({ dead: true, death: "minion" });
    expect(takeHit(minion, 2, false)).toMatchObject({ dead: false, knockedOut: true });
    expect(takeHit(minion, 1, true)).toMatchObject({ dead: false, knockedOut: false });
  });

  it("characters with 0 HP to begin with die when knocked out by lethal damage", () => {
    expect(takeHit({ hp: 0, maxHp: 0, mp: 0, knockedOut: false }, 1, true)).toMatchObject({
      dead: true,
      death: "no-hp",
    });
  });

  it("lethal damage on a target knocked out by nonlethal damage: now a lethal knock-out (Interpretation 21)", () => {
    const out = { hp: 0, maxHp: 5, mp: 0, knockedOut: true };
    expect(takeHit(out, 2, true)).toMatchObject({ knockOut: false, dead: false, survivalPending: true });
    expect(takeHit(out, 5, true)).toMatchObject({ dead: true, death: "instant" });
  });

  it("unarmed strikes are lethal only against an unconscious target", () => {
    expect(unarmedLethal(false)).toBe(false);
    expect(unarmedLethal(true)).toBe(true);
  });
});

describe("resolveAttack: both rolls to the target's new state", () => {
  const orc = { hp: 4, maxHp: 4, mp: 0, knockedOut: false, minion: true };

  it("a double success with advantage knocks the minion out: dead by lethal damage", () => {
    const r = dieStep.resolveAttack({
      attack: { die: "d10", mode: "advantage", results: [2, 8] },
      defense: { die: "d4", mode: "normal", results: [2] },
      target: orc,
      lethal: true,
    });
    expect(r.contest).toMatchObject({ attack: 8, defense: 2, successes: 4, damage: 4 });
    expect(r.hit).toMatchObject({ hp: 0, knockOut: true, dead: true, death: "minion" });
  });

  it("a miss leaves the target alone", () => {
    const r = dieStep.resolveAttack({
      attack: { die: "d6", mode: "disadvantage", results: [5, 2] },
      defense: { die: "d4", mode: "normal", results: [2] },
      target: orc,
      lethal: true,
    });
    expect(r).toMatchObject({ contest: { successes: 0, hit: false }, hit: null });
  });
});
