import { describe, expect, it } from "vitest";
import { segments } from "../../../src/engine/index";
import { actor } from "../../engine/segments/fixtures";
import { readDeclarationForm, type FormValue } from "../../../src/foundry/rulesets/segments/forms";
import {
  NO_CHOICES,
  damageDiceOf,
  damageText,
  situationOf,
} from "../../../src/engine/segments/attack-choices";
import { readAttackChoices } from "../../../src/foundry/rulesets/segments/situation";

const getter = (values: Record<string, FormValue>) => (name: string) => values[name] ?? null;

describe("the declaration dialog", () => {
  it("keeps only the fields the chosen action uses", () => {
    expect(
      readDeclarationForm(
        getter({ kind: "spell", spellId: "s1", weaponId: "w1", holdUntil: "7", targetId: "t" }),
      ),
    ).toEqual({
      kind: "spell",
      spellId: "s1",
      targetId: "t",
    });
    expect(
      readDeclarationForm(getter({ kind: "hold", holdUntil: "7", duration: "3", weaponId: "w1" })),
    ).toEqual({
      kind: "hold",
      holdUntil: "7",
      weaponId: "w1",
    });
    expect(
      readDeclarationForm(getter({ kind: "other", duration: "10", note: "  a minute-long speech " })),
    ).toEqual({
      kind: "other",
      duration: "10",
      note: "a minute-long speech",
    });
  });

  it("falls back to a melee attack for an unknown kind", () => {
    expect(readDeclarationForm(getter({ kind: "dance" }))).toEqual({ kind: "melee" });
  });
});

describe("the attack dialog", () => {
  it("reads every situation of the chapter into the engine's AttackSituation", () => {
    const choices = readAttackChoices(
      getter({
        form: "melee",
        charging: true,
        rear: true,
        cover: "50",
        concealment: "half",
        hand: "primary",
        parry: "2",
        doubling: "set-vs-charge",
        locationKnown: false,
      }),
    );
    expect(situationOf(choices)).toEqual({
      form: "melee",
      charging: true,
      rear: true,
      cover: 50,
      concealment: "half",
      hand: "primary",
      targetParry: 2,
    });
    expect(choices.doubling).toBe("set-vs-charge");
  });

  it("passes an invisible target's location, known unless unticked", () => {
    expect(situationOf(readAttackChoices(getter({ invisible: true, locationKnown: true })))).toMatchObject({
      targetInvisible: true,
      targetLocationKnown: true,
    });
    expect(situationOf(readAttackChoices(getter({ invisible: true, locationKnown: false })))).toMatchObject({
      targetLocationKnown: false,
    });
  });

  it("keeps the form within what the weapon allows and ignores malformed values", () => {
    const c = readAttackChoices(getter({ form: "missile", cover: "33", parry: "-3" }), ["melee"]);
    expect([c.form, c.cover, c.parry]).toEqual(["melee", "", 0]);
  });

  it("gives the engine the modifiers of the seed: a rear attack on a shielded target", () => {
    const defender = actor({ shieldAcBonus: 1, dexterityAcBonus: 1 });
    const plan = segments.attackModifiers({
      attacker: actor(),
      defender,
      weapon: sword,
      situation: situationOf({ ...NO_CHOICES, rear: true }),
      acMode: "descending",
    });
    expect(plan.modifiers.map((m) => [m.key.split(".").pop(), m.value])).toEqual([
      ["Rear", 2],
      ["NoShield", 1],
      ["NoDexterity", 1],
    ]);
  });
});

describe("the damage text on the card", () => {
  it("shows doubling of the weapon's dice only, then the bonuses", () => {
    const mods = [{ key: "k", value: 1 }];
    expect(damageText({ count: 1, faces: 6, bonus: 0 }, true, mods)).toBe("(1d6) × 2 + 1");
    expect(damageText({ count: 2, faces: 4, bonus: 0 }, false, [])).toBe("2d4");
    expect(damageText({ count: 1, faces: 8, bonus: 0 }, false, [{ key: "k", value: -1 }])).toBe("1d8 - 1");
  });

  it("uses a fist's 1d2 and a grapple's 1d2-1 without a weapon", () => {
    expect(damageDiceOf("unarmed", undefined)).toEqual({ count: 1, faces: 2, bonus: 0 });
    expect(damageDiceOf("overbear", undefined)).toEqual({ count: 1, faces: 2, bonus: -1 });
    expect(damageDiceOf("melee", sword)).toEqual(sword.damage);
  });
});

const sword: segments.SegmentsWeaponStats = {
  kind: "melee",
  damage: { count: 1, faces: 8, bonus: 0 },
  toHitBonus: 0,
  damageBonus: 0,
  lengthFt: 3.5,
  canBeSet: false,
  offHandEligible: false,
  lance: false,
  specializationToHit: 0,
};
