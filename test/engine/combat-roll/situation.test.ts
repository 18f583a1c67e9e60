import { describe, expect, it } from "vitest";
import { COMBAT_ROLL_ACTIONS, turnAction } from "../../../src/engine/combat-roll/actions";
import {
  EXAMPLE_STYLES,
  addGearCost,
  gearXpCost,
  isTrained,
  untrainedGear,
} from "../../../src/engine/combat-roll/fighting-style";
import { initiativeFormula, rollInitiative } from "../../../src/engine/combat-roll/initiative";
import { attackAdjustment, defenseAdjustment } from "../../../src/engine/combat-roll/modifiers";
import { provokesOpportunityAttack } from "../../../src/engine/combat-roll/positioning";
import { scriptedDice } from "../../../src/engine/core/dice";
import { RuleError } from "../../../src/engine/core/errors";
import { COMBAT_ROLL_TURNS } from "../../../src/engine/turns/index";

describe("Cover and Flanking", () => {
  it("low cover: -2 to ranged attacks, +2 to the target's Dodge tests", () => {
    expect(attackAdjustment({ attackKind: "strike", range: "ranged", cover: "low" })).toEqual({
      modifier: -2,
      boonBane: 0,
      autoFail: false,
    });
    expect(defenseAdjustment({ kind: "dodge", vsRanged: true, cover: "low" }).modifier).toBe(2);
  });

  it("high cover: -5 / +5; full cover: ranged attacks automatically fail", () => {
    expect(attackAdjustment({ attackKind: "spell", range: "ranged", cover: "high" }).modifier).toBe(-5);
    expect(defenseAdjustment({ kind: "dodge", vsRanged: true, cover: "high" }).modifier).toBe(5);
    expect(attackAdjustment({ attackKind: "strike", range: "ranged", cover: "full" }).autoFail).toBe(true);
  });

  it("cover does nothing against melee attacks", () => {
    expect(attackAdjustment({ attackKind: "strike", range: "melee", cover: "high" }).modifier).toBe(0);
    expect(defenseAdjustment({ kind: "dodge", vsRanged: false, cover: "high" }).modifier).toBe(0);
  });

  it("flanked foe: +2 to melee Fighting Style and Sorcery attack tests, not to ranged", () => {
    expect(attackAdjustment({ attackKind: "strike", range: "melee", flanked: true }).modifier).toBe(2);
    expect(attackAdjustment({ attackKind: "spell", range: "melee", flanked: true }).modifier).toBe(2);
    expect(attackAdjustment({ attackKind: "strike", range: "ranged", flanked: true }).modifier).toBe(0);
  });

  it("rejects an unknown cover", () => {
    expect(() => attackAdjustment({ attackKind: "strike", range: "ranged", cover: "some" as "low" })).toThrow(
      RuleError,
    );
  });
});

