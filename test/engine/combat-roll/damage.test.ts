import { describe, expect, it } from "vitest";
import {
  ARMOR_TABLE,
  SHIELD_TABLE,
  armorRating,
  chooseArmor,
  chooseArmorRating,
} from "../../../src/engine/combat-roll/armor";
import {
  applyDamage,
  damageGroup,
  heal,
  healthSet,
  mitigate,
  mitigation,
} from "../../../src/engine/combat-roll/damage";
import { RuleError } from "../../../src/engine/core/errors";

const ironFull = armorRating("full", "iron").physical;
const boneBR = SHIELD_TABLE.bone!.blockRating;

describe("Armor", () => {
  it("'a full suit of Iron Armor has an AR of 5, and thus reduces all crushing, piercing, and slashing damage by 5'", () => {
    expect(ironFull).toBe(5);
    for (const type of ["crushing", "piercing", "slashing"] as const) {
      expect(mitigate({ amount: 8, type }, { armorRating: ironFull })).toBe(3);
    }
    // AR does not touch magical or other damage
    expect(mitigate({ amount: 8, type: "fire" }, { armorRating: ironFull })).toBe(8);
    expect(mitigate({ amount: 8, type: "acid" }, { armorRating: ironFull })).toBe(8);
  });

  it("damage never drops below 0", () => {
    expect(mitigate({ amount: 3, type: "slashing" }, { armorRating: 5 })).toBe(0);
  });

  it("unarmored is AR 0; a material/level the seed does not give must come from data", () => {
    expect(armorRating("unarmored", "anything")).toEqual({ physical: 0, magic: 0 });
    expect(() => armorRating("partial", "iron")).toThrow(/UnknownArmor/);
    const table = { ...ARMOR_TABLE, mithral: { full: 4, magic: { full: 2 } } };
    expect(armorRating("full", "mithral", table)).toEqual({ physical: 4, magic: 2 });
  });

  it("'If you have multiple sources of AR, you choose which one to use'", () => {
    expect(chooseArmorRating([2, 5])).toBe(5);
    expect(chooseArmorRating([2, 5], 0)).toBe(2);
    expect(chooseArmorRating([])).toBe(0);
    expect(() => chooseArmorRating([2], 3)).toThrow(RuleError);
  });

  it("the chosen AR source applies whole, its magic AR with it; the best by default (issue 14)", () => {
    const sheet = { physical: 6, magic: 0 };
    const runed = { physical: 4, magic: 2 };
    expect(chooseArmor([sheet, runed], 1)).toEqual(runed);
    expect(chooseArmor([sheet, runed])).toEqual(sheet);
    // of equal physical ARs, the one with magic protection (it was the first found, magic lost)
    expect(
      chooseArmor([
        { physical: 5, magic: 0 },
        { physical: 5, magic: 3 },
      ]),
    ).toEqual({ physical: 5, magic: 3 });
    expect(chooseArmor([])).toEqual({ physical: 0, magic: 0 });
    expect(() => chooseArmor([sheet], 2)).toThrow(RuleError);
  });
});

describe("Shields", () => {
  it("Bone Shield BR 6: 'reduces the triggering attack's physical damage by 6, and magical damage by 3'", () => {
    expect(boneBR).toBe(6);
    expect(
      mitigate({ amount: 10, type: "piercing" }, { armorRating: 0, blocked: true, blockRating: boneBR }),
    ).toBe(4);
    expect(
      mitigate({ amount: 10, type: "frost" }, { armorRating: 0, blocked: true, blockRating: boneBR }),
    ).toBe(7);
  });

  it("'you add your BR to your AR against the triggering attack' (iron + bone: 11 physical)", () => {
    const m = mitigation({ amount: 14, type: "crushing" }, { armorRating: 5, blocked: true, blockRating: 6 });
    expect(m).toEqual({ taken: 3, armor: 5, block: 6, resistance: 0, vulnerability: 0 });
  });

  it("half the BR rounds up, and only a successful block counts", () => {
    expect(mitigate({ amount: 10, type: "shock" }, { armorRating: 0, blocked: true, blockRating: 5 })).toBe(
      7,
    );
    expect(
      mitigate({ amount: 10, type: "slashing" }, { armorRating: 0, blocked: false, blockRating: 6 }),
    ).toBe(10);
  });

  it("other damage types (acid, force...) are neither physical nor magical: no shield reduction", () => {
    expect(mitigate({ amount: 10, type: "force" }, { armorRating: 5, blocked: true, blockRating: 6 })).toBe(
      10,
    );
  });
});

