import { describe, expect, it } from "vitest";
import { readDeclarationRows } from "../../../src/engine/segments/index";
import { RuleError } from "../../../src/engine/core/errors";

describe("a side's declaration rows (the GM's side dialog, as its payload carries them)", () => {
  it("reads each combatant's row, trimmed, a missing field blank", () => {
    const json = JSON.stringify({
      c1: { kind: "melee", targetId: " c3 ", weaponId: "w1" },
      c2: { kind: "" },
    });
    expect(readDeclarationRows(json)).toEqual({
      c1: { kind: "melee", targetId: "c3", weaponId: "w1", spellId: "" },
      c2: { kind: "", targetId: "", weaponId: "", spellId: "" },
    });
  });

  it("reads no rows from a blank payload", () => {
    expect(readDeclarationRows("")).toEqual({});
  });

  it.each([
    ["not JSON", "{kind:"],
    ["a list", "[]"],
    ["a row that is not an object", JSON.stringify({ c1: "melee" })],
    ["a field that is not text", JSON.stringify({ c1: { kind: "melee", targetId: 3 } })],
    ["a list as a row", JSON.stringify({ c1: ["melee"] })],
  ])("refuses %s as a malformed request", (_what, json) => {
    expect(() => readDeclarationRows(json)).toThrow(RuleError);
    try {
      readDeclarationRows(json);
    } catch (error) {
      expect((error as RuleError).key).toBe("TEMPO.Error.BadRequest");
    }
  });
});
