import { describe, expect, it } from "vitest";
import {
  applySimultaneousHits,
  ensureDiceBeforeEffects,
  simultaneousGroup,
} from "../../../src/engine/time-count/simultaneous";

const hit = (id: string, over: Partial<{ target: string; combatId: string; count: number }> = {}) => ({
  id,
  target: "Hadwin",
  combatId: "fight",
  count: 12,
  ...over,
});

describe("Simultaneous Actions: which hits land together", () => {
  // "four characters all attack Hadwin at the same time ... Three of the attackers hit"
  const waiting = [
    hit("a"),
    hit("b"),
    hit("other target", { target: "Garret" }),
    hit("earlier TC", { count: 11 }),
    hit("another fight", { combatId: "other" }),
    hit("c"),
  ];

  it("gathers every waiting hit on the same target at the same TC of the same fight, in the order rolled", () => {
    expect(simultaneousGroup(waiting[1]!, waiting).map((h) => h.id)).toEqual(["a", "b", "c"]);
  });

  it("puts the clicked hit first when the waiting list does not hold it", () => {
    const first = hit("d");
    expect(simultaneousGroup(first, waiting).map((h) => h.id)).toEqual(["d", "a", "b", "c"]);
  });

  it("applies a hit rolled outside a fight (or at an unknown TC) alone", () => {
    expect(simultaneousGroup(hit("x", { combatId: "" }), waiting).map((h) => h.id)).toEqual(["x"]);
    expect(simultaneousGroup(hit("y", { count: -1 }), waiting).map((h) => h.id)).toEqual(["y"]);
  });

  it("the seed's Hadwin, ToP 8, hit for 3, 6 and 8 by three attackers that TC: two impairments, not one", () => {
    const group = simultaneousGroup(waiting[0]!, waiting);
    const damage = [3, 6, 8];
    const out = applySimultaneousHits(
      { hp: 40, fatigue: 0, threshold: 8 },
      group.map((h, i) => ({ attackerId: h.id, damage: damage[i] ?? 0 })),
    );
    expect(out.impairmentThresholdModifier).toBe(-2);
    expect(out.impairments).toBe(2);
  });
});

describe("dice before effects", () => {
  it("refuses a hit of the current TC while anyone is still due at it, naming the TC", () => {
    expect(() => ensureDiceBeforeEffects({ count: 12 }, { count: 12, dueNow: 1 })).toThrow(
      expect.objectContaining({ key: "TEMPO.TimeCount.Error.DiceBeforeEffects", data: { count: 12 } }),
    );
  });

  it("lets it apply once nobody is due, or when the TC has moved on, or outside a fight", () => {
    expect(() => ensureDiceBeforeEffects({ count: 12 }, { count: 12, dueNow: 0 })).not.toThrow();
    expect(() => ensureDiceBeforeEffects({ count: 12 }, { count: 14, dueNow: 2 })).not.toThrow();
    expect(() => ensureDiceBeforeEffects({ count: -1 }, { count: 0, dueNow: 1 })).not.toThrow();
  });
});
