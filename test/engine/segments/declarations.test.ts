import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/engine/core/errors";
import {
  DECLARATION_KINDS,
  abandonSpell,
  amendDeclaration,
  declarationAttacks,
  isParrying,
  validateDeclaration,
  type Declaration,
} from "../../../src/engine/segments/index";

const web: Declaration = {
  kind: "spell",
  spell: { name: "Web", castingTimeSegments: 2 },
};

describe("declarations", () => {
  it("lists the twelve kinds", () => {
    expect(DECLARATION_KINDS).toHaveLength(12);
  });

  it("validates spells, holds and durations", () => {
    expect(() => validateDeclaration({ kind: "spell" })).toThrow(RuleError);
    expect(() =>
      validateDeclaration({
        kind: "melee",
        spell: { name: "x", castingTimeSegments: 1 },
      }),
    ).toThrow(RuleError);
    expect(() => validateDeclaration({ kind: "hold", holdUntilSegment: 11 })).toThrow(RuleError);
    expect(() => validateDeclaration({ kind: "melee", holdUntilSegment: 5 })).toThrow(RuleError);
    expect(() => validateDeclaration({ kind: "other", durationSegments: 0 })).toThrow(RuleError);
    expect(() => validateDeclaration({ kind: "dance" } as unknown as Declaration)).toThrow(RuleError);
    expect(() => validateDeclaration(web)).not.toThrow();
  });

  it("before initiative anything may change", () => {
    expect(amendDeclaration(web, { kind: "melee" }, false)).toEqual({
      kind: "melee",
    });
  });

  it("after initiative a caster may abandon but not switch", () => {
    // "Once declared, they may choose not to complete the spell in that round; however, they cannot
    // substitute the declared action with another."
    expect(() => amendDeclaration(web, { kind: "melee" }, true)).toThrow(RuleError);
    expect(() =>
      amendDeclaration(web, { kind: "spell", spell: { name: "Sleep", castingTimeSegments: 1 } }, true),
    ).toThrow(RuleError);
    const abandoned = abandonSpell(web);
    expect(amendDeclaration(web, abandoned, true)).toEqual({
      ...web,
      abandoned: true,
    });
    expect(() => amendDeclaration(abandoned, web, true)).toThrow(RuleError);
    expect(() => abandonSpell({ kind: "melee" })).toThrow(RuleError);
  });

  it("after initiative nobody starts an undeclared spell; general actions may change", () => {
    expect(() => amendDeclaration({ kind: "melee" }, web, true)).toThrow(RuleError);
    expect(amendDeclaration({ kind: "melee" }, { kind: "fighting-retreat" }, true)).toEqual({
      kind: "fighting-retreat",
    });
  });

  it("parry and fighting retreat parry; closing, fleeing, parrying and set weapons make no attack", () => {
    expect(isParrying({ kind: "parry" })).toBe(true);
    expect(isParrying({ kind: "fighting-retreat" })).toBe(true);
    expect(isParrying({ kind: "melee" })).toBe(false);
    expect(
      ["melee", "missile", "charge", "hold"].every((k) => declarationAttacks({ kind: k } as Declaration)),
    ).toBe(true);
    expect(
      ["close", "flee", "parry", "fighting-retreat", "set-vs-charge", "move", "spell", "other"].some((k) =>
        declarationAttacks({ kind: k } as Declaration),
      ),
    ).toBe(false);
  });
});
