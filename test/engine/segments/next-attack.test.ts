import { describe, expect, it } from "vitest";
import {
  countNextAttack,
  heldStepAt,
  spellsLostByBlows,
  spellsLostToHeld,
  type AttackCountInput,
} from "../../../src/engine/segments/index";
import { keyOf } from "../rule-error-key";

const surprise: AttackCountInput = {
  phase: "surprise",
  segment: 1,
  schedule: null,
  combatantId: "orc",
  routines: 1,
  made: [],
  joinHand: true,
  actorName: "Orc",
};

describe("how the next attack counts", () => {
  it("is the first routine when nothing was made, with its weapon", () => {
    expect(countNextAttack({ ...surprise, weaponId: "axe" })).toEqual({
      number: 1,
      kind: "routine",
      at: 1,
      weaponId: "axe",
    });
  });

  // Surprise: one routine per surprise segment.
  it("refuses a second routine in a surprise segment, naming the attacker", () => {
    const made = [{ number: 1, kind: "routine" as const, at: 1, target: "t" }];
    expect(keyOf(() => countNextAttack({ ...surprise, made, joinHand: false }))).toMatch(
      /RoutineSpentSurprise$/,
    );
  });

  // Two-Weapon Fighting: "one weapon in each hand" is one routine, at its one opponent.
  it("joins the other hand's attack to the routine just made with another weapon", () => {
    const made = [
      {
        number: 1,
        kind: "routine" as const,
        at: 1,
        hand: "primary" as const,
        weaponId: "sword",
        target: "t",
      },
    ];
    const out = countNextAttack({ ...surprise, made, weaponId: "dagger" });
    expect(out).toMatchObject({ number: 1, kind: "routine", hand: "off-hand", joins: "t" });
  });
});

describe("spells lost to the landed blows", () => {
  it("loses a caster's spell to damage in its casting segments, once, with the damage it took", () => {
    const casting = { mage: { startSegment: 4, completesInSegment: 6 } };
    const hit = (segment: number, damage: number, targetId = "mage") => ({
      segment,
      hit: { attackerId: "orc", targetId, damage },
    });
    expect(spellsLostByBlows(casting, [hit(5, 2), hit(5, 3), hit(6, 1), hit(5, 4, "fighter")])).toEqual([
      { id: "mage", segment: 5, damage: 6 },
    ]);
    expect(spellsLostByBlows(casting, [hit(5, 0), hit(7, 3)])).toEqual([]);
  });

  it("held blows count only this round's, at combatants of the combat", () => {
    const casting = { mage: { startSegment: 4, completesInSegment: 6 } };
    const blow = (round: number, targetId: string | undefined) => ({
      round,
      segment: 5,
      attackerId: "orc",
      damage: 3,
      ...(targetId === undefined ? {} : { targetId }),
    });
    expect(spellsLostToHeld(casting, 2, [blow(2, "mage")])).toEqual([{ id: "mage", segment: 5, damage: 3 }]);
    expect(spellsLostToHeld(casting, 2, [blow(1, "mage"), blow(2, undefined)])).toEqual([]);
  });
});

describe("the simultaneous step an attacker strikes in now", () => {
  const sides = { orc: "monsters", ann: "party", bob: "party" };
  const at = (phase: string, surprise: string[][]) => ({
    phase,
    segment: 1,
    surprise: surprise.map((actors) => ({ actors })),
    schedule: null,
  });
  it("is the surprise segment when both sides act in it", () => {
    expect(heldStepAt(at("surprise", [["orc", "ann"]]), "ann", sides)).toBe("surprise");
    expect(heldStepAt(at("surprise", [["ann", "bob"]]), "ann", sides)).toBeNull();
  });
  it("is none outside surprise and the segments, or without a schedule", () => {
    expect(heldStepAt(at("declaration", [["orc", "ann"]]), "ann", sides)).toBeNull();
    expect(heldStepAt(at("segments", []), "ann", sides)).toBeNull();
  });
});
