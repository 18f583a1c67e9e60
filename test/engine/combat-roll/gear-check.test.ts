import { describe, expect, it } from "vitest";
import {
  EXAMPLE_STYLES,
  FULL_ARMOR,
  PARTIAL_ARMOR,
  checkGear,
  defaultGearName,
  parseGear,
} from "../../../src/engine/combat-roll/fighting-style";
import { RuleError } from "../../../src/engine/core/errors";

const style = (name: string) => EXAMPLE_STYLES.find((s) => s.name === name)!;

describe("checking the gear in use against a character's Fighting Styles", () => {
  it("Forest Bandit (partial armor, dagger, shortbow, unarmed fighting, club) with a longsword: the sword is untrained", () => {
    const check = checkGear([style("Forest Bandit")], {
      weapons: ["Dagger", "Longsword"],
      armor: [PARTIAL_ARMOR],
    });
    expect(check).toEqual({
      style: "Forest Bandit",
      value: null,
      untrainedWeapons: ["longsword"],
      untrainedArmor: [],
      weapon: true,
      armor: false,
    });
  });

  it("Classical Knight in partial armour: 'full armor' does not train 'partial armor' (bane)", () => {
    const check = checkGear([style("Classical Knight")], {
      weapons: ["longsword", "shield"],
      armor: [PARTIAL_ARMOR],
    });
    expect([check.weapon, check.armor, check.untrainedArmor]).toEqual([false, true, [PARTIAL_ARMOR]]);
    expect(checkGear([style("Classical Knight")], { weapons: ["lance"], armor: [FULL_ARMOR] }).armor).toBe(
      false,
    );
  });

  it("Multiple Fighting Styles: the style with the fewest penalties applies", () => {
    // a knight who also learnt the Sahani Rider's style, riding in partial armour with a glaive
    const styles = [style("Classical Knight"), style("Sahani Rider")];
    const check = checkGear(styles, { weapons: ["glaive", "shield"], armor: [PARTIAL_ARMOR] });
    expect(check.style).toBe("Sahani Rider");
    expect([check.weapon, check.armor]).toEqual([false, false]);
    // both leave the flail untrained... only the Knight trains it
    expect(checkGear(styles, { weapons: ["flail"], armor: [] }).style).toBe("Classical Knight");
  });

  it("no recorded style: nothing is checked; no armour: unarmored needs no training", () => {
    expect(checkGear([], { weapons: ["battle axe"], armor: [FULL_ARMOR] })).toMatchObject({
      style: null,
      weapon: false,
      armor: false,
    });
    expect(checkGear([style("Baldrian Noble")], { weapons: ["rapier"], armor: ["unarmored"] }).armor).toBe(
      false,
    );
  });

  it("reads a typed gear list and validates it (1..10 unique entries)", () => {
    expect(parseGear(" Partial Armor, Hatchet;spear\nLongbow ,, net ")).toEqual([
      "partial armor",
      "hatchet",
      "spear",
      "longbow",
      "net",
    ]);
    expect(() => parseGear("")).toThrow(RuleError);
    expect(() => parseGear("dagger, Dagger")).toThrow(RuleError);
    expect(() => parseGear("a,b,c,d,e,f,g,h,i,j,k")).toThrow(RuleError);
  });

  it("an item counts as its own name, shields as 'shield', armour as its armour level", () => {
    expect(defaultGearName({ type: "weapon", name: " Battle Axe " })).toBe("battle axe");
    expect(defaultGearName({ type: "shield", name: "Bone Shield" })).toBe("shield");
    expect(defaultGearName({ type: "armor", name: "Iron Armour", armorLevel: "partial" })).toBe(
      PARTIAL_ARMOR,
    );
    expect(defaultGearName({ type: "armor", name: "Plate", armorLevel: "full" })).toBe(FULL_ARMOR);
    expect(defaultGearName({ type: "armor", name: "Robe", armorLevel: "unarmored" })).toBe("unarmored");
  });
});
