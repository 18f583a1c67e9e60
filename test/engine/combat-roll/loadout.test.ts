// What a character carries (seed 003: Disarm's "The item lands on the floor", Block with a shield, "If you
// have multiple sources of AR, you choose which one to use", untrained gear): the loadout rules in Node.
import { describe, expect, it } from "vitest";
import {
  armorSources,
  defenderOf,
  gearInUse,
  hasShieldOrHeavy,
  heldGear,
  loadoutStyleCheck,
  meleeWeaponOf,
  shieldBlockRating,
  untrainedItemIds,
  type Loadout,
  type LoadoutItem,
} from "../../../src/engine/combat-roll/index";

const item = (id: string, type: string, over: Partial<LoadoutItem> = {}): LoadoutItem => ({
  id,
  type,
  name: id,
  equipped: true,
  ranged: false,
  heavy: false,
  blockRating: 0,
  gear: "",
  armorLevel: "unarmored",
  armorRating: 0,
  magicArmorRating: 0,
  material: "",
  ...over,
});

const loadout = (items: LoadoutItem[], over: Partial<Loadout> = {}): Loadout => ({
  items,
  dropped: [],
  styles: [],
  fightingStyle: 3,
  armorSource: "",
  armorRating: 0,
  magicArmorRating: 0,
  resistances: {},
  vulnerabilities: {},
  ...over,
});

const sword = item("sword", "weapon", { name: "Sword" });
const bow = item("bow", "weapon", { name: "Bow", ranged: true });
const maul = item("maul", "weapon", { name: "Maul", heavy: true });
const bone = item("bone", "shield", { name: "Bone Shield", blockRating: 6 });
const iron = item("iron", "armor", { name: "Iron Armor", armorLevel: "full", material: "iron" });
const spell = item("bolt", "spell", { name: "Bolt" });

describe("what is in hand", () => {
  it("equipped weapons and shields are held; a disarmed item lies on the floor until picked up", () => {
    const l = loadout([sword, bone, iron, spell, item("axe", "weapon", { equipped: false })]);
    expect(heldGear(l).map((i) => i.id)).toEqual(["sword", "bone"]);
    expect(heldGear({ ...l, dropped: ["sword"] }).map((i) => i.id)).toEqual(["bone"]);
  });

  it("an opportunity attack's weapon is the first melee weapon in hand (a bow is not one)", () => {
    expect(meleeWeaponOf(loadout([bow, sword]))?.id).toBe("sword");
    expect(meleeWeaponOf(loadout([bow]))).toBeNull();
    expect(meleeWeaponOf(loadout([sword], { dropped: ["sword"] }))).toBeNull();
  });

  it("Block needs a shield in hand: the Bone Shield's BR 6, the best of two, none once disarmed", () => {
    expect(shieldBlockRating(loadout([sword]))).toBeNull();
    expect(shieldBlockRating(loadout([bone]))).toBe(6);
    expect(shieldBlockRating(loadout([item("buckler", "shield", { blockRating: 2 }), bone]))).toBe(6);
    expect(shieldBlockRating(loadout([bone], { dropped: ["bone"] }))).toBeNull();
  });

  it("Bash needs a shield or a heavy weapon", () => {
    expect(hasShieldOrHeavy(loadout([sword]))).toBe(false);
    expect(hasShieldOrHeavy(loadout([maul]))).toBe(true);
    expect(hasShieldOrHeavy(loadout([sword, bone]))).toBe(true);
  });
});

describe("the gear in use and the Fighting Style check", () => {
  const styles = [{ name: "Legion", gear: ["sword", "shield", "full armor"], value: 5 }];

  it("names held gear as the style lists do (own gear name, 'shield', the armour level)", () => {
    const l = loadout([
      sword,
      bone,
      iron,
      item("cloak", "armor"),
      item("dagger", "weapon", { gear: " Knife " }),
    ]);
    expect(gearInUse(l)).toEqual({ weapons: ["sword", "knife", "shield"], armor: ["full armor"] });
  });

  it("the weapon struck with counts even when not in hand; a gear name such as unarmed fighting too", () => {
    const l = loadout([bone]);
    expect(gearInUse(l, sword).weapons).toEqual(["shield", "sword"]);
    expect(gearInUse(l, "unarmed fighting").weapons).toEqual(["shield", "unarmed fighting"]);
    expect(gearInUse(loadout([sword]), sword).weapons).toEqual(["sword"]);
  });

  it("trained gear uses the style's value; untrained gear is listed and its items marked", () => {
    const trained = loadout([sword, bone, iron], { styles });
    expect(loadoutStyleCheck(trained)).toMatchObject({ style: "Legion", value: 5, untrainedWeapons: [] });
    expect(untrainedItemIds(trained)).toEqual([]);
    const withMaul = loadout([maul, bone, iron], { styles });
    expect(loadoutStyleCheck(withMaul).untrainedWeapons).toEqual(["maul"]);
    expect(untrainedItemIds(withMaul)).toEqual(["maul"]);
  });
});

describe("the one Armor Rating that applies", () => {
  const natural = { armorRating: 2, magicArmorRating: 1 };

  it("lists the sheet's own AR first, then each equipped armour (full Iron Armor: AR 5)", () => {
    expect(armorSources(loadout([iron, item("robe", "armor", { equipped: false })], natural))).toEqual([
      { key: "sheet", name: "", physical: 2, magic: 1 },
      { key: "iron", name: "Iron Armor", physical: 5, magic: 0 },
    ]);
  });

  it("without a choice the best applies; the owner's choice wins; a choice no longer worn falls back", () => {
    expect(defenderOf(loadout([iron], natural))).toMatchObject({ armorRating: 5, magicArmorRating: 0 });
    expect(defenderOf(loadout([iron], { ...natural, armorSource: "sheet" }))).toMatchObject({
      armorRating: 2,
      magicArmorRating: 1,
    });
    expect(defenderOf(loadout([], { ...natural, armorSource: "iron" })).armorRating).toBe(2);
  });

  it("without a choice, the best for the damage type dealt: against fire the best magic AR (issue 30)", () => {
    // Iron (AR 5, magic 0) against a dragonscale coat (AR 2, magic 4): iron against a sword, the coat against fire
    const scale = item("scale", "armor", {
      name: "Dragonscale",
      armorLevel: "partial",
      armorRating: 2,
      magicArmorRating: 4,
    });
    const worn = loadout([iron, scale]);
    expect(defenderOf(worn, "slashing")).toMatchObject({ armorRating: 5, magicArmorRating: 0 });
    expect(defenderOf(worn, "fire")).toMatchObject({ armorRating: 2, magicArmorRating: 4 });
    expect(defenderOf(worn, "frost").magicArmorRating).toBe(4);
    // the owner's choice still wins, whatever the type
    expect(defenderOf({ ...worn, armorSource: "iron" }, "fire")).toMatchObject({ magicArmorRating: 0 });
    // no type given (the sheet's summary): the physical best, as before
    expect(defenderOf(worn).armorRating).toBe(5);
  });

  it("keeps only real resistances and vulnerabilities", () => {
    const d = defenderOf(loadout([], { resistances: { fire: 2, frost: 0 }, vulnerabilities: { shock: 0 } }));
    expect(d.resistances).toEqual({ fire: 2 });
    expect(d.vulnerabilities).toEqual({});
  });
});
