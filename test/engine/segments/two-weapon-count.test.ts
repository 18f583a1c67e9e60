import { describe, expect, it } from "vitest";
import {
  attackCountKind,
  otherHandJoin,
  routinesUsed,
  type MadeAttack,
} from "../../../src/engine/segments/index";

// Two-Weapon Fighting (seed 000): "When fighting with one weapon in each hand [...] the primary hand
// attacks suffer a -2 penalty while the off-hand attack suffers a -4 penalty": one routine's fighting,
// not a second attack routine.
describe("the off-hand attack is part of the routine", () => {
  const primary: MadeAttack = { number: 1, kind: "routine", hand: "primary", at: 2, weaponId: "sword" };

  it("a primary-hand attack leaves the off hand open in its segment, with another weapon", () => {
    expect(otherHandJoin([primary], 2, "dagger")).toEqual({ number: 1, hand: "off-hand" });
    expect(attackCountKind(0, 0, otherHandJoin([primary], 2, "dagger") !== null)).toBe("other-hand");
    // the off hand first: the primary joins it
    expect(otherHandJoin([{ ...primary, hand: "off-hand", weaponId: "dagger" }], 2, "sword")).toEqual({
      number: 1,
      hand: "primary",
    });
  });

  it("both hands make one routine: it counts once", () => {
    const offHand: MadeAttack = { ...primary, hand: "off-hand", weaponId: "dagger" };
    expect(routinesUsed([primary, offHand])).toBe(1);
    expect(routinesUsed([primary, offHand, { ...primary, number: 2, hand: undefined }])).toBe(2);
    // given attacks are not routines
    expect(routinesUsed([{ number: 0, kind: "given", at: 2 }])).toBe(0);
  });

  it("nothing joins a one-weapon attack, a routine whose two hands struck, another segment or the same weapon", () => {
    expect(otherHandJoin([{ ...primary, hand: undefined }], 2, "dagger")).toBeNull();
    expect(
      otherHandJoin([primary, { ...primary, hand: "off-hand", weaponId: "dagger" }], 2, "axe"),
    ).toBeNull();
    expect(otherHandJoin([primary], 3, "dagger")).toBeNull();
    expect(otherHandJoin([primary], 2, "sword")).toBeNull();
    expect(otherHandJoin([], 2, "dagger")).toBeNull();
    expect(attackCountKind(0, 0, false)).toBe("routine");
    // a given attack still comes first
    expect(attackCountKind(1, 0, true)).toBe("given");
  });
});
