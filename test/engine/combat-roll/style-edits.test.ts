// Editing the list of Fighting Styles (engine `styleFromFields`, `withStyle`, `withoutStyle`).
import { describe, expect, it } from "vitest";
import {
  NEW_STYLE,
  styleFromFields,
  withStyle,
  withoutStyle,
} from "../../../src/engine/combat-roll/style-edits";

const warden = { name: "Border Warden", gear: ["shield", "longsword"], value: null };
const pit = { name: "Pit Fighter", gear: ["unarmed fighting"], value: 9 };
const refused = (key: string) => expect.objectContaining({ key: `TEMPO.CombatRoll.Error.${key}` });

describe("editing Fighting Styles", () => {
  it("reads the dialog's fields: the gear list, its own value, a default name", () => {
    expect(styleFromFields({ name: "", gear: "Dagger, spear", value: "" }, "Style")).toEqual({
      name: "Style",
      gear: ["dagger", "spear"],
      value: null,
    });
    expect(styleFromFields({ name: "Pit Fighter", gear: "unarmed fighting", value: "9" }, "Style")).toEqual(
      pit,
    );
  });

  it("refuses a gear list or a value the rules refuse", () => {
    expect(() => styleFromFields({ name: "", gear: "shield, shield", value: "" }, "S")).toThrow(
      refused("GearDuplicate"),
    );
    expect(() => styleFromFields({ name: "", gear: "shield", value: "-3" }, "S")).toThrow(
      refused("StyleValue"),
    );
  });

  it("adds a new style at the end, replaces or removes the one named", () => {
    expect(withStyle([warden], NEW_STYLE, pit)).toEqual([warden, pit]);
    expect(withStyle([warden, pit], 0, { ...warden, value: 8 })).toEqual([{ ...warden, value: 8 }, pit]);
    expect(withoutStyle([warden, pit], 0)).toEqual([pit]);
  });

  it("refuses a style the character does not have", () => {
    expect(() => withStyle([warden], 1, pit)).toThrow(refused("NoSuchStyle"));
    expect(() => withoutStyle([warden], NEW_STYLE)).toThrow(refused("NoSuchStyle"));
    expect(() => withoutStyle([], 0)).toThrow(refused("NoSuchStyle"));
  });
});
