import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import { RuleError } from "../../../src/engine/core/errors";
import {
  attackModifiers,
  invisibleDetection,
  parryValue,
  rollAttack,
  type AttackInput,
  type AttackSituation,
  type Modifier,
} from "../../../src/engine/segments/index";
import { actor, dagger, longSword, shortBow } from "./fixtures";

const K = "TEMPO.Segments.Modifier.";
const plain = actor();
const shielded = actor({ shieldAcBonus: 1, dexterityAcBonus: 2 });

function mods(situation: AttackSituation, over: Partial<AttackInput> = {}): Modifier[] {
  return attackModifiers({
    attacker: plain,
    defender: shielded,
    weapon: situation.form === "missile" ? shortBow : longSword,
    situation,
    acMode: "descending",
    ...over,
  }).modifiers;
}

describe("to-hit roll against armour class", () => {
  it("descending (THAC0): hits when d20 + modifiers >= THAC0 - AC", () => {
    const input: AttackInput = {
      attacker: actor({ thac0: 17, strengthToHit: 1 }),
      defender: actor({ armourClass: 4 }),
      weapon: longSword,
      situation: { form: "melee" },
      acMode: "descending",
    };
    const hit = rollAttack(input, scriptedDice([12]));
    expect(hit).toMatchObject({
      natural: 12,
      total: 13,
      needed: 13,
      hit: true,
    });
    expect(hit.modifiers).toEqual([{ key: `${K}StrengthToHit`, value: 1 }]);
    expect(rollAttack(input, scriptedDice([11])).hit).toBe(false);
  });

  it("ascending: hits when d20 + attack bonus + modifiers >= AC", () => {
    const input: AttackInput = {
      attacker: actor({ attackBonus: 3 }),
      defender: actor({ armourClass: 15 }),
      weapon: longSword,
      situation: { form: "melee" },
      acMode: "ascending",
    };
    expect(rollAttack(input, scriptedDice([12]))).toMatchObject({
      total: 15,
      needed: 15,
      hit: true,
    });
    expect(rollAttack(input, scriptedDice([11])).hit).toBe(false);
    expect(rollAttack(input, scriptedDice([11])).modifiers).toEqual([{ key: `${K}AttackBonus`, value: 3 }]);
  });

  it("the two modes agree when ascending AC = 19 - descending AC and attack bonus = 20 - THAC0", () => {
    for (const natural of [5, 9, 10, 11, 15]) {
      const d = rollAttack(
        {
          attacker: actor({ thac0: 15 }),
          defender: actor({ armourClass: 6 }),
          weapon: longSword,
          situation: { form: "melee" },
          acMode: "descending",
        },
        scriptedDice([natural]),
      );
      const a = rollAttack(
        {
          attacker: actor({ attackBonus: 5 }),
          defender: actor({ armourClass: 13 }),
          weapon: longSword,
          situation: { form: "melee" },
          acMode: "ascending",
        },
        scriptedDice([natural]),
      );
      expect(a.hit).toBe(d.hit);
    }
  });
});

describe("attacker bonuses", () => {
  it("Strength to hit in melee (and unarmed), Dexterity for missiles, plus the weapon's bonus", () => {
    const att = actor({ strengthToHit: 2, dexterityMissileBonus: 1 });
    expect(mods({ form: "melee" }, { attacker: att })).toEqual([{ key: `${K}StrengthToHit`, value: 2 }]);
    expect(mods({ form: "unarmed" }, { attacker: att, weapon: undefined })).toEqual([
      { key: `${K}StrengthToHit`, value: 2 },
    ]);
    expect(mods({ form: "missile" }, { attacker: att, weapon: { ...shortBow, toHitBonus: 1 } })).toEqual([
      { key: `${K}DexterityMissile`, value: 1 },
      { key: `${K}WeaponBonus`, value: 1 },
    ]);
  });

  it("needs a weapon of the right kind for melee and missile attacks", () => {
    expect(() => mods({ form: "melee" }, { weapon: undefined })).toThrow(RuleError);
    expect(() => mods({ form: "missile" }, { weapon: longSword })).toThrow(RuleError);
  });

  it("two weapons: primary -2, off hand -4 (dagger or hand axe only), adjusted by Dexterity", () => {
    const att = actor({ dexterityMissileBonus: 1, strengthToHit: 1 });
    expect(mods({ form: "melee", hand: "primary" }, { attacker: att })).toEqual([
      { key: `${K}StrengthToHit`, value: 1 },
      { key: `${K}TwoWeaponPrimary`, value: -1 },
    ]);
    expect(mods({ form: "melee", hand: "off-hand" }, { attacker: att, weapon: dagger })).toEqual([
      { key: `${K}StrengthToHit`, value: 1 },
      { key: `${K}TwoWeaponOffHand`, value: -3 },
    ]);
    expect(() => mods({ form: "melee", hand: "off-hand" }, { weapon: longSword })).toThrow(RuleError);
    expect(() => mods({ form: "missile", hand: "primary" })).toThrow(RuleError);
  });
});

