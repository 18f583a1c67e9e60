import { describe, expect, it } from "vitest";
import {
  EXAMPLE_STYLES,
  PARTIAL_ARMOR,
  checkGear,
  parseStyleValue,
  type FightingStyle,
} from "../../../src/engine/combat-roll/fighting-style";
import { skillValue } from "../../../src/engine/combat-roll/sheet";
import { RuleError } from "../../../src/engine/core/errors";

// "A character can potentially learn multiple fighting styles, tracking their progression and gear list
// separately." Each style may carry its own value; the one that gives the best test applies.
const example = (name: string, value?: number | null): FightingStyle => ({
  ...EXAMPLE_STYLES.find((s) => s.name === name)!,
  value,
});

describe("each Fighting Style's own value", () => {
  it("the style used for the gear brings its own value; without one the shared value serves it", () => {
    const styles = [example("Classical Knight", 9), example("Forest Bandit")];
    const sword = checkGear(styles, { weapons: ["longsword", "shield"], armor: [] }, 6);
    expect([sword.style, sword.value, sword.weapon]).toEqual(["Classical Knight", 9, false]);
    // the club: the Bandit's shared 8 beats the Knight's untrained 9 − 2 = 7
    const club = checkGear(styles, { weapons: ["club"], armor: [] }, 8);
    expect([club.style, club.value, club.weapon]).toEqual(["Forest Bandit", null, false]);
    // with a shared value of 6 the Knight's 7 is the better test, untrained club and all
    expect(checkGear(styles, { weapons: ["club"], armor: [] }, 6)).toMatchObject({
      style: "Classical Knight",
      value: 9,
      weapon: true,
    });
  });

  it("a style's value feeds the Fighting Style test: value + the better of STR and AGI", () => {
    const check = checkGear([example("Forest Bandit", 11)], { weapons: ["unarmed fighting"], armor: [] }, 8);
    const sheet = {
      strength: 4,
      agility: 3,
      fightingStyle: check.value ?? 8,
      dodge: 10,
      focus: 7,
      sorcery: 0,
      athletics: 10,
      acrobatics: 8,
      sleightOfHand: 6,
      deception: 6,
      stealth: 6,
      observation: 8,
    };
    expect(skillValue(sheet, { skill: "fighting-style", attributes: [] })).toBe(15);
  });

  it("the best test wins: a much better style beats the untrained weapon's −2; ties go to the higher value", () => {
    // Knight 10 with an untrained dagger: 10 − 2 = 8 beats the Noble's trained 5
    const styles = [example("Baldrian Noble", 5), example("Classical Knight", 10)];
    expect(checkGear(styles, { weapons: ["dagger"], armor: [] }).style).toBe("Classical Knight");
    // ...but not the Noble's trained 9 (8 < 9)
    const better = [example("Baldrian Noble", 9), example("Classical Knight", 10)];
    expect(checkGear(better, { weapons: ["dagger"], armor: [] }).style).toBe("Baldrian Noble");
    // both trained in the shield-less hand crossbow? no: both untrained in a net -> the higher value
    expect(checkGear(better, { weapons: ["net"], armor: [] }).style).toBe("Classical Knight");
  });

  it("untrained armour (a bane) weighs more than any value: a style that trains the armour comes first", () => {
    // the Bandit trains partial armor, the Noble does not, however high its value
    const styles = [example("Baldrian Noble", 15), example("Forest Bandit", 5)];
    const check = checkGear(styles, { weapons: ["dagger"], armor: [PARTIAL_ARMOR] });
    expect([check.style, check.armor]).toEqual(["Forest Bandit", false]);
  });

  it("styles without their own values keep the old choice: fewest penalties, then the first listed", () => {
    const styles = [example("Classical Knight"), example("Sahani Rider")];
    expect(checkGear(styles, { weapons: ["glaive", "shield"], armor: [PARTIAL_ARMOR] }, 7).style).toBe(
      "Sahani Rider",
    );
    expect(checkGear(styles, { weapons: ["shield"], armor: [] }, 7).style).toBe("Classical Knight");
  });

  it("reads a style's value typed in its dialog: blank = shared, a whole number of 0 or more", () => {
    expect([parseStyleValue(""), parseStyleValue(" 12 "), parseStyleValue("0")]).toEqual([null, 12, 0]);
    for (const bad of ["-3", "2.5", "ten"]) expect(() => parseStyleValue(bad)).toThrow(RuleError);
  });
});
