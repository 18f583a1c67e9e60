import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/engine/core/errors";
import {
  abandon,
  advance,
  closeDeclarations,
  declare,
  recordCharge,
  setInitiative,
  startCombat,
  type RoundState,
} from "../../../src/engine/segments/index";
import { actor } from "./fixtures";

const sides = { halvaine: "party", fighter: "party", orc: "monsters" };

function runSegments(state: RoundState, n: number): RoundState {
  let s = state;
  for (let i = 0; i < n; i++) s = advance(s);
  return s;
}

describe("combat sequence", () => {
  it("surprise -> declaration -> initiative -> segments 1..10 -> end of round -> declaration", () => {
    let s = startCombat(2);
    expect([s.phase, s.round, s.segment]).toEqual(["surprise", 0, 1]);
    s = advance(s);
    expect([s.phase, s.segment]).toEqual(["surprise", 2]);
    s = advance(s);
    expect([s.phase, s.round]).toEqual(["declaration", 1]);
    s = declare(s, "fighter", { kind: "melee" });
    s = closeDeclarations(s);
    expect(s.phase).toBe("initiative");
    s = setInitiative(s, { party: 6, monsters: 1 }, sides);
    expect([s.phase, s.segment]).toEqual(["segments", 1]);
    s = runSegments(s, 9);
    expect(s.segment).toBe(10);
    s = advance(s);
    expect(s.phase).toBe("end-of-round");
    s = advance(s);
    expect([s.phase, s.round, s.declarations]).toEqual(["declaration", 2, {}]);
  });

  it("without surprise combat opens on declarations of round 1", () => {
    expect(startCombat(0)).toMatchObject({
      phase: "declaration",
      round: 1,
      segment: 0,
    });
  });

  it("refuses steps out of phase", () => {
    const s = startCombat(0);
    expect(() => advance(s)).toThrow(RuleError);
    expect(() => setInitiative(s, { party: 1, monsters: 2 }, sides)).toThrow(RuleError);
    expect(() => closeDeclarations(closeDeclarations(s))).toThrow(RuleError);
  });

  it("locks every declaration once the GM closes them (initiative, segments, end of round)", () => {
    // "Before initiative is rolled, all spell casters must declare [...] Non-spell casters must also
    // state in general terms what actions they plan to take" (step 2).
    let s = declare(startCombat(0), "fighter", { kind: "melee", targetId: "orc" });
    s = closeDeclarations(s);
    const closed = /DeclarationsClosed/;
    expect(() => declare(s, "fighter", { kind: "flee" })).toThrow(closed);
    s = setInitiative(s, { party: 6, monsters: 1 }, sides);
    expect(() => declare(s, "fighter", { kind: "melee" })).toThrow(closed);
    expect(() => declare(s, "orc", { kind: "melee" })).toThrow(closed);
    s = runSegments(s, 10);
    expect(s.phase).toBe("end-of-round");
    expect(() => declare(s, "fighter", { kind: "melee" })).toThrow(closed);
    expect(s.declarations.fighter).toEqual({ kind: "melee", targetId: "orc" });
    // Surprise segments still take declarations (the shell admits only those who act in them).
    expect(declare(startCombat(1), "orc", { kind: "melee" }).declarations.orc).toEqual({ kind: "melee" });
  });

  it("locks a declared spell once initiative is rolled: abandon yes, switch no", () => {
    let s = declare(startCombat(0), "halvaine", {
      kind: "spell",
      spell: { name: "Web", castingTimeSegments: 2 },
    });
    s = setInitiative(closeDeclarations(s), { party: 5, monsters: 4 }, sides);
    expect(s.spellCompletions).toEqual({ halvaine: 6 });
    expect(() => declare(s, "halvaine", { kind: "melee" })).toThrow(RuleError);
    s = abandon(s, "halvaine");
    expect(s.declarations.halvaine?.abandoned).toBe(true);
    expect(s.spellCompletions).toEqual({});
  });

  it("carries a spell that goes off in the next round and keeps the caster on it", () => {
    const spell = { name: "Long", castingTimeSegments: 8 };
    let s = declare(startCombat(0), "halvaine", { kind: "spell", spell });
    s = setInitiative(closeDeclarations(s), { party: 1, monsters: 5 }, sides); // begins in 5, goes off in 13
    s = runSegments(s, 11);
    expect(s).toMatchObject({ phase: "declaration", round: 2 });
    expect(s.carriedSpells).toEqual({
      halvaine: { spell, completesInSegment: 3 },
    });
    expect(s.declarations.halvaine).toEqual({ kind: "spell", spell });
    expect(() => declare(s, "halvaine", { kind: "melee" })).toThrow(RuleError);
    s = setInitiative(closeDeclarations(s), { party: 2, monsters: 2 }, sides);
    expect(s.spellCompletions).toEqual({ halvaine: 3 });
    s = runSegments(s, 11);
    expect(s.carriedSpells).toEqual({});
  });

  it("allows a charge only once every 10 rounds", () => {
    const stats = actor();
    let s = declare(startCombat(0), "fighter", { kind: "charge" }, { stats });
    s = setInitiative(closeDeclarations(s), { party: 3, monsters: 3 }, sides);
    expect(s.lastChargeRound).toEqual({ fighter: 1 });
    s = runSegments(s, 11);
    expect(() => declare(s, "fighter", { kind: "charge" }, { stats })).toThrow(RuleError);
    expect(() =>
      declare(s, "fighter", { kind: "charge" }, { stats: actor({ atMaxEncumbrance: true }) }),
    ).toThrow(RuleError);
    const later = { ...s, round: 11 };
    expect(declare(later, "fighter", { kind: "charge" }, { stats }).declarations.fighter).toEqual({
      kind: "charge",
    });
    expect(recordCharge(startCombat(1), "orc").lastChargeRound).toEqual({
      orc: 0,
    });
  });
});
