import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/engine/core/errors";
import {
  actsWithOpponent,
  buildRoundSchedule,
  landHeldHits,
  simultaneousStepOf,
  type RoundCombatant,
} from "../../../src/engine/segments/index";

const sides = { fighter: "party", oswin: "party", orc: "monsters", ogre: "monsters" };

function schedule(rolls: Record<string, number>, combatants: RoundCombatant[]) {
  return buildRoundSchedule({ rolls, combatants });
}

const melee = (id: string, side: string, targetId: string): RoundCombatant => ({
  id,
  side,
  declaration: { kind: "melee", targetId },
});

describe("which blows are held (acts simultaneous with an opponent)", () => {
  it("a tie puts both sides in one step: each one's damage is held", () => {
    // "If both sides roll the same initiative, they act simultaneously."
    const s = schedule({ party: 4, monsters: 4 }, [
      melee("fighter", "party", "orc"),
      melee("orc", "monsters", "fighter"),
    ]);
    expect(simultaneousStepOf(s.segments[3], "fighter", sides)).toBe("initiative");
    expect(simultaneousStepOf(s.segments[3], "orc", sides)).toBe("initiative");
  });

  it("without a tie each side acts alone: nothing is held", () => {
    // "If the party rolls a 6 and the monsters roll a 1, then the party acts in segment 1 while the
    // monsters do not act until segment 6."
    const s = schedule({ party: 6, monsters: 1 }, [
      melee("fighter", "party", "orc"),
      melee("orc", "monsters", "fighter"),
    ]);
    expect(simultaneousStepOf(s.segments[0], "fighter", sides)).toBeNull();
    expect(simultaneousStepOf(s.segments[5], "orc", sides)).toBeNull();
    // a combatant who does not act in the segment is never held
    expect(simultaneousStepOf(s.segments[0], "orc", sides)).toBeNull();
    expect(simultaneousStepOf(undefined, "orc", sides)).toBeNull();
  });

  it("a set weapon's first strike at a charger lands at once, even in a tied segment", () => {
    // "If an opponent charges, the set weapon deals double damage"; the charger's +2 applies only
    // "provided the charging character survives": the interrupt comes first and alone.
    const s = schedule({ party: 3, monsters: 3 }, [
      { id: "oswin", side: "party", declaration: { kind: "set-vs-charge", targetId: "ogre" } },
      { id: "ogre", side: "monsters", declaration: { kind: "charge", targetId: "oswin" } },
      melee("fighter", "party", "orc"),
      melee("orc", "monsters", "fighter"),
    ]);
    const seg = s.segments[2];
    expect(seg?.steps.map((st) => st.step)).toEqual(["interrupts", "initiative"]);
    expect(simultaneousStepOf(seg, "oswin", sides)).toBeNull();
    expect(simultaneousStepOf(seg, "ogre", sides)).toBe("initiative");
    expect(simultaneousStepOf(seg, "fighter", sides)).toBe("initiative");
  });

  it("the free attack at a fleer lands at once, though its maker also fights in the tied step", () => {
    // "When a character in melee combat runs away at top speed, opponents may make an immediate
    // additional attack at +4 to hit": immediate, so never held with the tied initiative blows.
    const s = schedule({ party: 3, monsters: 3 }, [
      { id: "oswin", side: "party", declaration: { kind: "flee" }, engagedWith: ["orc"] },
      melee("fighter", "party", "orc"),
      melee("orc", "monsters", "fighter"),
    ]);
    const seg = s.segments[2];
    expect(seg?.steps.map((st) => st.step)).toEqual(["interrupts", "initiative"]);
    expect(seg?.steps[0]?.acts.map((a) => [a.combatantId, a.kind])).toEqual([["orc", "free-attack"]]);
    // the orc's free attack (a given attack) is in the interrupts step, alone with its side: not held
    expect(simultaneousStepOf(seg, "orc", sides, "given")).toBeNull();
    // its own routine at the fighter is in the tied initiative step: held
    expect(simultaneousStepOf(seg, "orc", sides, "routine")).toBe("initiative");
  });

  it("allies acting together are not simultaneous with an opponent", () => {
    expect(actsWithOpponent(["fighter", "oswin"], "fighter", sides)).toBe(false);
    expect(actsWithOpponent(["fighter", "oswin", "orc"], "oswin", sides)).toBe(true);
    expect(actsWithOpponent(["orc", "fighter"], "ogre", sides)).toBe(false);
  });
});

describe("landing the held damage of a step at once", () => {
  it("mutual destruction: both fall, and each still struck", () => {
    // "any damage inflicted takes effect immediately—even if one of the combatants dies during that
    // segment, meaning mutual destruction is possible."
    const out = landHeldHits({ fighter: 3, orc: 4 }, [
      { attackerId: "fighter", targetId: "orc", damage: 5 },
      { attackerId: "orc", targetId: "fighter", damage: 6 },
    ]);
    expect(out).toEqual([
      { targetId: "orc", before: 4, damage: 5, after: -1, downed: true },
      { targetId: "fighter", before: 3, damage: 6, after: -3, downed: true },
    ]);
  });

  it("adds several blows on one target; a target already down is not counted as downed again", () => {
    const out = landHeldHits({ ogre: 10, orc: 0 }, [
      { attackerId: "fighter", targetId: "ogre", damage: 4 },
      { attackerId: "oswin", targetId: "ogre", damage: 7 },
      { attackerId: "oswin", targetId: "orc", damage: 2 },
    ]);
    expect(out).toEqual([
      { targetId: "ogre", before: 10, damage: 11, after: -1, downed: true },
      { targetId: "orc", before: 0, damage: 2, after: -2, downed: false },
    ]);
  });

  it("a blow of 0 (a grapple's 1d2-1) changes nothing; bad damage and unknown targets are refused", () => {
    expect(landHeldHits({ orc: 4 }, [{ attackerId: "fighter", targetId: "orc", damage: 0 }])).toEqual([
      { targetId: "orc", before: 4, damage: 0, after: 4, downed: false },
    ]);
    expect(() => landHeldHits({ orc: 4 }, [{ attackerId: "a", targetId: "orc", damage: -1 }])).toThrow(
      RuleError,
    );
    expect(() => landHeldHits({ orc: 4 }, [{ attackerId: "a", targetId: "orc", damage: 1.5 }])).toThrow(
      RuleError,
    );
    expect(() => landHeldHits({ orc: 4 }, [{ attackerId: "a", targetId: "elf", damage: 1 }])).toThrow(
      RuleError,
    );
  });
});
