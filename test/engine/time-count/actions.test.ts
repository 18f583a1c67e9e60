import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import {
  COMBAT_ACTIONS,
  actionSpeedFactor,
  combatAction,
  standaloneActions,
  staticDiceSpeedFactor,
} from "../../../src/engine/time-count/actions";
import { SPEED_CLASS_TABLE, staticSpeedFactor } from "../../../src/engine/time-count/speed";

// Table: Speed Factor for Actions in Combat, by heading.
const BY_CLASS: Readonly<Record<string, readonly string[]>> = {
  free: ["dismissSpell", "dropItem"],
  rapid: ["drawWeapon", "dropToFloor", "lowerSpellResistance", "readyAction", "sheatheWeapon"],
  swift: [
    "redirectSpell",
    "drawHiddenWeapon",
    "openDoor",
    "pickUpItem",
    "retrieveFromPouch",
    "setAgainstCharge",
    "standUp",
  ],
  fast: ["activateMagicItem", "drinkPotion", "mountOrDismount", "readyOrLooseShield"],
  standard: ["lightTorch"],
  slow: ["retrieveFromBackpack", "stabilizeDying"],
};

describe("Table: Speed Factor for Actions in Combat", () => {
  for (const [cls, keys] of Object.entries(BY_CLASS)) {
    it.each(keys)(`%s is a ${cls} action`, (key) => {
      expect(combatAction(key).speed).toEqual({
        kind: "class",
        speedClass: cls,
      });
    });
  }

  it("uses the static SF of the class for NPCs and rolls for PCs", () => {
    const draw = combatAction("drawWeapon").speed;
    expect(actionSpeedFactor(draw, { mode: "static" }, scriptedDice([]))).toBe(staticSpeedFactor("rapid"));
    expect(actionSpeedFactor(combatAction("drinkPotion").speed, { mode: "random" }, scriptedDice([5]))).toBe(
      8,
    );
  });

  // Other Actions: attack = Weapon SF; cast 1; concentrate +1 (2); frightened mount +2 (2); escape net 1d8+5;
  // extinguish flames 1d6+6; feint ½SF; prepare a spell (1) Casting Time; read a scroll CT of spell.
  it("computes the Other Actions rows", () => {
    const ctx = {
      mode: "random" as const,
      weaponSpeedFactor: 9,
      castingTime: 14,
    };
    const sf = (key: string, dice: number[] = []): number =>
      actionSpeedFactor(combatAction(key).speed, ctx, scriptedDice(dice));
    expect(sf("attack")).toBe(9);
    expect(sf("castSpell")).toBe(1);
    expect(sf("concentrate")).toBe(1);
    expect(sf("controlFrightenedMount")).toBe(2);
    expect(sf("escapeNet", [8])).toBe(13);
    expect(sf("extinguishFlames", [1])).toBe(7);
    // NPCs: the static SF of a dice action is its average rounded down (no dice rolled)
    const npc = (key: string): number =>
      actionSpeedFactor(combatAction(key).speed, { ...ctx, mode: "static" }, scriptedDice([]));
    expect(npc("escapeNet")).toBe(9);
    expect(npc("extinguishFlames")).toBe(9);
    expect(sf("feint")).toBe(4);
    expect(sf("prepareSpell")).toBe(14);
    expect(sf("readScroll")).toBe(14);
  });

  it("marks footnote 1 (effect at end of delay) and footnote 2 (adds to another action)", () => {
    const delayed = COMBAT_ACTIONS.filter((a) => a.effectAtEndOfDelay).map((a) => a.key);
    expect(delayed).toEqual(["setAgainstCharge", "prepareSpell"]);
    const addOns = COMBAT_ACTIONS.filter((a) => a.addsToOtherAction).map((a) => a.key);
    expect(addOns).toEqual(["concentrate", "controlFrightenedMount"]);
  });

  it("needs the weapon or casting time when the action depends on them", () => {
    expect(() => actionSpeedFactor({ kind: "weapon" }, { mode: "static" }, scriptedDice([]))).toThrow(
      /MissingWeaponSpeed/,
    );
    expect(() => actionSpeedFactor({ kind: "castingTime" }, { mode: "static" }, scriptedDice([]))).toThrow(
      /MissingCastingTime/,
    );
    expect(() => combatAction("juggle")).toThrow(/UnknownAction/);
  });

  it("shifts the weapon's class for quick strike (-1) and disarm (+1)", () => {
    const ctx = {
      mode: "static" as const,
      weaponSpeedClass: "standard" as const,
    };
    expect(actionSpeedFactor({ kind: "weaponClassShift", steps: -1 }, ctx, scriptedDice([]))).toBe(6);
    expect(actionSpeedFactor({ kind: "weaponClassShift", steps: 1 }, ctx, scriptedDice([]))).toBe(12);
    // "No attack can go faster than Rapid."
    expect(
      actionSpeedFactor(
        { kind: "weaponClassShift", steps: -1 },
        { mode: "static", weaponSpeedClass: "rapid" },
        scriptedDice([]),
      ),
    ).toBe(2);
  });

  // "Static SF" column of Table: Speed Classes: every class's static value is its random roll's
  // average rounded down, the rule Tempo applies to the dice actions.
  it("derives every static SF of the Speed Class table as the average rounded down", () => {
    for (const row of Object.values(SPEED_CLASS_TABLE))
      expect(staticDiceSpeedFactor(row.random), row.speedClass).toBe(row.static);
  });

  it("offers the actions taken on their own: speed classes and dice, not weapon, casting or add-ons", () => {
    const keys = standaloneActions().map((a) => a.key);
    expect(keys).toContain("escapeNet");
    expect(keys).toContain("extinguishFlames");
    expect(keys).toContain("drawWeapon");
    for (const other of ["attack", "castSpell", "concentrate", "feint", "prepareSpell", "readScroll"])
      expect(keys).not.toContain(other);
  });
});
