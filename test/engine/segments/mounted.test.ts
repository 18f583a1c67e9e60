import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import { RuleError } from "../../../src/engine/core/errors";
import {
  canSetWeapon,
  chargeForbiddenReason,
  mountedLanceChargeReason,
  rollDamage,
} from "../../../src/engine/segments/index";
import { actor, lance, longSword, spear } from "./fixtures";

const knight = actor({ mounted: true, mountCombatTrained: true });

describe("mounted combat basics", () => {
  it("a rider at maximum encumbrance charges only on a mount below it, read from its own stats", () => {
    // "Characters at the maximum encumbrance category cannot charge unless mounted and the mount is
    // below the maximum encumbrance category."
    const heavy = { atMaxEncumbrance: true };
    expect(chargeForbiddenReason(actor(heavy), { round: 1 })).toBe("TEMPO.Segments.Error.ChargeEncumbered");
    expect(chargeForbiddenReason(actor({ ...heavy, mounted: true }), { round: 1 })).toBeNull();
    expect(
      chargeForbiddenReason(actor({ ...heavy, mounted: true, mountAtMaxEncumbrance: true }), { round: 1 }),
    ).toBe("TEMPO.Segments.Error.ChargeEncumbered");
    // an unencumbered rider on an overloaded mount charges on foot... but not mounted
    expect(chargeForbiddenReason(actor({ mounted: true, mountAtMaxEncumbrance: true }), { round: 1 })).toBe(
      "TEMPO.Segments.Error.ChargeEncumbered",
    );
    // the eligibility given by the caller wins over the stats
    expect(chargeForbiddenReason(actor(heavy), { round: 1, mounted: true })).toBeNull();
  });

  it("a combat-trained mount, a lance and a charge round double the weapon damage", () => {
    // "An attacker riding a combat-trained mount (such as a warhorse) and wielding a lance deals double
    // the weapon damage on a charge round"
    expect(mountedLanceChargeReason(knight, lance, true)).toBeNull();
    expect(mountedLanceChargeReason(knight, longSword, true)).toBe("TEMPO.Segments.Error.LanceRequired");
    expect(mountedLanceChargeReason(knight, undefined, true)).toBe("TEMPO.Segments.Error.LanceRequired");
    expect(mountedLanceChargeReason(actor({ mounted: true }), lance, true)).toBe(
      "TEMPO.Segments.Error.NeedsTrainedMount",
    );
    expect(mountedLanceChargeReason(actor(), lance, true)).toBe("TEMPO.Segments.Error.NeedsTrainedMount");
    expect(mountedLanceChargeReason(knight, lance, false)).toBe("TEMPO.Segments.Error.NeedsChargeRound");
  });

  it("a lance is set against a charge only dismounted", () => {
    // Set Weapon eligibility: "spears, lances (when used dismounted), most pole arms, tridents"
    const settableLance = { ...lance, canBeSet: true };
    expect(canSetWeapon(actor(), settableLance)).toBe(true);
    expect(canSetWeapon(knight, settableLance)).toBe(false);
    expect(canSetWeapon(knight, spear)).toBe(spear.canBeSet);
    expect(canSetWeapon(actor(), longSword)).toBe(false);
    const set = {
      attacker: knight,
      form: "melee" as const,
      weapon: settableLance,
      doubling: "set-vs-charge" as const,
    };
    expect(() => rollDamage(set, scriptedDice([5]))).toThrow(RuleError);
    expect(rollDamage({ ...set, attacker: actor() }, scriptedDice([5])).base).toBe(12); // (5 + 1) x 2 on foot
  });
});
