import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/engine/core/errors";
import {
  actsThatResolve,
  applySimultaneousHits,
  buildRoundSchedule,
  spellsLostToDamage,
} from "../../../src/engine/segments/index";

describe("simultaneous damage", () => {
  it("on a tie both blows land at once: mutual destruction", () => {
    // "any damage inflicted takes effect immediately—even if one of the combatants dies during that
    // segment, meaning mutual destruction is possible."
    const s = buildRoundSchedule({
      rolls: { party: 4, monsters: 4 },
      combatants: [
        {
          id: "fighter",
          side: "party",
          declaration: { kind: "melee", targetId: "orc" },
        },
        {
          id: "orc",
          side: "monsters",
          declaration: { kind: "melee", targetId: "fighter" },
        },
      ],
    });
    const step = s.segments[3]?.steps[0];
    const hp = { fighter: 3, orc: 4 };
    const acting = actsThatResolve(step?.acts ?? [], hp);
    expect(acting.map((a) => a.combatantId)).toEqual(["fighter", "orc"]);
    const r = applySimultaneousHits(hp, [
      { attackerId: "fighter", targetId: "orc", damage: 5 },
      { attackerId: "orc", targetId: "fighter", damage: 6 },
    ]);
    expect(r.hitPoints).toEqual({ fighter: -3, orc: -1 });
    expect(r.downed.sort()).toEqual(["fighter", "orc"]);
  });

  it("a combatant downed in an earlier step does not act", () => {
    expect(
      actsThatResolve([{ combatantId: "orc", kind: "action", declaration: "melee" }], { orc: 0 }),
    ).toEqual([]);
  });

  it("refuses unknown targets and negative damage", () => {
    expect(() => applySimultaneousHits({ a: 1 }, [{ attackerId: "a", targetId: "b", damage: 1 }])).toThrow(
      RuleError,
    );
    expect(() => applySimultaneousHits({ a: 1 }, [{ attackerId: "a", targetId: "a", damage: -1 }])).toThrow(
      RuleError,
    );
  });
});

describe("spells lost to damage", () => {
  it("a caster damaged while casting loses the spell; zero damage does not count", () => {
    const casting = { halvaine: { startSegment: 4, completesInSegment: 6 } };
    expect(spellsLostToDamage(casting, [{ attackerId: "orc", targetId: "halvaine", damage: 3 }], 5)).toEqual([
      "halvaine",
    ]);
    expect(spellsLostToDamage(casting, [{ attackerId: "orc", targetId: "halvaine", damage: 0 }], 5)).toEqual(
      [],
    );
    expect(spellsLostToDamage(casting, [{ attackerId: "orc", targetId: "halvaine", damage: 3 }], 6)).toEqual(
      [],
    );
    expect(spellsLostToDamage(casting, [{ attackerId: "orc", targetId: "fighter", damage: 3 }], 5)).toEqual(
      [],
    );
  });
});
