import { describe, expect, it } from "vitest";
import {
  advance,
  assertDeclarationsOpen,
  closeDeclarations,
  declare,
  droppedStep,
  presetDeclaration,
  setInitiative,
  spellOffNotices,
  startCombat,
  type RoundState,
} from "../../../src/engine/segments/index";

const sides = { halvaine: "party", shaman: "monsters", oswin: "party" };

function round1(): RoundState {
  let s = startCombat(0);
  s = declare(s, "halvaine", {
    kind: "spell",
    targetId: "shaman",
    spell: { name: "Slumber", castingTimeSegments: 2 },
  });
  s = declare(s, "shaman", { kind: "spell", spell: { name: "Hex Bolt", castingTimeSegments: 1 } });
  s = declare(s, "oswin", { kind: "melee", targetId: "shaman" });
  return closeDeclarations(s);
}

describe("the lines of spells going off", () => {
  it("each spell going off with its caster, declared target and segment", () => {
    // party 5, monsters 4: Halvaine begins in 4 and goes off in 6; the Shaman acts in 5, goes off in 6
    let s = setInitiative(round1(), { party: 5, monsters: 4 }, sides);
    while (s.segment < 5) s = advance(s);
    const next = advance(s);
    expect(spellOffNotices(s, next, {})).toEqual([
      {
        casterId: "halvaine",
        spell: { name: "Slumber", castingTimeSegments: 2 },
        targetId: "shaman",
        segment: 6,
      },
      {
        casterId: "shaman",
        spell: { name: "Hex Bolt", castingTimeSegments: 1 },
        targetId: undefined,
        segment: 6,
      },
    ]);
    expect(spellOffNotices(s, next, { shaman: 5 }).map((n) => n.casterId)).toEqual(["halvaine"]);
  });
});

describe("the step that dropped a combatant", () => {
  const step = (segment: number) => ({ round: 1, segment, step: "initiative" });
  it("the latest landing of this combat that took it from above 0 hit points to 0 or fewer", () => {
    const landings = [
      { combatId: "c1", step: step(2), hpBefore: 6, hpAfter: 0 },
      { combatId: "c1", step: step(3), hpBefore: 0, hpAfter: -3 },
      { combatId: "c2", step: step(4), hpBefore: 5, hpAfter: -1 },
    ];
    expect(droppedStep("c1", landings)).toEqual(step(2));
    expect(droppedStep("c2", landings)).toEqual(step(4));
    expect(droppedStep("c1", [{ combatId: "c1", step: step(2), hpBefore: 6, hpAfter: 1 }])).toBeNull();
    expect(droppedStep("c1", [{ combatId: "c1", step: step(2), hpBefore: null, hpAfter: 0 }])).toBeNull();
  });
});

describe("declarations open and preset", () => {
  it("open in the declaration phase, closed once the GM closes them", () => {
    expect(() => assertDeclarationsOpen(startCombat(0))).not.toThrow();
    expect(() => assertDeclarationsOpen(round1())).toThrow("TEMPO.Segments.Error.DeclarationsClosed");
  });
  it("a dialog starts from this round's declaration, else last round's", () => {
    const s = startCombat(0);
    const melee = { kind: "melee" as const, targetId: "orc" };
    expect(presetDeclaration(declare(s, "oswin", melee), "oswin")).toEqual(melee);
    const nextRound: RoundState = { ...s, previousDeclarations: { oswin: { ...melee, abandoned: true } } };
    expect(presetDeclaration(nextRound, "oswin")).toEqual(melee);
    expect(presetDeclaration(s, "oswin")).toBeUndefined();
  });
});
