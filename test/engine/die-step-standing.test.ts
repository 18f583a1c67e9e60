import { describe, expect, it } from "vitest";
import { dieStep } from "../../src/engine/index";
import type { Standing } from "../../src/engine/die-step/index";
import { keyOf } from "./rule-error-key";

const standing = (over: Partial<Standing> = {}): Standing => ({
  hp: 5,
  wound: "none",
  survivalPending: false,
  stunned: "none",
  heldBy: "",
  hold: "none",
  mounted: false,
  unskilledRider: false,
  ...over,
});

describe("what a character's stored state means (seed 002)", () => {
  it("knocked out, mortally wounded or dead: no actions; badly wounded still acts", () => {
    expect(dieStep.cannotActOf(standing({ hp: 0 }))).toBe(true);
    expect(dieStep.cannotActOf(standing({ wound: "mortally-wounded" }))).toBe(true);
    expect(dieStep.cannotActOf(standing({ wound: "dead" }))).toBe(true);
    expect(dieStep.cannotActOf(standing({ wound: "badly-wounded" }))).toBe(false);
    expect(keyOf(() => dieStep.assertMayAct(standing({ hp: 0 }), "Brenna"))).toBe(
      "TEMPO.DieStep.Error.CannotAct",
    );
    expect(keyOf(() => dieStep.assertMayAct(standing(), "Brenna"))).toBe("no error");
  });

  it("stunned ('unable to take actions'): spends no action in a fight; knocked out says so first", () => {
    expect(keyOf(() => dieStep.assertMaySpend(standing(), true, "Warhorse"))).toBe(
      "TEMPO.DieStep.Error.Stunned",
    );
    expect(keyOf(() => dieStep.assertMaySpend(standing({ hp: 0 }), true, "Warhorse"))).toBe(
      "TEMPO.DieStep.Error.CannotAct",
    );
    expect(keyOf(() => dieStep.assertMaySpend(standing(), false, "Warhorse"))).toBe("no error");
  });

  it("the survival roll: owed at 0 HP after a lethal knock-out, rolled only after the encounter", () => {
    const owed = standing({ hp: 0, survivalPending: true });
    expect(dieStep.owesSurvival(owed)).toBe(true);
    expect(dieStep.survivalRefusal(owed, false)).toBeNull();
    expect(dieStep.survivalRefusal(owed, true)).toBe("TEMPO.DieStep.Sheet.AfterEncounter");
    expect(dieStep.survivalRefusal(standing({ hp: 0 }), false)).toBe("TEMPO.DieStep.Error.NotKnockedOut");
    expect(dieStep.owesSurvival({ ...owed, wound: "dead" })).toBe(false);
  });

  it("first aid: an aider able to act, for a mortally wounded patient", () => {
    const patient = { name: "Brenna", wound: "mortally-wounded" as const };
    expect(keyOf(() => dieStep.assertFirstAid({ name: "Ulf", cannotAct: false }, patient))).toBe("no error");
    expect(keyOf(() => dieStep.assertFirstAid({ name: "Ulf", cannotAct: true }, patient))).toBe(
      "TEMPO.DieStep.Error.CannotAct",
    );
    expect(
      keyOf(() => dieStep.assertFirstAid({ name: "Ulf", cannotAct: false }, { ...patient, wound: "none" })),
    ).toBe("TEMPO.DieStep.Error.NotMortallyWounded");
  });

  it("as a roller: badly wounded, stunned, held fully, grappling, an unskilled rider only when mounted", () => {
    const s = dieStep.rollerStateOf(
      standing({
        wound: "badly-wounded",
        stunned: "turn",
        heldBy: "Actor.g",
        hold: "full",
        unskilledRider: true,
      }),
    );
    expect(s).toEqual({
      badlyWounded: true,
      stunned: true,
      fullyHeld: true,
      grappling: true,
      holdingFull: false,
      mounted: false,
      unskilledRider: false,
    });
    // a hold set back to "none" ends the grab whoever it named
    expect(dieStep.rollerStateOf(standing({ heldBy: "Actor.g" })).grappling).toBe(false);
  });

  it("the grappler's side of the grab (issue 30): grappling while it holds anyone, holding fully with a full hold", () => {
    // "If the target or the grappler attempts to attack anyone other than each other ... disadvantaged"
    const partial = dieStep.rollerStateOf(standing(), ["partial"]);
    expect([partial.grappling, partial.holdingFull]).toEqual([true, false]);
    // "While holding a target, the attacker's own defenses are disadvantaged against physical attacks,
    // except for those from the target, where they are advantaged"
    const full = dieStep.rollerStateOf(standing(), ["partial", "full"]);
    expect([full.grappling, full.holdingFull]).toEqual([true, true]);
    const other = dieStep.defenseRoll({
      kind: "dodge",
      attack: "melee",
      self: full,
      dice: { passive: "d6", def: "d6", att: "d6", ref: "d8" },
    });
    expect([other.mode, other.reasons.map((r) => r.id)]).toEqual(["disadvantage", ["holding"]]);
    const partner = dieStep.defenseRoll({
      kind: "passive",
      attack: "melee",
      self: full,
      dice: { passive: "d6", def: "d6", att: "d6", ref: "d8" },
      grapplePartner: true,
    });
    expect([partner.mode, partner.reasons.map((r) => r.id)]).toEqual(["advantage", ["holding-partner"]]);
    // holding no one: neither
    expect(dieStep.rollerStateOf(standing(), ["none"])).toMatchObject({
      grappling: false,
      holdingFull: false,
    });
  });

  it("grapple partners, and the hold a grappler has on its target", () => {
    const ulf = { uuid: "Actor.ulf", ...standing() };
    const orc = { uuid: "Actor.orc", ...standing({ heldBy: "Actor.ulf", hold: "partial" }) };
    expect(dieStep.grapplePartners(ulf, orc)).toBe(true);
    expect(dieStep.grapplePartners(orc, ulf)).toBe(true);
    expect(dieStep.grapplePartners(ulf, { ...orc, hold: "none" })).toBe(false);
    expect(dieStep.assertHolding({ name: "Orc", ...orc }, { uuid: "Actor.ulf", name: "Ulf" })).toBe(
      "partial",
    );
    expect(
      keyOf(() => dieStep.assertHolding({ name: "Orc", ...orc }, { uuid: "Actor.bo", name: "Bo" })),
    ).toBe("TEMPO.DieStep.Error.NotHolding");
  });

  it("a tracker row: the wound, else knocked out at 0 HP", () => {
    expect(dieStep.vitalState(standing({ hp: 0 }))).toBe("knocked-out");
    expect(dieStep.vitalState(standing({ hp: 0, wound: "mortally-wounded" }))).toBe("mortally-wounded");
    expect(dieStep.vitalState(standing())).toBe("");
  });
});

describe("the defender's choice on a card", () => {
  const card = {
    defense: "",
    options: [
      { kind: "block", allowed: false, reason: "no-shield" },
      { kind: "dodge", allowed: true, reason: "" },
    ],
  };

  it("passive and an allowed defence are open; a disallowed one says why; none once chosen", () => {
    expect(dieStep.defenseChoiceRefusal(card, "passive")).toBeNull();
    expect(dieStep.defenseChoiceRefusal(card, "dodge")).toBeNull();
    expect(dieStep.defenseChoiceRefusal(card, "block")).toEqual({ reason: "no-shield" });
    expect(dieStep.defenseChoiceRefusal(card, "juggle")).toEqual({ unknown: true });
    expect(dieStep.defenseChoiceRefusal({ ...card, defense: "dodge" }, "passive")).toEqual({ done: true });
  });
});
