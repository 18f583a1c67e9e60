import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  DECLARATION_KINDS,
  actsOf,
  attackForbiddenReason,
  buildRoundSchedule,
  type Declaration,
} from "../../../src/engine/segments/index";

const d = (kind: Declaration["kind"], extra: Partial<Declaration> = {}): Declaration => ({ kind, ...extra });

describe("declarations that forbid attacking this round", () => {
  it("closing into combat: no attack roll that round", () => {
    // "Closing into combat does not permit an attack roll during that round"
    expect(attackForbiddenReason(d("close", { targetId: "orc" }), [])).toBe(
      "TEMPO.Segments.Error.NoAttack.close",
    );
  });

  it("a fighting retreat may parry but cannot attack; a parry forgoes attacking", () => {
    // "During a fighting retreat, the character may parry [...] but cannot make an attack."
    expect(attackForbiddenReason(d("fighting-retreat"), [])).toBe(
      "TEMPO.Segments.Error.NoAttack.fighting-retreat",
    );
    // "Parrying is a defensive maneuver in which a character forgoes attacking"
    expect(attackForbiddenReason(d("parry"), [])).toBe("TEMPO.Segments.Error.NoAttack.parry");
  });

  it("a declared spell is not replaced by an attack, even abandoned", () => {
    // "they may choose not to complete the spell in that round; however, they cannot substitute the
    // declared action with another."
    const spell = { name: "Flame Dart", castingTimeSegments: 2 };
    expect(attackForbiddenReason(d("spell", { spell }), [])).toBe("TEMPO.Segments.Error.NoAttack.spell");
    expect(attackForbiddenReason(d("spell", { spell, abandoned: true }), [])).toBe(
      "TEMPO.Segments.Error.NoAttack.spell",
    );
  });

  it("a set weapon attacks only when an opponent charges it", () => {
    // "A character who sets their weapon may not initiate an attack unless triggered by an opponent's charge."
    const alone = buildRoundSchedule({
      rolls: { party: 3, monsters: 3 },
      combatants: [
        { id: "oswin", side: "party", declaration: d("set-vs-charge") },
        { id: "orc", side: "monsters", declaration: d("melee", { targetId: "oswin" }) },
      ],
    });
    const idle = actsOf(alone, "oswin").map((x) => x.act);
    expect(attackForbiddenReason(d("set-vs-charge"), idle)).toBe(
      "TEMPO.Segments.Error.NoAttack.set-vs-charge",
    );
    const charged = buildRoundSchedule({
      rolls: { party: 3, monsters: 3 },
      combatants: [
        { id: "oswin", side: "party", declaration: d("set-vs-charge") },
        { id: "ogre", side: "monsters", declaration: d("charge", { targetId: "oswin" }) },
      ],
    });
    const strikes = actsOf(charged, "oswin").map((x) => x.act);
    expect(strikes.map((a) => a.kind)).toEqual(["set-weapon-strike"]);
    expect(attackForbiddenReason(d("set-vs-charge"), strikes)).toBeNull();
  });

  it("a parrier still gets its free attack at a fleeing opponent", () => {
    // "When a character in melee combat runs away at top speed, opponents may make an immediate
    // additional attack at +4 to hit."
    const s = buildRoundSchedule({
      rolls: { party: 2, monsters: 5 },
      combatants: [
        { id: "oswin", side: "party", declaration: d("parry") },
        { id: "orc", side: "monsters", declaration: d("flee"), engagedWith: ["oswin"] },
      ],
    });
    const acts = actsOf(s, "oswin").map((x) => x.act);
    expect(acts.map((a) => a.kind)).toEqual(["free-attack"]);
    expect(attackForbiddenReason(d("parry"), acts)).toBeNull();
  });

  it("a fleer runs away at top speed: it makes no attack that round", () => {
    // "When a character in melee combat runs away at top speed, opponents may make an immediate additional attack"
    expect(attackForbiddenReason(d("flee"), [])).toBe("TEMPO.Segments.Error.NoAttack.flee");
  });

  it("every other declaration, or none, allows the attack", () => {
    for (const kind of ["melee", "missile", "charge", "hold", "move", "other"] as const)
      expect(attackForbiddenReason(d(kind), [])).toBeNull();
    expect(attackForbiddenReason(undefined, [])).toBeNull();
  });

  it("has a message for every refusal", () => {
    const lang = JSON.parse(readFileSync(join(__dirname, "../../../lang/en/segments.json"), "utf8")) as {
      TEMPO: { Segments: { Error: { NoAttack: Record<string, string> } } };
    };
    const refused = DECLARATION_KINDS.filter((k) => attackForbiddenReason(d(k), []) !== null);
    expect(refused.sort()).toEqual(["close", "fighting-retreat", "flee", "parry", "set-vs-charge", "spell"]);
    for (const k of refused) expect(lang.TEMPO.Segments.Error.NoAttack[k]).toMatch(/\{name\}/);
  });
});
