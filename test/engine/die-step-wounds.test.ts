import { describe, expect, it } from "vitest";
import { dieStep } from "../../src/engine/index";

const {
  survivalOutcome,
  afterSurvival,
  firstAidDie,
  firstAid,
  heal,
  magicalHealing,
  woundEffects,
  actionPoints,
} = dieStep;

const down: dieStep.Vitals = {
  hp: 0,
  maxHp: 6,
  wound: "none",
  survivalPending: true,
  permanentInjury: false,
  stunned: "none",
};

describe("the survival roll (FOR): 1 death, 2 mortal wound, 3 badly wounded, 4+ wakes", () => {
  it("maps each roll", () => {
    expect([1, 2, 3, 4, 12].map(survivalOutcome)).toEqual([
      "dead",
      "mortally-wounded",
      "badly-wounded",
      "wakes",
      "wakes",
    ]);
  });

  it("waking: a single HP, stunned for the first turn", () => {
    expect(afterSurvival(down, 4)).toMatchObject({
      hp: 1,
      wound: "none",
      stunned: "turn",
      survivalPending: false,
    });
  });

  it("a roll of 1 results in death; 2 a mortal wound (still at 0 HP)", () => {
    expect(afterSurvival(down, 1).wound).toBe("dead");
    expect(afterSurvival(down, 2)).toMatchObject({ hp: 0, wound: "mortally-wounded" });
  });

  it("is owed only after a lethal knock-out", () => {
    expect(() => afterSurvival({ ...down, survivalPending: false }, 4)).toThrow(/NotKnockedOut/);
  });

  it("a healing ritual makes it advantaged", () => {
    expect(dieStep.survivalMode(true)).toBe("advantage");
    expect(dieStep.survivalMode(false)).toBe("normal");
  });
});

describe("wound states", () => {
  it("badly wounded: all rolls disadvantaged, AP halved, no MP", () => {
    expect(woundEffects("badly-wounded")).toEqual({
      disadvantageAll: true,
      halveAp: true,
      noMp: true,
      dying: false,
      staysDown: false,
    });
    expect(woundEffects("none").halveAp).toBe(false);
    expect(woundEffects("mortally-wounded")).toMatchObject({ dying: true, staysDown: true });
  });

  it("AP halved, round down; 0 means only free actions", () => {
    expect(actionPoints(5, { badlyWounded: true })).toBe(2);
    expect(actionPoints(1, { badlyWounded: true })).toBe(0);
    expect(actionPoints(4, { unskilledRider: true })).toBe(2);
    expect(actionPoints(4, {})).toBe(4);
  });

  it("halves once when both apply (Interpretation)", () => {
    expect(actionPoints(4, { badlyWounded: true, unskilledRider: true })).toBe(2);
  });

  it("healed mortally wounded -> badly wounded, scarred; the bad wound ends when HP are full", () => {
    const mortal = afterSurvival(down, 2);
    const healed = heal(mortal, 1);
    expect(healed).toMatchObject({ hp: 1, wound: "badly-wounded", permanentInjury: true });
    expect(heal(healed, 5)).toMatchObject({ hp: 6, wound: "none" });
  });
});

describe("first aid: INT against D4 (D8 improvised, D12 without)", () => {
  it("the supplies' die", () => {
    expect(firstAidDie("bandages")).toBe("d4");
    expect(firstAidDie("improvised")).toBe("d8");
    expect(firstAidDie("none")).toBe("d12");
    expect(() => firstAidDie("herbs" as dieStep.Supplies)).toThrow(/UnknownSupplies/);
  });

  it("a win heals one HP and saves the mortally wounded; a tie does not", () => {
    const mortal = afterSurvival(down, 2);
    expect(firstAid(mortal, 4, 3)).toMatchObject({ saved: true, vitals: { hp: 1, wound: "badly-wounded" } });
    expect(firstAid(mortal, 3, 3)).toMatchObject({
      saved: false,
      vitals: { hp: 0, wound: "mortally-wounded" },
    });
  });
});

describe("magical healing at 0 HP", () => {
  it("a survival roll of 1: too late, dead", () => {
    expect(magicalHealing(down, { amount: 3, ritual: false, survivalRoll: 1 }).wound).toBe("dead");
  });

  it("otherwise HP restored and stunned for at least one turn", () => {
    expect(magicalHealing(down, { amount: 3, ritual: false, survivalRoll: 5 })).toMatchObject({
      hp: 3,
      wound: "none",
      stunned: "turn",
      survivalPending: false,
    });
  });

  it("mortally wounded: stunned for the encounter, badly wounded thereafter, a 'permanent' injury", () => {
    expect(magicalHealing(down, { amount: 3, ritual: false, survivalRoll: 2 })).toMatchObject({
      hp: 3,
      wound: "badly-wounded",
      stunned: "encounter",
      permanentInjury: true,
    });
  });

  it("badly wounded: the penalties stay until HP are full", () => {
    expect(magicalHealing(down, { amount: 2, ritual: false, survivalRoll: 3 })).toMatchObject({
      hp: 2,
      wound: "badly-wounded",
      stunned: "turn",
    });
  });

  it("a ritual restores every HP and prevents the permanent injury", () => {
    expect(magicalHealing(down, { amount: 1, ritual: true, survivalRoll: 2 })).toMatchObject({
      hp: 6,
      wound: "none",
      stunned: "turn",
      permanentInjury: false,
    });
  });

  it("needs the survival roll when one is owed; the dead cannot be healed", () => {
    expect(() => magicalHealing(down, { amount: 2, ritual: false })).toThrow(/SurvivalRollNeeded/);
    expect(() => heal({ ...down, wound: "dead" }, 1)).toThrow(/Dead/);
  });

  it("at 0 HP from nonlethal damage: no survival roll, healed and stunned one turn", () => {
    const out = { ...down, survivalPending: false };
    expect(magicalHealing(out, { amount: 2, ritual: false })).toMatchObject({
      hp: 2,
      wound: "none",
      stunned: "turn",
    });
  });

  it("a stunned-for-the-encounter character healed to full is stunned one turn only", () => {
    const mortal = magicalHealing(down, { amount: 1, ritual: false, survivalRoll: 2 });
    expect(heal(mortal, 10)).toMatchObject({ hp: 6, wound: "none", stunned: "turn" });
  });
});