describe("Resistance & Vulnerability", () => {
  it("'a character with Fire Resistance (3) reduces all incoming fire damage by 3'", () => {
    expect(mitigate({ amount: 7, type: "fire" }, { armorRating: 0, resistances: { fire: 3 } })).toBe(4);
    expect(mitigate({ amount: 7, type: "frost" }, { armorRating: 0, resistances: { fire: 3 } })).toBe(7);
  });

  it("'An Ork with Magic Resistance (2) reduces all fire, frost, and shock damage by 2.'", () => {
    const ork = { armorRating: 0, resistances: { magic: 2 } };
    expect(mitigate({ amount: 6, type: "fire" }, ork)).toBe(4);
    expect(mitigate({ amount: 6, type: "frost" }, ork)).toBe(4);
    expect(mitigate({ amount: 6, type: "shock" }, ork)).toBe(4);
    expect(mitigate({ amount: 6, type: "slashing" }, ork)).toBe(6);
    expect(mitigate({ amount: 6, type: "necrotic" }, ork)).toBe(6);
  });

  it("'Crushing Vulnerability (3) increases all crushing damage they take by 3'", () => {
    expect(
      mitigate({ amount: 4, type: "crushing" }, { armorRating: 0, vulnerabilities: { crushing: 3 } }),
    ).toBe(7);
    // against armour the vulnerability is added before the floor at 0 (interpretation)
    expect(
      mitigate({ amount: 3, type: "crushing" }, { armorRating: 5, vulnerabilities: { crushing: 3 } }),
    ).toBe(1);
  });

  it("'Resistances and vulnerabilities don't stack': only the highest / most severe applies", () => {
    const d = {
      armorRating: 0,
      resistances: { fire: 3, magic: 2 },
      vulnerabilities: { physical: 1, slashing: 4 },
    };
    expect(mitigation({ amount: 10, type: "fire" }, d).resistance).toBe(3);
    expect(mitigation({ amount: 10, type: "shock" }, d).resistance).toBe(2);
    expect(mitigation({ amount: 10, type: "slashing" }, d).vulnerability).toBe(4);
    expect(mitigation({ amount: 10, type: "crushing" }, d).vulnerability).toBe(1);
  });

  it("validates types and values", () => {
    expect(damageGroup("psychic")).toBeNull();
    expect(() => mitigate({ amount: 1, type: "cold" as "frost" }, { armorRating: 0 })).toThrow(
      /UnknownDamageType/,
    );
    expect(() => mitigate({ amount: -1, type: "fire" }, { armorRating: 0 })).toThrow(RuleError);
    expect(() =>
      mitigate({ amount: 1, type: "fire" }, { armorRating: 0, resistances: { fire: -2 } }),
    ).toThrow(RuleError);
  });
});

describe("Health", () => {
  it("damage empties the Health Pool; at 0 the character is knocked unconscious", () => {
    expect(applyDamage({ value: 10, max: 12 }, 4)).toEqual({ value: 6, max: 12, unconscious: false });
    expect(applyDamage({ value: 3, max: 12 }, 9)).toEqual({ value: 0, max: 12, unconscious: true });
    expect(heal({ value: 10, max: 12 }, 5)).toEqual({ value: 12, max: 12 });
    expect(() => applyDamage({ value: 13, max: 12 }, 1)).toThrow(RuleError);
  });
});

describe("Combat Roll: health set by hand (issue 28: the health door)", () => {
  const pool = { value: 12, max: 20 };
  it("stays within the Health Pool: a typo of -5 is 0 (knocked unconscious), 99 is the maximum", () => {
    expect(healthSet(pool, -5)).toEqual({ value: 0, max: 20, unconscious: true });
    expect(healthSet(pool, 99)).toEqual({ value: 20, max: 20, unconscious: false });
    expect(healthSet({ value: 0, max: 20 }, 12)).toEqual({ value: 12, max: 20, unconscious: false });
  });

  it("refuses a value that is not a whole number", () => {
    expect(() => healthSet(pool, 2.5)).toThrow(RuleError);
  });
});
