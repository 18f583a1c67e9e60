import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import { RuleError } from "../../../src/engine/core/errors";
import {
  missileIntoMeleeTarget,
  randomMeleeTarget,
  readRandomPick,
  strikeCandidates,
} from "../../../src/engine/segments/index";

describe("random targets", () => {
  it("a melee routine picks one engaged opponent at random with a die of as many faces", () => {
    const dice: number[] = [];
    const spy = (faces: number): number => {
      dice.push(faces);
      return 2;
    };
    expect(randomMeleeTarget(["orc1", "orc2", "orc3"], spy)).toBe("orc2");
    expect(dice).toEqual([3]);
  });

  it("a single opponent needs no roll", () => {
    expect(randomMeleeTarget(["orc"], scriptedDice([]))).toBe("orc");
    expect(() => randomMeleeTarget([], scriptedDice([]))).toThrow(RuleError);
  });

  it("a missile into a melee may strike an ally", () => {
    // "the target is chosen randomly from among all melee participants, so the attacker might inadvertently hit an ally."
    expect(missileIntoMeleeTarget(["orc", "fighter"], scriptedDice([2]))).toBe("fighter");
  });
});

describe("who an attack may strike (strikeCandidates)", () => {
  // Halvaine (h) and Oswin (o) against a Bugbear (b) and a Goblin Shaman (s): Oswin and the Bugbear
  // fight each other, the Shaman casts; Halvaine declared a melee attack on the Shaman.
  const sides = { h: "party", o: "party", b: "monsters", s: "monsters" };
  const declarations = {
    o: { kind: "melee" as const, targetId: "b" },
    b: { kind: "melee" as const, targetId: "o" },
    h: { kind: "melee" as const, targetId: "s" },
  };
  const round = { attackerId: "h", declarations, sides, up: ["h", "o", "b", "s"] };
  const foe = (id: string, up = true) => ({ id, up, opponent: true });

  it("melee: the user's targets of the other side that are up; an ally or a fallen foe is never one", () => {
    const targeted = [foe("b"), foe("s"), { id: "o", up: true, opponent: false }, foe("x", false)];
    expect(strikeCandidates({ mode: "melee", attackerName: "Halvaine", targeted, round })).toEqual([
      "b",
      "s",
    ]);
  });

  it("melee without targets: the opponents engaged with the attacker, else its declared target", () => {
    expect(
      strikeCandidates({
        mode: "melee",
        attackerName: "Oswin",
        targeted: [],
        round: { ...round, attackerId: "o" },
      }),
    ).toEqual(["b"]);
    expect(strikeCandidates({ mode: "melee", attackerName: "Halvaine", targeted: [], round })).toEqual(["s"]);
  });

  it("nobody to strike: targets that are all allies or down are refused by name; no target at all too", () => {
    const fallen = () =>
      strikeCandidates({ mode: "melee", attackerName: "Halvaine", targeted: [foe("b", false)], round });
    expect(fallen).toThrow(
      expect.objectContaining({ key: "TEMPO.Segments.Error.NoLivingOpponent", data: { name: "Halvaine" } }),
    );
    const nobody = () =>
      strikeCandidates({ mode: "melee", attackerName: "Halvaine", targeted: [], round: null });
    expect(nobody).toThrow(expect.objectContaining({ key: "TEMPO.Error.NoTarget" }));
  });

  it("a missile at the Bugbear, engaged with Oswin, falls among the whole melee, Oswin included", () => {
    // "chosen randomly from among all melee participants, so the attacker might inadvertently hit an ally"
    const ids = strikeCandidates({ mode: "missile", attackerName: "Halvaine", targeted: [foe("b")], round });
    expect([...ids].sort()).toEqual(["b", "o"]);
    expect(() =>
      strikeCandidates({ mode: "missile", attackerName: "Halvaine", targeted: [foe("b"), foe("s")], round }),
    ).toThrow(expect.objectContaining({ key: "TEMPO.Segments.Error.MissileOneTarget" }));
  });

  it("a missile at a foe in no melee, or outside a round, strikes that foe alone", () => {
    expect(
      strikeCandidates({ mode: "missile", attackerName: "Halvaine", targeted: [foe("s")], round }),
    ).toEqual(["s"]);
    expect(
      strikeCandidates({ mode: "missile", attackerName: "Halvaine", targeted: [foe("z")], round: null }),
    ).toEqual(["z"]);
  });
});

describe("a random pick as a request carries it (readRandomPick)", () => {
  it("keeps a well-formed pick: two names or more, a d<names> and a roll on it", () => {
    expect(readRandomPick({ names: ["Bugbear", "Oswin", "Shaman"], roll: 2, faces: 3 })).toEqual({
      names: ["Bugbear", "Oswin", "Shaman"],
      roll: 2,
      faces: 3,
    });
  });

  it("drops anything else: a roll off the die, faces that do not match, one name, not an object", () => {
    expect(readRandomPick({ names: ["a", "b"], roll: 3, faces: 2 })).toBeNull();
    expect(readRandomPick({ names: ["a", "b"], roll: 1, faces: 3 })).toBeNull();
    expect(readRandomPick({ names: ["a"], roll: 1, faces: 1 })).toBeNull();
    expect(readRandomPick({ names: ["a", "b"], roll: 1.5, faces: 2 })).toBeNull();
    expect(readRandomPick("a,b")).toBeNull();
    expect(readRandomPick(null)).toBeNull();
  });
});
