import { describe, expect, it } from "vitest";
import { timeCount } from "../../../src/engine/index";
import {
  attackModifierLines,
  sumLines,
  type AttackInputs,
} from "../../../src/engine/time-count/attack-lines";
import { parseWith } from "../../../src/foundry/actions/payload";
import {
  CHOICES,
  choicesOf,
  choicesPayload,
  readChoices,
  type FormValue,
} from "../../../src/foundry/rulesets/time-count/situation";

const form =
  (values: Record<string, FormValue>) =>
  (name: string): FormValue =>
    values[name] ?? null;

function inputs(values: Record<string, FormValue>, over: Partial<AttackInputs> = {}): AttackInputs {
  return {
    accuracy: 4,
    melee: true,
    sizeModifier: 0,
    rangeIncrement: 0,
    stance: 0,
    impairment: 0,
    choices: readChoices(form(values)),
    ...over,
  };
}

describe("the attack dialog's choices", () => {
  it("reads checkboxes, selects and numbers, falling back to no modifier on bad input", () => {
    const c = readChoices(
      form({
        higherGround: true,
        cover: "half",
        facing: "rear",
        distance: "85",
        multiplier: "0",
        defense: "spirit",
      }),
    );
    expect(c).toMatchObject({
      higherGround: true,
      cover: "half",
      facing: "rear",
      distance: 85,
      // Read as typed: the engine's checkDamageMultiplier refuses 0 once the dialog is confirmed.
      multiplier: 0,
      defense: "spirit",
    });
    expect(readChoices(form({ cover: "wall", defense: "armour", attackBonus: "x" }))).toMatchObject({
      cover: "none",
      defense: "",
      attackBonus: 0,
    });
  });

  it("lists each row of the seed's table that applies and sums to Accuracy + situationalAttackModifier", () => {
    // Table: Common Attack Roll Modifiers: higher ground +1, proficient +1, flanked +2, no affinity -2, half cover -4.
    const i = inputs({
      higherGround: true,
      proficient: true,
      flanked: true,
      noAffinity: true,
      cover: "half",
    });
    const lines = attackModifierLines(i);
    expect(lines.map((l) => [l.label.split(".").pop(), l.value])).toEqual([
      ["accuracy", 4],
      ["HigherGround", 1],
      ["Proficient", 1],
      ["NoAffinity", -2],
      ["Position", 2],
      ["Cover", -4],
    ]);
    const engine = timeCount.situationalAttackModifier({
      melee: true,
      higherGround: true,
      proficient: true,
      defenderFlanked: true,
      noAffinity: true,
      cover: "half",
    });
    expect(sumLines(lines)).toBe(4 + engine);
  });

  it("does not stack a rear attack with flanking, and drops flanking at range", () => {
    // "A rear attack (+4) already includes, and does not stack with, the flanking +2."
    expect(sumLines(attackModifierLines(inputs({ flanked: true, rear: true })))).toBe(4 + 4);
    expect(
      sumLines(attackModifierLines(inputs({ flanked: true }, { melee: false, rangeIncrement: 40 }))),
    ).toBe(4);
  });

  it("takes the range penalty from the weapon's increment (shortbow: 85 ft is -2) and the attacker's size", () => {
    // "a shortbow has a range increment of 40 feet, so a distance from 45 to 80 feet causes a -1 penalty, 85 to 120 is -2"
    const lines = attackModifierLines(
      inputs({ distance: "85" }, { melee: false, rangeIncrement: 40, sizeModifier: 1 }),
    );
    expect(lines.find((l) => l.label.endsWith("Range"))?.value).toBe(-2);
    expect(lines.find((l) => l.label.endsWith("Size"))?.value).toBe(1);
    expect(sumLines(lines)).toBe(4 - 2 + 1);
  });

  it("reads add-ons, the weapon, charges and take 10; a mutual attack adds +1 (Simultaneous Actions)", () => {
    const c = readChoices(
      form({
        "addOn.concentrate": true,
        "addOn.controlFrightenedMount": false,
        weaponId: " w1 ",
        chargesOnAttack: "-2",
        takeTen: true,
        arcanaBonus: "3",
        mutual: true,
      }),
    );
    expect(c).toMatchObject({
      addOns: ["concentrate"],
      weaponId: "w1",
      chargesOnAttack: 0,
      takeTen: true,
      arcanaBonus: 3,
    });
    // "If two characters attack each other at the same moment, they each gain a +1 to hit"
    const lines = attackModifierLines(inputs({ mutual: true }));
    expect(lines.find((l) => l.label.endsWith("Mutual"))?.value).toBe(1);
    expect(sumLines(lines)).toBe(5);
  });

  it("puts an attack's own lines first in place of Accuracy (a special action's Strength and printed modifier)", () => {
    const lines = attackModifierLines(
      inputs(
        {},
        {
          base: [
            { label: "TEMPO.TimeCount.Attribute.strength", value: 2 },
            { label: "TEMPO.TimeCount.Modifier.Maneuver", value: -2 },
            { label: "TEMPO.TimeCount.Modifier.Charges", value: 0 },
          ],
        },
      ),
    );
    // "Drag ... Attack: Strength - 2 vs. Vigor": a zero line is left out, the first line always shown
    expect(lines.map((l) => [l.label.split(".").pop(), l.value])).toEqual([
      ["strength", 2],
      ["Maneuver", -2],
    ]);
    expect(sumLines(lines)).toBe(0);
  });

  // Two-Weapon Combat: "-6 to hit with each" together, "-4 penalty" alternating.
  it("reads the two-weapon choice and adds its line: -6 together, -4 alternating, nothing for a bad value", () => {
    const together = readChoices(form({ twoWeapons: "together", secondWeaponId: " sword1 " }));
    expect(together).toMatchObject({ twoWeapons: "together", secondWeaponId: "sword1" });
    const lines = attackModifierLines(inputs({ twoWeapons: "together" }));
    expect(lines).toContainEqual({ label: "TEMPO.TimeCount.Modifier.TwoWeapons", value: -6 });
    expect(sumLines(lines)).toBe(4 - 6);
    expect(sumLines(attackModifierLines(inputs({ twoWeapons: "alternating" })))).toBe(4 - 4);
    expect(readChoices(form({ twoWeapons: "thrice" })).twoWeapons).toBe("none");
    expect(attackModifierLines(inputs({})).some((l) => l.label.endsWith("TwoWeapons"))).toBe(false);
  });

  // Unarmed Combat: "an unarmed strike with your feet, knees, elbows ... imposes a -4 penalty"
  it("adds -4 for an unarmed strike without hands, with the two-strike line on top", () => {
    expect(readChoices(form({ withoutHands: true })).withoutHands).toBe(true);
    expect(readChoices(form({ withoutHands: "yes" })).withoutHands).toBe(false);
    const lines = attackModifierLines(inputs({ withoutHands: true, twoWeapons: "together" }));
    expect(lines).toContainEqual({ label: "TEMPO.TimeCount.Modifier.WithoutHands", value: -4 });
    expect(sumLines(lines)).toBe(4 - 4 - 6);
    expect(attackModifierLines(inputs({})).some((l) => l.label.endsWith("WithoutHands"))).toBe(false);
  });
});

