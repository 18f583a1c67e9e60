import { describe, expect, it } from "vitest";
import { combatRoll } from "../../../src/engine/index";

const SWORD = {
  name: "Sword",
  spell: false,
  equipped: true,
  attackTrait: false,
  meleeAttack: false,
  ranged: false,
};
const BOW = { ...SWORD, name: "Bow", ranged: true };
const FIREBOLT = { ...SWORD, name: "Firebolt", spell: true, equipped: false, attackTrait: true };

describe("attackProfile (engine)", () => {
  it("a held melee weapon Strikes in melee for a Strike's AP and one of the two attacks", () => {
    expect(combatRoll.attackProfile(SWORD, "Aldric")).toEqual({
      attackKind: "strike",
      range: "melee",
      action: combatRoll.turnAction("strike"),
    });
    expect(combatRoll.attackProfile(BOW, "Aldric").range).toBe("ranged");
  });

  it("an attack spell is ranged unless it has the Melee Attack trait; a spell without the Attack trait is refused", () => {
    expect(combatRoll.attackProfile(FIREBOLT, "Mira")).toMatchObject({
      attackKind: "spell",
      range: "ranged",
    });
    expect(combatRoll.attackProfile({ ...FIREBOLT, meleeAttack: true }, "Mira").range).toBe("melee");
    expect(() => combatRoll.attackProfile({ ...FIREBOLT, attackTrait: false }, "Mira")).toThrow(
      expect.objectContaining({ key: combatRoll.CR_ERR.NotAnAttackSpell }),
    );
  });

  it("a stowed weapon is drawn first; an opportunity attack needs a melee weapon", () => {
    expect(() => combatRoll.attackProfile({ ...SWORD, equipped: false }, "Aldric")).toThrow(
      expect.objectContaining({ key: combatRoll.CR_ERR.NotEquipped }),
    );
    expect(() => combatRoll.attackProfile(BOW, "Goblin", true)).toThrow(
      expect.objectContaining({ key: combatRoll.CR_ERR.OpportunityNeedsMelee }),
    );
    expect(combatRoll.attackProfile(SWORD, "Ork", true).action).toEqual(
      combatRoll.turnAction("opportunity-attack"),
    );
  });
});
