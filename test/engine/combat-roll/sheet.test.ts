import { describe, expect, it } from "vitest";
import {
  attackTest,
  bestFollowUp,
  defenseTest,
  skillValue,
  type SheetSkills,
} from "../../../src/engine/combat-roll/index";
import { RuleError } from "../../../src/engine/core/errors";

const sheet: SheetSkills = {
  strength: 4,
  agility: 2,
  fightingStyle: 6,
  dodge: 9,
  focus: 7,
  sorcery: 3,
  athletics: 8,
  acrobatics: 5,
  sleightOfHand: 10,
  deception: 6,
  stealth: 7,
  observation: 11,
};

describe("test values from the sheet", () => {
  it("Block uses Strength; a ranged Strike must use Agility (Step I, Step II)", () => {
    expect(skillValue(sheet, defenseTest("block"))).toBe(10);
    expect(skillValue(sheet, attackTest("strike", "ranged"))).toBe(8);
  });

  it("Parry uses Strength or Agility, the better one; a melee Strike too", () => {
    expect(skillValue(sheet, defenseTest("parry"))).toBe(10);
    expect(skillValue({ ...sheet, agility: 7 }, defenseTest("parry"))).toBe(13);
    expect(skillValue({ ...sheet, agility: 7 }, attackTest("strike", "melee"))).toBe(13);
  });

  it("Dodge, Withstand (Focus) and spell attacks (Sorcery) use their skill value", () => {
    expect(skillValue(sheet, defenseTest("dodge"))).toBe(9);
    expect(skillValue(sheet, defenseTest("withstand"))).toBe(7);
    expect(skillValue(sheet, attackTest("spell", "ranged"))).toBe(3);
  });

  it("a follow-up 'Athletics or Sleight of Hand' test takes the better skill", () => {
    expect(bestFollowUp(sheet, ["athletics", "sleight-of-hand"])).toEqual({
      skill: "sleight-of-hand",
      value: 10,
    });
    expect(bestFollowUp(sheet, ["acrobatics"])).toEqual({ skill: "acrobatics", value: 5 });
    expect(bestFollowUp(sheet, [])).toBeNull();
  });

  it("refuses a fractional sheet value", () => {
    expect(() => skillValue({ ...sheet, dodge: 2.5 }, defenseTest("dodge"))).toThrow(RuleError);
  });
});