describe("the dialog's choices as an attack's payload, read back at the GM", () => {
  const chosen = readChoices(
    (name) =>
      ({
        defense: "vigor",
        flanked: true,
        cover: "half",
        distance: "30",
        damageBonus: "2",
        multiplier: "2",
        "addOn.concentrate": true,
      })[name] ?? null,
  );

  const parse = parseWith(CHOICES, "attack");

  it("round-trips every choice through plain payload fields, typed by the action's shape", () => {
    expect(choicesOf(parse(choicesPayload(chosen)))).toEqual(chosen);
    expect(choicesPayload(chosen)).toMatchObject({
      defense: "vigor",
      flanked: true,
      distance: "30",
      addOns: "concentrate",
    });
  });

  it.each<[Record<string, string | number | boolean>, string]>([
    [{ defense: "everything" }, "a defence that is none"],
    [{ cover: "total" }, "a cover that is none"],
    [{ distance: -40 }, "a negative distance"],
    [{ flanked: "yes" }, "a tick that is neither"],
  ])("refuses a forged payload %j (%s) whole, before any rule", (forged) => {
    expect(() => parse(forged)).toThrow(expect.objectContaining({ key: "TEMPO.Error.BadRequest" }));
  });

  it("refuses an absurd multiplier and an add-on that is none at the GM, before any die", () => {
    expect(() => choicesOf(parse({ multiplier: "1000000000" }))).toThrow(
      expect.objectContaining({ key: "TEMPO.TimeCount.Error.InvalidMultiplier" }),
    );
    expect(() => choicesOf(parse({ addOns: "concentrate,fly" }))).toThrow(
      expect.objectContaining({ key: "TEMPO.TimeCount.Error.UnknownAction" }),
    );
    expect(choicesOf(parse({ addOns: "concentrate" })).addOns).toEqual(["concentrate"]);
  });
});