describe("Fighting Style", () => {
  const knight = EXAMPLE_STYLES.find((s) => s.name === "Classical Knight")!;

  it("untrained weapon: -2 to Fighting Style tests (attack, parry, block), not Dodge or Sorcery", () => {
    const u = untrainedGear(knight, { weapons: ["rapier"] });
    expect(u).toEqual({ weapon: true, armor: false });
    expect(attackAdjustment({ attackKind: "strike", range: "melee", untrained: u }).modifier).toBe(-2);
    expect(attackAdjustment({ attackKind: "spell", range: "melee", untrained: u }).modifier).toBe(0);
    expect(defenseAdjustment({ kind: "parry", vsRanged: false, untrained: u }).modifier).toBe(-2);
    expect(defenseAdjustment({ kind: "dodge", vsRanged: false, untrained: u }).modifier).toBe(0);
  });

  it("untrained armour: bane to Fighting Style, Dodge and Sorcery tests (not Focus)", () => {
    const u = untrainedGear(knight, { weapons: ["longsword"], armor: "partial armor" });
    expect(u).toEqual({ weapon: false, armor: true });
    expect(attackAdjustment({ attackKind: "spell", range: "ranged", untrained: u }).boonBane).toBe(-1);
    expect(defenseAdjustment({ kind: "dodge", vsRanged: false, untrained: u }).boonBane).toBe(-1);
    expect(defenseAdjustment({ kind: "withstand", vsRanged: false, untrained: u }).boonBane).toBe(0);
    expect(untrainedGear(knight, { weapons: ["longsword"], armor: "full armor" }).armor).toBe(false);
    expect(isTrained(knight, "unarmored")).toBe(true);
  });

  it("Brace: the next Defense test gains a boon (cancels an armour bane)", () => {
    const u = { armor: true };
    expect(defenseAdjustment({ kind: "block", vsRanged: false, braced: true, untrained: u }).boonBane).toBe(
      0,
    );
    expect(defenseAdjustment({ kind: "dodge", vsRanged: false, braced: true }).boonBane).toBe(1);
  });

  it("5 gear free, up to 10, 25 XP each beyond the free picks", () => {
    expect(gearXpCost(knight.gear)).toBe(0);
    expect(addGearCost(knight, "mace")).toBe(25);
    const ten = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"];
    expect(gearXpCost(ten)).toBe(125);
    expect(() => addGearCost({ name: "x", gear: ten }, "k")).toThrow(/GearLimit/);
    expect(() => gearXpCost(["dagger", "Dagger"])).toThrow(/GearDuplicate/);
  });
});

describe("Initiative", () => {
  it("PCs roll 1d6 + Initiative, NPCs 1d6 + PER", () => {
    expect(initiativeFormula({ isPC: true, initiative: 3, per: 1 })).toBe("1d6 + 3");
    expect(initiativeFormula({ isPC: false, initiative: 3, per: -1 })).toBe("1d6 - 1");
    expect(initiativeFormula({ isPC: false, per: 0 })).toBe("1d6");
    expect(rollInitiative(scriptedDice([4]), { isPC: true, initiative: 2 })).toEqual({
      total: 6,
      die: 4,
      bonus: 2,
    });
  });
});

describe("Opportunity attacks", () => {
  it("willing movement into or out of reach provokes, unless disengaged or teleporting", () => {
    expect(provokesOpportunityAttack({ kind: "move", willing: true, entersOrLeavesReach: true })).toBe(true);
    expect(provokesOpportunityAttack({ kind: "move", willing: false, entersOrLeavesReach: true })).toBe(
      false,
    );
    expect(
      provokesOpportunityAttack({ kind: "move", willing: true, entersOrLeavesReach: true, disengaged: true }),
    ).toBe(false);
    expect(
      provokesOpportunityAttack({ kind: "move", willing: true, entersOrLeavesReach: true, teleport: true }),
    ).toBe(false);
    expect(provokesOpportunityAttack({ kind: "move", willing: true, entersOrLeavesReach: false })).toBe(
      false,
    );
  });

  it("casting a spell without the Melee Attack trait provokes; standing up provokes", () => {
    expect(provokesOpportunityAttack({ kind: "cast", meleeAttackTrait: false })).toBe(true);
    expect(provokesOpportunityAttack({ kind: "cast", meleeAttackTrait: true })).toBe(false);
    expect(provokesOpportunityAttack({ kind: "stand-up" })).toBe(true);
  });
});

describe("action catalogue", () => {
  it("Strike and Opportunity Attack are attacks; Grapple is not; Use Magic depends on the spell", () => {
    expect(turnAction("strike")).toEqual({ category: "primary", attack: true });
    expect(turnAction("opportunity-attack")).toEqual({ category: "reaction", attack: true });
    expect(turnAction("grapple").attack).toBe(false);
    expect(turnAction("use-magic", { spellHasAttackTrait: true }).attack).toBe(true);
    expect(turnAction("use-magic").attack).toBe(false);
    // Defend is one of the seed's reactions: paid and timed like them, counted apart (expiry.ts)
    expect(turnAction("defend").category).toBe("defend");
    expect(COMBAT_ROLL_TURNS.categories.defend).toEqual(COMBAT_ROLL_TURNS.categories.reaction);
    expect(Object.keys(COMBAT_ROLL_ACTIONS)).toHaveLength(14);
  });
});
