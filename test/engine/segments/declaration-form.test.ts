import { describe, expect, it } from "vitest";
import {
  allyTargetReason,
  buildDeclaration,
  DECLARATION_KINDS,
  fieldsOf,
  kindsUsing,
  NOTE_LENGTH,
  optionalSegment,
} from "../../../src/engine/segments/index";
import { keyOf } from "../rule-error-key";

const spell = () => ({ name: "Flame Dart", castingTimeSegments: 2 });
const fields = { kind: "melee", targetId: "", weaponId: "", spell, holdUntil: "", duration: "", note: "" };

describe("a declaration from its fields", () => {
  it("keeps only the fields its kind uses", () => {
    expect(buildDeclaration({ ...fields, targetId: "orc", weaponId: "axe", holdUntil: "5" })).toEqual({
      kind: "melee",
      targetId: "orc",
      weaponId: "axe",
    });
    expect(buildDeclaration({ ...fields, kind: "spell", weaponId: "axe" })).toEqual({
      kind: "spell",
      spell: spell(),
    });
    expect(buildDeclaration({ ...fields, kind: "hold", holdUntil: "6" }).holdUntilSegment).toBe(6);
    expect(buildDeclaration({ ...fields, kind: "other", duration: "10" }).durationSegments).toBe(10);
  });

  it("cuts the note to its length and refuses an unknown kind or a segment that is no whole number", () => {
    expect(buildDeclaration({ ...fields, note: "x".repeat(NOTE_LENGTH + 5) }).note).toHaveLength(NOTE_LENGTH);
    expect(keyOf(() => buildDeclaration({ ...fields, kind: "dance" }))).toBe(
      "TEMPO.Segments.Error.UnknownDeclaration",
    );
    expect(keyOf(() => optionalSegment("2.5"))).toBe("TEMPO.Segments.Error.NotInteger");
    expect(optionalSegment("")).toBeUndefined();
  });
});

describe("the fields a declaration of each kind uses, and who it may target", () => {
  it("a spell names its spell and no weapon; a hold its segment; another action its duration", () => {
    expect(fieldsOf("spell")).toEqual(["targetId", "spellId"]);
    expect(fieldsOf("melee")).toEqual(["targetId", "weaponId"]);
    expect(fieldsOf("hold")).toEqual(["targetId", "weaponId", "holdUntil"]);
    expect(fieldsOf("other")).toEqual(["targetId", "weaponId", "duration"]);
  });

  it("lists the kinds that use a field", () => {
    expect(kindsUsing("spellId")).toEqual(["spell"]);
    expect(kindsUsing("holdUntil")).toEqual(["hold"]);
    expect(kindsUsing("weaponId")).not.toContain("spell");
    expect(kindsUsing("targetId")).toEqual(DECLARATION_KINDS);
  });

  it("every kind keeps a target and one of weapon or spell", () => {
    for (const kind of DECLARATION_KINDS) {
      expect(fieldsOf(kind)).toContain("targetId");
      expect(fieldsOf(kind).filter((f) => f === "weaponId" || f === "spellId")).toHaveLength(1);
    }
  });

  it("an attack, a charge or a parry at an ally is refused; a spell, a move or another action may be for one", () => {
    for (const kind of [
      "melee",
      "missile",
      "charge",
      "close",
      "set-vs-charge",
      "parry",
      "hold",
      "flee",
    ] as const)
      expect(allyTargetReason(kind, true)).toBe("TEMPO.Segments.Error.AllyTarget");
    for (const kind of ["spell", "move", "other"] as const) expect(allyTargetReason(kind, true)).toBeNull();
    expect(allyTargetReason("melee", false)).toBeNull();
  });
});
