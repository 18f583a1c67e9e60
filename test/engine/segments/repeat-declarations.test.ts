import { describe, expect, it } from "vitest";
import {
  abandon,
  advance,
  closeDeclarations,
  declare,
  declareNow,
  declarersOf,
  declarationFields,
  repeatDeclarations,
  repeatableDeclaration,
  roundSpells,
  setInitiative,
  startCombat,
  type RoundState,
} from "../../../src/engine/segments/index";
import { RuleError } from "../../../src/engine/core/errors";
import { actor } from "./fixtures";

const sides = { halvaine: "party", fighter: "party", orc: "monsters" };
const dart = { name: "Flame Dart", castingTimeSegments: 3 };
const storm = { name: "Ice Storm", castingTimeSegments: 15 };

/** Closes the round's declarations, rolls initiative and runs the ten segments into the next round. */
function nextRound(state: RoundState): RoundState {
  let s = setInitiative(closeDeclarations(state), { party: 4, monsters: 2 }, sides);
  while (s.phase !== "declaration") s = advance(s);
  return s;
}

describe("repeating last round's declarations", () => {
  it("offers each combatant what it declared the round before, and nothing in round 1", () => {
    let s = startCombat(0);
    expect(repeatableDeclaration(s, "orc")).toBeUndefined();
    s = declare(s, "orc", { kind: "melee", targetId: "fighter", weaponId: "axe" });
    s = declare(s, "fighter", { kind: "parry" });
    s = declare(s, "halvaine", { kind: "spell", spell: dart });
    s = nextRound(s);
    expect(s.round).toBe(2);
    expect(repeatableDeclaration(s, "orc")).toEqual({ kind: "melee", targetId: "fighter", weaponId: "axe" });
    expect(repeatableDeclaration(s, "fighter")).toEqual({ kind: "parry" });
    expect(repeatableDeclaration(s, "halvaine")).toEqual({ kind: "spell", spell: dart });
  });

  it("never over a declaration made this round, and not once declarations are closed", () => {
    let s = declare(startCombat(0), "orc", { kind: "melee" });
    s = nextRound(s);
    s = declare(s, "orc", { kind: "flee" });
    expect(repeatableDeclaration(s, "orc")).toBeUndefined();
    let t = nextRound(declare(startCombat(0), "orc", { kind: "melee" }));
    t = closeDeclarations(t);
    expect(repeatableDeclaration(t, "orc")).toBeUndefined();
  });

  it("an abandoned spell is repeated as a fresh casting; a spell still being cast is not repeated", () => {
    let s = declare(startCombat(0), "halvaine", { kind: "spell", spell: dart });
    s = abandon(s, "halvaine");
    s = declare(s, "fighter", { kind: "spell", spell: storm });
    s = nextRound(s);
    expect(repeatableDeclaration(s, "halvaine")).toEqual({ kind: "spell", spell: dart });
    // the 15-segment Ice Storm carries into round 2: its caster's declaration is already there
    expect(s.declarations.fighter).toEqual({ kind: "spell", spell: storm });
    expect(repeatableDeclaration(s, "fighter")).toBeUndefined();
  });

  it("the repeated declaration goes through declare's checks like any other", () => {
    const s = nextRound(declare(startCombat(0), "orc", { kind: "melee", targetId: "fighter" }));
    const again = repeatableDeclaration(s, "orc");
    expect(again).toBeDefined();
    expect(declare(s, "orc", again!).declarations.orc).toEqual({ kind: "melee", targetId: "fighter" });
  });
});

