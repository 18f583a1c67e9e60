import { describe, expect, it } from "vitest";
import {
  attackAdjustment,
  attackModifiers,
  defenseAdjustment,
  defenseModifiers,
  isCover,
  sumModifiers,
} from "../../../src/engine/combat-roll/modifiers";
import { RuleError } from "../../../src/engine/core/errors";

describe("modifier lines (what a card lists)", () => {
  it("a ranged Strike into low cover by an untrained archer in untrained armour: one line per source", () => {
    // "Low Cover. Ranged attacks against a character with low cover impose a -2 penalty to the attack test."
    // "Untrained Weapon ... -2 penalty to all Fighting Style tests." "Untrained Armor ... bane"
    const lines = attackModifiers({
      attackKind: "strike",
      range: "ranged",
      cover: "low",
      untrained: { weapon: true, armor: true },
    });
    expect(lines.map((l) => [l.source, l.modifier, l.boonBane])).toEqual([
      ["cover-low", -2, 0],
      ["untrained-weapon", -2, 0],
      ["untrained-armor", 0, -1],
    ]);
    expect(sumModifiers(lines)).toEqual({ modifier: -4, boonBane: -1, autoFail: false });
  });

  it("full cover is an automatic failure line; a flanked foe in melee gives +2; a Feint a boon to Strikes only", () => {
    expect(attackModifiers({ attackKind: "spell", range: "ranged", cover: "full" })).toEqual([
      { source: "cover-full", modifier: 0, boonBane: 0, autoFail: true },
    ]);
    expect(attackModifiers({ attackKind: "strike", range: "melee", flanked: true, feint: true })).toEqual([
      { source: "flanking", modifier: 2, boonBane: 0, autoFail: false },
      { source: "feint", modifier: 0, boonBane: 1, autoFail: false },
    ]);
    expect(attackModifiers({ attackKind: "spell", range: "melee", feint: true })).toEqual([]);
    // cover does nothing in melee, flanking nothing at range
    expect(attackModifiers({ attackKind: "strike", range: "melee", cover: "high" })).toEqual([]);
    expect(attackModifiers({ attackKind: "strike", range: "ranged", flanked: true })).toEqual([]);
  });

  it("the adjustment is always the sum of the lines", () => {
    for (const cover of ["none", "low", "high", "full"] as const) {
      for (const range of ["melee", "ranged"] as const) {
        const s = { attackKind: "strike" as const, range, cover, flanked: true, untrained: { weapon: true } };
        expect(attackAdjustment(s)).toEqual(sumModifiers(attackModifiers(s)));
        const d = { kind: "dodge" as const, vsRanged: range === "ranged", cover, braced: true };
        expect(defenseAdjustment(d)).toEqual(sumModifiers(defenseModifiers(d)));
      }
    }
  });

  it("the defender's lines: the cover's Dodge bonus against ranged attacks, gear, Brace", () => {
    // "High Cover. Same as above, but the penalty and bonus increase to -5/+5."
    expect(defenseModifiers({ kind: "dodge", vsRanged: true, cover: "high" })).toEqual([
      { source: "cover-high", modifier: 5, boonBane: 0, autoFail: false },
    ]);
    expect(
      defenseModifiers({
        kind: "block",
        vsRanged: false,
        untrained: { weapon: true, armor: true },
        braced: true,
      }).map((l) => l.source),
    ).toEqual(["untrained-weapon", "untrained-armor", "brace"]);
    expect(
      defenseModifiers({ kind: "withstand", vsRanged: true, cover: "low", untrained: { armor: true } }),
    ).toEqual([]);
  });

  it("knows the cover levels and refuses others", () => {
    expect(["none", "low", "high", "full", "half"].map(isCover)).toEqual([true, true, true, true, false]);
    expect(() => defenseModifiers({ kind: "dodge", vsRanged: true, cover: "half" as "low" })).toThrow(
      RuleError,
    );
  });
});
