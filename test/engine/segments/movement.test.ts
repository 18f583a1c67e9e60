import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/engine/core/errors";
import {
  chargeDistance,
  chargeFirstStrike,
  chargeForbiddenReason,
  chargeReaches,
  closeDistance,
  isEngaged,
} from "../../../src/engine/segments/index";
import { actor } from "./fixtures";

describe("movement", () => {
  it("melee needs 10 ft or less", () => {
    expect(isEngaged(10)).toBe(true);
    expect(isEngaged(15)).toBe(false);
    expect(() => isEngaged(-1)).toThrow(RuleError);
  });

  it("a charge covers twice the movement rate and must end within 10 ft of the target", () => {
    expect(chargeDistance(90)).toBe(180);
    expect(chargeReaches(90, 190)).toBe(true);
    expect(chargeReaches(90, 191)).toBe(false);
    expect(chargeReaches(90, 5)).toBe(true);
  });

  it("closing advances the full movement", () => {
    expect(closeDistance(120)).toBe(120);
    expect(() => closeDistance(-5)).toThrow(RuleError);
  });
});

describe("charge limits", () => {
  it("once every 10 rounds", () => {
    const s = actor();
    expect(chargeForbiddenReason(s, { round: 1 })).toBeNull();
    expect(chargeForbiddenReason(s, { round: 10, lastChargeRound: 1 })).toBe(
      "TEMPO.Segments.Error.ChargeTooSoon",
    );
    expect(chargeForbiddenReason(s, { round: 11, lastChargeRound: 1 })).toBeNull();
  });

  it("not at maximum encumbrance unless on a mount below it", () => {
    const heavy = actor({ atMaxEncumbrance: true });
    expect(chargeForbiddenReason(heavy, { round: 1 })).toBe("TEMPO.Segments.Error.ChargeEncumbered");
    expect(chargeForbiddenReason(heavy, { round: 1, mounted: true })).toBeNull();
    expect(
      chargeForbiddenReason(heavy, {
        round: 1,
        mounted: true,
        mountAtMaxEncumbrance: true,
      }),
    ).toBe("TEMPO.Segments.Error.ChargeEncumbered");
  });
});

describe("who strikes first against a charge", () => {
  it("a set weapon strikes first", () => {
    expect(
      chargeFirstStrike(3, {
        declaration: { kind: "set-vs-charge" },
        weaponLengthFt: 8,
        hasActed: true,
      }),
    ).toBe("set-weapon");
  });

  it("a longer weapon strikes first unless its wielder already acted", () => {
    const d = { kind: "melee" } as const;
    expect(
      chargeFirstStrike(3, {
        declaration: d,
        weaponLengthFt: 8,
        hasActed: false,
      }),
    ).toBe("longer-weapon");
    expect(
      chargeFirstStrike(3, {
        declaration: d,
        weaponLengthFt: 8,
        hasActed: true,
      }),
    ).toBeNull();
    expect(
      chargeFirstStrike(3, {
        declaration: d,
        weaponLengthFt: 3,
        hasActed: false,
      }),
    ).toBeNull();
    expect(
      chargeFirstStrike(3, {
        declaration: {
          kind: "spell",
          spell: { name: "x", castingTimeSegments: 1 },
        },
        weaponLengthFt: 8,
        hasActed: false,
      }),
    ).toBeNull();
  });
});
