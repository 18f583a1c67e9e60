import { describe, expect, it } from "vitest";
import { buildDeclaration, NOTE_LENGTH, optionalSegment } from "../../../src/engine/segments/index";
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
