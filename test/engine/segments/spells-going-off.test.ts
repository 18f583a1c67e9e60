import { describe, expect, it } from "vitest";
import {
  abandon,
  advance,
  closeDeclarations,
  declare,
  setInitiative,
  spellsGoingOff,
  startCombat,
  type RoundState,
} from "../../../src/engine/segments/index";

const sides = { halvaine: "party", shaman: "monsters", oswin: "party" };

/** Round 1: Halvaine's 2-segment spell, the Shaman's 1-segment spell, Oswin's melee; party 5, monsters 4. */
function round1(): RoundState {
  let s = startCombat(0);
  s = declare(s, "halvaine", { kind: "spell", spell: { name: "Slumber", castingTimeSegments: 2 } });
  s = declare(s, "shaman", { kind: "spell", spell: { name: "Hex Bolt", castingTimeSegments: 1 } });
  s = declare(s, "oswin", { kind: "melee", targetId: "shaman" });
  return closeDeclarations(s);
}

describe("the spells that go off in one GM step", () => {
  it("Halvaine begins in segment 4 and her spell goes off in segment 6, not before", () => {
    // "Halvaine begins casting in segment 4 and, if uninterrupted, the spell goes off in segment 6."
    let s = setInitiative(round1(), { party: 5, monsters: 4 }, sides);
    const seen: Record<number, string[]> = {};
    for (let seg = 2; seg <= 10; seg++) {
      const next = advance(s);
      seen[seg] = spellsGoingOff(s, next, {});
      s = next;
    }
    // The Shaman (monsters act in 5, 1 segment) goes off in 6 too; each spell once.
    expect(seen[6]).toEqual(["halvaine", "shaman"]);
    expect(Object.values(seen).flat().sort()).toEqual(["halvaine", "shaman"]);
  });

  it("a jump over several segments reports every spell passed, in completion order", () => {
    const s = setInitiative(round1(), { party: 5, monsters: 2 }, sides);
    // Party acts in 2: Halvaine completes in 4; monsters act in 5: the Shaman completes in 6.
    let to = s;
    for (let i = 0; i < 6; i++) to = advance(to);
    expect(to.segment).toBe(7);
    expect(spellsGoingOff(s, to, {})).toEqual(["halvaine", "shaman"]);
  });

  it("a lost or abandoned spell does not go off; nothing goes off outside the segments", () => {
    let s = setInitiative(round1(), { party: 5, monsters: 4 }, sides);
    for (let i = 0; i < 4; i++) s = advance(s);
    expect(s.segment).toBe(5);
    const at6 = advance(s);
    expect(spellsGoingOff(s, at6, { halvaine: 5 })).toEqual(["shaman"]);
    const dropped = abandon(s, "shaman");
    expect(spellsGoingOff(dropped, advance(dropped), {})).toEqual(["halvaine"]);
    expect(spellsGoingOff(round1(), round1(), {})).toEqual([]);
  });
});

// Seed 000, step 1: "Actions such as talking, attacking, charging, closing to melee, or beginning a spell
// (if its casting time is one segment) may occur during a surprise segment." Each surprise segment is its own
// six seconds: what was declared in one is done when it ends.
describe("surprise segments", () => {
  const bolt = { kind: "spell" as const, spell: { name: "Hex Bolt", castingTimeSegments: 1 } };

  it("a one-segment spell begun in a surprise segment goes off as that segment ends", () => {
    let s = startCombat(2);
    s = declare(s, "shaman", bolt);
    const next = advance(s);
    expect([next.phase, next.segment]).toEqual(["surprise", 2]);
    expect(spellsGoingOff(s, next, {})).toEqual(["shaman"]);
  });

  it("begun in the last surprise segment, it goes off before round 1's declarations", () => {
    let s = advance(startCombat(2));
    s = declare(s, "shaman", bolt);
    const next = advance(s);
    expect(next.phase).toBe("declaration");
    expect(spellsGoingOff(s, next, {})).toEqual(["shaman"]);
  });

  it("a spell lost to damage or abandoned does not go off", () => {
    let s = declare(startCombat(1), "shaman", bolt);
    expect(spellsGoingOff(s, advance(s), { shaman: 1 })).toEqual([]);
    s = abandon(s, "shaman");
    expect(spellsGoingOff(s, advance(s), {})).toEqual([]);
  });

  it("a charge declared in one surprise segment is not still charging in the next", () => {
    let s = declare(startCombat(2), "ogre", { kind: "charge", targetId: "oswin" });
    s = advance(s);
    expect([s.phase, s.segment]).toEqual(["surprise", 2]);
    expect(s.declarations.ogre).toBeUndefined();
  });
});