describe("declaring for a whole side", () => {
  const members = [
    { id: "halvaine", side: "party", up: true },
    { id: "fighter", side: "party", up: true },
    { id: "cleric", side: "party", up: false },
    { id: "orc", side: "monsters", up: true },
  ];

  it("the side's declarers: up, not finishing a carried spell; in a surprise segment only those acting", () => {
    expect(declarersOf(startCombat(0), members, "party", [])).toEqual(["halvaine", "fighter"]);
    let s = declare(startCombat(0), "fighter", { kind: "spell", spell: storm });
    s = nextRound(s);
    expect(declarersOf(s, members, "party", [])).toEqual(["halvaine"]);
    expect(declarersOf(startCombat(2), members, "party", ["fighter"])).toEqual(["fighter"]);
  });

  it("declareNow: a surprise segment takes only who acts in it, only one-segment actions, a charge recorded", () => {
    const opts = { actingNow: ["orc"], stats: actor(), name: "Halvaine" };
    const surprise = startCombat(1);
    expect(() => declareNow(surprise, "halvaine", { kind: "melee" }, opts)).toThrow(
      new RuleError("TEMPO.Segments.Error.SurprisedNow", { name: "Halvaine" }),
    );
    expect(() => declareNow(surprise, "orc", { kind: "spell", spell: dart }, opts)).toThrow(RuleError);
    const charged = declareNow(surprise, "orc", { kind: "charge", targetId: "fighter" }, opts);
    expect(charged.lastChargeRound).toEqual({ orc: 0 });
    expect(declareNow(startCombat(0), "halvaine", { kind: "parry" }, opts).declarations).toEqual({
      halvaine: { kind: "parry" },
    });
  });

  it("repeatDeclarations keeps every declaration it can and reports the refused ones", () => {
    let s = declare(startCombat(0), "orc", { kind: "charge", targetId: "fighter" });
    s = declare(s, "fighter", { kind: "melee", targetId: "orc" });
    s = nextRound(s);
    // a charge only once in 10 rounds: refused this round, the fighter's melee repeated
    const result = repeatDeclarations(s, ["orc", "fighter", "halvaine"], (st, id, d) =>
      declare(st, id, d, { stats: actor() }),
    );
    expect(result.state.declarations).toEqual({ fighter: { kind: "melee", targetId: "orc" } });
    expect(result.refused.map((r) => [r.id, r.error.key])).toEqual([
      ["orc", "TEMPO.Segments.Error.ChargeTooSoon"],
    ]);
  });

  it("declarationFields: the fields a dialog shows for a declaration (the inverse of buildDeclaration)", () => {
    expect(declarationFields({ kind: "spell", spell: dart, targetId: "orc" })).toEqual({
      kind: "spell",
      targetId: "orc",
      spellName: "Flame Dart",
    });
    expect(declarationFields({ kind: "hold", holdUntilSegment: 4, note: "door" })).toEqual({
      kind: "hold",
      holdUntil: "4",
      note: "door",
    });
  });
});

describe("the round's spells", () => {
  it("declared before initiative; then waiting, casting and gone off as the segments run; lost to damage", () => {
    let s = declare(startCombat(0), "halvaine", { kind: "spell", spell: dart });
    s = declare(s, "fighter", { kind: "melee" });
    expect(roundSpells(s, null, {})).toEqual([
      {
        casterId: "halvaine",
        spell: "Flame Dart",
        start: 0,
        completes: 1,
        nextRound: false,
        lostIn: 0,
        status: "declared",
      },
    ]);
    s = setInitiative(closeDeclarations(s), { party: 4, monsters: 2 }, sides);
    const casting = { halvaine: { startSegment: 2, completesInSegment: 5 } };
    expect(roundSpells(s, casting, {})[0]).toMatchObject({ start: 2, completes: 5, status: "waiting" });
    s = advance(s);
    expect(roundSpells(s, casting, {})[0]?.status).toBe("casting");
    expect(roundSpells(s, casting, { halvaine: 2 })[0]).toMatchObject({ status: "lost", lostIn: 2 });
  });

  it("a spell going off in a later round says so, counted in that round's segments", () => {
    let s = declare(startCombat(0), "fighter", { kind: "spell", spell: storm });
    s = setInitiative(closeDeclarations(s), { party: 4, monsters: 2 }, sides);
    expect(roundSpells(s, { fighter: { startSegment: 2, completesInSegment: 17 } }, {})[0]).toMatchObject({
      completes: 7,
      nextRound: true,
    });
  });
});
