import { describe, expect, it } from "vitest";
import {
  FACING_GRID,
  isGreatSuccess,
  checkRange,
  maxRange,
  rangePenalty,
  resolveAttack,
  situationalAttackModifier,
  spellAttackBonus,
  checkChargesOnAttack,
} from "../../../src/engine/time-count/attack";
import { keyOf } from "../rule-error-key";
import { defenseValues, effectiveCelerity, targetedDefense } from "../../../src/engine/time-count/defenses";

describe("range penalties", () => {
  // "a shortbow has a range increment of 40 feet, so a distance from 45 to 80 feet causes a -1 penalty, 85 to 120 is -2"
  it("follows the shortbow example", () => {
    expect(rangePenalty(40, 40)).toBe(0);
    expect(rangePenalty(5, 40)).toBe(0);
    expect(rangePenalty(45, 40)).toBe(-1);
    expect(rangePenalty(80, 40)).toBe(-1);
    expect(rangePenalty(85, 40)).toBe(-2);
    expect(rangePenalty(120, 40)).toBe(-2);
    expect(rangePenalty(125, 40)).toBe(-3);
    expect(Object.is(rangePenalty(0, 40), 0)).toBe(true);
    expect(() => rangePenalty(10, 0)).toThrow(/InvalidIncrement/);
  });

  it("limits missiles to 10 increments and thrown weapons to 10 plus Strength", () => {
    expect(maxRange(40, "missile")).toBe(400);
    expect(maxRange(10, "thrown", 2)).toBe(120);
    expect(maxRange(10, "thrown", -3)).toBe(70);
  });

  // "Missile weapons ... have a maximum range of up to 10 times their range increments. When using a thrown
  // weapon ..., the maximum range is 10 increments, modified by 1 increment for each point of Strength."
  it("refuses an attack beyond the maximum range, with the distance and the limit (issue 30)", () => {
    const shortbow = { incrementFeet: 40, kind: "missile" as const };
    expect(keyOf(() => checkRange({ ...shortbow, distanceFeet: 400 }))).toBe("no error");
    expect(keyOf(() => checkRange({ ...shortbow, distanceFeet: 405 }))).toBe(
      "TEMPO.TimeCount.Error.OutOfRange",
    );
    const javelin = { incrementFeet: 30, kind: "thrown" as const };
    expect(keyOf(() => checkRange({ ...javelin, distanceFeet: 330, strength: 1 }))).toBe("no error");
    expect(keyOf(() => checkRange({ ...javelin, distanceFeet: 330, strength: 0 }))).toBe(
      "TEMPO.TimeCount.Error.OutOfRange",
    );
    // A ranged weapon whose kind is not given is held to the missile limit (interpretation 79).
    expect(keyOf(() => checkRange({ incrementFeet: 40, kind: "", distanceFeet: 405 }))).toBe(
      "TEMPO.TimeCount.Error.OutOfRange",
    );
    expect(() => checkRange({ ...shortbow, distanceFeet: 405 })).toThrow('{"distance":405,"max":400}');
  });
});

describe("resolveAttack (Natural 1s and 20s, Critical Hits)", () => {
  it("hits when the total meets the defense", () => {
    expect(resolveAttack({ natural: 10, total: 15, defense: 15 })).toEqual({
      hit: true,
      critical: false,
      fumble: false,
      margin: 0,
    });
    expect(resolveAttack({ natural: 10, total: 14, defense: 15 }).hit).toBe(false);
  });

  it("a natural 1 always misses and fumbles", () => {
    expect(resolveAttack({ natural: 1, total: 30, defense: 10 })).toMatchObject({
      hit: false,
      fumble: true,
      critical: false,
    });
  });

  it("a natural 20 always hits; it is critical only when beating the defense by at least 1", () => {
    expect(resolveAttack({ natural: 20, total: 22, defense: 25 })).toMatchObject({
      hit: true,
      critical: false,
    });
    expect(resolveAttack({ natural: 20, total: 25, defense: 25 })).toMatchObject({
      hit: true,
      critical: false,
    });
    expect(resolveAttack({ natural: 20, total: 26, defense: 25 })).toMatchObject({
      hit: true,
      critical: true,
    });
  });

  it("Precise weapons crit on 19 too", () => {
    expect(resolveAttack({ natural: 19, total: 26, defense: 25 }).critical).toBe(false);
    expect(resolveAttack({ natural: 19, total: 26, defense: 25, precise: true }).critical).toBe(true);
    expect(resolveAttack({ natural: 19, total: 24, defense: 25, precise: true })).toMatchObject({
      hit: false,
      critical: false,
    });
  });

  // "Spells cannot yield a critical hit or critical fumble unless specified ... A natural 1 will still always miss"
  it("spells neither crit nor fumble by default, but 1 misses and 20 hits", () => {
    const spell = { canCritical: false, canFumble: false };
    expect(resolveAttack({ natural: 1, total: 30, defense: 10, ...spell })).toMatchObject({
      hit: false,
      fumble: false,
    });
    expect(resolveAttack({ natural: 20, total: 40, defense: 10, ...spell })).toMatchObject({
      hit: true,
      critical: false,
    });
    expect(() => resolveAttack({ natural: 21, total: 1, defense: 1 })).toThrow(/InvalidNatural/);
  });

  it("detects great successes by margin", () => {
    const r = resolveAttack({ natural: 12, total: 21, defense: 15 });
    expect(isGreatSuccess(r, 5)).toBe(true);
    expect(isGreatSuccess(r, 10)).toBe(false);
  });
});

