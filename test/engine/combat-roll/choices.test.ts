import { describe, expect, it } from "vitest";
import {
  amongFromPayload,
  assertPositioning,
  positioningFromPayload,
  positioningPayload,
  proposePositioning,
  readMove,
  readPositioning,
  type FormValue,
} from "../../../src/engine/combat-roll/index";

const form =
  (values: Record<string, FormValue>) =>
  (name: string): FormValue =>
    values[name] ?? null;

describe("the positioning dialog", () => {
  it("proposes what the documents know: the item's range, no cover, not flanked", () => {
    expect(proposePositioning("ranged")).toEqual({ range: "ranged", cover: "none", flanked: false });
  });

  it("reads the user's overrides: range, cover, flanking", () => {
    const p = readPositioning(
      form({ range: "melee", cover: "high", flanked: true }),
      proposePositioning("ranged"),
    );
    expect(p).toEqual({ range: "melee", cover: "high", flanked: true });
  });

  it("falls back to the proposal on missing or malformed fields (an opportunity attack has no range field)", () => {
    const proposal = proposePositioning("melee");
    expect(readPositioning(form({ range: "thrown", cover: "half" }), proposal)).toEqual(proposal);
    expect(readPositioning(form({ cover: "low", flanked: false }), proposal)).toEqual({
      range: "melee",
      cover: "low",
      flanked: false,
    });
  });

  it("travels to the GM and back unchanged; a request without it gets the proposal", () => {
    const p = { range: "ranged" as const, cover: "full" as const, flanked: false };
    expect(positioningFromPayload(positioningPayload(p), proposePositioning("melee"))).toEqual(p);
    expect(positioningFromPayload({ flanked: "true" }, proposePositioning("melee"))).toEqual({
      range: "melee",
      cover: "none",
      flanked: true,
    });
    expect(positioningFromPayload({ cover: 3 }, proposePositioning("ranged")).cover).toBe("none");
  });
});

describe("the move dialog", () => {
  it("names the foes whose reach the move concerns, and teleportation", () => {
    const get = form({ "foe-ork": true, "foe-goblin": false, teleport: true, "foe-stranger": true });
    expect(readMove(get, ["ork", "goblin"])).toEqual({ among: ["ork"], teleport: true });
    expect(readMove(form({}), ["ork"])).toEqual({ among: [], teleport: false });
  });

  it("sends the foes as a list of combatant ids", () => {
    expect(amongFromPayload({ among: "ork,goblin" })).toEqual(["ork", "goblin"]);
    expect(amongFromPayload({ among: "" })).toEqual([]);
    expect(amongFromPayload({})).toEqual([]);
  });
});

describe("a positioning the rules know", () => {
  const refused = (key: string) => expect.objectContaining({ key: `TEMPO.CombatRoll.Error.${key}` });

  it("cover protects against ranged attacks, flanking helps melee ones", () => {
    expect(() => assertPositioning({ range: "ranged", cover: "high", flanked: false })).not.toThrow();
    expect(() => assertPositioning({ range: "melee", cover: "none", flanked: true })).not.toThrow();
  });

  it("refuses cover on a melee attack and flanking on a ranged one", () => {
    expect(() => assertPositioning({ range: "melee", cover: "low", flanked: false })).toThrow(
      refused("CoverNeedsRanged"),
    );
    expect(() => assertPositioning({ range: "ranged", cover: "none", flanked: true })).toThrow(
      refused("FlankingNeedsMelee"),
    );
  });
});
