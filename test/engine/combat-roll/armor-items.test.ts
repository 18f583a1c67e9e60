import { describe, expect, it } from "vitest";
import { itemArmorRating, sheetSkillsOf } from "../../../src/engine/combat-roll/index";

const item = (over: Partial<Parameters<typeof itemArmorRating>[0]> = {}) => ({
  armorLevel: "full",
  armorRating: 0,
  magicArmorRating: 0,
  material: "Iron",
  ...over,
});

describe("an armour item's Armor Rating", () => {
  it("a full suit of Iron Armor has an AR of 5 (the seed's table; material read in any case)", () => {
    expect(itemArmorRating(item())).toEqual({ physical: 5, magic: 0 });
    expect(itemArmorRating(item({ material: " iron " }))).toEqual({ physical: 5, magic: 0 });
  });

  it("a stated rating wins over the table, with its magic AR", () => {
    expect(itemArmorRating(item({ armorRating: 3, magicArmorRating: 2 }))).toEqual({ physical: 3, magic: 2 });
  });

  it("unarmoured is nothing; a material the table lacks is 0, keeping a stated magic AR", () => {
    expect(itemArmorRating(item({ armorLevel: "unarmored", armorRating: 4 }))).toEqual({
      physical: 0,
      magic: 0,
    });
    expect(itemArmorRating(item({ armorLevel: "partial" }))).toEqual({ physical: 0, magic: 0 });
    expect(itemArmorRating(item({ material: "dragonscale", magicArmorRating: 1 }))).toEqual({
      physical: 0,
      magic: 1,
    });
  });
});

describe("the sheet's skills", () => {
  it("every skill from the statistics, Fighting Style as given (a style's own value)", () => {
    const stats = {
      strength: 4,
      agility: 3,
      fightingStyle: 2,
      dodge: 10,
      focus: 1,
      sorcery: 0,
      athletics: 10,
      acrobatics: 8,
      sleightOfHand: 6,
      deception: 7,
      stealth: 6,
      observation: 9,
    };
    expect(sheetSkillsOf({ ...stats, extra: 99 } as typeof stats, 8)).toEqual({ ...stats, fightingStyle: 8 });
  });
});