describe("Table: Common Attack Roll Modifiers", () => {
  const melee = { melee: true } as const;
  it.each([
    [{ higherGround: true }, 1],
    [{ proficient: true }, 1],
    [{ defenderFlanked: true }, 2],
    [{ rear: true }, 4],
    [{ noAffinity: true }, -2],
    [{ cover: "partial" as const }, -2],
    [{ cover: "half" as const }, -4],
    [{ cover: "improved" as const }, -6],
    [{ cover: "nineTenths" as const }, -8],
  ])("%j gives %i", (situation, value) => {
    expect(situationalAttackModifier({ ...melee, ...situation })).toBe(value);
  });

  it("flanking helps melee only; a set facing makes front 0, side +2, rear +4", () => {
    expect(situationalAttackModifier({ melee: false, defenderFlanked: true })).toBe(0);
    expect(
      situationalAttackModifier({
        melee: true,
        defenderFlanked: true,
        defenderFacing: "front",
      }),
    ).toBe(0);
    expect(
      situationalAttackModifier({
        melee: true,
        defenderFlanked: true,
        defenderFacing: "side",
      }),
    ).toBe(2);
    expect(
      situationalAttackModifier({
        melee: true,
        defenderFlanked: true,
        defenderFacing: "rear",
      }),
    ).toBe(4);
    expect(
      situationalAttackModifier({
        melee: true,
        defenderFlanked: true,
        rear: true,
      }),
    ).toBe(4);
  });

  it("applies size to weapon attacks only, and adds range and other modifiers", () => {
    expect(situationalAttackModifier({ melee: true, attackerSize: -1 })).toBe(-1);
    expect(
      situationalAttackModifier({
        melee: false,
        spell: true,
        attackerSize: -1,
      }),
    ).toBe(0);
    expect(
      situationalAttackModifier({
        melee: false,
        rangePenalty: -2,
        other: [-2, 1],
      }),
    ).toBe(-3);
    expect(spellAttackBonus(3, 2, 2)).toBe(9);
  });

  it("keeps the facing grid of the seed", () => {
    expect(FACING_GRID.straight.map((r) => r.map((c) => c[0]).join(""))).toEqual(["fff", "sss", "rrr"]);
    expect(FACING_GRID.diagonal.map((r) => r.map((c) => c[0]).join(""))).toEqual(["ffs", "fsr", "srr"]);
  });
});

describe("defenses", () => {
  const stats = {
    armorBonus: 4,
    shieldBonus: 2,
    sizeModifier: 1,
    constitution: 2,
    dexterity: 3,
    wisdom: 1,
    fortitude: 1,
    agility: 2,
    willpower: 0,
  };
  it("computes the five defenses", () => {
    // Primary 10+4+2+1+max(1,2,0); Passive 10+4+1; Vigor 10+2+1; Celerity 10+3+2; Spirit 10+1+0
    expect(defenseValues(stats)).toEqual({
      primary: 19,
      passive: 15,
      vigor: 13,
      celerity: 15,
      spirit: 11,
    });
  });

  it("targets Primary unless the defender cannot react", () => {
    expect(targetedDefense(undefined, { wieldingMeleeWeapon: true }, true)).toBe("primary");
    expect(targetedDefense(undefined, { surprised: true }, true)).toBe("passive");
    expect(targetedDefense("primary", { unsteady: true }, false)).toBe("passive");
    expect(targetedDefense(undefined, { immobile: true }, false)).toBe("passive");
    expect(targetedDefense(undefined, { spellcasting: true }, false)).toBe("passive");
    expect(targetedDefense(undefined, { wieldingMeleeWeapon: false }, true)).toBe("passive");
    expect(targetedDefense(undefined, { wieldingMeleeWeapon: false }, false)).toBe("primary");
    expect(targetedDefense(undefined, { wieldingMeleeWeapon: false, unarmedTraining: true }, true)).toBe(
      "primary",
    );
    expect(targetedDefense("celerity", { surprised: true }, true)).toBe("celerity");
    expect(targetedDefense("spirit", {}, false)).toBe("spirit");
  });

  it("never drops Celerity below 5; immobile is 5", () => {
    expect(effectiveCelerity(12, -3, false)).toBe(9);
    expect(effectiveCelerity(7, -4, false)).toBe(5);
    expect(effectiveCelerity(15, 0, true)).toBe(5);
  });
});

describe("charges on a spell's attack roll", () => {
  it("takes as many charges as the prepared spell holds, from none", () => {
    expect(() => checkChargesOnAttack(0, 0)).not.toThrow();
    expect(() => checkChargesOnAttack(2, 2)).not.toThrow();
  });

  it.each([
    [3, 2],
    [1, 0],
    [-1, 2],
    [1.5, 2],
  ])("refuses %d charges when it holds %d, saying how many it holds", (charges, held) => {
    expect(() => checkChargesOnAttack(charges, held)).toThrow(
      expect.objectContaining({ key: "TEMPO.TimeCount.Error.TooManyCharges", data: { charges, held } }),
    );
  });
});