describe("situational modifiers", () => {
  const only = (s: AttackSituation): Modifier[] => mods(s);

  it("charge +2 (and an overbear needs a charge)", () => {
    expect(only({ form: "melee", charging: true })).toEqual([{ key: `${K}Charge`, value: 2 }]);
    expect(() => only({ form: "overbear" })).toThrow(RuleError);
  });

  it("rear +2, ignoring shield and Dexterity", () => {
    expect(only({ form: "melee", rear: true })).toEqual([
      { key: `${K}Rear`, value: 2 },
      { key: `${K}NoShield`, value: 1 },
      { key: `${K}NoDexterity`, value: 2 },
    ]);
  });

  it("unshielded flank ignores the shield only", () => {
    expect(only({ form: "melee", flank: true })).toEqual([{ key: `${K}NoShield`, value: 1 }]);
  });

  it("prone and stunned: +4, no shield, no Dexterity; both together count once", () => {
    const rest = [
      { key: `${K}NoShield`, value: 1 },
      { key: `${K}NoDexterity`, value: 2 },
    ];
    expect(only({ form: "melee", targetProne: true })).toEqual([{ key: `${K}Prone`, value: 4 }, ...rest]);
    expect(only({ form: "melee", targetStunned: true })).toEqual([{ key: `${K}Stunned`, value: 4 }, ...rest]);
    expect(only({ form: "melee", targetProne: true, targetStunned: true })).toEqual([
      { key: `${K}Prone`, value: 4 },
      ...rest,
    ]);
  });

  it("a Dexterity penalty is not removed by losing the Dexterity bonus", () => {
    expect(mods({ form: "melee", rear: true }, { defender: actor({ dexterityAcBonus: -1 }) })).toEqual([
      { key: `${K}Rear`, value: 2 },
    ]);
  });

  it("invisible -4, only when its location is known, never from the rear or flank", () => {
    expect(only({ form: "melee", targetInvisible: true })).toEqual([{ key: `${K}Invisible`, value: -4 }]);
    expect(() =>
      only({
        form: "melee",
        targetInvisible: true,
        targetLocationKnown: false,
      }),
    ).toThrow(RuleError);
    expect(() => only({ form: "melee", targetInvisible: true, rear: true })).toThrow(RuleError);
    expect(() => only({ form: "melee", targetInvisible: true, flank: true })).toThrow(RuleError);
  });

  it("cover and concealment penalise the attacker", () => {
    expect(only({ form: "missile", cover: 75 })).toEqual([{ key: `${K}Cover`, value: -7 }]);
    expect(only({ form: "missile", concealment: "half" })).toEqual([{ key: `${K}Concealment`, value: -2 }]);
  });

  it("free attack at a fleeing opponent +4", () => {
    expect(only({ form: "melee", targetFleeing: true })).toEqual([{ key: `${K}Fleeing`, value: 4 }]);
  });

  it("a parry subtracts the parrier's Strength and specialization to-hit bonus, never the off hand's", () => {
    const parrier = actor({ strengthToHit: 1 });
    expect(parryValue(parrier, { ...longSword, specializationToHit: 1 })).toBe(2);
    expect(parryValue(actor({ strengthToHit: -1 }), longSword)).toBe(0);
    expect(parryValue(parrier)).toBe(1);
    expect(only({ form: "melee", targetParry: parryValue(parrier, longSword) })).toEqual([
      { key: `${K}Parry`, value: -1 },
    ]);
    expect(only({ form: "melee", targetParry: 0 })).toEqual([]);
  });

  it("a casting target loses its Dexterity bonus", () => {
    expect(only({ form: "melee", targetCasting: true })).toEqual([{ key: `${K}NoDexterity`, value: 2 }]);
  });

  it("counterattack on a charger: no Dexterity bonus, or +1 when it has none", () => {
    expect(only({ form: "melee", targetCharging: true })).toEqual([{ key: `${K}NoDexterity`, value: 2 }]);
    expect(mods({ form: "melee", targetCharging: true }, { defender: plain })).toEqual([
      { key: `${K}ChargerWithoutDexterity`, value: 1 },
    ]);
  });

  it("a sleeping target adds a note for the GM (assassin's chance), not a number", () => {
    const r = rollAttack(
      {
        attacker: plain,
        defender: plain,
        weapon: longSword,
        situation: { form: "melee", targetSleeping: true },
        acMode: "descending",
      },
      scriptedDice([10]),
    );
    expect(r.modifiers).toEqual([]);
    expect(r.notes).toEqual(["TEMPO.Segments.Note.SleepingAssassination"]);
  });

  it("modifiers add up into the roll", () => {
    const r = rollAttack(
      {
        attacker: actor({ strengthToHit: 1 }),
        defender: shielded,
        weapon: longSword,
        situation: { form: "melee", charging: true, rear: true, cover: 25 },
        acMode: "descending",
      },
      scriptedDice([10]),
    );
    // 10 + Str 1 + charge 2 + rear 2 + shield 1 + Dex 2 - cover 2 = 16
    expect(r.total).toBe(16);
    expect(r.modifiers).toHaveLength(6);
  });
});

describe("detecting invisible opponents", () => {
  it("more than 11 HD: normally; more than 6 HD or keen senses: may detect; others: no", () => {
    expect(invisibleDetection(actor({ hitDice: 12 }))).toBe("normal");
    expect(invisibleDetection(actor({ hitDice: 11 }))).toBe("may-detect");
    expect(invisibleDetection(actor({ hitDice: 7 }))).toBe("may-detect");
    expect(invisibleDetection(actor({ hitDice: 6 }))).toBe("no");
    expect(invisibleDetection(actor({ hitDice: 2, keenSenses: true }))).toBe("may-detect");
  });
});
