import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/engine/core/errors";
import {
  advance,
  assertMayAbandon,
  buildRoundSchedule,
  bulkSides,
  closeDeclarations,
  declare,
  declareRows,
  initiativeAmong,
  jumpToEvent,
  loseSpells,
  mayDeclareNow,
  setInitiative,
  spellGoneOff,
  spellOpen,
  startCombat,
  type RoundState,
} from "../../../src/engine/segments/index";

const sides = { halvaine: "party", fighter: "party", orc: "monsters" };
const dart = { name: "Flame Dart", castingTimeSegments: 2 };

/** Round 1 declared: Halvaine casts a two-segment spell, the fighter and the orc fight. */
function declared(): RoundState {
  let s = startCombat(0);
  s = declare(s, "halvaine", { kind: "spell", spell: dart });
  s = declare(s, "fighter", { kind: "melee", targetId: "orc" });
  return declare(s, "orc", { kind: "melee", targetId: "fighter" });
}

describe("who may do what now in the round", () => {
  it("a declared spell stays open until it goes off, and cannot be given up after", () => {
    let s = setInitiative(closeDeclarations(declared()), { party: 1, monsters: 3 }, sides);
    // the party acts in segment 3: the two-segment spell goes off in segment 5
    expect(spellOpen(s, {}, "halvaine")).toBe(true);
    expect(spellOpen(s, { halvaine: true }, "halvaine")).toBe(false);
    expect(spellOpen(s, {}, "fighter")).toBe(false);
    while (s.segment < (s.spellCompletions.halvaine ?? 0)) s = advance(s);
    expect(spellGoneOff(s, "halvaine")).toBe(true);
    expect(spellOpen(s, {}, "halvaine")).toBe(false);
    expect(() => assertMayAbandon(s, "halvaine")).toThrow(RuleError);
    expect(() => assertMayAbandon(declared(), "halvaine")).not.toThrow();
  });

  it("declares in the declaration phase, in a surprise segment only who acts in it, never when down", () => {
    const open = declared();
    expect(mayDeclareNow(open, [], "fighter", true)).toBe(true);
    expect(mayDeclareNow(open, [], "fighter", false)).toBe(false);
    expect(mayDeclareNow(closeDeclarations(open), [], "fighter", true)).toBe(false);
    const surprise = startCombat(1);
    expect(mayDeclareNow(surprise, ["orc"], "orc", true)).toBe(true);
    expect(mayDeclareNow(surprise, ["orc"], "fighter", true)).toBe(false);
  });

  it("a side may be declared at once when someone of it declares now; repeated from round 2", () => {
    const members = [
      { id: "fighter", side: "party", up: true },
      { id: "orc", side: "monsters", up: false },
    ];
    const first = startCombat(0);
    expect(bulkSides(first, members, [], ["party", "monsters"])).toEqual([{ side: "party", repeat: false }]);
    let s = setInitiative(closeDeclarations(declared()), { party: 1, monsters: 3 }, sides);
    while (s.phase !== "declaration") s = advance(s);
    expect(bulkSides(s, members, [], ["party", "monsters"])).toEqual([{ side: "party", repeat: true }]);
    expect(bulkSides(closeDeclarations(s), members, [], ["party"])).toEqual([]);
  });

  it("the jump goes to the next segment in which anyone acts, or past the last to the end of the round", () => {
    const s = setInitiative(closeDeclarations(declared()), { party: 2, monsters: 6 }, sides);
    const schedule = buildRoundSchedule({
      rolls: { party: 2, monsters: 6 },
      combatants: [
        { id: "fighter", side: "party", declaration: { kind: "melee", targetId: "orc" } },
        { id: "orc", side: "monsters", declaration: { kind: "melee", targetId: "fighter" } },
      ],
    });
    const first = jumpToEvent(s, schedule, new Set());
    expect([first.state.segment, first.passed]).toEqual([2, 1]);
    const next = jumpToEvent(first.state, schedule, new Set());
    expect([next.state.segment, next.passed]).toEqual([6, 4]);
    const skipping = jumpToEvent(first.state, schedule, new Set(["fighter"]));
    expect(skipping.state.phase).toBe("end-of-round");
    expect(skipping.passed).toBe(9);
  });

  it("a caster who loses its spell: abandoned, the segment kept, the spell named for its note", () => {
    const s = setInitiative(closeDeclarations(declared()), { party: 1, monsters: 3 }, sides);
    const after = loseSpells(s, { orc: 2 }, [{ id: "halvaine", segment: 4 }]);
    expect(after.state.declarations.halvaine?.abandoned).toBe(true);
    expect(after.state.spellCompletions.halvaine).toBeUndefined();
    expect(after.lost).toEqual({ orc: 2, halvaine: 4 });
    expect(after.spells).toEqual([{ id: "halvaine", spell: "Flame Dart" }]);
    expect(loseSpells(s, {}, []).state).toBe(s);
  });

  it("initiative drops the declarations of combatants who left the combat", () => {
    const s = initiativeAmong(
      closeDeclarations(declared()),
      { party: 2, monsters: 5 },
      { fighter: "party", orc: "monsters" },
    );
    expect(Object.keys(s.declarations).sort()).toEqual(["fighter", "orc"]);
    expect(s.phase).toBe("segments");
  });

  it("a side's rows declare those that name a kind, each through the single declaration; none: refused", () => {
    const open = startCombat(0);
    const rows = { fighter: { kind: "melee" }, orc: { kind: "" } };
    const seen: string[] = [];
    const one = (s: RoundState, id: string, row: { kind: string }) => {
      seen.push(id);
      return declare(s, id, { kind: row.kind as "melee" });
    };
    const s = declareRows(open, ["fighter", "orc", "halvaine"], rows, one);
    expect(seen).toEqual(["fighter"]);
    expect(Object.keys(s.declarations)).toEqual(["fighter"]);
    expect(() => declareRows(open, ["orc"], rows, one)).toThrow(RuleError);
  });
});
